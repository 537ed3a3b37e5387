import Foundation

/// Android's `OverScroller` spline fling, queried at any time.
///
/// Mirrors AOSP `SplineOverScroller.update()` in the `SPLINE` state: the distance fraction is
/// read from `SPLINE_POSITION` by linear interpolation at t/T, so the velocity is constant within
/// each of the 100 segments (AOSP `mCurrVelocity`).
public struct AndroidSplineSimulation: Simulation, Hashable {
  /// Initial position (points).
  public let position: Double
  /// Initial velocity (points per second).
  public let velocity: Double
  /// Fling friction (AOSP `mFlingFriction`, default `ViewConfiguration.getScrollFriction()`).
  public let friction: Double
  /// Screen density in points per inch used by `mPhysicalCoeff` (160 at density 1).
  public let ppi: Double
  public let tolerance: Tolerance
  /// Spline duration T (AOSP `mSplineDuration`, seconds).
  public let duration: Double
  /// Signed spline distance D (AOSP `mSplineDistance`, points).
  public let distance: Double

  /// Creates the fling; rejects non-finite input, friction ≤ 0 and ppi ≤ 0.
  public init(
    position: Double, velocity: Double, friction: Double = AndroidSpline.scrollFriction,
    ppi: Double = AndroidSpline.baselinePPI, tolerance: Tolerance = .android
  ) throws {
    try PhysicsError.require(position, "position")
    try PhysicsError.require(velocity, "velocity")
    try PhysicsError.require(friction, "androidFriction", positive: true)
    try PhysicsError.require(ppi, "androidPPI", positive: true)
    self.position = position
    self.velocity = velocity
    self.friction = friction
    self.ppi = ppi
    self.tolerance = tolerance
    duration = AndroidSpline.flingDuration(velocity: velocity, friction: friction, ppi: ppi)
    let magnitude = AndroidSpline.flingDistance(velocity: velocity, friction: friction, ppi: ppi)
    distance = velocity < 0 ? -magnitude : magnitude
  }

  /// Distance fraction and its slope (per unit time fraction) at time t.
  @inline(__always)
  private func spline(_ t: Double) -> (fraction: Double, slope: Double) {
    guard duration > 0 else { return (1, 0) }
    let u = sanitizedTime(t) / duration
    let n = AndroidSpline.sampleCount
    let scaled = Double(n) * u
    guard scaled < Double(n) else { return (1, 0) }
    let index = Int(scaled)
    let table = AndroidSpline.position
    let dInf = table[index]
    let dSup = table[index + 1]
    let slope = (dSup - dInf) * Double(n)
    return (dInf + (u - Double(index) / Double(n)) * slope, slope)
  }

  public func x(_ t: Double) -> Double {
    position + distance * spline(t).fraction
  }

  public func dx(_ t: Double) -> Double {
    guard duration > 0 else { return 0 }
    return spline(t).slope * distance / duration
  }

  /// Done once the spline duration has elapsed (AOSP `update()` returns false past `mDuration`).
  public func isDone(_ t: Double) -> Bool {
    sanitizedTime(t) >= duration
  }

  /// Final position x0 + D (points).
  public var finalX: Double { position + distance }
}
