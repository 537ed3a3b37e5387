import Foundation

/// `measure.decodeOnlyS`, `measure.totalS` and `measure.ratio`: `header-sandbox measure` on a
/// phone-sized recording (1179 × 2556 px, 60 fps: an iPhone 15 Pro screen recording's size)
/// against ffmpeg alone decoding the same file to the same raw `gray` frames.
enum MeasureBench {
  /// The recording: ffmpeg's `testsrc2` pattern, twice the screen's height, scrolled through a
  /// screen-sized crop at 900 px/s (300 pt/s at ×3), H.264 CRF 18 like `render`'s default.
  static func generateArguments(seconds: Double, output: String) -> [String] {
    [
      "-hide_banner", "-loglevel", "error", "-nostdin", "-y", "-f", "lavfi",
      "-i", "testsrc2=size=1179x5112:rate=60:duration=\(seconds)",
      "-vf", "crop=1179:2556:0:'mod(t*900,2556)'",
      "-c:v", "libx264", "-preset", "veryfast", "-crf", "18", "-pix_fmt", "yuv420p",
      "-f", "mp4", output,
    ]
  }

  static func run(_ plan: BenchPlan, directory: String) throws(CommandFailure) -> [BenchFigure] {
    let ffmpeg = try FFmpegEncoder.locate()
    let seconds = plan.measureSeconds
    let video = directory + "/measure-bench.mp4"
    _ = try BenchProcess.checked([ffmpeg] + generateArguments(seconds: seconds, output: video))
    defer { unlink(video) }
    let decodeArgs = [
      ffmpeg, "-hide_banner", "-loglevel", "error", "-nostdin", "-i", video, "-map", "0:v:0",
      "-fps_mode", "passthrough", "-f", "rawvideo", "-pix_fmt", "gray", "-y", "/dev/null",
    ]
    let rows = directory + "/measure-bench.csv"
    let measureArgs = [
      BenchProcess.executablePath, "measure", video, "--out", rows, "--force", "--scale", "3",
    ]
    let pairs = try BenchProcess.interleaved(
      runs: plan.processRuns, { () throws(CommandFailure) in try BenchProcess.checked(decodeArgs) },
      { () throws(CommandFailure) in try BenchProcess.checked(measureArgs) })
    let decode = pairs.map(\.first.seconds)
    let total = pairs.map(\.second.seconds)
    unlink(rows)
    let size = "1179×2556 px, 60 fps, \(JSONFormat.seconds(seconds)) s"
    let decodeFigure = BenchFigure(
      "measure.decodeOnlyS", unit: "s", samples: decode,
      note: "ffmpeg alone decoding the H.264 recording to raw gray frames, \(size)")
    let totalFigure = BenchFigure(
      "measure.totalS", unit: "s", samples: total,
      note: "`header-sandbox measure` child process (ffprobe, ffmpeg and the analysis), \(size)")
    return [
      decodeFigure, totalFigure,
      BenchFigure.ratio("measure.ratio", totalFigure, decodeFigure, target: .atMost(1.5)),
    ]
  }
}

/// Seconds spelled without a trailing `.0`.
private enum JSONFormat {
  static func seconds(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
