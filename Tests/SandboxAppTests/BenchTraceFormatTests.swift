import Foundation
import SandboxCore
import Testing

/// `trace` rows are formatted without `String(format:)` for speed (see `bench`'s
/// `trace.speedup`); the text must stay exactly what `%.6f` of the rounded value printed.
@Suite struct BenchTraceFormatTests {
  /// The formatting `TraceRow.format` replaced, as the reference.
  func reference(_ value: Double) -> String {
    guard value.isFinite else { return "0.000000" }
    let rounded = (value * 1_000_000).rounded() / 1_000_000
    return String(format: "%.6f", rounded == 0 ? 0 : rounded)
  }

  @Test func matchesPrintfOnEdgeCases() {
    let values: [Double] = [
      0, -0.0, 1, -1, 0.5, 0.0000005, -0.0000005, 0.0000004, -0.0000004, 0.1, 0.7, 1.0000005,
      123.4567895, -987.6543215, 176, 56.000001, 1e-7, -1e-7, 999_999.9999995, 4e9 - 0.5,
      4e9 + 0.5, 1e12, -1e12, .infinity, -.infinity, .nan, .greatestFiniteMagnitude,
    ]
    for value in values {
      #expect(TraceRow.format(value) == reference(value), "value \(value)")
    }
  }

  @Test func matchesPrintfOnRandomValuesOfEveryMagnitude() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<50_000 {
      let exponent = Double.random(in: -8...10, using: &generator)
      let sign: Double = Bool.random(using: &generator) ? 1 : -1
      let value = sign * Foundation.pow(10, exponent) * Double.random(in: 1..<10, using: &generator)
      #expect(TraceRow.format(value) == reference(value), "value \(value)")
    }
  }

  @Test func matchesPrintfOnHalfMillionths() {
    // Values that sit on a rounding boundary of the sixth decimal.
    for k in stride(from: -2_000_000, through: 2_000_000, by: 7919) {
      let value = (Double(k) + 0.5) / 1_000_000
      #expect(TraceRow.format(value) == reference(value), "value \(value)")
    }
  }
}
