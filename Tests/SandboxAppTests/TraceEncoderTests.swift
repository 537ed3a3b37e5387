import PhoneSimulation
import SandboxStage
import TestSupport
import Testing

@testable import SandboxApp

@Suite struct TraceEncoderTests {
  static let edgeValues: [Double] = [
    0, -0.0, 1, -1, 0.0000005, -0.0000005, 0.0000004999, -0.0000004, 0.0000015, 2.5e-7,
    123.4567895, -76, 196, 1974.752083, 99_999_999.999_999, 1e8, -3e9, 1e12, 1e300,
    .nan, .infinity, -.infinity, .ulpOfOne, 1.0 / 3, -2.0 / 3, 0.1 + 0.2,
  ]

  @Test(arguments: edgeValues)
  func numbersMatchTraceRowFormat(_ value: Double) {
    var bytes: [UInt8] = []
    TraceEncoder.appendNumber(value, to: &bytes)
    #expect(String(decoding: bytes, as: UTF8.self) == TraceRow.format(value))
  }

  @Test func randomNumbersMatchTraceRowFormat() {
    var random = SplitMix64(seed: 42)
    for _ in 0..<20_000 {
      let magnitude = Double.random(in: -7...9, using: &random)
      let sign: Double = Bool.random(using: &random) ? -1 : 1
      var value = sign * Double.random(in: 1...10, using: &random) * pow10(magnitude)
      // Values near a tie at the sixth decimal are where two spellings could disagree.
      if Bool.random(using: &random) { value = (value * 1e6).rounded(.down) / 1e6 + 5e-7 }
      var bytes: [UInt8] = []
      TraceEncoder.appendNumber(value, to: &bytes)
      let fast = String(decoding: bytes, as: UTF8.self)
      #expect(fast == TraceRow.format(value), "\(value)")
      if fast != TraceRow.format(value) { return }
    }
  }

  @Test func linesMatchTraceRowCSVAndJSON() {
    let rows = [
      TraceRow(
        frame: 0, time: 0, scrollOffset: 0, scrollVelocity: -0.0, headerHeight: 196,
        headerTop: 0, shiftAccumulator: 0, statusBarShift: 0, phase: "overExtending",
        phasePercentage: 1, shadowOpacity: 0, wantsToBeHidden: false, isTracking: false),
      TraceRow(
        frame: 12_345, time: 205.75, scrollOffset: -12.3456789, scrollVelocity: 4321.000_000_4,
        headerHeight: 76, headerTop: -76, shiftAccumulator: 251, statusBarShift: 20,
        phase: "shifting", phasePercentage: 0.5, shadowOpacity: 0.4, wantsToBeHidden: true,
        isTracking: true),
    ]
    for row in rows {
      var csv: [UInt8] = []
      TraceEncoder.appendCSV(row, to: &csv)
      #expect(String(decoding: csv, as: UTF8.self) == row.csvLine + "\n")
      var json: [UInt8] = []
      TraceEncoder.appendJSON(row, to: &json)
      #expect(String(decoding: json, as: UTF8.self) == row.jsonLine + "\n")
    }
  }

  private func pow10(_ exponent: Double) -> Double {
    var result = 1.0
    let whole = Int(exponent.rounded(.down))
    for _ in 0..<abs(whole) { result = whole < 0 ? result / 10 : result * 10 }
    return result
  }
}
