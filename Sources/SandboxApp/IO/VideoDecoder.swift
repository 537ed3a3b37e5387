import Foundation

/// Decodes a video to raw frames through ffmpeg, with each frame's own timestamp from ffprobe.
///
/// ffprobe lists the stream's size and its packets' presentation times (no decoding, so it is
/// quick); ffmpeg then decodes every frame once (`-fps_mode passthrough`: no frame duplicated or
/// dropped to fit a rate) and pipes it as `gray` or `rgb24`. The sorted packet times are the
/// frames' times, so variable frame rates (iPhone recordings) come out right.
final class VideoDecoder {
  /// What ffprobe says about the first video stream.
  struct Stream {
    var width: Int
    var height: Int
    var codec: String
    /// Presentation times in seconds, in display order, the first at 0.
    var times: [Double]
  }

  /// Raw pixel layout of the piped frames.
  enum Pixels: String {
    case gray
    case rgb24
    /// Blue, green, red, alpha: SDL's ARGB8888 on little-endian machines (reference frames).
    case bgra

    var bytesPerPixel: Int {
      switch self {
      case .gray: return 1
      case .rgb24: return 3
      case .bgra: return 4
      }
    }
  }

  let path: String
  let stream: Stream
  let pixels: Pixels
  private let process = Process()
  private let output = Pipe()
  private let errors = Pipe()
  private let errorText = ErrorText()
  private var started = false

  /// Probes `path`: exit 66 when it does not exist, 69 without ffmpeg/ffprobe, 65 with ffprobe's
  /// reason when it holds no readable video. `scaledTo` has ffmpeg scale every frame to that
  /// many pixels (area averaging) before piping it; `stream` then says that size.
  init(path: String, pixels: Pixels, scaledTo size: (width: Int, height: Int)? = nil)
    throws(CommandFailure)
  {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw CommandFailure(.noInput, "\(path): no such file")
    }
    if isDirectory.boolValue {
      throw CommandFailure(.noInput, "\(path): is a directory, expected a video file")
    }
    guard FileManager.default.isReadableFile(atPath: path) else {
      throw CommandFailure(.noInput, "\(path): cannot be read (permission denied?)")
    }
    self.path = path
    self.pixels = pixels
    let ffmpeg = try VideoDecoder.locate("ffmpeg")
    let ffprobe = try VideoDecoder.locate("ffprobe")
    var probed = try VideoDecoder.probe(path, ffprobe: ffprobe)
    var filter: [String] = []
    if let size = size, size.width > 0, size.height > 0 {
      filter = ["-vf", "scale=\(size.width):\(size.height):flags=area"]
      probed.width = size.width
      probed.height = size.height
    }
    stream = probed
    process.executableURL = URL(fileURLWithPath: ffmpeg)
    process.arguments =
      [
        "-hide_banner", "-loglevel", "error", "-nostdin", "-i", path, "-map", "0:v:0",
        "-fps_mode", "passthrough",
      ] + filter + ["-f", "rawvideo", "-pix_fmt", pixels.rawValue, "pipe:1"]
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = FileHandle.nullDevice
    PipeCapacity.widen(output.fileHandleForReading.fileDescriptor)
  }

  /// The frame pipe's capacity in bytes, where the system can say (see `PipeCapacity`).
  var framePipeCapacity: Int? { PipeCapacity.bytes(output.fileHandleForReading.fileDescriptor) }

  /// ffmpeg or ffprobe on PATH; exit 69 naming the package when missing.
  static func locate(_ tool: String) throws(CommandFailure) -> String {
    if let found = EnvironmentVariables.onPath(tool) { return found }
    throw CommandFailure(
      .unavailable,
      "\(tool) not found on PATH; `measure` decodes videos with it. "
        + "Install it with `sudo apt-get install ffmpeg`.")
  }

  /// Runs ffprobe for the size, codec and packet times of the first video stream.
  static func probe(_ path: String, ffprobe: String) throws(CommandFailure) -> Stream {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: ffprobe)
    process.arguments = [
      "-v", "error", "-select_streams", "v:0", "-show_entries",
      "stream=codec_name,width,height:packet=pts_time:stream_side_data=rotation",
      "-of", "default=noprint_wrappers=1", path,
    ]
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    do { try process.run() } catch {
      throw CommandFailure(.unavailable, "cannot start ffprobe (\(error))")
    }
    // Read stderr alongside stdout so neither pipe can fill up and stall ffprobe.
    nonisolated(unsafe) var errorData = Data()
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) {
      errorData = err.fileHandleForReading.readDataToEndOfFile()
    }
    let data = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    let reason = String(decoding: errorData, as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    var width = 0
    var height = 0
    var codec = ""
    var rotation = 0
    var times: [Double] = []
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
      let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2 else { continue }
      switch parts[0] {
      case "width": width = Int(parts[1]) ?? 0
      case "height": height = Int(parts[1]) ?? 0
      case "codec_name": codec = parts[1]
      case "rotation": rotation = Int(Double(parts[1]) ?? 0)
      case "pts_time": if let time = Double(parts[1]) { times.append(time) }
      default: break
      }
    }
    guard process.terminationStatus == 0, width > 0, height > 0 else {
      let why = reason.isEmpty ? "no video stream" : reason
      throw CommandFailure(.dataError, "\(path): expected a video ffmpeg can read, found: \(why)")
    }
    if abs(rotation) % 180 == 90 { swap(&width, &height) }
    times.sort()
    if let first = times.first { times = times.map { $0 - first } }
    return Stream(width: width, height: height, codec: codec, times: times)
  }

  /// Starts ffmpeg. Exit 69 when it cannot start.
  func start() throws(CommandFailure) {
    do { try process.run() } catch {
      throw CommandFailure(.unavailable, "cannot start ffmpeg (\(error))")
    }
    started = true
    errorText.collect(from: errors.fileHandleForReading)
  }

  /// Fills `buffer` with the next frame's bytes; false at the end of the stream.
  func read(into buffer: inout [UInt8]) -> Bool {
    let size = stream.width * stream.height * pixels.bytesPerPixel
    if buffer.count != size { buffer = [UInt8](repeating: 0, count: size) }
    let fd = output.fileHandleForReading.fileDescriptor
    var filled = 0
    while filled < size {
      let n = buffer.withUnsafeMutableBytes { raw in
        Foundation.read(fd, raw.baseAddress! + filled, size - filled)
      }
      if n < 0 && errno == EINTR { continue }
      if n <= 0 { return false }
      filled += n
    }
    return true
  }

  /// Waits for ffmpeg; exit 65 with its reason when it failed to decode.
  func finish() throws(CommandFailure) {
    guard started else { return }
    started = false
    process.waitUntilExit()
    let reason = errorText.text.trimmingCharacters(in: .whitespacesAndNewlines)
    if process.terminationStatus != 0 {
      throw CommandFailure(
        .dataError, "\(path): ffmpeg cannot decode it: \(reason.isEmpty ? "unknown error" : reason)"
      )
    }
  }

  /// Stops ffmpeg early (interrupted).
  func stop() {
    guard started else { return }
    started = false
    process.terminate()
    // ffmpeg blocked writing a frame nobody reads never gets to act on the signal; with the
    // pipe closed its write fails and it exits.
    try? output.fileHandleForReading.close()
    process.waitUntilExit()
  }
}

/// ffmpeg's standard error, read on a queue of its own so the pipe never fills and stalls it.
private final class ErrorText: @unchecked Sendable {
  private let group = DispatchGroup()
  private var data = Data()

  func collect(from handle: FileHandle) {
    DispatchQueue.global().async(group: group) {
      self.data = handle.readDataToEndOfFile()
    }
  }

  /// Everything ffmpeg wrote, once it closed its standard error.
  var text: String {
    group.wait()
    return String(decoding: data, as: UTF8.self)
  }
}
