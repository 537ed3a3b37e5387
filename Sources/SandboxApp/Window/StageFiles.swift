import Foundation
import SandboxCore

/// Writes the files a `Stage` asks for (recordings, exports, user presets, the remembered panel
/// state) and reads what it starts from (the presets): the window's file I/O, kept beside it.
enum StageFiles {
  /// Every preset the panel offers: the shipped ones (when a library is given) and those saved
  /// from the panel, read now so that switching reads nothing later. A file that cannot be read
  /// stays in the menu and says why when chosen.
  static func presets(library: PresetLibrary?) -> StagePresets {
    var presets = StagePresets()
    if let library {
      for name in library.names {
        do {
          presets.add(name, .loaded(try library.load(name, source: "panel")), shipped: true)
        } catch {
          presets.add(name, .failed("\(error)"), shipped: true)
        }
      }
    }
    let directory = PreferencesFile.userPresetsDirectory()
    for name in PreferencesFile.userPresetNames(in: directory) {
      let path = directory + "/" + name + ".json"
      do {
        let preset = try Preset.decode(try InputFile.readText(path), name: name, file: path)
        presets.add(name, .loaded(preset), shipped: false)
      } catch {
        presets.add(name, .failed("\(error)"), shipped: false)
      }
    }
    return presets
  }

  /// A fresh recording path in the current directory: `header-sandbox-recording-…json`.
  static func recordingPath() -> String {
    OutputPaths.unique(prefix: "header-sandbox-recording", ext: "json")
  }

  static func saveRecording(_ script: EventScript, to path: String) {
    do {
      try AtomicFile.write(script.encoded(), to: path)
      Console.outLine("recording saved: \(path)")
    } catch {
      Console.errLine("header-sandbox: \(error.message)")
    }
  }

  /// Writes the plots' history as `header-sandbox-plots-….csv` in the current directory,
  /// atomically, and prints the path.
  static func savePlotHistory(_ csv: String) {
    let path = OutputPaths.unique(prefix: "header-sandbox-plots", ext: "csv")
    do {
      try AtomicFile.write(csv, to: path)
      Console.outLine("plot history saved: \(path)")
    } catch {
      Console.errLine("header-sandbox: \(error.message)")
    }
  }

  static func export(_ values: ConfigValues) {
    let json = OutputPaths.unique(prefix: "header-sandbox-export", ext: "json")
    let swift = json.replacingOccurrences(of: ".json", with: ".swift")
    do {
      try AtomicFile.write(ConfigExport.json(values), to: json)
      try AtomicFile.write(ConfigExport.swiftSnippet(values), to: swift)
      Console.outLine("exported: \(json)\nexported: \(swift)")
    } catch {
      Console.errLine("header-sandbox: \(error.message)")
    }
  }

  /// Writes `values` as `user-YYYYMMDD-HHMMSS.json` in the user presets directory; returns the
  /// preset, or why it could not be saved.
  static func saveUserPreset(_ values: ConfigLayer) -> Result<Preset, StageProblem> {
    let directory = PreferencesFile.userPresetsDirectory()
    let stamp = OutputPaths.unique(prefix: "user", ext: "json")
    let name = String((stamp as NSString).lastPathComponent.dropLast(5))
    let path = directory + "/" + name + ".json"
    let preset = Preset(name: name, description: "Saved from the tuning panel", values: values)
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
      try AtomicFile.write(preset.encoded(), to: path)
      Console.outLine("preset saved: \(path)")
      return .success(preset)
    } catch {
      return .failure(StageProblem("\(error)"))
    }
  }
}
