import Foundation

/// Absolute-tolerance equality for Doubles; Swift Testing has no approximate equality.
public func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
  abs(a - b) <= tolerance
}

/// The package root, found from a test file's location so tests run from any directory.
public func packageRoot(_ filePath: String = #filePath) -> URL {
  var url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
  while url.path != "/" {
    if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
      return url
    }
    url = url.deletingLastPathComponent()
  }
  return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
}
