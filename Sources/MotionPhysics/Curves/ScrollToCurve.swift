import Foundation

/// The progress curves a programmatic scroll can follow: Flutter's `Curves` by name (what
/// `ScrollController.animateTo` takes), Android's viscous-fluid interpolator and the CSS
/// keywords. The raw values are a script contract (`scrollTo`'s `curve` field).
public enum ScrollToCurve: String, CaseIterable, Codable, Sendable {
  /// Flutter `Curves.linear`.
  case linear
  /// Flutter `Curves.ease`, CSS `ease` (0.25, 0.1, 0.25, 1).
  case ease
  /// Flutter `Curves.easeIn` (0.42, 0, 1, 1).
  case easeIn
  /// Flutter `Curves.easeOut` (0, 0, 0.58, 1).
  case easeOut
  /// Flutter `Curves.easeInOut` (0.42, 0, 0.58, 1); UIKit's default animation timing.
  case easeInOut
  /// Flutter `Curves.fastOutSlowIn` (0.4, 0, 0.2, 1), Android `FastOutSlowInInterpolator`.
  case fastOutSlowIn
  /// Flutter `Curves.easeOutCirc` (0.075, 0.82, 0.165, 1): Material `Scaffold`'s status-bar tap.
  case easeOutCirc
  /// Flutter `Curves.linearToEaseOut` (0.35, 0.91, 0.33, 0.97): `CupertinoPageScaffold`'s
  /// status-bar tap, "eyeballed from iOS" in Flutter's source.
  case linearToEaseOut
  /// Flutter `Curves.decelerate`, `1 − (1 − t)²` (Flutter `DecelerateCurve`, factor 1).
  case decelerate
  /// Android `Scroller.ViscousFluidInterpolator`, which `OverScroller.startScroll` (and so
  /// `ScrollView.smoothScrollTo`) uses: a viscous-fluid law with scale 8, normalised to end at 1.
  case viscousFluid

  /// Progress (0 → 1) at fraction `t` ∈ [0, 1] of the animation's duration.
  public func value(at t: Double) -> Double {
    let x = t.isNaN ? 0 : min(max(t, 0), 1)
    switch self {
    case .linear: return x
    case .ease: return CubicBezier.ease.value(at: x)
    case .easeIn: return CubicBezier.easeIn.value(at: x)
    case .easeOut: return CubicBezier.easeOut.value(at: x)
    case .easeInOut: return CubicBezier.easeInOut.value(at: x)
    case .fastOutSlowIn: return Self.fastOutSlowInCurve.value(at: x)
    case .easeOutCirc: return Self.easeOutCircCurve.value(at: x)
    case .linearToEaseOut: return Self.linearToEaseOutCurve.value(at: x)
    case .decelerate: return 1 - (1 - x) * (1 - x)
    case .viscousFluid: return Self.viscousFluid(x)
    }
  }

  /// Flutter `Curves.fastOutSlowIn`.
  static let fastOutSlowInCurve = CubicBezier(unchecked: 0.4, 0, 0.2, 1)
  /// Flutter `Curves.easeOutCirc`.
  static let easeOutCircCurve = CubicBezier(unchecked: 0.075, 0.82, 0.165, 1)
  /// Flutter `Curves.linearToEaseOut`.
  static let linearToEaseOutCurve = CubicBezier(unchecked: 0.35, 0.91, 0.33, 0.97)

  /// Android `Scroller.ViscousFluidInterpolator`: `VISCOUS_FLUID_SCALE` 8.
  static let viscousFluidScale = 8.0
  /// `VISCOUS_FLUID_NORMALIZE`: 1 / the raw law at 1, so the interpolation ends at 1.
  static let viscousFluidNormalize = 1 / viscousFluidRaw(1)
  /// `VISCOUS_FLUID_OFFSET`: what the normalised law misses at 1 (0 up to rounding).
  static let viscousFluidOffset = 1 - viscousFluidNormalize * viscousFluidRaw(1)

  /// The raw viscous-fluid law: an exponential approach for the first unit of scaled time, then
  /// an exponential decay from 1/e.
  static func viscousFluidRaw(_ t: Double) -> Double {
    let x = t * viscousFluidScale
    if x < 1 { return x - (1 - exp(-x)) }
    let start = 0.36787944117  // 1/e, as Android writes it
    return start + (1 - exp(1 - x)) * (1 - start)
  }

  static func viscousFluid(_ t: Double) -> Double {
    let interpolated = viscousFluidNormalize * viscousFluidRaw(t)
    return interpolated > 0 ? interpolated + viscousFluidOffset : interpolated
  }
}
