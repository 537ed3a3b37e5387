import Foundation

/// A spring pulling a particle from `start` toward `end`, with an initial velocity.
///
/// The analytic solution of m·x'' + c·x' + k·x = 0 (displacement from `end`), in its under-,
/// critically and over-damped forms. Mirrors Flutter `SpringSimulation` and, when
/// `snapsToEndWhenDone` is set, `ScrollSpringSimulation` (which reports exactly `end` once done).
public struct SpringSimulation: Simulation, Hashable, CustomStringConvertible {
  /// The spring's physical constants.
  public let spring: SpringDescription
  /// Initial position (points).
  public let start: Double
  /// Rest position (points).
  public let end: Double
  /// Initial velocity (points per second).
  public let velocity: Double
  public let tolerance: Tolerance
  /// Whether `x` returns exactly `end` once `isDone` (Flutter `ScrollSpringSimulation`).
  public let snapsToEndWhenDone: Bool

  private let solution: Solution

  private enum Solution: Sendable, Hashable {
    /// x(t) = (c1 + c2·t)·e^(r·t)
    case critical(r: Double, c1: Double, c2: Double)
    /// x(t) = c1·e^(r1·t) + c2·e^(r2·t)
    case over(r1: Double, r2: Double, c1: Double, c2: Double)
    /// x(t) = e^(r·t)·(c1·cos(w·t) + c2·sin(w·t))
    case under(w: Double, r: Double, c1: Double, c2: Double)
  }

  /// Creates a spring simulation; positions and velocity must be finite.
  public init(
    spring: SpringDescription, start: Double, end: Double, velocity: Double,
    tolerance: Tolerance = .flutterDefault, snapsToEndWhenDone: Bool = false
  ) throws {
    try PhysicsError.require(start, "start")
    try PhysicsError.require(end, "end")
    try PhysicsError.require(velocity, "velocity")
    self.init(
      checkedSpring: spring, start: start, end: end, velocity: velocity, tolerance: tolerance,
      snapsToEndWhenDone: snapsToEndWhenDone)
  }

  /// Creation from values the caller has already validated.
  init(
    checkedSpring spring: SpringDescription, start: Double, end: Double, velocity: Double,
    tolerance: Tolerance, snapsToEndWhenDone: Bool
  ) {
    self.spring = spring
    self.start = start
    self.end = end
    self.velocity = velocity
    self.tolerance = tolerance
    self.snapsToEndWhenDone = snapsToEndWhenDone
    let x0 = start - end
    let m = spring.mass
    let c = spring.damping
    let k = spring.stiffness
    switch spring.type {
    case .criticallyDamped:
      let r = -c / (2 * m)
      solution = .critical(r: r, c1: x0, c2: velocity - r * x0)
    case .overDamped:
      let root = (c * c - 4 * m * k).squareRoot()
      let r1 = (-c - root) / (2 * m)
      let r2 = (-c + root) / (2 * m)
      let c2 = (velocity - r1 * x0) / (r2 - r1)
      solution = .over(r1: r1, r2: r2, c1: x0 - c2, c2: c2)
    case .underDamped:
      let w = (4 * m * k - c * c).squareRoot() / (2 * m)
      let r = -c / (2 * m)
      solution = .under(w: w, r: r, c1: x0, c2: (velocity - r * x0) / w)
    }
  }

  /// Displacement from `end` at time t (points).
  @inline(__always)
  private func displacement(_ t: Double) -> Double {
    switch solution {
    case .critical(let r, let c1, let c2):
      return (c1 + c2 * t) * exp(r * t)
    case .over(let r1, let r2, let c1, let c2):
      return c1 * exp(r1 * t) + c2 * exp(r2 * t)
    case .under(let w, let r, let c1, let c2):
      return exp(r * t) * (c1 * cos(w * t) + c2 * sin(w * t))
    }
  }

  @inline(__always)
  private func rawVelocity(_ t: Double) -> Double {
    switch solution {
    case .critical(let r, let c1, let c2):
      let e = exp(r * t)
      return r * (c1 + c2 * t) * e + c2 * e
    case .over(let r1, let r2, let c1, let c2):
      return c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)
    case .under(let w, let r, let c1, let c2):
      let e = exp(r * t)
      let cosine = cos(w * t)
      let sine = sin(w * t)
      return e * ((c2 * w + r * c1) * cosine + (r * c2 - c1 * w) * sine)
    }
  }

  public func x(_ t: Double) -> Double {
    let t = sanitizedTime(t)
    if t == .infinity { return end }
    if snapsToEndWhenDone && isDone(t) { return end }
    return end + displacement(t)
  }

  public func dx(_ t: Double) -> Double {
    let t = sanitizedTime(t)
    if t == .infinity { return 0 }
    return rawVelocity(t)
  }

  /// Done when both the distance to `end` and the speed are within tolerance (Flutter's rule).
  public func isDone(_ t: Double) -> Bool {
    let t = sanitizedTime(t)
    if t == .infinity { return true }
    return abs(displacement(t)) < tolerance.distance && abs(rawVelocity(t)) < tolerance.velocity
  }

  public var description: String {
    "SpringSimulation(\(spring), start: \(start), end: \(end), velocity: \(velocity))"
  }
}
