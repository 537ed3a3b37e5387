/// When a drag starts and when its release becomes a fling, per platform.
///
/// Distances in points, velocities in points per second.
public struct GestureParameters: Sendable, Hashable, Codable {
  /// Distance the pointer must travel before a drag starts (points, ≥ 0).
  public let touchSlop: Double
  /// Release speeds below this do not fling (points per second, ≥ 0).
  public let minFlingVelocity: Double
  /// Release speeds are capped at this (points per second, > minFlingVelocity; may be +∞).
  public let maxFlingVelocity: Double

  /// Creates parameters; rejects negative or non-finite slop and min, and max ≤ min.
  public init(touchSlop: Double, minFlingVelocity: Double, maxFlingVelocity: Double) throws {
    try PhysicsError.require(touchSlop, "touchSlop", nonNegative: true)
    try PhysicsError.require(minFlingVelocity, "minFlingVelocity", nonNegative: true)
    guard !maxFlingVelocity.isNaN, maxFlingVelocity > minFlingVelocity else {
      throw PhysicsError(
        parameter: "maxFlingVelocity", value: maxFlingVelocity,
        allowed: "maxFlingVelocity > minFlingVelocity (\(minFlingVelocity))")
    }
    self.touchSlop = touchSlop
    self.minFlingVelocity = minFlingVelocity
    self.maxFlingVelocity = maxFlingVelocity
  }

  init(unchecked touchSlop: Double, _ minFlingVelocity: Double, _ maxFlingVelocity: Double) {
    self.touchSlop = touchSlop
    self.minFlingVelocity = minFlingVelocity
    self.maxFlingVelocity = maxFlingVelocity
  }

  private enum CodingKeys: String, CodingKey {
    case touchSlop, minFlingVelocity, maxFlingVelocity
  }

  /// Decodes and validates like `init(touchSlop:minFlingVelocity:maxFlingVelocity:)`; a missing
  /// `maxFlingVelocity` means no cap.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(
      touchSlop: c.decode(Double.self, forKey: .touchSlop),
      minFlingVelocity: c.decode(Double.self, forKey: .minFlingVelocity),
      maxFlingVelocity: c.decodeIfPresent(Double.self, forKey: .maxFlingVelocity) ?? .infinity)
  }

  /// Encodes; an unlimited `maxFlingVelocity` is left out (JSON has no infinity).
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(touchSlop, forKey: .touchSlop)
    try c.encode(minFlingVelocity, forKey: .minFlingVelocity)
    if maxFlingVelocity.isFinite { try c.encode(maxFlingVelocity, forKey: .maxFlingVelocity) }
  }

  /// UIKit: ≈10 pt slop (observed, unverified); any non-zero release decelerates and no cap is
  /// published, so min 0 and max +∞.
  public static let uikit = GestureParameters(unchecked: 10, 0, .infinity)
  /// Android `ViewConfiguration`: `TOUCH_SLOP` 8 dp, `MINIMUM_FLING_VELOCITY` 50 dp/s,
  /// `MAXIMUM_FLING_VELOCITY` 8000 dp/s.
  public static let android = GestureParameters(unchecked: 8, 50, 8000)
  /// Flutter `gestures/constants.dart`: `kTouchSlop` 18, `kMinFlingVelocity` 50,
  /// `kMaxFlingVelocity` 8000.
  public static let flutter = GestureParameters(unchecked: 18, 50, 8000)
  /// Flutter `BouncingScrollPhysics`: `minFlingVelocity` = 2 × `kMinFlingVelocity` = 100.
  public static let flutterBouncing = GestureParameters(unchecked: 18, 100, 8000)

  /// Chromium on a Linux touchscreen (`ui/events/gesture_detection/gesture_configuration.cc` and
  /// `gesture_configuration_aura.cc`, the `CURRENT_PLATFORM` config its touch injection uses):
  /// slop `max_touch_move_in_pixels_for_click` 15 DIP, `min_fling_velocity` 30 DIP/s,
  /// `max_fling_velocity` 17 000 DIP/s (DIP = points here).
  public static let chromium = GestureParameters(unchecked: 15, 30, 17_000)

  /// The platform defaults that go with a deceleration model.
  public static func defaults(for model: DecelerationModelName) -> GestureParameters {
    switch model {
    case .uikit, .uikitFast: return .uikit
    case .android: return .android
    case .flutterClamping: return .flutter
    case .flutterBouncing: return .flutterBouncing
    case .chromium: return .chromium
    }
  }

  /// Whether a pointer that moved `distance` points (either sign) has started dragging.
  public func exceedsTouchSlop(_ distance: Double) -> Bool {
    abs(distance) > touchSlop
  }

  /// Whether a release at `velocity` after dragging `dragDistance` is a fling (Flutter
  /// `isFlingGesture`: speed above `minFlingVelocity` and distance above the slop).
  public func isFling(velocity: Double, dragDistance: Double) -> Bool {
    velocity.isFinite && abs(velocity) > minFlingVelocity && abs(dragDistance) > touchSlop
  }

  /// The release velocity clamped to ±`maxFlingVelocity`, or 0 below `minFlingVelocity`.
  public func flingVelocity(_ velocity: Double) -> Double {
    guard velocity.isFinite, abs(velocity) >= minFlingVelocity, velocity != 0 else { return 0 }
    return min(max(velocity, -maxFlingVelocity), maxFlingVelocity)
  }
}
