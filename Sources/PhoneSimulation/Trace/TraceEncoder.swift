/// Writes trace rows as CSV or JSONL bytes — the one place the row layout is spelled — without
/// going through `String(format:)`.
///
/// Why: formatting dominated `trace` (about 95 % of its time, 12 µs a row), which capped it near
/// 1300× real time at 60 fps. Printing the number as whole millionths is exact for the values a
/// trace holds (|x| < 10⁸ points); anything larger falls back to `TraceRow.format`. A test
/// compares both spellings byte for byte.
public enum TraceEncoder {
  /// Largest |value × 10⁶| printed by the integer path; beyond it `TraceRow.format` is used.
  static let integerPathLimit = 1e14

  private static let jsonKeys: [[UInt8]] = TraceRow.columns.enumerated().map { index, name in
    Array(((index == 0 ? "{\"" : ",\"") + name + "\":").utf8)
  }

  /// Appends the CSV line of `row` and a newline.
  public static func appendCSV(_ row: TraceRow, to bytes: inout [UInt8]) {
    appendFields(row, to: &bytes) { index, bytes in
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
    }
    bytes.append(0x0A)
  }

  /// Appends the JSON object of `row` on one line and a newline.
  public static func appendJSON(_ row: TraceRow, to bytes: inout [UInt8]) {
    appendFields(row, to: &bytes, quotePhase: true) { index, bytes in
      bytes.append(contentsOf: jsonKeys[index])
    }
    bytes.append(UInt8(ascii: "}"))
    bytes.append(0x0A)
  }

  private static func appendFields(
    _ row: TraceRow, to bytes: inout [UInt8], quotePhase: Bool = false,
    separator: (Int, inout [UInt8]) -> Void
  ) {
    separator(0, &bytes)
    appendInteger(Int64(row.frame), to: &bytes)
    // Field by field, without a temporary array per row (allocations were most of the cost).
    separator(1, &bytes)
    appendNumber(row.time, to: &bytes)
    separator(2, &bytes)
    appendNumber(row.scrollOffset, to: &bytes)
    separator(3, &bytes)
    appendNumber(row.scrollVelocity, to: &bytes)
    separator(4, &bytes)
    appendNumber(row.headerHeight, to: &bytes)
    separator(5, &bytes)
    appendNumber(row.headerTop, to: &bytes)
    separator(6, &bytes)
    appendNumber(row.shiftAccumulator, to: &bytes)
    separator(7, &bytes)
    appendNumber(row.statusBarShift, to: &bytes)
    separator(8, &bytes)
    if quotePhase { bytes.append(UInt8(ascii: "\"")) }
    bytes.append(contentsOf: row.phase.utf8)
    if quotePhase { bytes.append(UInt8(ascii: "\"")) }
    separator(9, &bytes)
    appendNumber(row.phasePercentage, to: &bytes)
    separator(10, &bytes)
    appendNumber(row.shadowOpacity, to: &bytes)
    separator(11, &bytes)
    bytes.append(row.wantsToBeHidden ? UInt8(ascii: "1") : UInt8(ascii: "0"))
    separator(12, &bytes)
    bytes.append(row.isTracking ? UInt8(ascii: "1") : UInt8(ascii: "0"))
    separator(13, &bytes)
    appendNumber(row.liftFraction, to: &bytes)
    separator(14, &bytes)
    appendNumber(row.scrimAlpha, to: &bytes)
    separator(15, &bytes)
    appendNumber(row.titleProgress, to: &bytes)
    separator(16, &bytes)
    appendNumber(row.parallaxOffset, to: &bytes)
    separator(17, &bytes)
    appendInteger(Int64(row.stretchTriggers), to: &bytes)
  }

  /// Appends `value` spelled as `TraceRow.format` spells it: six decimals, no `-0`.
  public static func appendNumber(_ value: Double, to bytes: inout [UInt8]) {
    guard value.isFinite else {
      bytes.append(contentsOf: TraceRow.format(value).utf8)
      return
    }
    let micros = (value * 1_000_000).rounded()
    guard abs(micros) < integerPathLimit else {
      bytes.append(contentsOf: TraceRow.format(value).utf8)
      return
    }
    var whole = Int64(micros)
    if whole < 0 {
      bytes.append(UInt8(ascii: "-"))
      whole = -whole
    }
    appendInteger(whole / 1_000_000, to: &bytes)
    bytes.append(UInt8(ascii: "."))
    // Six fraction digits, most significant first, appended one by one (no temporary array).
    let fraction = whole % 1_000_000
    var divisor: Int64 = 100_000
    while divisor > 0 {
      bytes.append(UInt8(ascii: "0") + UInt8(fraction / divisor % 10))
      divisor /= 10
    }
  }

  private static func appendInteger(_ value: Int64, to bytes: inout [UInt8]) {
    if value < 0 {
      bytes.append(UInt8(ascii: "-"))
      appendInteger(-value, to: &bytes)
      return
    }
    // Digits from the largest power of ten not above the value (at least one digit).
    var divisor: Int64 = 1
    while divisor <= value / 10 { divisor *= 10 }
    while divisor > 0 {
      bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
      divisor /= 10
    }
  }
}
