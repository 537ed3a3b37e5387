import Foundation

/// Flutter's ballistic port of Android's spline fling.
///
/// Mirrors Flutter `ClampingScrollSimulation` (`widgets/scroll_simulation.dart`): the same total
/// distance as AOSP `SplineOverScroller`, finishing after
/// T = DECELERATION_RATE·INFLEXION·T_android, with x(t) = x0 + D·(1 − (1 − t/T)^DR) and
/// v(t) = v0·(1 − t/T)^(DR − 1).
public struct ClampingScrollSimulation: Simulation, Hashable {
  /// Initial position (points).
  public let position: Double
  /// Initial velocity (points per second).
  public let velocity: Double
  /// Fling friction (Flutter `friction`, "See mFlingFriction"; default 0.015).
  public let friction: Double
  public let tolerance: Tolerance
  /// Total duration T (seconds).
  public let duration: Double
  /// Signed total distance D (points).
  public let distance: Double

  /// Creates the simulation; rejects non-finite input and friction ≤ 0.
  public init(
    position: Double, velocity: Double, friction: Double = AndroidSpline.scrollFriction,
    tolerance: Tolerance = .flutterScroll
  ) throws {
    try PhysicsError.require(position, "position")
    try PhysicsError.require(velocity, "velocity")
    try PhysicsError.require(friction, "flutterFriction", positive: true)
    self.position = position
    self.velocity = velocity
    self.friction = friction
    self.tolerance = tolerance
    let rate = AndroidSpline.decelerationRate
    // Flutter uses the 160-ppi coefficient: logical pixels are Android's dp.
    let reference = friction * AndroidSpline.physicalCoefficient(ppi: 160) / AndroidSpline.inflexion
    let androidDuration = pow(abs(velocity) / reference, 1 / (rate - 1))
    duration = rate * AndroidSpline.inflexion * androidDuration
    distance = velocity * duration / rate
  }

  public func x(_ t: Double) -> Double {
    guard duration > 0 else { return position }
    let u = min(sanitizedTime(t) / duration, 1)
    return position + distance * (1 - pow(1 - u, AndroidSpline.decelerationRate))
  }

  public func dx(_ t: Double) -> Double {
    guard duration > 0 else { return 0 }
    let u = min(sanitizedTime(t) / duration, 1)
    return velocity * pow(1 - u, AndroidSpline.decelerationRate - 1)
  }

  /// Done once the duration has elapsed (Flutter's rule).
  public func isDone(_ t: Double) -> Bool {
    sanitizedTime(t) >= duration
  }

  /// Time at which the particle reaches `x`, or `.infinity` if it never does (seconds).
  public func timeAtX(_ x: Double) -> Double {
    guard distance != 0 else { return x == position ? 0 : .infinity }
    let s = (x - position) / distance
    guard s >= 0, s <= 1 else { return .infinity }
    return duration * (1 - pow(1 - s, 1 / AndroidSpline.decelerationRate))
  }
}
