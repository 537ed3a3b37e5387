import CSDL2

/// Reads the few environment variables the platform cares about.
public enum ProcessEnvironment {
  /// Names consulted by the no-display check.
  public static let relevantNames = ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"]

  /// The current values of `relevantNames` (unset and empty variables are left out).
  public static func current() -> [String: String] {
    var result: [String: String] = [:]
    for name in relevantNames {
      if let value = SDL_getenv(name).map({ String(cString: $0) }), !value.isEmpty {
        result[name] = value
      }
    }
    return result
  }
}
