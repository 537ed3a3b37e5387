import Foundation

/// Counts the frames a finished video really holds, with ffprobe (installed with ffmpeg).
///
/// A GIF is encoded at 30 fps from a 60 fps script, so the frames piped to ffmpeg are not the
/// frames in the file; a message about the file must count the file.
enum VideoFrameCounter {
  /// Decoded frames in the first video stream of `path`; nil when ffprobe is missing or fails.
  static func frames(in path: String) -> Int? {
    let ffmpeg = try? FFmpegEncoder.locate()
    guard let ffmpeg else { return nil }
    let ffprobe = (ffmpeg as NSString).deletingLastPathComponent + "/ffprobe"
    guard FileManager.default.isExecutableFile(atPath: ffprobe) else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: ffprobe)
    process.arguments = [
      "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
      "stream=nb_read_frames", "-of", "csv=p=0", path,
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return Int(
      String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
  }
}
