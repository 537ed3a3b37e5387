import Foundation
import MotionMeasure
import SDLPlatform
import SandboxPrimitives
import SandboxStage

/// A reference recording (`--reference VIDEO`) decoded once for the window, `render` and the
/// bench: ffmpeg scales every frame to the size it is shown at (phone A's screen at the canvas's
/// pixels per point, never larger than the video) and pipes it as BGRA (the renderer's own
/// pixel format, so showing a frame is a copy); the frames go to one
/// unnamed temporary file (unlinked as soon as it is open, so nothing stays behind), and the
/// frames shown are read back from it through a `ReferenceFrameCache` of at most
/// `memoryBudgetMB`. Scrubbing then costs a cache hit or one read from the file (in the page
/// cache), never a decode. While decoding, the frames also go through `MotionAnalyzer` when
/// asked: for the motion the default offset lines up by (`MotionSync`) and for each
/// frame's header bottom, which the onion skin outlines (`ReferenceTrack.headerEdges`).
final class ReferenceVideo: ReferenceFrameSource, @unchecked Sendable {
  /// The frames kept in memory at most, in megabytes.
  static let memoryBudgetMB = 96
  /// The most pixels per point frames are decoded at (a 3× render shows them at 2×, scaled).
  static let largestPixelsPerPoint = 2.0

  let path: String
  /// Decoded size in pixels.
  let width: Int
  let height: Int
  /// Each frame's presentation time, seconds, the first at 0.
  let times: [Double]
  /// The recording's measured content velocity per frame (recording seconds), nil when it was
  /// not measured or never moves: what the default offset lines up by (`MotionSync`).
  let motion: MotionSync.Motion?
  /// Each frame's trusted header bottom as a share of its height (`ReferenceTrack`), empty
  /// when unmeasured.
  let headerEdges: [Double?]
  private let file: FileHandle
  private var cache: ReferenceFrameCache
  private weak var canvas: Canvas?
  private var handle: ImageHandle?
  private var shownFrame: Int?

  /// Bytes of one decoded frame.
  var frameBytes: Int { width * height * 4 }
  /// Bytes the cache holds now, and its hits and misses (for the bench).
  var cachedBytes: Int { cache.bytes }
  var cacheCounts: (hits: Int, misses: Int) { (cache.hits, cache.misses) }

  /// Decodes `path` at `viewport` points × `pixelsPerPoint` (keeping the recording's aspect),
  /// measuring it (its motion, header edges) when `measure` is set. Exit 66 for a missing file, 65
  /// when it is not a video (ffprobe's or ffmpeg's reason), 69 without ffmpeg, 74 when the
  /// temporary file cannot be written.
  init(
    path: String, viewport: Size, pixelsPerPoint: Double, measure: Bool,
    budgetMB: Int = ReferenceVideo.memoryBudgetMB
  ) throws(CommandFailure) {
    self.path = path
    let probe = try VideoDecoder(path: path, pixels: .gray)
    let source = probe.stream
    let density = min(max(pixelsPerPoint, 0.25), ReferenceVideo.largestPixelsPerPoint)
    let wantedWidth = min(Double(source.width), (viewport.width * density).rounded())
    let w = max(2, Int(wantedWidth))
    let h = max(2, Int((Double(source.height) * Double(w) / Double(source.width)).rounded()))
    width = w
    height = h
    file = try ReferenceVideo.scratchFile()
    cache = ReferenceFrameCache(budget: max(1, budgetMB) * 1_048_576)
    let decoder = try VideoDecoder(path: path, pixels: .bgra, scaledTo: (w, h))
    var analyzer =
      measure
      ? MotionAnalyzer(
        settings: MeasureSettings(
          pointScale: Double(w) / viewport.width,
          topInset: DeviceGuess.guess(width: source.width).statusBarHeight)) : nil
    try decoder.start()
    var buffer: [UInt8] = []
    var decodedTimes: [Double] = []
    let spacing = source.times.count > 1 ? source.times[1] - source.times[0] : 1.0 / 60
    while decoder.read(into: &buffer) {
      let index = decodedTimes.count
      let time =
        index < source.times.count
        ? source.times[index]
        : (source.times.last ?? 0) + Double(index - source.times.count + 1) * spacing
      decodedTimes.append(time)
      do { try file.write(contentsOf: buffer) } catch {
        decoder.stop()
        throw CommandFailure(.ioError, "\(path): cannot keep the decoded frames (\(error))")
      }
      if analyzer != nil {
        let gray = MeasureFrame.luma(bgra: buffer)
        analyzer?.add(MeasureFrame(width: w, height: h, format: .gray, time: time, pixels: gray))
      }
    }
    try decoder.finish()
    guard !decodedTimes.isEmpty else {
      throw CommandFailure(.dataError, "\(path): expected video frames, found none")
    }
    times = decodedTimes
    let rows = analyzer?.rows() ?? []
    motion =
      analyzer?.foundMotion() == true
      ? MotionSync.Motion(times: rows.map(\.time), velocities: rows.map(\.scrollVelocity)) : nil
    // Rows are in points of phone A's width; the edge is kept as a share of the frame's height.
    let pointsTall = viewport.width * Double(h) / Double(w)
    headerEdges =
      rows.count == decodedTimes.count
      ? rows.map { row in
        guard let bottom = row.headerBottom, bottom > 0,
          row.confidence >= ReferenceTrack.trustedConfidence
        else { return nil }
        return bottom / pointsTall
      } : []
  }

  /// An unnamed read-write file in the temporary folder: created, opened, then unlinked, so it
  /// disappears with the process whatever happens.
  private static func scratchFile() throws(CommandFailure) -> FileHandle {
    let folder = FileManager.default.temporaryDirectory.path
    let path =
      "\(folder)/header-sandbox-reference-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).bgra"
    let fd = open(path, O_RDWR | O_CREAT | O_EXCL, 0o600)
    guard fd >= 0 else {
      throw CommandFailure(
        .ioError, "\(folder): cannot create a temporary file for the reference's frames")
    }
    unlink(path)
    return FileHandle(fileDescriptor: fd, closeOnDealloc: true)
  }

  /// The frames' track with `offset`.
  func track(offset: Double) -> ReferenceTrack {
    ReferenceTrack(path: path, offset: offset, frameTimes: times, headerEdges: headerEdges)
  }

  /// Frame `index`'s BGRA pixels, from the cache or the file.
  func pixels(ofFrame index: Int) -> [UInt8]? {
    guard times.indices.contains(index) else { return nil }
    let size = frameBytes
    let fd = file.fileDescriptor
    return cache.pixels(index) { index in
      var bytes = [UInt8](repeating: 0, count: size)
      var filled = 0
      while filled < size {
        let n = bytes.withUnsafeMutableBytes { raw in
          pread(fd, raw.baseAddress! + filled, size - filled, off_t(index * size + filled))
        }
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { return nil }
        filled += n
      }
      return bytes
    }
  }

  /// Draws on `canvas` from now on: registers one picture whose pixels each shown frame
  /// replaces.
  func attach(to canvas: Canvas) throws(CommandFailure) {
    self.canvas = canvas
    shownFrame = nil
    do {
      handle = try canvas.registerImage(
        bgra: [UInt8](repeating: 0, count: frameBytes), width: width, height: height)
    } catch {
      throw CommandFailure(.unavailable, "\(path): cannot make a texture for it (\(error))")
    }
  }

  func image(forFrame index: Int) -> ImageHandle? {
    guard let canvas, let handle else { return nil }
    if shownFrame != index {
      guard let pixels = pixels(ofFrame: index) else { return nil }
      canvas.updateImage(handle, bgra: pixels)
      shownFrame = index
    }
    return handle
  }

  /// Attaches the stage's recording (if it is one of these) to `canvas`.
  static func attach(_ stage: Stage, to canvas: Canvas) throws(CommandFailure) {
    try (stage.review.reference?.source as? ReferenceVideo)?.attach(to: canvas)
  }
}
