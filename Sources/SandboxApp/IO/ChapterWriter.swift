import Foundation
import SandboxStage

/// Adds chapters to a finished MP4 or MOV: ffmpeg copies the streams (no re-encode) into a
/// temporary file with the chapters of an ffmetadata file, renamed over the video when done.
enum ChapterWriter {
  static func addChapters(
    _ chapters: [SessionChapters.Chapter], to video: String
  ) throws(CommandFailure) {
    guard !chapters.isEmpty else { return }
    let ffmpeg = try FFmpegEncoder.locate()
    let metadata = AtomicFile.temporaryPath(for: video) + ".ffmetadata"
    let output = AtomicFile.temporaryPath(for: video)
    defer {
      unlink(metadata)
      unlink(output)
    }
    do {
      try Data(SessionChapters.ffmetadata(chapters).utf8).write(
        to: URL(fileURLWithPath: metadata))
    } catch {
      throw CommandFailure(.ioError, "\(metadata): cannot write (\(error))")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: ffmpeg)
    process.arguments = [
      "-v", "error", "-y", "-i", video, "-i", metadata, "-map", "0", "-map_metadata", "1",
      "-map_chapters", "1", "-codec", "copy", output,
    ]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw CommandFailure(.unavailable, "ffmpeg could not start: \(error)")
    }
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw CommandFailure(
        .ioError,
        "\(video): ffmpeg could not add the chapters: "
          + (String(data: message, encoding: .utf8) ?? "").trimmingCharacters(
            in: .whitespacesAndNewlines))
    }
    try AtomicFile.commit(temporary: output, to: video)
  }
}
