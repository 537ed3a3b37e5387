/// The refresh grid of a simulated display: vsyncs at t = n / rate, n = 1, 2, …
///
/// MDC advances its shift animation from a `CADisplayLink`, one Euler step per screen refresh.
/// The sandbox simulates in 1/240 s ticks whatever the host's frame rate, so `header.shiftAnimation
/// = mdc` asks this grid which ticks a refresh falls in and steps the engine only there, with the
/// refresh's duration. That keeps `trace`, `render` and the window identical and independent of
/// the machine's real display.
public struct DisplayLink: Sendable, Equatable {
  /// Refreshes per second.
  public let rate: Double

  /// A display refreshing `rate` times per second (> 0).
  public init(rate: Double) {
    precondition(rate > 0 && rate.isFinite, "rate must be positive")
    self.rate = rate
  }

  /// Seconds between two refreshes: the `dt` of one display-link step.
  public var frameDuration: Double { 1 / rate }

  /// Whether a refresh falls in the tick that ends at `tickCount · tickDuration` (the interval
  /// after the previous tick's end, up to and including this one's).
  public func refreshes(inTick tickCount: Int, tickDuration: Double) -> Bool {
    guard tickCount > 0 else { return false }
    // The epsilon keeps refreshes that land exactly on a tick end (every 4th tick at 60 Hz) in
    // that tick despite rounding.
    let end = (Double(tickCount) * tickDuration * rate + 1e-9).rounded(.down)
    let start = (Double(tickCount - 1) * tickDuration * rate + 1e-9).rounded(.down)
    return end > start
  }
}
