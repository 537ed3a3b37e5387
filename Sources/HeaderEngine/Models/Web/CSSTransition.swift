/// One running CSS transition of a single number (the header's `translateY`), with the
/// interruption rules of CSS Transitions Level 1, §3 "Starting of transitions".
///
/// A transition changed mid-way starts a new one from the current value. When the new end is
/// the running transition's reversing-adjusted start value (the header turning back), the spec
/// shortens the new one by the reversing shortening factor, so a half-finished unpin pins again
/// in about the time it took, not in a full duration.
public struct CSSTransition: Sendable, Equatable {
  /// The value it starts from and goes to.
  public let start: Double
  public let end: Double
  /// The spec's reversing-adjusted start value: the value a reversal goes back to.
  public let reversingAdjustedStart: Double
  /// The spec's reversing shortening factor, 0…1 (1 for a transition that is not a reversal).
  public let shorteningFactor: Double
  /// `transition-duration` × the shortening factor, seconds.
  public let duration: Double
  /// `transition-timing-function`.
  public let curve: WebTimingFunction
  /// Seconds since it started.
  public private(set) var elapsed: Double = 0

  /// A transition from rest: `start` to `end` over the full `duration`.
  public init(from start: Double, to end: Double, duration: Double, curve: WebTimingFunction) {
    self.init(
      from: start, to: end, adjustedStart: start, factor: 1, duration: duration, curve: curve)
  }

  private init(
    from start: Double, to end: Double, adjustedStart: Double, factor: Double, duration: Double,
    curve: WebTimingFunction
  ) {
    self.start = start
    self.end = end
    reversingAdjustedStart = adjustedStart
    shorteningFactor = factor
    self.duration = duration * factor
    self.curve = curve
  }

  /// The eased progress of the running transition, 0…1.
  public var easedProgress: Double {
    duration > 0 && !isFinished ? curve.value(at: elapsed / duration) : 1
  }

  /// The value now.
  public var value: Double { start + (end - start) * easedProgress }

  /// Whether it has reached its end; within a nanosecond counts, since elapsed time summed from
  /// frame steps (96 × 1/240 s) falls short of the duration by rounding.
  public var isFinished: Bool { elapsed >= duration - CSSTransition.timeEpsilon }

  /// A nanosecond, far below any frame.
  static let timeEpsilon = 1e-9

  /// Advances by `dt` seconds.
  public mutating func advance(by dt: Double) { elapsed += dt }

  /// The transition that replaces this one when the property's value changes to `target` with
  /// the matching `duration` and `curve` now (the spec's cancel-and-start step).
  public func retargeted(to target: Double, duration: Double, curve: WebTimingFunction)
    -> CSSTransition
  {
    guard target == reversingAdjustedStart else {
      return CSSTransition(from: value, to: target, duration: duration, curve: curve)
    }
    // The output of the old timing function times the old factor, plus 1 − the old factor,
    // clamped to [0, 1].
    let factor = min(
      max(abs(easedProgress * shorteningFactor + (1 - shorteningFactor)), 0), 1)
    return CSSTransition(
      from: value, to: target, adjustedStart: end, factor: factor, duration: duration,
      curve: curve)
  }
}
