import Foundation
import MotionFit

/// Reads a fit's input file into a measured series: rows from `trace`, `measure` or a device log
/// (CSV or JSONL). A video goes through `videoReader`, the seam `measure` plugs its analysis into;
/// until it does, a video is exit 65 saying to measure it first.
enum FitInputReader {
  /// File endings read as video.
  static let videoExtensions: Set<String> = ["mp4", "mov", "m4v", "webm", "gif", "mkv", "avi"]

  /// Measures a video into a series (points, with `scale` pixels per point when given); nil
  /// until the `measure` command provides it.
  nonisolated(unsafe) static var videoReader:
    ((_ path: String, _ scale: Double?) throws(CommandFailure) -> MeasuredSeries)? = nil

  /// The series in `path`; 66 when missing, 65 naming the file for bad or missing columns.
  static func read(_ path: String, scale: Double?) throws(CommandFailure) -> MeasuredSeries {
    let ending = (path as NSString).pathExtension.lowercased()
    if videoExtensions.contains(ending) {
      _ = try InputFile.readBytes(path, expected: "a video")
      guard let videoReader else {
        throw CommandFailure(
          .dataError,
          "\(path): expected rows (CSV or JSONL with time and scrollOffset), found a video; "
            + "measure it first (`header-sandbox measure \(path) --out motion.csv`) and fit "
            + "motion.csv")
      }
      return try videoReader(path, scale)
    }
    let data = try InputFile.readBytes(path, expected: "a CSV or JSONL file")
    guard let text = String(data: data, encoding: .utf8) else {
      throw CommandFailure(.dataError, "\(path): expected CSV or JSONL text, found binary data")
    }
    do {
      return try SeriesTableParser.parse(text, scale: scale ?? 1)
    } catch {
      throw CommandFailure(.dataError, "\(path): \(error)")
    }
  }
}
