import Foundation

/// Predictable, non-clobbering output names for screenshots, recordings and exports made from
/// the window: `PREFIX-YYYYMMDD-HHMMSS.EXT` in `directory` (see `OutputDirectory`), with `-2`,
/// `-3`… when taken within the same second.
enum OutputPaths {
  static func unique(prefix: String, ext: String, directory: String) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyyMMdd-HHmmss"
    let stamp = formatter.string(from: Date())
    let dir = directory
    var path = "\(dir)/\(prefix)-\(stamp).\(ext)"
    var n = 2
    while FileManager.default.fileExists(atPath: path) {
      path = "\(dir)/\(prefix)-\(stamp)-\(n).\(ext)"
      n += 1
    }
    return path
  }
}
