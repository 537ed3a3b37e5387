/// A cubic Bézier timing curve from (0, 0) to (1, 1) with CSS `cubic-bezier()` semantics.
///
/// The control points' x must lie in [0, 1] (so x is monotonic); y is free. `value(at:)` solves
/// x(t) = x for t to 1e-7 and returns y(t). Outside [0, 1] the curve continues along its end
/// tangents, as CSS Easing Functions Level 1 specifies.
public struct CubicBezier: Sendable, Hashable, Codable, CustomStringConvertible {
  /// First control point x1 ∈ [0, 1].
  public let x1: Double
  /// First control point y1.
  public let y1: Double
  /// Second control point x2 ∈ [0, 1].
  public let x2: Double
  /// Second control point y2.
  public let y2: Double

  /// Creates a curve; rejects non-finite values or x1, x2 outside [0, 1].
  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws {
    try PhysicsError.require(x1, "x1", closedRange: 0, 1)
    try PhysicsError.require(y1, "y1")
    try PhysicsError.require(x2, "x2", closedRange: 0, 1)
    try PhysicsError.require(y2, "y2")
    self.init(unchecked: x1, y1, x2, y2)
  }

  init(unchecked x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
  }

  /// Solver precision in x.
  static let epsilon = 1e-7

  @inline(__always)
  private static func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    // Bernstein form: 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³.
    let s = 1 - t
    return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
  }

  @inline(__always)
  private static func derivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let s = 1 - t
    return 3 * s * s * p1 + 6 * s * t * (p2 - p1) + 3 * t * t * (1 - p2)
  }

  /// The curve parameter t at which the curve's x equals `x` (x ∈ [0, 1]).
  public func parameter(forX x: Double) -> Double {
    var t = x
    for _ in 0..<8 {
      let error = Self.coordinate(t, x1, x2) - x
      if abs(error) < Self.epsilon { return t }
      let slope = Self.derivative(t, x1, x2)
      if abs(slope) < 1e-12 { break }
      t -= error / slope
      if t < 0 || t > 1 { break }
    }
    var low = 0.0
    var high = 1.0
    t = x
    while high - low > 1e-15 {
      let value = Self.coordinate(t, x1, x2)
      if abs(value - x) < Self.epsilon { return t }
      if value < x { low = t } else { high = t }
      t = (low + high) / 2
    }
    return t
  }

  /// The eased value y for progress x (CSS semantics; linear extrapolation outside [0, 1]).
  public func value(at x: Double) -> Double {
    if x.isNaN { return 0 }
    if x <= 0 {
      if x == 0 { return 0 }
      let slope: Double
      if x1 > 0 {
        slope = y1 / x1
      } else if y1 == 0 && x2 > 0 {
        slope = y2 / x2
      } else {
        slope = 0
      }
      return x.isInfinite ? (slope == 0 ? 0 : slope * x) : slope * x
    }
    if x >= 1 {
      if x == 1 { return 1 }
      let slope: Double
      if x2 < 1 {
        slope = (y2 - 1) / (x2 - 1)
      } else if y2 == 1 && x1 < 1 {
        slope = (y1 - 1) / (x1 - 1)
      } else {
        slope = 0
      }
      return x.isInfinite ? (slope == 0 ? 1 : 1 + slope * x) : 1 + slope * (x - 1)
    }
    return Self.coordinate(parameter(forX: x), y1, y2)
  }

  /// The slope dy/dx at progress x ∈ [0, 1] (the eased value's rate per unit progress); at the
  /// ends the tangent's slope, 0 where the curve is flat in x.
  public func slope(at x: Double) -> Double {
    let t = parameter(forX: min(max(x.isNaN ? 0 : x, 0), 1))
    let dx = Self.derivative(t, x1, x2)
    let dy = Self.derivative(t, y1, y2)
    guard abs(dx) > 1e-12 else { return 0 }
    return dy / dx
  }

  /// CSS `linear` as a Bézier (0, 0, 1, 1).
  public static let linear = CubicBezier(unchecked: 0, 0, 1, 1)
  /// CSS `ease` (0.25, 0.1, 0.25, 1); also the `CAMediaTimingFunction` default and Flutter
  /// `Curves.ease`.
  public static let ease = CubicBezier(unchecked: 0.25, 0.1, 0.25, 1)
  /// CSS `ease-in` (0.42, 0, 1, 1); UIKit `.easeIn`.
  public static let easeIn = CubicBezier(unchecked: 0.42, 0, 1, 1)
  /// CSS `ease-out` (0, 0, 0.58, 1); UIKit `.easeOut`.
  public static let easeOut = CubicBezier(unchecked: 0, 0, 0.58, 1)
  /// CSS `ease-in-out` (0.42, 0, 0.58, 1); UIKit `.easeInOut`.
  public static let easeInOut = CubicBezier(unchecked: 0.42, 0, 0.58, 1)
  /// Material 3 `standard` (0.2, 0, 0, 1).
  /// Mirrors Compose `MotionTokens.EasingStandardCubicBezier`.
  public static let materialStandard = CubicBezier(unchecked: 0.2, 0, 0, 1)
  /// Material 3 `emphasized decelerate` (0.05, 0.7, 0.1, 1).
  /// Mirrors Compose `MotionTokens.EasingEmphasizedDecelerateCubicBezier`.
  public static let materialEmphasizedDecelerate = CubicBezier(unchecked: 0.05, 0.7, 0.1, 1)
  /// Material 3 `emphasized accelerate` (0.3, 0, 0.8, 0.15).
  /// Mirrors Compose `MotionTokens.EasingEmphasizedAccelerateCubicBezier`.
  public static let materialEmphasizedAccelerate = CubicBezier(unchecked: 0.3, 0, 0.8, 0.15)
  /// Compose `FastOutLinearInEasing` (0.4, 0, 1, 1) (androidx compose/animation/animation-core
  /// Easing.kt); Android `FastOutLinearInInterpolator`.
  public static let fastOutLinearIn = CubicBezier(unchecked: 0.4, 0, 1, 1)
  /// The top title's fade-in of a Material 3 two-row app bar (0.8, 0, 0.8, 0.15).
  /// Mirrors Compose AppBar.kt `TopTitleAlphaEasing`.
  public static let twoRowTopTitleAlpha = CubicBezier(unchecked: 0.8, 0, 0.8, 0.15)

  private enum CodingKeys: String, CodingKey {
    case x1, y1, x2, y2
  }

  /// Decodes and validates like `init(_:_:_:_:)`.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(
      c.decode(Double.self, forKey: .x1), c.decode(Double.self, forKey: .y1),
      c.decode(Double.self, forKey: .x2), c.decode(Double.self, forKey: .y2))
  }

  public var description: String { "cubic-bezier(\(x1), \(y1), \(x2), \(y2))" }
}
