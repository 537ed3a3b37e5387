import Foundation
import SandboxStage
import SandboxFormats

/// The human table and the JSON file of a bench run.
enum BenchReport {
  /// The table: figure, median, min–max, runs, target and whether it is met; notes below.
  static func table(_ figures: [BenchFigure], machine: BenchMachine) -> String {
    var rows: [[String]] = [["figure", "median", "min", "max", "unit", "runs", "target", "ok"]]
    for f in figures {
      rows.append([
        f.name, BenchFigure.format(f.median), BenchFigure.format(f.min),
        BenchFigure.format(f.max), f.unit, String(f.runs), f.target?.text ?? "",
        f.meetsTarget.map { $0 ? "yes" : "NO" } ?? "",
      ])
    }
    var widths = Array(repeating: 0, count: rows[0].count)
    for row in rows {
      for (i, cell) in row.enumerated() { widths[i] = Swift.max(widths[i], cell.count) }
    }
    var lines = [
      "header-sandbox bench — \(machine.cpuModel), \(machine.cores) cores, "
        + "\(machine.memoryMB) MB, \(machine.build) build, \(machine.date)",
      "",
    ]
    for (index, row) in rows.enumerated() {
      var cells: [String] = []
      for (i, cell) in row.enumerated() {
        let pad = String(repeating: " ", count: widths[i] - cell.count)
        cells.append(i == 0 || i == 4 ? cell + pad : pad + cell)
      }
      lines.append(cells.joined(separator: "  "))
      if index == 0 {
        lines.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
      }
    }
    let notes = figures.compactMap { f in f.note.map { "  \(f.name): \($0)" } }
    if !notes.isEmpty {
      lines.append("")
      lines.append("Notes:")
      lines += notes
    }
    return lines.joined(separator: "\n")
  }

  /// `{"machine": {...}, "figures": [{name, unit, median, min, max, runs, target,
  /// meetsTarget, note}]}` as pretty-printed JSON with a stable key order.
  static func json(_ figures: [BenchFigure], machine: BenchMachine) -> String {
    // The project's one JSON spelling: escapes and shortest round-tripping numbers.
    let string = JSONSerializer.quote
    let number = JSONSerializer.format
    var out = "{\n  \"machine\": {\n"
    out += "    \"cpuModel\": \(string(machine.cpuModel)),\n"
    out += "    \"cores\": \(machine.cores),\n"
    out += "    \"memoryMB\": \(machine.memoryMB),\n"
    out += "    \"swiftVersion\": \(string(machine.swiftVersion)),\n"
    out += "    \"build\": \(string(machine.build)),\n"
    out += "    \"date\": \(string(machine.date))\n  },\n  \"figures\": [\n"
    let items = figures.map { f -> String in
      var fields = [
        "\"name\": \(string(f.name))", "\"unit\": \(string(f.unit))",
        "\"median\": \(number(f.median))", "\"min\": \(number(f.min))",
        "\"max\": \(number(f.max))", "\"runs\": \(f.runs)",
      ]
      if let target = f.target {
        fields.append(
          "\"target\": {\"op\": \(string(target.comparison.rawValue)), "
            + "\"value\": \(number(target.value))}")
        fields.append("\"meetsTarget\": \(target.isMet(by: f.median))")
      }
      if let note = f.note { fields.append("\"note\": \(string(note))") }
      return "    {" + fields.joined(separator: ", ") + "}"
    }
    out += items.joined(separator: ",\n")
    out += "\n  ]\n}\n"
    return out
  }
}
