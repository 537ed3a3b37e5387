/// A parameter handed to MotionPhysics was non-finite or out of its allowed range.
///
/// The message names the parameter, the value found and the range allowed, e.g.
/// `uikitRate = 1.0 is out of range; allowed: 0 < uikitRate < 1`.
public struct PhysicsError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The parameter's name as the caller knows it (e.g. `mass`, `uikitRate`, `velocity`).
  public var parameter: String
  /// The offending value.
  public var value: Double
  /// A human-readable description of the allowed range.
  public var allowed: String

  /// Creates an error for `parameter` holding `value`, which should have been `allowed`.
  public init(parameter: String, value: Double, allowed: String) {
    self.parameter = parameter
    self.value = value
    self.allowed = allowed
  }

  public var description: String {
    "\(parameter) = \(value) is out of range; allowed: \(allowed)"
  }

  /// Throws unless `value` is finite (and, if asked, > 0 or ≥ 0).
  static func require(
    _ value: Double, _ name: String, positive: Bool = false, nonNegative: Bool = false
  ) throws {
    if !value.isFinite {
      let range = positive ? "0 < \(name) < ∞" : nonNegative ? "0 ≤ \(name) < ∞" : "a finite number"
      throw PhysicsError(parameter: name, value: value, allowed: range)
    }
    if positive && !(value > 0) {
      throw PhysicsError(parameter: name, value: value, allowed: "0 < \(name) < ∞")
    }
    if nonNegative && !(value >= 0) {
      throw PhysicsError(parameter: name, value: value, allowed: "0 ≤ \(name) < ∞")
    }
  }

  /// Throws unless `lower < value < upper` (open interval).
  static func require(_ value: Double, _ name: String, openRange lower: Double, _ upper: Double)
    throws
  {
    guard value.isFinite, value > lower, value < upper else {
      throw PhysicsError(parameter: name, value: value, allowed: "\(lower) < \(name) < \(upper)")
    }
  }

  /// Throws unless `lower ≤ value ≤ upper` (closed interval).
  static func require(_ value: Double, _ name: String, closedRange lower: Double, _ upper: Double)
    throws
  {
    guard value.isFinite, value >= lower, value <= upper else {
      throw PhysicsError(parameter: name, value: value, allowed: "\(lower) ≤ \(name) ≤ \(upper)")
    }
  }
}
