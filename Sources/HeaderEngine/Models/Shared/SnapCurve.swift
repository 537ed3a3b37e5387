import Foundation
import MotionPhysics

/// The easing of a platform's timed header animation.
public enum SnapCurve: Sendable, Hashable {
  /// Android `DecelerateInterpolator(1.0)`: 1 − (1 − t)² (`AnimationUtils.DECELERATE_INTERPOLATOR`,
  /// material-components-android lib/java/com/google/android/material/animation/AnimationUtils.java).
  case decelerate
  /// Android's default `ValueAnimator` interpolator, `AccelerateDecelerateInterpolator`:
  /// cos((t + 1)·π)/2 + 0.5 (used by animators that name no interpolator, such as the M3
  /// app-bar elevation state-list animator).
  case accelerateDecelerate
  /// A cubic Bézier (Flutter `Cubic`, CSS `cubic-bezier`).
  case bezier(CubicBezier)
  /// Flutter's two-segment `ThreePointCubic`.
  case threePoint(ThreePointCubic)

  /// Progress at fraction `t` of the duration, `t` clamped to [0, 1].
  public func value(at t: Double) -> Double {
    let x = t.isNaN ? 0 : min(max(t, 0), 1)
    switch self {
    case .decelerate: return 1 - (1 - x) * (1 - x)
    case .accelerateDecelerate: return cos((x + 1) * Double.pi) / 2 + 0.5
    case .bezier(let bezier): return bezier.value(at: x)
    case .threePoint(let curve): return curve.value(at: x)
    }
  }
}
