import Foundation
import SandboxFormats

/// How a slider's track maps to its value. Rates, frictions and velocities span decades, so a
/// linear track would spend nearly all of its length on values nobody uses and make the useful
/// end jump (UIKit's rate over 0.9…0.9999: 21 px turned a 999 pt fling into 234 pt).
public enum SliderScale: Sendable, Hashable {
  /// Equal steps of value per point of track.
  case linear
  /// Equal ratios per point of track (frictions, velocities, drags): log(value).
  case logarithmic
  /// Equal ratios of `1 − value` per point (decay rates just under 1, whose time constant is
  /// −1/ln(rate) ≈ 1/(1 − rate)): log(1 − value), the rate's closeness to 1.
  case complementLogarithmic

  /// The scale each registry key's slider uses.
  public static func of(_ key: String) -> SliderScale {
    let scroll = Param.scroll
    switch key {
    case scroll.uikitDecelerationRate.name, scroll.uikitFastDecelerationRate.name:
      return .complementLogarithmic
    case scroll.androidFriction.name, scroll.flutterFriction.name, scroll.bouncingDrag.name,
      scroll.maxFlingVelocity.name:
      return .logarithmic
    default:
      return .linear
    }
  }

  /// The track fraction (0…1) of `value` in `range`.
  public func fraction(of value: Double, in range: ClosedRange<Double>) -> Double {
    let (low, high, v) = (
      transform(range.lowerBound), transform(range.upperBound), transform(value)
    )
    guard high != low, v.isFinite else { return 0 }
    return min(max((v - low) / (high - low), 0), 1)
  }

  /// The value at track fraction `fraction` (0…1) of `range`.
  public func value(at fraction: Double, in range: ClosedRange<Double>) -> Double {
    let (low, high) = (transform(range.lowerBound), transform(range.upperBound))
    let f = min(max(fraction, 0), 1)
    return min(max(inverse(low + f * (high - low)), range.lowerBound), range.upperBound)
  }

  /// `value` rounded for display and storage: the step on a linear track, three significant
  /// digits of the mapped quantity on the others (so 0.9985 and 0.99915 both stay reachable).
  public func rounded(_ value: Double, range: ClosedRange<Double>, step: Double) -> Double {
    switch self {
    case .linear:
      return PanelField.quantize(value, range: range, step: step)
    case .logarithmic:
      return min(max(Self.significant(value, digits: 3), range.lowerBound), range.upperBound)
    case .complementLogarithmic:
      let rounded = 1 - Self.significant(1 - value, digits: 3)
      return min(max(rounded, range.lowerBound), range.upperBound)
    }
  }

  private func transform(_ v: Double) -> Double {
    switch self {
    case .linear: return v
    case .logarithmic: return log(max(v, 1e-12))
    case .complementLogarithmic: return -log(max(1 - v, 1e-12))
    }
  }

  private func inverse(_ t: Double) -> Double {
    switch self {
    case .linear: return t
    case .logarithmic: return exp(t)
    case .complementLogarithmic: return 1 - exp(-t)
    }
  }

  private static func significant(_ value: Double, digits: Int) -> Double {
    guard value != 0, value.isFinite else { return value }
    let power = pow(10, Double(digits) - ceil(log10(abs(value))))
    return (value * power).rounded() / power
  }
}
