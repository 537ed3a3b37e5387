import Foundation

/// Absolute tolerance comparison; Swift Testing has no approximate equality.
func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
  abs(a - b) <= tolerance
}

/// The package root, found from this file's location so tests run from any directory.
func packageRoot(_ filePath: String = #filePath) -> URL {
  URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
}

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
