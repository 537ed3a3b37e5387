import Foundation
import TestSupport
import TuningPanel

@testable import SandboxStage

/// The JSON files in a package folder, sorted by name.
func jsonFiles(in folder: String) throws -> [URL] {
  let directory = packageRoot().appendingPathComponent(folder)
  return try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
    .filter { $0.pathExtension == "json" }
    .sorted { $0.lastPathComponent < $1.lastPathComponent }
}

/// The names of the presets shipped in Assets/Presets.
func shippedPresetNames() throws -> [String] {
  try jsonFiles(in: "Assets/Presets").map { $0.deletingPathExtension().lastPathComponent }
}

extension Stage {
  /// Panel actions as the column performs them, their effects (log lines, requests) dropped.
  mutating func perform(_ actions: [PanelAction]) {
    var effects: [StageEffect] = []
    perform(actions, effects: &effects)
  }

  /// A preset switch as the panel makes it, its effects dropped.
  mutating func switchPreset(_ name: String) {
    var effects: [StageEffect] = []
    switchPreset(name, effects: &effects)
  }
}
