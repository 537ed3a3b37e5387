import Foundation
import PhoneSimulation

/// Reads the rows of a measurement: `trace` CSV or JSONL, `measure` CSV or JSONL, or a device log
/// with the same column names (`time`, `scrollOffset`, optional `headerBottom`; other columns are
/// ignored). Text in, series out: the app reads the file.
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

  /// Columns by name, one value per row (NaN where a row lacks it).
  struct Table {
    var names: [String]
    var rows: [[Double]]
    var lines: [Int]
  }

  private static func csv(_ lines: [String]) throws(FitInputError) -> Table {
    let names = lines[0].split(separator: ",", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }
    var rows: [[Double]] = []
    var numbers: [Int] = []
    for (index, line) in lines.dropFirst().enumerated() {
      let cells = line.split(separator: ",", omittingEmptySubsequences: false)
      rows.append(
        names.indices.map { i in
          i < cells.count ? cellValue(cells[i].trimmingCharacters(in: .whitespaces)) : .nan
        })
      numbers.append(index + 2)
    }
    return Table(names: names, rows: rows, lines: numbers)
  }

  private static func cellValue(_ text: String) -> Double {
    switch text {
    case "true": return 1
    case "false": return 0
    default: return Double(text) ?? .nan
    }
  }

  private static func jsonLines(_ lines: [String]) throws(FitInputError) -> Table {
    var names: [String] = []
    var objects: [[String: Double]] = []
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
        default: break
        }
      }
      objects.append(object)
      numbers.append(index + 1)
    }
    let rows = objects.map { object in names.map { object[$0] ?? .nan } }
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
    var header: [Double] = []
    for (row, line) in zip(table.rows, table.lines) {
      let t = row[timeIndex]
      let y = row[offsetIndex]
      guard t.isFinite else { throw .badRow(line: line, reason: "time is not a number") }
      guard y.isFinite else { throw .badRow(line: line, reason: "scrollOffset is not a number") }
      if let last = time.last, t <= last {
        throw .badRow(line: line, reason: "time \(t) does not follow \(last)")
      }
      time.append(t)
      offset.append(y / scale)
      if let (a, b) = bottom {
        let value = row[a] + (b.map { row[$0] } ?? 0)
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
