import Foundation
import SandboxStage
import SandboxFormats

/// Writes the files a `Stage` asks for (recordings, exports, user presets, the remembered panel
/// state) and reads what it starts from (the presets): the window's file I/O, kept beside it.
enum StageFiles {
  /// Every preset the panel offers (built-in and the user's), read now so that switching
  /// reads nothing later. A file that cannot be read stays in the menu and says why when chosen.
  /// Only the names `reading` accepts are read; the others are listed as pending. The window
  /// reads just its current preset before its first frame and the rest after it
  /// (`Stage.presetsRead`), which starts 0.6 ms sooner.
  static func presets(
    library: PresetLibrary?, reading: (String) -> Bool = { _ in true }
  ) -> StagePresets {
    var presets = StagePresets()
    guard let library else { return presets }
    let listing = library.listing()
    for name in listing.names {
      let entry: StagePresets.Entry
      if !reading(name) {
        entry = .pending
      } else {
        do {
          entry = .loaded(try library.load(name, source: "panel", in: listing))
        } catch {
          entry = .failed("\(error)")
        }
      }
      presets.add(name, entry, shipped: listing.origin(of: name) == .builtIn)
    }
    return presets
  }

  /// A fresh recording path in `directory`: `header-sandbox-recording-…json`.
  static func recordingPath(in directory: String) -> String {
    OutputPaths.unique(prefix: "header-sandbox-recording", ext: "json", directory: directory)
  }

  /// What a save did, for the window's toast: a title and the path (or why it failed).
  typealias Outcome = (title: String, detail: String)

  /// Writes a recording to `path` (a fresh one in `directory` when nil).
  static func saveRecording(_ script: EventScript, to path: String?, in directory: String)
    -> Outcome
  {
    let path = path ?? recordingPath(in: directory)
    return save("Recording", log: "recording saved") {
      try OutputDirectory.prepare((path as NSString).deletingLastPathComponent)
      try AtomicFile.write(script.encoded(), to: path)
      return [path]
    }
  }

  /// Writes the plots' history as `header-sandbox-plots-….csv` in `directory`, atomically, and
  /// prints the path.
  static func savePlotHistory(_ csv: String, in directory: String) -> Outcome {
    save("Plot history", saved: "Plot history saved (CSV)", log: "plot history saved") {
      try OutputDirectory.prepare(directory)
      let path = OutputPaths.unique(
        prefix: "header-sandbox-plots", ext: "csv", directory: directory)
      try AtomicFile.write(csv, to: path)
      return [path]
    }
  }

  /// Ctrl+E: the values as config JSON naming `device` (the phone's, so `--config` of the file
  /// draws the same header) and in the phone's own dialect (Swift for MDC and UIKit, Kotlin for
  /// AppBarLayout and Compose, Dart for Flutter), side by side in `directory`: the paths written.
  static func exportFiles(
    _ values: ConfigValues, device: DeviceProfile, in directory: String
  ) throws -> [String] {
    try OutputDirectory.prepare(directory)
    let json = OutputPaths.unique(
      prefix: "header-sandbox-export", ext: "json", directory: directory)
    let dialect = ExportDialect.native(for: values[Param.header.model])
    let code = String(json.dropLast(".json".count)) + "." + dialect.fileExtension
    try AtomicFile.write(
      ConfigExport.json(values, device: device, namingDevice: true), to: json)
    try AtomicFile.write(ConfigExport.text(dialect, values), to: code)
    return [json, code]
  }

  /// Ctrl+E: `exportFiles`, said in the window.
  static func export(_ values: ConfigValues, device: DeviceProfile, in directory: String)
    -> Outcome
  {
    let dialect = ExportDialect.native(for: values[Param.header.model])
    return save(
      "Export", saved: "Exported JSON and \(dialect.title)", failed: "Export failed",
      log: "exported"
    ) {
      try exportFiles(values, device: device, in: directory)
    }
  }

  /// Runs `write`, prints `log: PATH` per file written, and says what happened: the first path,
  /// or the folder or file that could not be written and why. Never throws: a save that fails
  /// must not end the session.
  static func save(
    _ what: String, saved: String? = nil, failed: String? = nil, log: String,
    _ write: () throws -> [String]
  ) -> Outcome {
    do {
      let paths = try write()
      Console.outLine(paths.map { "\(log): \($0)" }.joined(separator: "\n"))
      return (saved ?? "\(what) saved", paths.first ?? "")
    } catch {
      let reason = (error as? CommandFailure)?.message ?? "\(error)"
      Console.errLine("header-sandbox: \(what.lowercased()) not saved: \(reason)")
      return (failed ?? "\(what) not saved", reason)
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

  /// Makes the panel's change to the user's presets in `library` and tells the stage how it
  /// went; returns the stage's effects (the log line).
  mutating func carryOut(_ request: UserPresetRequest, in library: PresetLibrary) -> [StageEffect] {
    userPresetHandled(request, problem: StageFiles.perform(request, in: library))
  }
}
