import PhoneSimulation
import SandboxFormats

/// Decides what a changed `--config` file means for the running sandbox: new values to apply,
/// or an error banner while the last good values keep running.
///
/// Pure: the host polls the file and hands over its text; this type never touches the disk.
public struct ConfigWatcher: Sendable {
  /// What a reload came to.
  public enum Outcome: Sendable {
    /// The file is valid: run these settings (`changedKeys` differ from the previous values).
    case apply(SandboxSettings, changedKeys: [String])
    /// The file is invalid; `banner` says where and why, and the old values stay.
    case keep(banner: String)
  }

  /// The file name errors name.
  public let file: String
  /// The banner to show while the file is invalid; nil once a valid version is read.
  public private(set) var banner: String?

  /// A watcher for `file`.
  public init(file: String) { self.file = file }

  /// Reads `text` as the new config: `base` (the preset's values) ← file ← `overrides` (`--set`
  /// keeps winning). `current` is what runs now, to report which keys changed.
  public mutating func reload(
    text: String, base: ConfigValues, overrides: ConfigLayer = ConfigLayer(),
    current: ConfigValues
  ) -> Outcome {
    do {
      let layer = try ConfigFile.decode(text, file: file)
      var values = base
      try values.apply(layer, source: file)
      try values.apply(overrides, source: "--set")
      let settings: SandboxSettings
      do {
        settings = try SandboxSettings(values: values)
      } catch {
        return reject("\(file): \(error)")
      }
      banner = nil
      let changed = ParameterRegistry.keys.filter { values[$0] != current[$0] }
      return .apply(settings, changedKeys: changed)
    } catch {
      return reject(error.description)
    }
  }

  /// The file vanished or cannot be read (an editor mid-save, or deleted).
  public mutating func unreadable(_ reason: String) -> Outcome {
    reject("\(file): \(reason)")
  }

  private mutating func reject(_ message: String) -> Outcome {
    let text = "config not applied, keeping the last good values: \(message)"
    banner = text
    return .keep(banner: text)
  }
}
