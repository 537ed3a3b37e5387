import PhoneSimulation
import SandboxFormats

/// Fair comparisons: compared phones show the same list as phone A (its row count and row
/// height), unless a compared config file sets them itself. Presets size their lists to show
/// themselves off (`showcase` has 100 rows, the others 60), which is not what is compared: B
/// would run out of list in the middle of a gesture A still scrolls through.
public enum SharedContent {
  /// The keys of the shared content.
  public static var keys: [String] { [Param.content.rowCount.name, Param.content.rowHeight.name] }

  /// `settings` with A's content, except the keys in `explicit` (set by the compared config).
  public static func settings(
    _ settings: SandboxSettings, sharingWith reference: SandboxSettings, explicit: Set<String>
  ) throws -> SandboxSettings {
    var shared = settings
    for key in keys where !explicit.contains(key) {
      if let value = reference.values[key], settings.values[key] != value {
        try shared.set(key: key, value: value)
      }
    }
    return shared
  }
}
