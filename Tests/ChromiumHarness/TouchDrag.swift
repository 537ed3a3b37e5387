/// One scripted finger drag for `ChromiumPage.record`: down at (x, startY), `moves` moves of
/// `step` px each `interval` seconds apart, and up one interval after the last move. A constant
/// speed, so Chromium's velocity tracker reads exactly `step / interval` (README §1.7 of
/// docs/research/chromium).
public struct TouchDrag: Sendable {
  public var x: Double
  public var startY: Double
  public var moves: Int
  /// Finger travel per move (px; negative moves the finger up, which scrolls the page down).
  public var step: Double
  public var interval: Double
  /// Seconds from the previous drag's lift to this drag's touch (0 for the first).
  public var gap: Double

  public init(
    x: Double = 195, startY: Double, moves: Int, step: Double, interval: Double, gap: Double = 0
  ) {
    self.x = x
    self.startY = startY
    self.moves = moves
    self.step = step
    self.interval = interval
    self.gap = gap
  }

  /// A drag that flings the page down at `speed` px/s: `moves` moves `interval` apart, starting
  /// low enough on a 844 px page to stay on it.
  public static func fling(speed: Double, moves: Int, interval: Double, gap: Double = 0)
    -> TouchDrag
  {
    TouchDrag(startY: 760, moves: moves, step: -speed * interval, interval: interval, gap: gap)
  }
}
