/// The tunable constants of every deceleration model, each defaulting to its platform's value.
public struct DecelerationParameters: Sendable, Hashable, Codable {
  /// UIKit `.normal` deceleration rate: velocity multiplier per millisecond, in (0, 1).
  ///
  /// Mirrors `UIScrollView.DecelerationRate.normal` (0.998).
  public var uikitRate: Double = 0.998
  /// UIKit `.fast` deceleration rate per millisecond, in (0, 1).
  ///
  /// Mirrors `UIScrollView.DecelerationRate.fast` (0.99).
  public var uikitFastRate: Double = 0.99
  /// The spring a UIKit-style scroll bounces back with past an edge.
  ///
  /// Defaults to `SpringDescription.scrollMechanicsBounce` (mass 1, stiffness 100, ζ 1).
  public var uikitBounceSpring: SpringDescription = .scrollMechanicsBounce
  /// Android fling friction (unitless, > 0).
  ///
  /// Mirrors AOSP `ViewConfiguration.SCROLL_FRICTION` (0.015).
  public var androidFriction: Double = AndroidSpline.scrollFriction
  /// Android screen density in points per inch for `mPhysicalCoeff` (> 0; 160 = density 1).
  public var androidPPI: Double = AndroidSpline.baselinePPI
  /// Flutter `ClampingScrollSimulation.friction` (> 0; default 0.015, "See mFlingFriction").
  public var flutterFriction: Double = AndroidSpline.scrollFriction
  /// Flutter `BouncingScrollSimulation` friction drag: velocity fraction left per second, (0, 1).
  ///
  /// Mirrors Flutter's `FrictionSimulation(0.135, …)` in `BouncingScrollSimulation`
  /// (0.135 ≈ 0.998^1000, UIKit `.normal` per second).
  public var bouncingDrag: Double = 0.135
  /// The spring Flutter's bouncing physics uses past an edge.
  ///
  /// Mirrors Flutter's default `ScrollPhysics.spring` (mass 0.5, stiffness 100, ζ 1.1).
  public var bouncingSpring: SpringDescription = .flutterScroll
  /// Largest speed carried from a fling into the edge spring (points per second, > 0).
  ///
  /// Mirrors Flutter `BouncingScrollSimulation.maxSpringTransferVelocity` (5000).
  public var maxSpringTransferVelocity: Double = 5000
  /// The spring the clamping models (android, flutterClamping) return with when released out of
  /// range. Mirrors Flutter `ClampingScrollPhysics` (default `ScrollPhysics.spring`).
  public var clampingReturnSpring: SpringDescription = .flutterScroll
  /// Overrides every model's rest thresholds when set; nil keeps each model's own default.
  public var tolerance: Tolerance?

  /// All platform defaults.
  public init() {}

  /// The platform defaults.
  public static let platformDefaults = DecelerationParameters()

  /// Throws a `PhysicsError` naming the first parameter that is non-finite or out of range.
  public func validate() throws {
    try PhysicsError.require(uikitRate, "uikitRate", openRange: 0, 1)
    try PhysicsError.require(uikitFastRate, "uikitFastRate", openRange: 0, 1)
    try PhysicsError.require(androidFriction, "androidFriction", positive: true)
    try PhysicsError.require(androidPPI, "androidPPI", positive: true)
    try PhysicsError.require(flutterFriction, "flutterFriction", positive: true)
    try PhysicsError.require(bouncingDrag, "bouncingDrag", openRange: 0, 1)
    try PhysicsError.require(maxSpringTransferVelocity, "maxSpringTransferVelocity", positive: true)
    try Self.validate(uikitBounceSpring, "uikitBounceSpring")
    try Self.validate(bouncingSpring, "bouncingSpring")
    try Self.validate(clampingReturnSpring, "clampingReturnSpring")
    if let tolerance {
      _ = try Tolerance(
        distance: tolerance.distance, velocity: tolerance.velocity, time: tolerance.time)
    }
  }

  /// Re-checks a spring that may have been decoded without its validating initializer.
  private static func validate(_ spring: SpringDescription, _ name: String) throws {
    try PhysicsError.require(spring.mass, "\(name).mass", positive: true)
    try PhysicsError.require(spring.stiffness, "\(name).stiffness", positive: true)
    try PhysicsError.require(spring.damping, "\(name).damping", nonNegative: true)
  }
}
