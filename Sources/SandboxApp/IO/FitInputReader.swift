import Foundation
import MotionFit

/// Reads a fit's input file into a measured series: rows from `trace`, `measure` or a device log
/// (CSV or JSONL). A video goes through the `video` reader the caller passes (`fit` passes
/// `measure`'s analysis), so this layer needs no command.
enum FitInputReader {
  /// File endings read as video.
  static let videoExtensions: Set<String> = ["mp4", "mov", "m4v", "webm", "gif", "mkv", "avi"]

  /// Measures a video into a series (points, with `scale` pixels per point when given).
  typealias VideoReader = (_ path: String, _ scale: Double?) throws(CommandFailure) ->
    MeasuredSeries

  /// The series in `path`; 66 when missing, 65 naming the file for bad or missing columns.
  static func read(
    _ path: String, scale: Double?, video: VideoReader
  ) throws(CommandFailure) -> MeasuredSeries {
    let ending = (path as NSString).pathExtension.lowercased()
    if videoExtensions.contains(ending) {
      _ = try InputFile.readBytes(path, expected: "a video")
      return try video(path, scale)
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
