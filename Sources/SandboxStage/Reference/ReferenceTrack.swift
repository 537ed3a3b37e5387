/// A recording of the real app played beside (or over) the simulated phones, on the same
/// timeline: the recording's time = timeline time (phone A's simulation time) + `offset`, so a
/// positive offset shows the recording further along. Each timeline time shows the latest frame
/// whose own timestamp is not after it (variable frame rates stay right); before the first frame
/// and more than one frame after the last, nothing. See docs/reference.md.
public struct ReferenceTrack: Sendable, Equatable {
  /// The video file as given (shown in the caption, saved in sessions and scripts).
  public var path: String
  /// Seconds added to timeline time to find the recording's time (may be negative).
  public var offset: Double
  /// Each frame's presentation time in seconds, sorted, the first at 0.
  public var frameTimes: [Double] {
    didSet { frameInterval = Self.medianGap(frameTimes) }
  }
  /// The recording's usual frame spacing: the median gap between timestamps (1/60 s for a
  /// recording of one frame). A nudge moves the offset by this much. Kept with `frameTimes`, as
  /// every frame's lookup reads it.
  public private(set) var frameInterval: Double
  /// Each frame's measured header bottom (`MotionAnalyzer`'s `headerBottom`), as a share of the
  /// frame's height (0 at its top), for the onion skin; nil where no header edge was found or
  /// it was not trusted (confidence under `trustedConfidence`). Empty when unmeasured.
  public var headerEdges: [Double?]

  /// The least measured confidence (0…1, the smaller of the registration's and the edge's) an
  /// edge needs to be drawn: a ghost line in the wrong place is worse than none. Our choice.
  public static let trustedConfidence = 0.5

  /// Seconds of slack when comparing a time to a frame's timestamp: timestamps are printed to
  /// the microsecond, and a frame at 0.1 s must show at timeline time 0.1.
  static let tolerance = 1e-6

  public init(path: String, offset: Double, frameTimes: [Double], headerEdges: [Double?] = []) {
    self.path = path
    self.offset = offset
    self.frameTimes = frameTimes
    self.frameInterval = Self.medianGap(frameTimes)
    self.headerEdges = headerEdges
  }

  /// The median gap between `frameTimes` (1/60 s for fewer than two).
  static func medianGap(_ frameTimes: [Double]) -> Double {
    guard frameTimes.count > 1 else { return 1.0 / 60 }
    let gaps = zip(frameTimes.dropFirst(), frameTimes).map { $0 - $1 }.filter { $0 > 0 }.sorted()
    return gaps.isEmpty ? 1.0 / 60 : gaps[gaps.count / 2]
  }

  /// The recording's length: its last frame's time plus one frame.
  public var duration: Double { (frameTimes.last ?? 0) + frameInterval }

  /// The recording's time at `time` on the timeline.
  public func recordingTime(atTimelineTime time: Double) -> Double { time + offset }

  /// The frame shown at timeline `time`: the frame whose timestamp is nearest the recording's
  /// time while the recording runs at its cadence, the last one at or before it across a gap (a
  /// screen recording writes no frame while nothing changes, so the frame before a gap is the
  /// screen through it); nil before the first frame or from one frame after the last.
  ///
  /// Nearest, not the last one before: the window shows the phones at any time between two of
  /// the recording's frames, and the frame before it is up to a whole frame older than what the
  /// phones show (26 pt behind during a 1,600 pt/s fling at 60 fps); the nearest is at most half
  /// a frame off. At the frame times `render` and `trace` use, both rules pick the same frame.
  public func frameIndex(atTimelineTime time: Double) -> Int? {
    let t = recordingTime(atTimelineTime: time)
    guard t.isFinite, !frameTimes.isEmpty, t >= -ReferenceTrack.tolerance, t < duration else {
      return nil
    }
    var low = 0
    var high = frameTimes.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if frameTimes[middle] <= t + ReferenceTrack.tolerance {
        low = middle
      } else {
        high = middle - 1
      }
    }
    guard low + 1 < frameTimes.count else { return low }
    let next = frameTimes[low + 1]
    let inCadence = next - frameTimes[low] <= 1.5 * frameInterval
    return inCadence && next - t < t - frameTimes[low] ? low + 1 : low
  }

  /// The measured header bottom (share of the frame's height) of the frame shown at timeline
  /// `time`, nil without a trusted measurement there.
  public func headerEdge(atTimelineTime time: Double) -> Double? {
    guard let index = frameIndex(atTimelineTime: time), headerEdges.indices.contains(index) else {
      return nil
    }
    return headerEdges[index]
  }

  /// The offset in the recording's frames (for the badge), rounded.
  public var offsetFrames: Int { Int((offset / frameInterval).rounded()) }

  /// Moves the recording `frames` frames later on the timeline (negative: earlier): the offset
  /// drops by that many frame intervals, kept to the microsecond so saved offsets stay short.
  public mutating func nudge(frames: Int) {
    let moved = offset - Double(frames) * frameInterval
    offset = (moved * 1_000_000).rounded() / 1_000_000
  }

  /// "+0.050 s (+3 f)": the offset as the badge and the caption show it.
  public var offsetText: String {
    let millis = Int((offset * 1000).rounded())
    let sign = millis < 0 ? "−" : "+"
    let whole = abs(millis) / 1000
    let fraction = String(abs(millis) % 1000)
    let padded = String(repeating: "0", count: 3 - fraction.count) + fraction
    let frames = offsetFrames
    return "\(sign)\(whole).\(padded) s (\(frames < 0 ? "−" : "+")\(abs(frames)) f)"
  }
}
