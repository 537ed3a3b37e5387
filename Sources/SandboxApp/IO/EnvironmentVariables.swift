import Foundation

/// The process environment, one variable at a time.
///
/// Why not `ProcessInfo.processInfo.environment`: it builds a dictionary of every variable on
/// each call, which measured 0.2 to 0.5 ms a call on the bench machine, and a window's launch
/// asked for it six times (assets, preferences, output folder, the bench's exit flag) to read
/// one or two names each time.
public enum EnvironmentVariables {
  /// The value of `name`, or nil when it is not set (an empty value is returned as set).
  public static func value(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// The first executable file called `name` in a directory of `PATH` (`/usr/bin:/bin` when it
  /// is not set), or nil.
  public static func onPath(_ name: String) -> String? {
    let path = value("PATH") ?? "/usr/bin:/bin"
    for dir in path.split(separator: ":") {
      let candidate = "\(dir)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// The set ones among `names`, as `ProcessInfo`'s dictionary would have them: for the
  /// functions that take an environment so tests can give them their own.
  public static func reading(_ names: [String]) -> [String: String] {
    var found: [String: String] = [:]
    for name in names {
      if let value = value(name) { found[name] = value }
    }
    return found
  }
}
