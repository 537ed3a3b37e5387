import PhoneSimulation
import SandboxPrimitives

/// The stage's review state over its `SessionHistory`: which frame is shown when scrubbed back,
/// the loop range, playback through recorded frames, and the pointer dragging on the strip.
public struct Timeline: Sendable {
  /// Everything the phones went through.
  public internal(set) var history: SessionHistory
  /// The recorded frame shown while scrubbed back; nil at the live end.
  public internal(set) var cursor: Int?
  /// `[` and `]`: the loop range's first and last frame.
  public internal(set) var loopIn: Int?
  public internal(set) var loopOut: Int?
  /// `L`: the loop range plays over and over (at the current slow motion).
  public internal(set) var isLooping = false
  /// Phone A's time of the playhead while recorded frames play (P while scrubbed, or L).
  var playTime: Double?
  /// Pointers that went down on the strip (they scrub until they lift).
  var pointers: Set<PointerID> = []

  /// The strip's height in points when the window shows it (at caption scale 1; the stage
  /// enlarges it with the captions in a shrunk window): the track, its time ticks and their
  /// labels, and the status line.
  public static let stripHeight = 58.0
  /// The strip spans the whole session, at least this many seconds…
  public static let shortestSpan = 5.0
  /// …up to its last this many seconds (older frames stay reachable with `,`).
  public static let longestSpan = 120.0

  public init(start phones: [Sandbox]) {
    history = SessionHistory(start: phones)
  }

  /// The frame on screen.
  public var shownFrame: Int { cursor ?? history.head }

  /// Whether an earlier frame is shown (the phones hold still until played or taken over).
  public var isScrubbed: Bool { cursor != nil }

  /// The loop range when both ends are set, in order, and still recorded.
  public var loopRange: ClosedRange<Int>? {
    guard let loopIn, let loopOut, loopIn != loopOut,
      max(loopIn, loopOut) <= history.head
    else { return nil }
    return min(loopIn, loopOut)...max(loopIn, loopOut)
  }

  /// The phone-A times the strip spans (start, end).
  public var visibleSpan: (start: Double, end: Double) {
    let headTime = history.frames[history.head].time
    let start = max(0, headTime - Timeline.longestSpan)
    return (start, max(start + Timeline.shortestSpan, headTime))
  }

  /// The takes: each R (a reset of the phones) starts a new one. Take 1 starts at the first
  /// frame; the others at the time of their R. Times never go back across a take (R keeps the
  /// clock), so the strip, the scrub, the loop and the labels read one time line.
  public var takeStarts: [Double] {
    [history.frames[0].time] + history.marks.filter { $0.kind == .reset }.map(\.time)
  }

  /// The take (1 first) that phone-A time `time` belongs to, and the time it started.
  public func take(atTime time: Double) -> (number: Int, start: Double) {
    let starts = takeStarts
    let index = starts.lastIndex { $0 <= time + 1e-9 } ?? 0
    return (index + 1, starts[index])
  }

  /// The track inside the strip (times map onto its width).
  public static func track(in strip: Rect) -> Rect {
    let s = scale(of: strip)
    return Rect(
      x: strip.x + 8 * s, y: strip.y + 6 * s, width: max(strip.width - 16 * s, 1), height: 16 * s)
  }

  /// How much `strip` is enlarged over `stripHeight` (≥ 1).
  public static func scale(of strip: Rect) -> Double { max(1, strip.height / stripHeight) }

  /// The frame under strip x in `frame` (the strip's rectangle).
  public func frame(atX x: Double, in strip: Rect) -> Int {
    let span = visibleSpan
    let track = Timeline.track(in: strip)
    let fraction = min(max((x - track.x) / track.width, 0), 1)
    return history.frame(atTime: span.start + fraction * (span.end - span.start))
  }

  /// Forgets the frames after the shown one (taking control while scrubbed back) and the loop
  /// range if it reached past it; the session is live again from there.
  mutating func fork() {
    guard let cursor else { return }
    history.truncate(after: cursor)
    self.cursor = nil
    playTime = nil
    isLooping = false
    if loopRange == nil {
      loopIn = nil
      loopOut = nil
    }
  }
}
