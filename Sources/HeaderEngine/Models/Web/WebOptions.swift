/// The options of the web model (`web.*`).
public struct WebOptions: Equatable, Sendable {
  /// headroom.js's default `offset`, 0 px: past the page's very top the header may unpin
  /// (headroom.js 0.12.0 src/Headroom.js `Headroom.options`).
  public static let headroomOffset = 0.0
  /// headroom.js's default `tolerance`, `{ up: 0, down: 0 }` (`Headroom.options`).
  public static let headroomTolerance = 0.0
  /// The transition headroom.js's README styles the header with: `.headroom { transition:
  /// transform 200ms linear; }`.
  public static let headroomTransitionDuration = 0.2

  /// Which header; default `sticky`, the one CSS alone can do.
  public var pattern: WebPattern = .sticky
  /// `animation-range-start` of the title's scroll-driven animation, as a scroll offset (pt = CSS
  /// px). Default 0: the animation starts at the page's top.
  public var animationRangeStart: Double = 0
  /// `animation-range-end`, as a scroll offset; 0 (the default) stands for `max − min`, the
  /// sticky header's travel, so the title finishes as the header sticks.
  public var animationRangeEnd: Double = 0
  /// The title animation's `animation-timing-function`; default `ease`, the property's initial
  /// value (CSS Animations Level 1, §3.7).
  public var timingFunction: WebTimingFunction = .ease
  /// headroom.js `offset`: at a scroll position at or above it the header is always pinned.
  public var offset: Double = WebOptions.headroomOffset
  /// headroom.js `tolerance.up`: a frame's scroll toward the top must exceed it to pin.
  public var toleranceUp: Double = WebOptions.headroomTolerance
  /// headroom.js `tolerance.down`: a frame's scroll toward the end must exceed it to unpin.
  public var toleranceDown: Double = WebOptions.headroomTolerance
  /// The header's `transition-duration`, seconds.
  public var transitionDuration: Double = WebOptions.headroomTransitionDuration
  /// The header's `transition-timing-function`; default `linear` (headroom.js's README).
  public var transitionCurve: WebTimingFunction = .linear

  /// Creates the options; every argument defaults to the web's own default.
  public init(
    pattern: WebPattern = .sticky, animationRangeStart: Double = 0, animationRangeEnd: Double = 0,
    timingFunction: WebTimingFunction = .ease, offset: Double = WebOptions.headroomOffset,
    toleranceUp: Double = WebOptions.headroomTolerance,
    toleranceDown: Double = WebOptions.headroomTolerance,
    transitionDuration: Double = WebOptions.headroomTransitionDuration,
    transitionCurve: WebTimingFunction = .linear
  ) {
    self.pattern = pattern
    self.animationRangeStart = animationRangeStart
    self.animationRangeEnd = animationRangeEnd
    self.timingFunction = timingFunction
    self.offset = offset
    self.toleranceUp = toleranceUp
    self.toleranceDown = toleranceDown
    self.transitionDuration = transitionDuration
    self.transitionCurve = transitionCurve
  }

  /// The scroll offsets the title animation runs between for a header whose sticky travel is
  /// `travel` points: the end's 0 resolves to `travel`.
  public func animationRange(travel: Double) -> (start: Double, end: Double) {
    (animationRangeStart, animationRangeEnd == 0 ? travel : animationRangeEnd)
  }
}
