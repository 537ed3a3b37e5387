import Foundation
import PhoneSimulation
import SandboxFormats

/// Reads the rows of a measurement: `trace` CSV or JSONL, `measure` CSV or JSONL, or a device log
/// with the same column names (`time`, `scrollOffset`, optional `headerBottom`; other columns are
/// ignored). Text in, series out: the app reads the file. An empty `headerBottom` cell (a JSON
/// `null`, or a line without the key) is a row where the header's edge was not seen.
public enum SeriesTableParser {
  /// The columns a fit needs.
  public static let requiredColumns = ["time", "scrollOffset"]

  /// Parses `text` (CSV with a header line, or one JSON object per line). Values are divided by
  /// `scale` (pixels per point; 1 for points). A trace's `headerBottom` is `headerTop +
  /// headerHeight` when it has no column of that name.
  public static func parse(_ text: String, scale: Double = 1) throws(FitInputError)
    -> MeasuredSeries
  {
    let lines = text.split(whereSeparator: \.isNewline).map(String.init)
      .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty && !$0.hasPrefix("#") }
    guard let first = lines.first else { throw .tooFewSamples(found: 0) }
    let table =
      first.trimmingCharacters(in: .whitespaces).hasPrefix("{")
      ? try jsonLines(lines) : try csv(lines)
    return try series(table, scale: scale)
  }

  /// Columns by name, one value per row: nil where a row leaves it empty (or lacks it), NaN
  /// where it is not a number.
  struct Table {
    var names: [String]
    var rows: [[Double?]]
    var lines: [Int]
  }

  private static func csv(_ lines: [String]) throws(FitInputError) -> Table {
    let names = lines[0].split(separator: ",", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }
    var rows: [[Double?]] = []
    var numbers: [Int] = []
    for (index, line) in lines.dropFirst().enumerated() {
      let cells = line.split(separator: ",", omittingEmptySubsequences: false)
      rows.append(
        names.indices.map { i in
          i < cells.count ? cellValue(cells[i].trimmingCharacters(in: .whitespaces)) : nil
        })
      numbers.append(index + 2)
    }
    return Table(names: names, rows: rows, lines: numbers)
  }

  private static func cellValue(_ text: String) -> Double? {
    switch text {
    case "": return nil
    case "true": return 1
    case "false": return 0
    default: return Double(text) ?? .nan
    }
  }

  private static func jsonLines(_ lines: [String]) throws(FitInputError) -> Table {
    var names: [String] = []
    var objects: [[String: Double]] = []  // a key that is null or absent has no entry
    var numbers: [Int] = []
    for (index, line) in lines.enumerated() {
      guard case .object(let members) = try? JSONParser.parse(line, file: "input") else {
        throw .badRow(line: index + 1, reason: "expected one JSON object per line")
      }
      var object: [String: Double] = [:]
      for member in members {
        if !names.contains(member.key) { names.append(member.key) }
        switch member.value {
        case .number(let value): object[member.key] = value
        case .bool(let value): object[member.key] = value ? 1 : 0
        case .null: break
        default: object[member.key] = .nan
        }
      }
      objects.append(object)
      numbers.append(index + 1)
    }
    let rows = objects.map { object in names.map { object[$0] } }
    return Table(names: names, rows: rows, lines: numbers)
  }

  private static func series(_ table: Table, scale: Double) throws(FitInputError) -> MeasuredSeries
  {
    func column(_ name: String) -> Int? { table.names.firstIndex(of: name) }
    let missing = requiredColumns.filter { column($0) == nil }
    if !missing.isEmpty { throw .missingColumns(missing, found: table.names) }
    let timeIndex = column("time")!
    let offsetIndex = column("scrollOffset")!
    let bottom: (Int, Int?)? =
      column("headerBottom").map { ($0, nil) }
      ?? column("headerTop").flatMap { top in column("headerHeight").map { (top, $0) } }
    var time: [Double] = []
    var offset: [Double] = []
    var header: [Double?] = []
    for (row, line) in zip(table.rows, table.lines) {
      guard let t = row[timeIndex], t.isFinite else {
        throw .badRow(line: line, reason: "time is not a number")
      }
      guard let y = row[offsetIndex], y.isFinite else {
        throw .badRow(line: line, reason: "scrollOffset is not a number")
      }
      if let last = time.last, t <= last {
        throw .badRow(line: line, reason: "time \(t) does not follow \(last)")
      }
      time.append(t)
      offset.append(y / scale)
      if let (a, b) = bottom {
        // An empty `headerBottom` is an edge not seen; a trace's top and height are always there.
        let parts = [row[a]] + (b.map { [row[$0]] } ?? [])
        if b == nil && parts[0] == nil {
          header.append(nil)
          continue
        }
        let value = parts.reduce(0.0) { $0 + ($1 ?? .nan) }
        guard value.isFinite else {
          throw .badRow(line: line, reason: "headerBottom is not a number")
        }
        header.append(value / scale)
      }
    }
    guard time.count >= minimumSamples else { throw .tooFewSamples(found: time.count) }
    return MeasuredSeries(
      time: time, scrollOffset: offset, headerBottom: bottom == nil ? nil : header)
  }

  /// Fewest samples a fit accepts (a third of a second at 60 fps).
  public static let minimumSamples = 20
}
