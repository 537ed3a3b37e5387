import Foundation

/// Round-number axis ticks (1, 2 or 5 times a power of ten), as plotting tools place them, for
/// the panel's graphs and the plots.
public enum AxisTicks {
  /// The tick step for `span` so that at most `maxCount` intervals fit: 1, 2 or 5 × 10ⁿ.
  public static func step(span: Double, maxCount: Int) -> Double {
    guard span.isFinite, span > 0, maxCount > 0 else { return 1 }
    let raw = span / Double(maxCount)
    let power = pow(10, floor(log10(raw)))
    for factor in [1.0, 2, 5, 10] where factor * power >= raw { return factor * power }
    return 10 * power
  }

  /// The multiples of `step(span:maxCount:)` inside `range`, ascending.
  public static func values(in range: ClosedRange<Double>, maxCount: Int) -> [Double] {
    let step = step(span: range.upperBound - range.lowerBound, maxCount: maxCount)
    var value = (range.lowerBound / step).rounded(.up) * step
    var result: [Double] = []
    while value <= range.upperBound + step * 1e-9 && result.count <= maxCount + 1 {
      // Snap float noise (0.30000000000000004) to the step's own decimals.
      result.append((value / step).rounded() * step)
      value += step
    }
    return result
  }

  /// A tick label with as many decimals as the step needs: `0.25`, `1.5`, `200`.
  public static func label(_ value: Double, step: Double) -> String {
    PanelField.format(value, step: step)
  }
}
