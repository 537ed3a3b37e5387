import MotionMeasure
import PhoneSimulation
import SandboxStage

/// Spells `measure` rows as CSV or JSONL with `trace`'s number spelling (six decimals, no `-0`),
/// so a measurement and a trace diff and plot alike. A `headerBottom` that could not be seen is
/// an empty CSV cell and a JSON `null`: unknown, never 0.
enum MeasureEncoder {
  /// The CSV header line.
  static var header: String { MeasureRow.columns.joined(separator: ",") }

  /// Appends one row and a newline.
  static func append(_ row: MeasureRow, csv: Bool, to bytes: inout [UInt8]) {
    let values = [row.time, row.scrollOffset, row.scrollVelocity, row.headerBottom, row.confidence]
    if !csv { bytes.append(UInt8(ascii: "{")) }
    for (index, value) in values.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      if !csv { bytes.append(contentsOf: Array("\"\(MeasureRow.columns[index])\":".utf8)) }
      if let value {
        TraceEncoder.appendNumber(value, to: &bytes)
      } else if !csv {
        bytes.append(contentsOf: Array("null".utf8))
      }
    }
    if !csv { bytes.append(UInt8(ascii: "}")) }
    bytes.append(0x0A)
  }

  /// The whole output.
  static func encode(_ rows: [MeasureRow], csv: Bool) -> [UInt8] {
    var bytes: [UInt8] = []
    if csv { bytes.append(contentsOf: Array((header + "\n").utf8)) }
    for row in rows { append(row, csv: csv, to: &bytes) }
    return bytes
  }
}
