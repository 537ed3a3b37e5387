import MotionPhysics

/// A Swift type a parameter's value reads as: `Double` (numbers), `Int` (integers), `Bool`,
/// `String` (text), `CubicBezier` (Bézier curves) or a `ParameterChoice` enum (choices).
public protocol ParameterValueConvertible: Equatable, Sendable {
  /// The value in the registry's storage form.
  var parameterValue: ParameterValue { get }
  /// Reads a stored value; nil when it is of another kind.
  init?(parameterValue: ParameterValue)
}

extension Double: ParameterValueConvertible {
  public var parameterValue: ParameterValue { .number(self) }

  public init?(parameterValue: ParameterValue) {
    guard case .number(let value) = parameterValue else { return nil }
    self = value
  }
}

extension Int: ParameterValueConvertible {
  // Integers are stored as whole numbers, so the JSON and `--set` spelling stays `60`.
  public var parameterValue: ParameterValue { .number(Double(self)) }

  public init?(parameterValue: ParameterValue) {
    guard case .number(let value) = parameterValue, let whole = Int(exactly: value) else {
      return nil
    }
    self = whole
  }
}

extension Bool: ParameterValueConvertible {
  public var parameterValue: ParameterValue { .bool(self) }

  public init?(parameterValue: ParameterValue) {
    guard case .bool(let value) = parameterValue else { return nil }
    self = value
  }
}

extension String: ParameterValueConvertible {
  public var parameterValue: ParameterValue { .string(self) }

  public init?(parameterValue: ParameterValue) {
    guard case .string(let value) = parameterValue else { return nil }
    self = value
  }
}

extension CubicBezier: ParameterValueConvertible {
  public var parameterValue: ParameterValue { .numbers([x1, y1, x2, y2]) }

  public init?(parameterValue: ParameterValue) {
    guard case .numbers(let n) = parameterValue, n.count == 4,
      let curve = try? CubicBezier(n[0], n[1], n[2], n[3])
    else { return nil }
    self = curve
  }
}
