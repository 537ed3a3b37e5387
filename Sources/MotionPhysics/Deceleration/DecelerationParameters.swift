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
  /// Largest positive velocity carried from a fling into the edge spring (points per second,
  /// > 0). Flutter applies it with `math.min`, so a fling toward the leading edge (negative
  /// velocity) is not limited.
  ///
  /// Mirrors Flutter `BouncingScrollSimulation.maxSpringTransferVelocity` (5000).
  public var maxSpringTransferVelocity: Double = 5000
  /// The spring the clamping models (android, flutterClamping) return with when released out of
  /// range. Mirrors Flutter `ClampingScrollPhysics` (default `ScrollPhysics.spring`).
  public var clampingReturnSpring: SpringDescription = .flutterScroll
  /// UIKit rubber-band coefficient c while dragging past an edge, in [0, 1]; 0 is a stiff edge
  /// (the content stops at the end, as with the clamping models).
  ///
  /// Mirrors `RubberBand.uikitCoefficient` (0.55, Grant Paul's measurement).
  public var rubberBandCoefficient: Double = RubberBand.uikitCoefficient
  /// Flutter overscroll friction coefficient k while dragging past an edge (> 0).
  ///
  /// Mirrors Flutter `BouncingScrollPhysics.frictionFactor`'s 0.52.
  public var overscrollFriction: Double = OverscrollFriction.flutterNormalCoefficient
  /// Physical pixels per point of the simulated screen, > 0. The Flutter models' rest thresholds
  /// scale with it as Flutter's `ScrollPhysics.toleranceFor(metrics)` scales them with
  /// `metrics.devicePixelRatio`; 1 is the ratio Flutter's own physics tests run at.
  public var devicePixelRatio: Double = 1
  /// Which of Chromium's curves the `chromium` model runs.
  ///
  /// Defaults to `physicsBased`, the curve Debian's headless Chromium 156 was measured to run for
  /// a touchscreen fling on Linux (docs/research/chromium).
  public var chromiumCurve: ChromiumCurve = .physicsBased
  /// Pixels per inch that turn `PhysicsBasedFlingCurve`'s physical deceleration into px/s² (> 0).
  ///
  /// Mirrors `input::kDefaultPixelsPerInch` (96), which `web_gesture_curve_impl.cc` passes on
  /// every platform but Windows, whatever the device scale.
  public var chromiumPPI: Double = ChromiumPhysicsBasedFling.linuxPixelsPerInch
  /// The viewport's size in the scroll direction (points, > 0): `PhysicsBasedFlingCurve` bounds
  /// a fling by three of them. The scroll view sets its own; 844 is the 390×844 pt phone the
  /// research measured.
  public var chromiumViewport: Double = 844
  /// The boosted fling's velocity over its own (≥ 1; 1 without a boost): Chromium widens the
  /// physics-based curve's bound by it (`components/input/fling_controller.cc`). Set per fling
  /// by `DecelerationModel.boosted(by:)`.
  public var chromiumBoostMultiplier: Double = 1
  /// Overrides every model's rest thresholds when set; nil keeps each model's own default.
  public var tolerance: Tolerance?

  /// All platform defaults.
  public init() {}

  /// The platform defaults.
  public static let platformDefaults = DecelerationParameters()

  private enum CodingKeys: String, CodingKey {
    case uikitRate, uikitFastRate, uikitBounceSpring, androidFriction, androidPPI, flutterFriction
    case bouncingDrag, bouncingSpring, maxSpringTransferVelocity, clampingReturnSpring, tolerance
    case rubberBandCoefficient, overscrollFriction, devicePixelRatio
    case chromiumCurve, chromiumPPI, chromiumViewport, chromiumBoostMultiplier
  }

  /// Decodes a partial set: every missing key keeps its platform default. Call `validate()` (or
  /// build a `DecelerationModel`) to range-check the result.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    let d = DecelerationParameters()
    uikitRate = try c.decodeIfPresent(Double.self, forKey: .uikitRate) ?? d.uikitRate
    uikitFastRate = try c.decodeIfPresent(Double.self, forKey: .uikitFastRate) ?? d.uikitFastRate
    uikitBounceSpring =
      try c.decodeIfPresent(SpringDescription.self, forKey: .uikitBounceSpring)
      ?? d.uikitBounceSpring
    androidFriction =
      try c.decodeIfPresent(Double.self, forKey: .androidFriction) ?? d.androidFriction
    androidPPI = try c.decodeIfPresent(Double.self, forKey: .androidPPI) ?? d.androidPPI
    flutterFriction =
      try c.decodeIfPresent(Double.self, forKey: .flutterFriction) ?? d.flutterFriction
    bouncingDrag = try c.decodeIfPresent(Double.self, forKey: .bouncingDrag) ?? d.bouncingDrag
    bouncingSpring =
      try c.decodeIfPresent(SpringDescription.self, forKey: .bouncingSpring) ?? d.bouncingSpring
    maxSpringTransferVelocity =
      try c.decodeIfPresent(Double.self, forKey: .maxSpringTransferVelocity)
      ?? d.maxSpringTransferVelocity
    clampingReturnSpring =
      try c.decodeIfPresent(SpringDescription.self, forKey: .clampingReturnSpring)
      ?? d.clampingReturnSpring
    tolerance = try c.decodeIfPresent(Tolerance.self, forKey: .tolerance)
    rubberBandCoefficient =
      try c.decodeIfPresent(Double.self, forKey: .rubberBandCoefficient) ?? d.rubberBandCoefficient
    overscrollFriction =
      try c.decodeIfPresent(Double.self, forKey: .overscrollFriction) ?? d.overscrollFriction
    devicePixelRatio =
      try c.decodeIfPresent(Double.self, forKey: .devicePixelRatio) ?? d.devicePixelRatio
    chromiumCurve =
      try c.decodeIfPresent(ChromiumCurve.self, forKey: .chromiumCurve) ?? d.chromiumCurve
    chromiumPPI = try c.decodeIfPresent(Double.self, forKey: .chromiumPPI) ?? d.chromiumPPI
    chromiumViewport =
      try c.decodeIfPresent(Double.self, forKey: .chromiumViewport) ?? d.chromiumViewport
    chromiumBoostMultiplier =
      try c.decodeIfPresent(Double.self, forKey: .chromiumBoostMultiplier)
      ?? d.chromiumBoostMultiplier
  }

  /// Throws a `PhysicsError` naming the first parameter that is non-finite or out of range.
  public func validate() throws {
    try PhysicsError.require(uikitRate, "uikitRate", openRange: 0, 1)
    try PhysicsError.require(uikitFastRate, "uikitFastRate", openRange: 0, 1)
    try PhysicsError.require(androidFriction, "androidFriction", positive: true)
    try PhysicsError.require(androidPPI, "androidPPI", positive: true)
    try PhysicsError.require(flutterFriction, "flutterFriction", positive: true)
    try PhysicsError.require(bouncingDrag, "bouncingDrag", openRange: 0, 1)
    try PhysicsError.require(maxSpringTransferVelocity, "maxSpringTransferVelocity", positive: true)
    try PhysicsError.require(devicePixelRatio, "devicePixelRatio", positive: true)
    try PhysicsError.require(chromiumPPI, "chromiumPPI", positive: true)
    try PhysicsError.require(chromiumViewport, "chromiumViewport", positive: true)
    guard chromiumBoostMultiplier.isFinite, chromiumBoostMultiplier >= 1 else {
      throw PhysicsError(
        parameter: "chromiumBoostMultiplier", value: chromiumBoostMultiplier, allowed: "≥ 1")
    }
    if rubberBandCoefficient != 0 {
      _ = try RubberBand(
        coefficient: rubberBandCoefficient, dimension: 1, coefficientName: "rubberBandCoefficient")
    }
    _ = try OverscrollFriction(coefficient: overscrollFriction, name: "overscrollFriction")
    // Springs and the tolerance validate themselves when built or decoded.
  }
}
