/// Two cubic Béziers joined at a midpoint: Flutter's `ThreePointCubic` (curves.dart), which
/// Flutter uses to fit native iOS transitions more closely than one Bézier can.
///
/// The first segment runs from (0, 0) to `midpoint` with control points `a1`, `b1`, the second
/// from `midpoint` to (1, 1) with `a2`, `b2`; each is a unit Bézier scaled into its box.
public struct ThreePointCubic: Sendable, Hashable {
  private let midpointX: Double
  private let midpointY: Double
  private let first: CubicBezier
  private let second: CubicBezier

  /// Creates the curve from Flutter's five points (each an (x, y) pair).
  init(
    a1: (Double, Double), b1: (Double, Double), midpoint: (Double, Double),
    a2: (Double, Double), b2: (Double, Double)
  ) {
    midpointX = midpoint.0
    midpointY = midpoint.1
    let w1 = midpoint.0
    let h1 = midpoint.1
    first = CubicBezier(unchecked: a1.0 / w1, a1.1 / h1, b1.0 / w1, b1.1 / h1)
    let w2 = 1 - midpoint.0
    let h2 = 1 - midpoint.1
    second = CubicBezier(
      unchecked: (a2.0 - midpoint.0) / w2, (a2.1 - midpoint.1) / h2,
      (b2.0 - midpoint.0) / w2, (b2.1 - midpoint.1) / h2)
  }

  /// The curve's value at `t` in [0, 1] (clamped).
  public func value(at t: Double) -> Double {
    let x = t.isNaN ? 0 : min(max(t, 0), 1)
    if x < midpointX {
      return first.value(at: x / midpointX) * midpointY
    }
    return second.value(at: (x - midpointX) / (1 - midpointX)) * (1 - midpointY) + midpointY
  }

  /// Flutter `Curves.fastEaseInToSlowEaseOut`, fitted by the Flutter team to frames of a native
  /// iOS 16.3 transition (flutter/flutter packages/flutter/lib/src/animation/curves.dart); the
  /// Cupertino navigation bar snaps its large title with it.
  public static let fastEaseInToSlowEaseOut = ThreePointCubic(
    a1: (0.056, 0.024), b1: (0.108, 0.3085), midpoint: (0.198, 0.541),
    a2: (0.3655, 1.0), b2: (0.5465, 0.989))
}
