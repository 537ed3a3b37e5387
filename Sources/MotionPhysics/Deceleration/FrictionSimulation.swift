import Foundation

/// Exponential velocity decay: v(t) = v0·drag^t, the UIKit and Flutter "bouncing" fling.
///
/// Mirrors Flutter `FrictionSimulation` (with `constantDeceleration` 0):
/// x(t) = x0 + v0·(drag^t − 1) / ln(drag). UIKit's per-millisecond `decelerationRate` d is the
/// same law with drag = d^1000 (x(t) = x0 + v0·(d^(1000t) − 1) / (1000·ln d)).
public struct FrictionSimulation: Simulation, Hashable {
  /// When an exponential fling counts as stopped.
  public enum RestRule: String, Sendable, Hashable, Codable {
    /// Speed below `tolerance.velocity` (Flutter `FrictionSimulation.isDone`).
    case speed
    /// Distance left to the resting point below `tolerance.distance`, i.e. speed below
    /// −ln(drag)·distance (ScrollMechanics `DecelerationTimingParameters.duration`, whose
    /// threshold is 0.5 / scale).
    case remainingDistance
  }

  /// Fraction of the velocity left after one second, in (0, 1).
  public let drag: Double
  /// Initial position (points).
  public let position: Double
  /// Initial velocity (points per second).
  public let velocity: Double
  public let tolerance: Tolerance
  /// How the simulation decides it has stopped.
  public let restRule: RestRule
  /// ln(drag), cached (1/s, negative).
  private let logDrag: Double

  /// Creates a friction simulation; rejects drag outside (0, 1) and non-finite values.
  public init(
    drag: Double, position: Double, velocity: Double, tolerance: Tolerance = .flutterScroll,
    restRule: RestRule = .speed
  ) throws {
    try PhysicsError.require(drag, "drag", openRange: 0, 1)
    try PhysicsError.require(position, "position")
    try PhysicsError.require(velocity, "velocity")
    self.init(
      checkedLogDrag: log(drag), position: position, velocity: velocity, tolerance: tolerance,
      restRule: restRule)
  }

  /// Creates the UIKit form: `rate` is UIScrollView's per-millisecond `decelerationRate`.
  public init(
    decelerationRate rate: Double, position: Double, velocity: Double,
    tolerance: Tolerance = .uikit, restRule: RestRule = .remainingDistance
  ) throws {
    try PhysicsError.require(rate, "decelerationRate", openRange: 0, 1)
    try PhysicsError.require(position, "position")
    try PhysicsError.require(velocity, "velocity")
    self.init(
      checkedLogDrag: 1000 * log(rate), position: position, velocity: velocity,
      tolerance: tolerance,
      restRule: restRule)
  }

  init(
    checkedLogDrag logDrag: Double, position: Double, velocity: Double, tolerance: Tolerance,
    restRule: RestRule
  ) {
    self.restRule = restRule
    self.logDrag = logDrag
    self.drag = exp(logDrag)
    self.position = position
    self.velocity = velocity
    self.tolerance = tolerance
  }

  public func x(_ t: Double) -> Double {
    position + velocity * (exp(logDrag * sanitizedTime(t)) - 1) / logDrag
  }

  public func dx(_ t: Double) -> Double {
    velocity * exp(logDrag * sanitizedTime(t))
  }

  /// Speed below which `restRule` counts the motion as stopped (points per second).
  public var restSpeed: Double {
    switch restRule {
    case .speed: return tolerance.velocity
    case .remainingDistance: return -logDrag * tolerance.distance
    }
  }

  /// Done once the speed drops below `restSpeed`.
  public func isDone(_ t: Double) -> Bool {
    abs(dx(t)) < restSpeed
  }

  /// Resting position x0 − v0 / ln(drag) (points).
  public var finalX: Double { position - velocity / logDrag }

  /// Time at which the speed falls below `restSpeed` (seconds; 0 if it starts below).
  ///
  /// For `.remainingDistance` this is ScrollMechanics' T = ln(−1000·ln(d)·ε / |v0|) / (1000·ln d).
  public var duration: Double {
    let speed = abs(velocity)
    guard speed >= restSpeed else { return 0 }
    return log(restSpeed / speed) / logDrag
  }

  /// Time at which the particle reaches `x`, or `.infinity` if it never does (seconds).
  public func timeAtX(_ x: Double) -> Double {
    if x == position { return 0 }
    guard velocity != 0 else { return .infinity }
    let fraction = 1 + logDrag * (x - position) / velocity
    guard fraction > 0, fraction <= 1 else { return .infinity }
    return log(fraction) / logDrag
  }
}
