/// One measured figure of `header-sandbox bench`: repeated runs summarised by median, min and
/// max, with an optional target. The names are a JSON/README contract.
struct BenchFigure: Sendable {
  /// A target a figure is compared against.
  struct Target: Sendable, Equatable {
    enum Comparison: String, Sendable {
      case below = "<"
      case atMost = "<="
      case above = ">"
      case equal = "=="
    }
    var comparison: Comparison
    var value: Double

    /// Whether `measured` (the median) meets the target.
    func isMet(by measured: Double) -> Bool {
      switch comparison {
      case .below: return measured < value
      case .atMost: return measured <= value
      case .above: return measured > value
      case .equal: return measured == value
      }
    }

    /// "< 100", "≤ 2" … for the table.
    var text: String {
      let symbol: String
      switch comparison {
      case .below: symbol = "<"
      case .atMost: symbol = "≤"
      case .above: symbol = ">"
      case .equal: symbol = "="
      }
      return "\(symbol) \(BenchFigure.format(value))"
    }
  }

  var name: String
  var unit: String
  /// One value per timed run (warm-up runs excluded).
  var samples: [Double]
  var target: Target?
  /// A short remark printed under the table and stored in the JSON (how it was measured).
  var note: String?

  init(
    _ name: String, unit: String, samples: [Double], target: Target? = nil, note: String? = nil
  ) {
    self.name = name
    self.unit = unit
    self.samples = samples.isEmpty ? [0] : samples
    self.target = target
    self.note = note
  }

  var median: Double { BenchStatistics.median(samples) }
  var min: Double { samples.min() ?? 0 }
  var max: Double { samples.max() ?? 0 }
  var runs: Int { samples.count }
  var meetsTarget: Bool? { target.map { $0.isMet(by: median) } }

  /// A figure derived from two others run by run (e.g. a ratio): median/min/max of the
  /// quotients of paired runs, so a ratio's spread shows real run-to-run spread.
  static func ratio(
    _ name: String, _ numerator: BenchFigure, _ denominator: BenchFigure, target: Target?,
    note: String? = nil
  ) -> BenchFigure {
    let n = Swift.min(numerator.samples.count, denominator.samples.count)
    var samples: [Double] = []
    for i in 0..<n where denominator.samples[i] > 0 {
      samples.append(numerator.samples[i] / denominator.samples[i])
    }
    if samples.isEmpty { samples = [0] }
    return BenchFigure(name, unit: "×", samples: samples, target: target, note: note)
  }

  /// Numbers for the table: 3 significant digits, no exponent for everyday magnitudes.
  static func format(_ value: Double) -> String {
    guard value.isFinite else { return "–" }
    let magnitude = Swift.abs(value)
    if magnitude == 0 { return "0" }
    if magnitude >= 100 { return String(Int(value.rounded())) }
    let decimals = magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3
    return fixed(value, decimals)
  }

  static func fixed(_ value: Double, _ decimals: Int) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = String(rounded)
    if let dot = text.firstIndex(of: ".") {
      let fraction = text[text.index(after: dot)...].count
      if fraction < decimals { text += String(repeating: "0", count: decimals - fraction) }
      if decimals == 0 { text = String(text[..<dot]) }
    }
    return text
  }
}

extension BenchFigure.Target {
  static func below(_ value: Double) -> Self { .init(comparison: .below, value: value) }
  static func atMost(_ value: Double) -> Self { .init(comparison: .atMost, value: value) }
  static func above(_ value: Double) -> Self { .init(comparison: .above, value: value) }
  static func equal(_ value: Double) -> Self { .init(comparison: .equal, value: value) }
}
