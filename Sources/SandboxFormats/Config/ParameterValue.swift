/// A parameter's value. Integers are stored as whole `number`s; choices and text as `string`.
public enum ParameterValue: Hashable, Sendable, CustomStringConvertible {
  /// A number or integer parameter's value.
  case number(Double)
  /// A bool parameter's value.
  case bool(Bool)
  /// A choice (one of its names) or text parameter's value.
  case string(String)
  /// A list of numbers: a Bézier parameter's `[x1, y1, x2, y2]`.
  case numbers([Double])

  /// The value as it appears in JSON.
  public var json: JSONValue {
    switch self {
    case .number(let value): return .number(value)
    case .bool(let value): return .bool(value)
    case .string(let value): return .string(value)
    case .numbers(let values): return .array(values.map { .number($0) })
    }
  }

  /// The value as `--set` and the docs print it: `56`, `0.998`, `true`, `hideable`,
  /// `[0, 0, 0.58, 1]`.
  public var description: String {
    switch self {
    case .number(let value): return JSONSerializer.format(value)
    case .bool(let value): return value ? "true" : "false"
    case .string(let value): return value
    case .numbers(let values):
      return "[" + values.map { JSONSerializer.format($0) }.joined(separator: ", ") + "]"
    }
  }
}
