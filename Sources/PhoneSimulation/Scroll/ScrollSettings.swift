import MotionPhysics

/// The scroll view's tunables, built from the parameter registry's `scroll.*` and `wheel.*` keys
/// (`SandboxSettings`); the registry holds every default.
public struct ScrollSettings: Sendable {
  /// The fling model and its constants, overscroll laws included.
  public var deceleration: DecelerationModel
  /// How release velocity is estimated.
  public var velocityTracker: VelocityTrackerKind
  /// When a drag starts and when its release flings (touch slop, fling velocity limits).
  public var gesture: GestureParameters
  /// Points scrolled per wheel line.
  public var wheelPointsPerLine: Double
  /// Whether notched wheel steps animate (Chromium-like) instead of jumping.
  public var wheelSmooth: Bool
  /// Longest wheel animation in seconds (Chromium: 200 ms for small deltas).
  public var wheelSmoothDuration: Double
  /// Quiet time after the last wheel or key event that ends the gesture, in seconds.
  public var wheelGestureEndDelay: Double

  public init(
    deceleration: DecelerationModel, velocityTracker: VelocityTrackerKind,
    gesture: GestureParameters, wheelPointsPerLine: Double, wheelSmooth: Bool,
    wheelSmoothDuration: Double, wheelGestureEndDelay: Double
  ) {
    self.deceleration = deceleration
    self.velocityTracker = velocityTracker
    self.gesture = gesture
    self.wheelPointsPerLine = wheelPointsPerLine
    self.wheelSmooth = wheelSmooth
    self.wheelSmoothDuration = wheelSmoothDuration
    self.wheelGestureEndDelay = wheelGestureEndDelay
  }

  /// These settings on a screen of `devicePixelRatio` physical pixels per point (see
  /// `DecelerationModel.onScreen(devicePixelRatio:)`).
  public func onScreen(devicePixelRatio: Double) -> ScrollSettings {
    var next = self
    next.deceleration = deceleration.onScreen(devicePixelRatio: devicePixelRatio)
    return next
  }

  /// A fresh velocity tracker of the selected kind.
  public func makeVelocityTracker() -> any VelocityTracker { velocityTracker.makeTracker() }
}
