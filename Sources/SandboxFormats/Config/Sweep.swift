/// `render --sweep KEY=A:B:STEP` or `--sweep KEY=v1,v2,…`: one parameter's values for a contact
/// sheet, one cell per value (two sweeps make a grid of every pair).
public struct Sweep: Hashable, Sendable {
  /// At most two swept keys: a grid has two axes.
  public static let maximumKeys = 2
  /// At most 36 cells: a 6 × 6 sheet still reads at a glance.
  public static let maximumCells = 36

  /// The registry key.
  public var key: String
  /// The values in order, each valid for the key.
  public var values: [ParameterValue]

  /// Creates a sweep (no validation; `parse` validates).
  public init(key: String, values: [ParameterValue]) {
    self.key = key
    self.values = values
  }

  /// Parses one `--sweep` argument; problems are usage errors (exit 64) naming `--sweep`, the
  /// key and what was expected. A range whose count exceeds `maximumCells` is refused with the
  /// count before any value is made.
  public static func parse(_ argument: String) throws(DataError) -> Sweep {
    guard let equals = argument.firstIndex(of: "=") else {
      throw usage(
        "", expected: "KEY=A:B:STEP or KEY=v1,v2,… (e.g. header.minimumHeight=56:96:8)",
        found: "\"\(argument)\"")
    }
    let key = String(argument[..<equals])
    let text = String(argument[argument.index(after: equals)...])
    guard let parameter = ParameterRegistry.parameter(key) else {
      throw usage(
        key, expected: ParameterRegistry.unknownKeyExpectation(key), found: "an unknown key")
    }
    let texts: [String]
    if text.contains(":") {
      texts = try rangeTexts(text, key: key, parameter: parameter)
    } else {
      texts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }
    guard texts.count <= maximumCells else {
      throw usage(key, expected: "at most \(maximumCells) values", found: "\(texts.count)")
    }
    var values: [ParameterValue] = []
    for item in texts {
      guard let value = parameter.value(fromText: item) else {
        throw usage(key, expected: parameter.expectedPhrase, found: "\"\(item)\"")
      }
      if let expected = parameter.violation(of: value) {
        throw usage(key, expected: expected, found: item.isEmpty ? "an empty value" : item)
      }
      values.append(value)
    }
    return Sweep(key: key, values: values)
  }

  /// `A:B:STEP` as the values' texts, A first, B last when a whole number of steps reaches it.
  private static func rangeTexts(
    _ text: String, key: String, parameter: Parameter
  ) throws(DataError) -> [String] {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    switch parameter.kind {
    case .number, .integer: break
    default:
      throw usage(
        key, expected: "a list v1,v2,… (A:B:STEP needs a numeric parameter)",
        found: "\"\(text)\"")
    }
    guard parts.count == 3, let from = Double(parts[0]), let to = Double(parts[1]),
      let step = Double(parts[2]), from.isFinite, to.isFinite, step.isFinite, step > 0, from <= to
    else {
      throw usage(
        key, expected: "A:B:STEP with A ≤ B and STEP > 0 (e.g. 56:96:8)", found: "\"\(text)\"")
    }
    let count = Int(((to - from) / step + 1e-9).rounded(.down)) + 1
    guard count <= maximumCells else {
      throw usage(key, expected: "at most \(maximumCells) values", found: "\(count)")
    }
    return (0..<count).map { index in
      // Rounded to 1e-9 so 0.1 steps print as 0.3, not 0.30000000000000004.
      JSONSerializer.format(((from + Double(index) * step) * 1e9).rounded() / 1e9)
    }
  }

  /// Every cell's assignments, row by row: the first sweep varies along a row, the second down
  /// the columns. Usage error when there are more than two sweeps or 36 cells.
  public static func cells(_ sweeps: [Sweep]) throws(DataError) -> [[ConfigLayer.Entry]] {
    guard sweeps.count <= maximumKeys else {
      throw usage(
        "", expected: "at most \(maximumKeys) swept keys", found: "\(sweeps.count)")
    }
    let count = sweeps.reduce(1) { $0 * $1.values.count }
    guard count <= maximumCells else {
      throw usage(
        "", expected: "at most \(maximumCells) cells",
        found: "\(count) (" + sweeps.map { "\($0.values.count)" }.joined(separator: " × ") + ")")
    }
    var cells: [[ConfigLayer.Entry]] = [[]]
    for sweep in sweeps.reversed() {
      cells = cells.flatMap { prefix in
        sweep.values.map { [ConfigLayer.Entry(key: sweep.key, value: $0)] + prefix }
      }
    }
    // Built with the last sweep outermost: rows follow the second key, columns the first.
    return cells
  }

  private static func usage(_ key: String, expected: String, found: String) -> DataError {
    DataError(kind: .usage, file: "--sweep", path: key, expected: expected, found: found)
  }
}
