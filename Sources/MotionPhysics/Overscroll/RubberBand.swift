/// UIKit's rubber band: how far content moves when a finger drags it past an edge.
///
/// b = x·c·d / (d + c·x), with x the raw finger overscroll, c the coefficient and d the viewport
/// dimension. Mirrors the law reverse-engineered by Grant Paul (2013) and used by
/// super-ultra/ScrollMechanics `rubberBandClamp`. Its slope at 0 is c and it approaches d.
public struct RubberBand: Sendable, Hashable, Codable {
  /// Resistance coefficient c (unitless, in (0, 1]); UIKit's is 0.55.
  public let coefficient: Double
  /// Viewport dimension d along the scroll axis (points, > 0).
  public let dimension: Double

  /// UIKit's coefficient, 0.55 (Grant Paul's measurement; ScrollMechanics `constant`).
  public static let uikitCoefficient = 0.55

  /// Fraction of the viewport the inverse will accept before treating content as fully stretched.
  static let inverseLimit = 1 - 1e-6

  /// Creates a rubber band; rejects a coefficient outside (0, 1] or a non-positive dimension.
  public init(coefficient: Double = RubberBand.uikitCoefficient, dimension: Double) throws {
    try self.init(coefficient: coefficient, dimension: dimension, coefficientName: "coefficient")
  }

  init(coefficient: Double, dimension: Double, coefficientName: String) throws {
    guard coefficient.isFinite, coefficient > 0, coefficient <= 1 else {
      throw PhysicsError(
        parameter: coefficientName, value: coefficient, allowed: "0 < \(coefficientName) ≤ 1")
    }
    try PhysicsError.require(dimension, "dimension", positive: true)
    self.coefficient = coefficient
    self.dimension = dimension
  }

  /// Content overscroll for a raw finger overscroll (points, sign kept).
  public func dampedOverscroll(_ raw: Double) -> Double {
    guard !raw.isNaN else { return 0 }
    if raw.isInfinite { return raw < 0 ? -dimension : dimension }
    let x = abs(raw)
    let b = x * coefficient * dimension / (dimension + coefficient * x)
    return raw < 0 ? -b : b
  }

  /// The raw finger overscroll that produces a content overscroll (points, sign kept).
  ///
  /// Needed when a finger grabs content that is already overscrolled (e.g. mid-bounce).
  /// x = b·d / (c·(d − b)); content at or beyond the viewport dimension is treated as
  /// `inverseLimit`·d, so the answer stays finite.
  public func rawOverscroll(forDamped damped: Double) -> Double {
    guard damped.isFinite else {
      return damped.isNaN ? 0 : rawOverscroll(forDamped: damped < 0 ? -dimension : dimension)
    }
    let b = min(abs(damped), dimension * Self.inverseLimit)
    let x = b * dimension / (coefficient * (dimension - b))
    return damped < 0 ? -x : x
  }

  /// The content offset for a raw (finger-following) offset, rubber-banded outside
  /// [minOffset, maxOffset] (points). ScrollMechanics `rubberBandClamp` over a range.
  public func offset(forRawOffset raw: Double, minOffset: Double, maxOffset: Double) -> Double {
    if raw < minOffset { return minOffset + dampedOverscroll(raw - minOffset) }
    if raw > maxOffset { return maxOffset + dampedOverscroll(raw - maxOffset) }
    return raw
  }

  /// The raw offset that `offset(forRawOffset:…)` maps to `offset` (points).
  public func rawOffset(forOffset offset: Double, minOffset: Double, maxOffset: Double) -> Double {
    if offset < minOffset { return minOffset + rawOverscroll(forDamped: offset - minOffset) }
    if offset > maxOffset { return maxOffset + rawOverscroll(forDamped: offset - maxOffset) }
    return offset
  }
}
