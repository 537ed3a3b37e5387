import Foundation
import SandboxCore

/// Writes the files a `Stage` asks for (recordings, exports, user presets, the remembered panel
/// state) and reads what it starts from (the presets): the window's file I/O, kept beside it.
enum StageFiles {
  /// Every preset the panel offers (built-in and the user's), read now so that switching
  /// reads nothing later. A file that cannot be read stays in the menu and says why when chosen.
  static func presets(library: PresetLibrary?) -> StagePresets {
    var presets = StagePresets()
    guard let library else { return presets }
    let listing = library.listing()
    for name in listing.names {
      let entry: StagePresets.Entry
      do {
        entry = .loaded(try library.load(name, source: "panel", in: listing))
      } catch {
        entry = .failed("\(error)")
      }
      presets.add(name, entry, shipped: listing.origin(of: name) == .builtIn)
    }
    return presets
  }

  /// A fresh recording path in the current directory: `header-sandbox-recording-…json`.
  static func recordingPath() -> String {
    OutputPaths.unique(prefix: "header-sandbox-recording", ext: "json")
  }

  /// What a save did, for the window's toast: a title and the path (or why it failed).
  typealias Outcome = (title: String, detail: String)

  /// Writes a recording to `path` (a fresh one when nil).
  static func saveRecording(_ script: EventScript, to path: String?) -> Outcome {
    let path = path ?? recordingPath()
    do {
      try AtomicFile.write(script.encoded(), to: path)
      Console.outLine("recording saved: \(path)")
      return ("Recording saved", path)
    } catch {
      Console.errLine("header-sandbox: \(error.message)")
      return ("Recording not saved", error.message)
    }
  }

  /// Writes the plots' history as `header-sandbox-plots-….csv` in the current directory,
  /// atomically, and prints the path.
  static func savePlotHistory(_ csv: String) -> Outcome {
    let path = OutputPaths.unique(prefix: "header-sandbox-plots", ext: "csv")
    do {
      try AtomicFile.write(csv, to: path)
      Console.outLine("plot history saved: \(path)")
      return ("Plot history saved (CSV)", path)
    } catch {
      Console.errLine("header-sandbox: \(error.message)")
      return ("Plot history not saved", error.message)
    }
  }

  static func export(_ values: ConfigValues) -> Outcome {
    let json = OutputPaths.unique(prefix: "header-sandbox-export", ext: "json")
    let swift = json.replacingOccurrences(of: ".json", with: ".swift")
    do {
      try AtomicFile.write(ConfigExport.json(values), to: json)
      try AtomicFile.write(ConfigExport.swiftSnippet(values), to: swift)
      Console.outLine("exported: \(json)\nexported: \(swift)")
      return ("Exported JSON and Swift", json)
    } catch {
      Console.errLine("header-sandbox: \(error.message)")
      return ("Export failed", error.message)
    }
  }

  /// What copying `text` to the clipboard did (`done` false: the clipboard was unavailable).
  static func copied(_ text: String, done: Bool) -> Outcome {
    guard done else {
      Console.errLine("header-sandbox: clipboard unavailable")
      return ("Not copied", "the clipboard is unavailable")
    }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
    return ("Copied to the clipboard", "\(lines) line(s) of code")
  }

  /// Makes the panel's change to the user's presets on disk; returns why it failed, or nil.
  static func perform(_ request: UserPresetRequest, in library: PresetLibrary) -> String? {
    do {
      switch request {
      case .save(let preset):
        Console.outLine("preset saved: \(try library.saveUserPreset(preset))")
      case .rename(let old, let new):
        Console.outLine("preset renamed: \(try library.renameUserPreset(old, to: new))")
      case .delete(let name):
        Console.outLine("preset deleted: \(try library.deleteUserPreset(name))")
      }
      return nil
    } catch {
      return error.message
    }
  }
}

extension Stage {
  /// Shows what a file operation did in the window (for a few seconds).
  mutating func showToast(_ outcome: StageFiles.Outcome) {
    showToast(outcome.title, detail: outcome.detail)
  }
}
