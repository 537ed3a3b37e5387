/// The named easing presets. The raw values are a configuration contract.
public enum EasingCurve: String, CaseIterable, Codable, Sendable {
  /// CSS `linear`.
  case linear
  /// CSS `ease` (0.25, 0.1, 0.25, 1).
  case ease
  /// CSS `ease-in` (0.42, 0, 1, 1).
  case easeIn
  /// CSS `ease-out` (0, 0, 0.58, 1).
  case easeOut
  /// CSS `ease-in-out` (0.42, 0, 0.58, 1).
  case easeInOut
  /// Material 3 standard (0.2, 0, 0, 1).
  case materialStandard
  /// Material 3 emphasized decelerate (0.05, 0.7, 0.1, 1).
  case materialEmphasizedDecelerate
  /// Material 3 emphasized accelerate (0.3, 0, 0.8, 0.15).
  case materialEmphasizedAccelerate
  /// MDC's exponential approach, 1 − e^(−12·t): time-based, it has no duration of its own.
  case mdcExponentialApproach

  /// The Bézier behind a Bézier preset; nil for the exponential approach.
  public var bezier: CubicBezier? {
    switch self {
    case .linear: return .linear
    case .ease: return .ease
    case .easeIn: return .easeIn
    case .easeOut: return .easeOut
    case .easeInOut: return .easeInOut
    case .materialStandard: return .materialStandard
    case .materialEmphasizedDecelerate: return .materialEmphasizedDecelerate
    case .materialEmphasizedAccelerate: return .materialEmphasizedAccelerate
    case .mdcExponentialApproach: return nil
    }
  }

  /// Progress (0 → 1) after `elapsed` seconds of an animation lasting `duration` seconds.
  ///
  /// Bézier presets use elapsed / duration clamped to [0, 1]; the exponential approach ignores
  /// `duration` and returns 1 − e^(−12·elapsed) (MDC `kAttachmentCoefficient`).
  public func progress(elapsed: Double, duration: Double) -> Double {
    guard let bezier else { return ExponentialApproach.progress(atTime: elapsed) }
    guard duration > 0, duration.isFinite else { return elapsed > 0 ? 1 : 0 }
    let fraction = elapsed.isNaN ? 0 : min(max(elapsed / duration, 0), 1)
    return bezier.value(at: fraction)
  }

  /// Progress at fraction `x` of a 1-second animation; `progress(elapsed: x, duration: 1)`.
  public func value(at x: Double) -> Double {
    progress(elapsed: x, duration: 1)
  }
}
