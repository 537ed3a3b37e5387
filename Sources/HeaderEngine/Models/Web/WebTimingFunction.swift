import MotionPhysics

/// A CSS `<easing-function>` keyword (`web.timingFunction`, `web.transitionCurve`). The raw values
/// are the CSS keywords, a config-file contract.
///
/// CSS Easing Functions Level 1, §2 "Cubic Bézier easing functions" defines the four keywords as
/// `cubic-bezier()` constants: ease (0.25, 0.1, 0.25, 1), ease-in (0.42, 0, 1, 1), ease-out
/// (0, 0, 0.58, 1), ease-in-out (0.42, 0, 0.58, 1); `linear` (§3) is the identity. The Béziers are
/// MotionPhysics' constants of the same names (`EasingCurve`), not repeated here.
public enum WebTimingFunction: String, CaseIterable, Codable, Sendable {
  case linear
  case ease
  case easeIn = "ease-in"
  case easeOut = "ease-out"
  case easeInOut = "ease-in-out"

  /// The keyword's cubic Bézier: its case names are `EasingCurve`'s, which holds the constants.
  public var bezier: CubicBezier {
    EasingCurve(rawValue: "\(self)")?.bezier ?? .linear
  }

  /// The eased output at input progress `x` (clamped to 0…1, as an animation's progress is).
  public func value(at x: Double) -> Double {
    bezier.value(at: min(max(x, 0), 1))
  }
}
