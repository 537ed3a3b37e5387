/// Flutter's resistance to dragging past an edge (`BouncingScrollPhysics`).
///
/// A drag delta is multiplied by frictionFactor(f) = k·(1 − f)², f = overscroll / viewport.
/// When the drag moves back toward the content the factor is taken at (overscroll − |delta|) —
/// less resistance — and any part of a delta beyond what returns the content in range is applied
/// 1:1. Mirrors Flutter `BouncingScrollPhysics.frictionFactor`, `applyPhysicsToUserOffset` and
/// `_applyFriction`.
public struct OverscrollFriction: Sendable, Hashable, Codable {
  /// Coefficient k: 0.52 for `ScrollDecelerationRate.normal`, 0.26 for `.fast` (unitless, > 0).
  public let coefficient: Double

  /// Mirrors the 0.52 in Flutter `BouncingScrollPhysics.frictionFactor`
  /// (`ScrollDecelerationRate.normal`).
  public static let flutterNormalCoefficient = 0.52
  /// Mirrors the 0.26 Flutter uses for `ScrollDecelerationRate.fast`.
  public static let flutterFastCoefficient = 0.26

  /// Creates the law; rejects a non-positive or non-finite coefficient.
  public init(coefficient: Double = OverscrollFriction.flutterNormalCoefficient) throws {
    try self.init(coefficient: coefficient, name: "coefficient")
  }

  init(coefficient: Double, name: String) throws {
    try PhysicsError.require(coefficient, name, positive: true)
    self.coefficient = coefficient
  }

  /// k·(1 − f)² for an overscroll fraction f of the viewport (f clamped to [0, 1]).
  public func frictionFactor(overscrollFraction f: Double) -> Double {
    let clamped = f.isNaN ? 0 : min(max(f, 0), 1)
    return coefficient * (1 - clamped) * (1 - clamped)
  }

  /// The scroll-offset change applied for a drag that asks for `delta` (points).
  ///
  /// `delta` and the result are in scroll-offset terms (positive scrolls into the content);
  /// `offset` is the current scroll offset and [minOffset, maxOffset] the range. Inside the range
  /// the delta passes through unchanged, as in Flutter.
  public func appliedDelta(
    _ delta: Double, offset: Double, minOffset: Double, maxOffset: Double, viewportDimension: Double
  ) -> Double {
    guard delta != 0, delta.isFinite, viewportDimension > 0 else {
      return delta.isFinite ? delta : 0
    }
    let pastStart = max(minOffset - offset, 0)
    let pastEnd = max(offset - maxOffset, 0)
    guard pastStart > 0 || pastEnd > 0 else { return delta }
    let overscroll = max(pastStart, pastEnd)
    let easing = (pastStart > 0 && delta > 0) || (pastEnd > 0 && delta < 0)
    let magnitude = abs(delta)
    let factor =
      easing
      ? frictionFactor(overscrollFraction: (overscroll - magnitude) / viewportDimension)
      : frictionFactor(overscrollFraction: overscroll / viewportDimension)
    let sign: Double = delta < 0 ? -1 : 1
    guard factor > 0 else { return 0 }
    // Flutter `_applyFriction`: resisted up to the edge, 1:1 beyond it.
    let deltaToLimit = overscroll / factor
    if magnitude < deltaToLimit { return sign * magnitude * factor }
    return sign * (overscroll + (magnitude - deltaToLimit))
  }
}
