/// Reads a screen recording as scroll-and-header motion: frames in, one `MeasureRow` per frame
/// out. Pure: the caller decodes and hands frames over in presentation order; nothing here
/// reads a file or a clock.
///
/// Content travel is registered frame to frame (`ProfileRegistration`, coarse to fine, over
/// every plausible shift) and then re-registered against a keyframe: while the keyframe still
/// shares enough rows with the frame, the offset is measured against it directly, so the
/// sub-pixel errors of consecutive frames do not add up; a still recording never drifts. The
/// keyframe moves on when the overlap runs short or the match degrades.
///
/// ```swift
/// var analyzer = MotionAnalyzer(settings: MeasureSettings(pointScale: 3))
/// for frame in frames { analyzer.add(frame) }
/// let rows = analyzer.rows()
/// ```
public struct MotionAnalyzer: Sendable {
  public let settings: MeasureSettings
  /// Frames analysed so far.
  public private(set) var frameCount = 0
  /// The frame size, from the first frame.
  public private(set) var frameWidth = 0
  public private(set) var frameHeight = 0

  private struct Reference: Sendable {
    var profile: FrameProfile
    var rows: Range<Int>
    /// Offset in pixels at this frame.
    var offset: Double
  }

  private var previous: Reference?
  private var keyframe: Reference?
  private var times: [Double] = []
  private var offsets: [Double] = []  // pixels
  private var bottoms: [Double?] = []  // pixels; nil where no edge was found
  private var confidences: [Double] = []
  private var edgeFinder: HeaderEdgeFinder
  /// The last frame-to-frame shift, pixels: the next one's prediction.
  private var lastStep = 0.0

  /// Points below the header edge left out of the registration (its shadow).
  public static let shadowMargin = 12.0
  /// The largest shift between consecutive frames looked for, as a share of the region.
  public static let maximumShiftShare = 0.6
  /// Points from the screen's top within which an edge heading up (two more of its last steps
  /// taken) has left the screen: the frames after it that show no edge have no header on screen
  /// (`headerBottom` 0), rather than a header that cannot be seen (nil). The same holds, in
  /// reverse, for the frames before an edge that comes in from the top.
  public static let exitReach = 6.0

  public init(settings: MeasureSettings) {
    self.settings = settings
    self.edgeFinder = HeaderEdgeFinder(
      pointScale: settings.pointScale, headerLuma: settings.headerColor?.luma)
  }

  /// The content region in pixels: columns, and the rows it may span (before the header is
  /// taken out).
  public func contentPixels(width: Int, height: Int) -> (columns: Range<Int>, rows: Range<Int>) {
    let scale = settings.pointScale
    func px(_ points: Double) -> Int { Int((points * scale).rounded()) }
    if let region = settings.contentRegion {
      let left = max(0, min(width - 1, px(region.x)))
      let right = max(left + 1, min(width, px(region.x + region.width)))
      let top = max(0, min(height - 1, px(region.y)))
      let bottom = max(top + 1, min(height, px(region.y + region.height)))
      return (left..<right, top..<bottom)
    }
    let right = max(1, width - px(MeasureSettings.indicatorMargin))
    let bottom = max(1, height - px(MeasureSettings.bottomMargin))
    return (0..<right, 0..<bottom)
  }

  /// Analyses the next frame.
  public mutating func add(_ frame: MeasureFrame) {
    if frameCount == 0 {
      frameWidth = frame.width
      frameHeight = frame.height
    }
    let scale = settings.pointScale
    let region = contentPixels(width: frame.width, height: frame.height)
    let strip = 0..<max(1, Int((MeasureSettings.sideStrip * scale).rounded()))
    let profile = FrameProfile(
      frame: frame, columns: region.columns, sideColumns: strip,
      columnStep: max(1, Int(scale / 1.5)))
    let edge = edgeFinder.edge(in: profile, lowestRow: region.rows.upperBound)
    var top = region.rows.lowerBound
    if settings.contentRegion == nil {
      top = max(
        top, Int(((edge?.bottom ?? 0) + MotionAnalyzer.shadowMargin * scale).rounded(.up)),
        Int((settings.topInset * scale).rounded(.up)))
    }
    let rows = min(top, region.rows.upperBound - 1)..<region.rows.upperBound
    var offset = 0.0
    var confidence = 1.0
    if let previous {
      let (shift, matchConfidence) = register(profile, rows: rows, previous: previous)
      offset = shift
      confidence = matchConfidence
    } else {
      keyframe = Reference(profile: profile, rows: rows, offset: 0)
    }
    previous = Reference(profile: profile, rows: rows, offset: offset)
    times.append(frame.time)
    offsets.append(offset)
    bottoms.append(edge?.bottom)
    confidences.append(min(confidence, edge?.confidence ?? 1))
    frameCount += 1
  }

  /// The offset (pixels) of a frame with `profile` and its confidence, against the previous
  /// frame and then the keyframe.
  private mutating func register(
    _ profile: FrameProfile, rows: Range<Int>, previous: Reference
  ) -> (Double, Double) {
    let scale = settings.pointScale
    let coarse = max(1, Int((4 * scale).rounded()))
    let middle = max(1, Int(scale.rounded()))
    let limit = Int(Double(max(rows.count, previous.rows.count)) * MotionAnalyzer.maximumShiftShare)
    guard
      let step = ProfileRegistration.register(
        profile, previous.profile, currentRows: rows, referenceRows: previous.rows,
        maximumShift: limit, coarseFactor: coarse, middleFactor: middle,
        predicted: Int(lastStep.rounded()))
    else {
      keyframe = nil
      return (previous.offset, 0)
    }
    let estimate = previous.offset + step.shift
    lastStep = step.shift
    if step.confidence == 0 { return (estimate, 0) }  // featureless: nothing to refine
    if let key = keyframe {
      let predicted = Int((estimate - key.offset).rounded())
      let minimumRows = Int(
        Double(max(rows.count, key.rows.count)) * ProfileRegistration.minimumOverlap)
      if let match = ProfileRegistration.refine(
        profile, key.profile, around: predicted, window: 2, currentRows: rows,
        referenceRows: key.rows, minimumRows: minimumRows),
        match.cost <= 2 * step.cost + ProfileRegistration.noiseFloor * 2
      {
        return (key.offset + match.shift, step.confidence)
      }
    }
    // The keyframe is out of reach: the previous frame becomes it.
    keyframe = previous
    return (estimate, step.confidence)
  }

  /// Whether any content motion was found: a travel of at least `threshold` points.
  public func foundMotion(threshold: Double = 1) -> Bool {
    let scale = settings.pointScale
    return offsets.contains { abs($0) / scale >= threshold }
  }

  /// The rows so far, velocities from the offsets around each frame.
  public func rows() -> [MeasureRow] {
    let scale = settings.pointScale
    let points = offsets.map { $0 / scale }
    let velocities = VelocityEstimator.velocities(times: times, positions: points)
    let edges = MotionAnalyzer.headerBottoms(bottoms.map { $0.map { $0 / scale } })
    return times.indices.map { index in
      MeasureRow(
        time: times[index], scrollOffset: points[index], scrollVelocity: velocities[index],
        headerBottom: edges[index], confidence: confidences[index])
    }
  }

  /// Each frame's `headerBottom` from the edges found (points; nil where none was): the edge
  /// where one was found; 0 through a run of frames without one that starts where an edge left
  /// through the screen's top or ends where one came in from it (`exitReach`): the header was
  /// off screen; nil through every other such run: the header was there but could not be seen
  /// (a transparent bar, a bar the page's colour), so its bottom is unknown.
  public static func headerBottoms(_ found: [Double?]) -> [Double?] {
    var result = found
    var start = 0
    while start < found.count {
      guard found[start] == nil else {
        start += 1
        continue
      }
      var end = start
      while end + 1 < found.count && found[end + 1] == nil { end += 1 }
      // The edge before the run, heading up by its last step, and the one after, coming down.
      let left =
        start > 0
        ? found[start - 1].map { edge in
          edge + 2 * min(0, start > 1 ? edge - (found[start - 2] ?? edge) : 0)
        } : nil
      let entered =
        end + 1 < found.count
        ? found[end + 1].map { edge in
          edge - 2 * max(0, end + 2 < found.count ? (found[end + 2] ?? edge) - edge : 0)
        } : nil
      if [left, entered].contains(where: { $0.map { $0 <= exitReach } ?? false }) {
        for index in start...end { result[index] = 0 }
      }
      start = end + 1
    }
    return result
  }
}
