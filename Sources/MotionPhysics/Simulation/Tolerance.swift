/// Thresholds below which a simulation treats a quantity as zero.
///
/// Mirrors Flutter `Tolerance` (`physics/tolerance.dart`), whose fields have the same meaning.
public struct Tolerance: Sendable, Hashable, Codable, CustomStringConvertible {
  /// Distances smaller than this count as "arrived" (points).
  public let distance: Double
  /// Speeds smaller than this count as "stopped" (points per second).
  public let velocity: Double
  /// Durations smaller than this count as instantaneous (seconds).
  public let time: Double

  /// Creates a tolerance; every field must be finite and > 0.
  public init(distance: Double, velocity: Double, time: Double) throws {
    try PhysicsError.require(distance, "tolerance.distance", positive: true)
    try PhysicsError.require(velocity, "tolerance.velocity", positive: true)
    try PhysicsError.require(time, "tolerance.time", positive: true)
    self.distance = distance
    self.velocity = velocity
    self.time = time
  }

  /// Unchecked memberwise creation for the library's own known-good constants.
  init(uncheckedDistance distance: Double, velocity: Double, time: Double) {
    self.distance = distance
    self.velocity = velocity
    self.time = time
  }

  /// Flutter's generic default (`Tolerance.defaultTolerance`): 1e-3 for each field.
  public static let flutterDefault = Tolerance(uncheckedDistance: 1e-3, velocity: 1e-3, time: 1e-3)

  /// Flutter's scroll tolerance at device pixel ratio 1 (`ScrollPhysics.toleranceFor`):
  /// 1 point of distance, 1 / 0.05 = 20 points per second of velocity.
  public static let flutterScroll = flutterScroll(devicePixelRatio: 1)

  /// Flutter's scroll tolerance on a screen of `devicePixelRatio` physical pixels per point
  /// (`ScrollPhysics.toleranceFor`): at rest within one physical pixel, `1 / dpr` points, and a
  /// fling stops below `1 / (0.05 · dpr)` points per second (slower than one pixel per 50 ms). A
  /// non-finite or non-positive ratio counts as 1.
  public static func flutterScroll(devicePixelRatio: Double) -> Tolerance {
    let ratio = devicePixelRatio.isFinite && devicePixelRatio > 0 ? devicePixelRatio : 1
    return Tolerance(uncheckedDistance: 1 / ratio, velocity: 1 / (0.05 * ratio), time: 1e-3)
  }

  /// UIKit-style rest thresholds at scale 1: 0.5 points and 0.5 points per second.
  ///
  /// Mirrors ScrollMechanics (`SimpleScrollView`'s `threshold = 0.5 / scale`), the value the
  /// Lobanov write-up uses to decide that a deceleration (less than 0.5 point left to travel) or
  /// a bounce (within 0.5 point and 0.5 point per second of rest) has ended.
  public static let uikit = Tolerance(uncheckedDistance: 0.5, velocity: 0.5, time: 1e-3)

  /// Android rests when the spline's duration has elapsed; positions are whole pixels, so half a
  /// point is the distance that still rounds to the final position.
  public static let android = Tolerance(uncheckedDistance: 0.5, velocity: 1, time: 1e-3)

  /// Chromium's flings rest when their curve's duration has elapsed; `FlingController` sends no
  /// scroll of 0.1 px or less (`components/input/fling_controller.cc`), so that is the distance
  /// that counts as arrived. The velocity bound is the sandbox's.
  public static let chromium = Tolerance(uncheckedDistance: 0.1, velocity: 1, time: 1e-3)

  /// MDC's shift animation stop rule: within `kShiftEpsilon` (0.1 point) of the target.
  public static let mdcShift = Tolerance(
    uncheckedDistance: ExponentialApproach.mdcShiftEpsilon, velocity: 1e-3, time: 1e-3)

  /// The header's spring shift at rest: within `kShiftEpsilon` (0.1 point) of its end, as MDC's
  /// own shift stops, and slower than 1 point per second (sandbox choice: a tenth of a point per
  /// tenth of a second is invisible).
  public static let headerSpring = Tolerance(
    uncheckedDistance: ExponentialApproach.mdcShiftEpsilon, velocity: 1, time: 1e-3)

  /// Compose springs stop within `Spring.DefaultDisplacementThreshold` = 0.01 of their target
  /// (androidx compose/animation/animation-core Spring.kt); the velocity bound is the sandbox's.
  public static let composeSpring = Tolerance(uncheckedDistance: 0.01, velocity: 0.01, time: 1e-3)

  private enum CodingKeys: String, CodingKey {
    case distance, velocity, time
  }

  /// Decodes and validates, so a configuration file cannot smuggle in a NaN or negative value.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(
      distance: c.decode(Double.self, forKey: .distance),
      velocity: c.decode(Double.self, forKey: .velocity), time: c.decode(Double.self, forKey: .time)
    )
  }

  public var description: String {
    "Tolerance(distance: \(distance), velocity: \(velocity), time: \(time))"
  }
}
