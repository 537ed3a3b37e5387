import MotionPhysics

/// How a drag behaves past the content's ends.
public enum OverscrollLaw: Sendable, Equatable {
  /// No overscroll: the content stops at its ends (Android's OverScroller in a RecyclerView,
  /// Flutter's ClampingScrollPhysics).
  case none
  /// UIKit's rubber band, b = x·c·d / (d + c·x).
  case uikitRubberBand
  /// Flutter's BouncingScrollPhysics friction, 0.52·(1 − f)².
  case flutterFriction
}

/// The scroll view's tunables, built from the parameter registry's `scroll.*` and `wheel.*` keys.
public struct ScrollSettings: Sendable {
  /// The fling model and its constants.
  public var deceleration: DecelerationModel
  /// How release velocity is estimated.
  public var velocityTracker: VelocityTrackerKind
  /// Points the finger must travel before the content follows.
  public var touchSlop: Double
  /// Release speeds below this do not fling (points per second).
  public var minFlingVelocity: Double
  /// Release speeds are clamped to this (points per second).
  public var maxFlingVelocity: Double
  /// UIKit's rubber-band coefficient c (0.55).
  public var rubberBandCoefficient: Double
  /// Points scrolled per wheel line.
  public var wheelPointsPerLine: Double
  /// Whether notched wheel steps animate (Chromium-like) instead of jumping.
  public var wheelSmooth: Bool
  /// Longest wheel animation in seconds (Chromium: 200 ms for small deltas).
  public var wheelSmoothDuration: Double
  /// Quiet time after the last wheel or key event that ends the gesture, in seconds.
  public var wheelGestureEndDelay: Double

  public init(
    deceleration: DecelerationModel, velocityTracker: VelocityTrackerKind = .leastSquares,
    touchSlop: Double = 8, minFlingVelocity: Double = 50, maxFlingVelocity: Double = 8000,
    rubberBandCoefficient: Double = 0.55, wheelPointsPerLine: Double = 40,
    wheelSmooth: Bool = true, wheelSmoothDuration: Double = 0.2, wheelGestureEndDelay: Double = 0.12
  ) {
    self.deceleration = deceleration
    self.velocityTracker = velocityTracker
    self.touchSlop = touchSlop
    self.minFlingVelocity = minFlingVelocity
    self.maxFlingVelocity = maxFlingVelocity
    self.rubberBandCoefficient = rubberBandCoefficient
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

  /// The overscroll law that belongs to the deceleration model: the bouncing models stretch, the
  /// clamping ones stop at the ends, as on their platforms.
  public var overscrollLaw: OverscrollLaw {
    switch deceleration.name {
    case .uikit, .uikitFast: return .uikitRubberBand
    case .flutterBouncing: return .flutterFriction
    case .android, .flutterClamping: return .none
    }
  }

  /// A fresh velocity tracker of the selected kind.
  public func makeVelocityTracker() -> any VelocityTracker {
    switch velocityTracker {
    case .leastSquares: return LeastSquaresVelocityTracker()
    case .ios: return IOSVelocityTracker()
    }
  }
}
