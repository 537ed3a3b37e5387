import MotionPhysics

/// An animated scroll toward a target, for the mouse wheel (smooth mode), the keyboard and
/// programmatic scrolls, after Chromium's `ScrollOffsetAnimationCurve`.
///
/// Progress follows cubic-bezier(0.42, 0, 0.58, 1) (Chromium's ease-in-out). When it is
/// retargeted while moving, the first control point becomes (0.42, 0.42·slope) so the new segment
/// starts at the current velocity — wheel bursts accelerate smoothly instead of restarting.
public struct ScrollAnimation: Sendable, Equatable {
  /// Which duration rule applies (Chromium `ScrollOffsetAnimationCurve::DurationBehavior`).
  public enum Kind: Sendable, Equatable {
    /// Mouse wheel: 12 frames at 60 Hz for |Δ| ≤ 120 px down to 6 frames for |Δ| ≥ 480 px
    /// (Chromium's "inverse delta" rule), scaled so that the longest, Chromium's 12 frames
    /// (`chromiumLongestWheelDuration`), lasts `maxDuration`.
    case wheel(maxDuration: Double)
    /// Keyboard: a constant 9 frames at 60 Hz (Chromium `kConstantDuration`, 150 ms).
    case keyboard
    /// Programmatic: √|Δ| frames at 60 Hz, at most 0.7 s (Chromium "delta based").
    case programmatic
    /// A platform's programmatic scroll (`scrollTo`, `scrollToTop`): a fixed duration and a
    /// named curve, from rest (UIKit `setContentOffset(_:animated:)`, Android
    /// `smoothScrollTo`, Flutter `animateTo`; see `ProgrammaticScroll`).
    case timed(duration: Double, curve: ScrollToCurve)

    /// The named curve of a `.timed` animation, which replaces Chromium's retargeting Bézier.
    var namedCurve: ScrollToCurve? {
      if case .timed(_, let curve) = self { return curve }
      return nil
    }
  }

  public let from: Double
  public let to: Double
  public let startTime: Double
  public let duration: Double
  public let kind: Kind
  private let curve: CubicBezier

  /// Deltas below this are treated as no move, in points (Chromium `kEpsilon`, 0.01).
  static let epsilon = 0.01
  /// Mirrors the 2.5 "fudge factor for the ease-out" in Chromium `VelocityBasedDurationBound`.
  static let velocityBoundFactor = 2.5

  /// The longest wheel animation Chromium's inverse-delta rule gives: 12 frames at 60 Hz.
  static let chromiumLongestWheelDuration = 12.0 / 60

  /// Chromium's ease-in-out control points.
  static let easeInOutX1 = 0.42
  static let easeInOutX2 = 0.58

  /// An animation from `from` to `to` starting at `startTime` with `initialVelocity` (points per
  /// second in the direction of travel).
  public init(from: Double, to: Double, startTime: Double, initialVelocity: Double, kind: Kind) {
    self.from = from
    self.to = to
    self.startTime = startTime
    self.kind = kind
    let delta = to - from
    var duration = ScrollAnimation.duration(for: abs(delta), kind: kind)
    if abs(delta) < ScrollAnimation.epsilon {
      // Already there: nothing to animate (Chromium stops instead of easing over 0.01 px).
      duration = 0
    } else if kind.namedCurve == nil, initialVelocity.isFinite,
      initialVelocity > ScrollAnimation.epsilon
    {
      // Chromium `VelocityBasedDurationBound`: a short retarget at speed gets no more time than
      // 2.5× what the current velocity needs, so the initial slope stays ≤ 2.5 and the curve
      // cannot swing far past its target (an unbounded slope overshot by hundreds of points).
      duration = min(duration, abs(delta) / initialVelocity * ScrollAnimation.velocityBoundFactor)
    }
    self.duration = duration
    // Slope of progress at t = 0 in (progress per unit of normalized time).
    var slope = 0.0
    if abs(delta) > 1e-9 && initialVelocity.isFinite {
      slope = initialVelocity * duration / delta
    }
    // Negative slopes (moving away from the new target) start at rest. Chromium caps the slope at
    // 1000 and lets its layer clamp the overshoot; here the cap is 1/x1 so the first control point
    // stays at or below 1 and the curve never passes its target (convex hull), since a pass over
    // Hmax and back would leave the header a hair short of fully shifted.
    slope = min(max(slope, 0), 1 / ScrollAnimation.easeInOutX1)
    curve =
      (try? CubicBezier(
        ScrollAnimation.easeInOutX1, ScrollAnimation.easeInOutX1 * slope,
        ScrollAnimation.easeInOutX2, 1)) ?? .easeInOut
  }

  /// The duration Chromium would give a scroll of `distance` points.
  public static func duration(for distance: Double, kind: Kind) -> Double {
    switch kind {
    case .wheel(let maxDuration):
      let frames = min(max(12 - (distance - 120) * 6 / 360, 6), 12)
      return frames / 60 * (maxDuration / chromiumLongestWheelDuration)
    case .keyboard:
      return 9.0 / 60
    case .programmatic:
      return min(distance.squareRoot(), 42) / 60
    case .timed(let duration, _):
      return duration.isFinite ? max(0, duration) : 0
    }
  }

  /// Position at simulation time `time`.
  public func position(at time: Double) -> Double {
    let u = progress(at: time)
    return from + (to - from) * eased(u)
  }

  /// Eased progress at normalised time `u`.
  private func eased(_ u: Double) -> Double {
    if let named = kind.namedCurve { return u >= 1 ? 1 : named.value(at: u) }
    return curve.value(at: u)
  }

  /// Velocity (points per second) at `time`, by a central difference of the curve.
  public func velocity(at time: Double) -> Double {
    guard duration > 0 else { return 0 }
    let u = progress(at: time)
    if u >= 1 { return 0 }
    let h = 1e-4
    let a = eased(max(0, u - h))
    let b = eased(min(1, u + h))
    return (to - from) * (b - a) / (min(1, u + h) - max(0, u - h)) / duration
  }

  /// Whether the animation has reached its target at `time`.
  public func isDone(at time: Double) -> Bool { progress(at: time) >= 1 }

  private func progress(at time: Double) -> Double {
    guard duration > 0 else { return 1 }
    return min(max((time - startTime) / duration, 0), 1)
  }

  public static func == (a: ScrollAnimation, b: ScrollAnimation) -> Bool {
    a.from == b.from && a.to == b.to && a.startTime == b.startTime && a.duration == b.duration
  }
}
