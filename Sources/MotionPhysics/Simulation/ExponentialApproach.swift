import Foundation

/// First-order approach to a target: x(t) = target + (start − target)·e^(−rate·t).
///
/// The continuous form of MDC FlexibleHeader's shift animation, which each frame closes
/// `kAttachmentCoefficient`·dt of the gap (rate 12 per second) and stops within `kShiftEpsilon`
/// (0.1 point) of the target.
public struct ExponentialApproach: Simulation, Hashable {
  /// Starting value (points).
  public let start: Double
  /// Value approached (points).
  public let target: Double
  /// Rate a (per second, > 0); the time constant is 1/a.
  public let rate: Double
  public let tolerance: Tolerance

  /// Mirrors MDC `kAttachmentCoefficient` (12 per second).
  public static let mdcAttachmentRate = 12.0
  /// Mirrors MDC `kShiftEpsilon` (0.1 point).
  public static let mdcShiftEpsilon = 0.1

  /// Creates the approach; rejects non-finite positions and a non-positive rate.
  public init(
    start: Double, target: Double, rate: Double = ExponentialApproach.mdcAttachmentRate,
    tolerance: Tolerance = .mdcShift
  ) throws {
    try PhysicsError.require(start, "start")
    try PhysicsError.require(target, "target")
    try PhysicsError.require(rate, "rate", positive: true)
    self.start = start
    self.target = target
    self.rate = rate
    self.tolerance = tolerance
  }

  /// Progress 1 − e^(−rate·t) from 0 toward 1 after `time` seconds.
  public static func progress(atTime time: Double, rate: Double = mdcAttachmentRate) -> Double {
    let t = sanitizedTime(time)
    return t == .infinity ? 1 : 1 - exp(-rate * t)
  }

  public func x(_ t: Double) -> Double {
    let t = sanitizedTime(t)
    return t == .infinity ? target : target + (start - target) * exp(-rate * t)
  }

  public func dx(_ t: Double) -> Double {
    let t = sanitizedTime(t)
    return t == .infinity ? 0 : -rate * (start - target) * exp(-rate * t)
  }

  /// Done within `tolerance.distance` of the target (MDC's epsilon rule).
  public func isDone(_ t: Double) -> Bool {
    abs(x(t) - target) < tolerance.distance
  }
}
