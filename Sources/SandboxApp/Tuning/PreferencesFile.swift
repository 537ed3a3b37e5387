import Foundation
import SandboxStage
import TuningPanel

/// Where the window's remembered state and the user's saved presets live:
/// `$XDG_CONFIG_HOME/header-sandbox/` (else `~/.config/header-sandbox/`).
enum PreferencesFile {
  /// The two variables `directory` reads, from the process.
  static func environment() -> [String: String] {
    EnvironmentVariables.reading(["XDG_CONFIG_HOME", "HOME"])
  }

  /// The directory, from `environment` (XDG Base Directory rules).
  static func directory(environment: [String: String] = PreferencesFile.environment())
    -> String
  {
    if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
      return xdg + "/header-sandbox"
    }
    let home = environment["HOME"] ?? NSHomeDirectory()
    return home + "/.config/header-sandbox"
  }

  /// `settings.json` in `directory`.
  static func settingsPath(environment: [String: String] = PreferencesFile.environment())
    -> String
  {
    directory(environment: environment) + "/settings.json"
  }

  /// Where "Save as preset" writes: `presets/` in `directory`.
  static func userPresetsDirectory(
    environment: [String: String] = PreferencesFile.environment()
  ) -> String {
    directory(environment: environment) + "/presets"
  }

  /// The remembered state, or defaults when the file is missing or unreadable.
  static func load(from path: String = settingsPath()) -> PanelPreferences {
    guard let data = FileManager.default.contents(atPath: path),
      let text = String(data: data, encoding: .utf8)
    else { return PanelPreferences() }
    return PanelPreferences(decoding: text)
  }

  /// Writes `preferences` atomically, creating the directory; failures are returned, not thrown,
  /// because losing remembered panel state must not end a session.
  @discardableResult
  static func save(_ preferences: PanelPreferences, to path: String = settingsPath()) -> String? {
    let directory = (path as NSString).deletingLastPathComponent
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
    } catch {
      return "\(directory): cannot create (\(error.localizedDescription))"
    }
    do {
      try AtomicFile.write(preferences.encoded(), to: path)
    } catch {
      return error.message
    }
    return nil
  }
}
