/// A parsed JSON value. Objects keep their members in document order so that files written by
/// people round-trip in the order they wrote them.
public enum JSONValue: Hashable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// Always finite: the parser rejects NaN, Infinity and numbers that overflow a Double.
  case number(Double)
  /// A string, escapes decoded.
  case string(String)
  /// Elements in order.
  case array([JSONValue])
  /// Members in document order; keys are unique (the parser rejects duplicates).
  case object([JSONMember])

  /// The value of the member named `key`, if this is an object that has one.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// A short phrase for error messages: strings quoted, numbers printed, containers by kind.
  public var summary: String {
    switch self {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number(let value): return JSONSerializer.format(value)
    case .string(let value):
      let clipped = value.count > 40 ? String(value.prefix(40)) + "…" : value
      return JSONSerializer.quote(clipped)
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}

/// One `"key": value` member of a JSON object.
public struct JSONMember: Hashable, Sendable {
  /// The member name.
  public var key: String
  /// The member value.
  public var value: JSONValue

  /// Creates a member.
  public init(_ key: String, _ value: JSONValue) {
    self.key = key
    self.value = value
  }
}
