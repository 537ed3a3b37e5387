import Foundation

/// Encodes raw RGBA frames to MP4 (H.264), MOV (Apple ProRes) or GIF through an ffmpeg child
/// process fed on its standard input.
///
/// ffmpeg runs in its own process group, so a Ctrl+C in the terminal reaches only us; we then close
/// ffmpeg's input and it finishes the file with every frame written so far — an interrupted render
/// still leaves a playable video.
public final class FFmpegEncoder {
  /// Byte order of the raw frames on ffmpeg's input.
  public enum InputPixelFormat: String, Sendable {
    /// R, G, B, A bytes (what `Canvas.readPixels` returns).
    case rgba
    /// B, G, R, A bytes: the offscreen canvas's own ARGB8888 memory on little-endian machines,
    /// written without a conversion pass.
    case bgra
  }

  /// Output container, chosen by the output path's extension.
  public enum Format: String, Sendable {
    case mp4
    case mov
    case gif
  }

  /// `render --quality`: how much of the frame the video keeps (MP4 and MOV; a GIF's palette
  /// is the same at every quality).
  public enum Quality: String, CaseIterable, Sendable {
    /// Small and quick: H.264 CRF 28 `veryfast`, 4:2:0; ProRes 422 LT.
    case draft
    /// The default: H.264 CRF 18 `fast`, 4:2:0 (plays everywhere); ProRes 422 HQ.
    case standard
    /// For Keynote and editing: H.264 CRF 10 `slow` in 4:4:4 (High 4:4:4 Predictive; no chroma
    /// fringes on coloured text, though browsers may not play it); ProRes 4444, 10-bit.
    case high
  }

  public let width: Int
  public let height: Int
  public let fps: Int
  public let format: Format
  /// Where ffmpeg writes (a temporary path the caller renames when complete).
  public let outputPath: String
  /// Byte order of the frames written.
  public let inputPixelFormat: InputPixelFormat
  /// How much of the frame the video keeps.
  public let quality: Quality
  private var pid: pid_t = 0
  private var stdinFD: Int32 = -1
  private let logPath: String
  public private(set) var framesWritten = 0

  /// Finds ffmpeg on PATH; exit 69 naming the Debian package when it is missing.
  public static func locate() throws(CommandFailure) -> String {
    if let found = EnvironmentVariables.onPath("ffmpeg") { return found }
    throw CommandFailure(
      .unavailable,
      "ffmpeg not found on PATH; it is needed for .mp4 and .gif output. "
        + "Install it with `sudo apt-get install ffmpeg` (or render to .png / a directory).")
  }

  /// The ffmpeg arguments for a format, frame size and rate.
  public static func arguments(
    format: Format, width: Int, height: Int, fps: Int, output: String,
    inputPixelFormat: InputPixelFormat = .rgba, quality: Quality = .standard
  ) -> [String] {
    var args = [
      "-hide_banner", "-loglevel", "error", "-nostdin", "-y",
      "-f", "rawvideo", "-pix_fmt", inputPixelFormat.rawValue, "-s", "\(width)x\(height)", "-r",
      "\(fps)",
      "-i", "pipe:0",
    ]
    switch format {
    case .mp4:
      // yuv420p: without it libx264 picks 4:4:4 from RGBA input, which browsers cannot play.
      // Odd sizes are padded by one pixel because 4:2:0 needs even dimensions. `high` keeps
      // full-resolution chroma (yuv444p), which needs no padding.
      let (preset, crf, pixels): (String, String, String)
      switch quality {
      case .draft: (preset, crf, pixels) = ("veryfast", "28", "yuv420p")
      case .standard: (preset, crf, pixels) = ("fast", "18", "yuv420p")
      case .high: (preset, crf, pixels) = ("slow", "10", "yuv444p")
      }
      if quality != .high { args += ["-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2"] }
      args += [
        "-c:v", "libx264", "-preset", preset, "-crf", crf, "-pix_fmt", pixels,
        "-movflags", "+faststart", "-f", "mp4", output,
      ]
    case .mov:
      // ffmpeg's prores_ks profiles: 1 = 422 LT, 3 = 422 HQ, 4 = 4444 (10-bit). The frames are
      // opaque, so 4444 carries no alpha. 4:2:2 needs an even width: pad odd sizes by a pixel.
      // The `apl0` vendor tag is what Apple's own encoder writes, which some players check.
      let (profile, pixels): (String, String)
      switch quality {
      case .draft: (profile, pixels) = ("1", "yuv422p10le")
      case .standard: (profile, pixels) = ("3", "yuv422p10le")
      case .high: (profile, pixels) = ("4", "yuv444p10le")
      }
      if quality != .high { args += ["-vf", "pad=ceil(iw/2)*2:ih"] }
      args += [
        "-c:v", "prores_ks", "-profile:v", profile, "-vendor", "apl0", "-pix_fmt", pixels,
        "-f", "mov", output,
      ]
    case .gif:
      // GIF delays are in 1/100 s, so rates above 50 fps cannot be honoured; 30 fps at up to
      // 480 px wide keeps README-sized files small and smooth.
      let gifFPS = min(fps, 30)
      let scaleWidth = min(width, 480)
      args += [
        "-vf",
        "fps=\(gifFPS),scale=\(scaleWidth):-1:flags=lanczos,split[a][b];"
          + "[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=none:diff_mode=rectangle",
        "-loop", "0", "-f", "gif", output,
      ]
    }
    return args
  }

  /// Starts ffmpeg writing `outputPath`. Exit 69 when ffmpeg is missing or cannot start.
  public init(
    format: Format, width: Int, height: Int, fps: Int, outputPath: String,
    inputPixelFormat: InputPixelFormat = .rgba, quality: Quality = .standard
  ) throws(CommandFailure) {
    self.quality = quality
    self.format = format
    self.inputPixelFormat = inputPixelFormat
    self.width = width
    self.height = height
    self.fps = fps
    self.outputPath = outputPath
    self.logPath =
      NSTemporaryDirectory()
      + "header-sandbox-ffmpeg-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).log"
    let ffmpeg = try FFmpegEncoder.locate()
    signal(SIGPIPE, SIG_IGN)
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else {
      throw CommandFailure(.unavailable, "cannot create a pipe to ffmpeg")
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, fds[0], 0)
    posix_spawn_file_actions_addclose(&actions, fds[1])
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, logPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let attributes = ChildSpawnAttributes(newProcessGroup: true)
    let argv =
      ([ffmpeg]
      + FFmpegEncoder.arguments(
        format: format, width: width, height: height, fps: fps, output: outputPath,
        inputPixelFormat: inputPixelFormat, quality: quality))
      .map { strdup($0) } + [nil]
    defer { for p in argv { free(p) } }
    var child: pid_t = 0
    let status = posix_spawn(&child, ffmpeg, &actions, &attributes.raw, argv, environ)
    close(fds[0])
    guard status == 0 else {
      close(fds[1])
      throw CommandFailure(
        .unavailable, "cannot start ffmpeg (\(String(cString: strerror(status))))")
    }
    pid = child
    stdinFD = fds[1]
  }

  /// Writes one frame of `width × height × 4` RGBA bytes. Exit 74 when ffmpeg stopped reading.
  public func write(frame: UnsafeRawBufferPointer) throws(CommandFailure) {
    precondition(frame.count == width * height * 4, "frame size mismatch")
    var offset = 0
    while offset < frame.count {
      let n = Foundation.write(stdinFD, frame.baseAddress! + offset, frame.count - offset)
      if n < 0 {
        if errno == EINTR { continue }
        let log = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
        throw CommandFailure(
          .ioError,
          "ffmpeg stopped accepting frames: \(log.trimmingCharacters(in: .whitespacesAndNewlines))")
      }
      offset += n
    }
    framesWritten += 1
  }

  /// Closes ffmpeg's input (end of stream) and waits for it to finish the file. Exit 74 with
  /// ffmpeg's own message when it failed.
  public func finish() throws(CommandFailure) {
    if stdinFD >= 0 {
      close(stdinFD)
      stdinFD = -1
    }
    guard pid > 0 else { return }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    pid = 0
    let log = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
    unlink(logPath)
    let exited = (status & 0x7f) == 0
    let code = (status >> 8) & 0xff
    if !exited || code != 0 {
      throw CommandFailure(
        .ioError,
        "ffmpeg failed writing \(outputPath) (status \(status)): "
          + log.trimmingCharacters(in: .whitespacesAndNewlines))
    }
  }

  deinit {
    if stdinFD >= 0 { close(stdinFD) }
    if pid > 0 {
      var status: Int32 = 0
      waitpid(pid, &status, 0)
    }
    unlink(logPath)
  }
}
