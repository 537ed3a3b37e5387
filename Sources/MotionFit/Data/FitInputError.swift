/// What is wrong with a fit's input; the app adds the file name and exit code 65.
public enum FitInputError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Required columns are absent.
  case missingColumns([String], found: [String])
  /// A row cannot be read.
  case badRow(line: Int, reason: String)
  /// Too few rows to fit anything.
  case tooFewSamples(found: Int)
  /// A column does not move enough to tell parameters apart.
  case flat(column: String, range: Double)

  public var description: String {
    switch self {
    case .missingColumns(let names, let found):
      return "expected the column\(names.count == 1 ? "" : "s") \(names.joined(separator: ", ")), "
        + "found \(found.isEmpty ? "no header line" : found.joined(separator: ","))"
    case .badRow(let line, let reason): return "line \(line): \(reason)"
    case .tooFewSamples(let found):
      return "expected at least \(SeriesTableParser.minimumSamples) rows, found \(found)"
    case .flat(let column, let range):
      return
        "expected motion to fit, found \(column) flat (it moves \(formatPoints(range)) pt in all)"
    }
  }
}

func formatPoints(_ value: Double) -> String {
  let rounded = (value * 100).rounded() / 100
  return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}
