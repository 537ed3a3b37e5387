import Foundation
import PhoneSimulation
import SandboxFormats

/// A continuous parameter a fit varies, within its registry range. The search works in unit
/// coordinates; ranges spanning more than a factor of 20 above zero (frictions, stiffnesses) map
/// logarithmically so each decade gets the same room.
public struct FitParameter: Sendable, Equatable {
  public var key: String
  public var label: String
  public var unit: String
  public var range: ClosedRange<Double>

  /// The registry's declaration of `key`, or nil when it is not a number parameter.
  public init?(key: String) {
    guard let parameter = ParameterRegistry.parameter(key),
      case .number(let range, _) = parameter.kind
    else { return nil }
    self.key = key
    label = parameter.label
    unit = parameter.unit
    self.range = range
  }

  /// The deceleration models' own parameters, which a fit reads from how each coast slows
  /// (`FitUncertainty.standardErrors`' `readFromTails`): the rates, the frictions, and Flutter's
  /// bouncing drag, the same exponential decay as UIKit's rate.
  public static let coastKeys = [
    Param.scroll.uikitDecelerationRate.name, Param.scroll.uikitFastDecelerationRate.name,
    Param.scroll.androidFriction.name, Param.scroll.flutterFriction.name,
    Param.scroll.bouncingDrag.name,
  ]

  /// Whether a fit reads this value from how the coasts slow (`coastKeys`).
  public var readFromCoastTails: Bool { Self.coastKeys.contains(key) }

  /// Whether the unit coordinate maps logarithmically.
  public var isLogarithmic: Bool {
    range.lowerBound > 0 && range.upperBound / range.lowerBound > 20
  }

  /// The value at unit coordinate `u` (clamped to [0, 1]).
  public func value(at u: Double) -> Double {
    let u = min(max(u, 0), 1)
    if isLogarithmic {
      return exp(log(range.lowerBound) + u * (log(range.upperBound) - log(range.lowerBound)))
    }
    return range.lowerBound + u * (range.upperBound - range.lowerBound)
  }

  /// The unit coordinate of `value` (clamped into the range).
  public func unit(of value: Double) -> Double {
    let v = min(max(value, range.lowerBound), range.upperBound)
    if isLogarithmic {
      return (log(v) - log(range.lowerBound)) / (log(range.upperBound) - log(range.lowerBound))
    }
    let width = range.upperBound - range.lowerBound
    return width > 0 ? (v - range.lowerBound) / width : 0
  }

  /// d value / d u at `u`, for turning unit-coordinate uncertainty into the parameter's.
  public func slope(at u: Double) -> Double {
    if isLogarithmic {
      return value(at: u) * (log(range.upperBound) - log(range.lowerBound))
    }
    return range.upperBound - range.lowerBound
  }
}
