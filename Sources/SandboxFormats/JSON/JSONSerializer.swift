/// Writes `JSONValue`s as stable, pretty, 2-space-indented text.
///
/// Object members are written in their stored order, so output is byte-for-byte reproducible for
/// the same value; numbers that are whole print without a fraction (`56`, not `56.0`).
public enum JSONSerializer {
  /// Pretty text ending in a newline; empty containers print as `{}` / `[]`.
  public static func serialize(_ value: JSONValue) -> String {
    var out = ""
    write(value, indent: 0, into: &out)
    out += "\n"
    return out
  }

  /// Single-line text with `", "` / `": "` separators, for event lines in scripts.
  public static func serializeCompact(_ value: JSONValue) -> String {
    switch value {
    case .array(let elements):
      return "[" + elements.map(serializeCompact).joined(separator: ", ") + "]"
    case .object(let members):
      let body = members.map { quote($0.key) + ": " + serializeCompact($0.value) }
      return "{" + body.joined(separator: ", ") + "}"
    default:
      return scalarText(value)
    }
  }

  /// Shortest text that reads back as the same Double; whole numbers without `.0`.
  public static func format(_ number: Double) -> String {
    guard number.isFinite else { return "null" }
    if number == number.rounded(), abs(number) < 1e15 {
      return String(Int64(number))
    }
    return "\(number)"
  }

  /// A JSON string literal with the mandatory escapes.
  public static func quote(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  /// Scripts put each event on one line inside an otherwise pretty document; this writes such a
  /// document: containers nested pretty, except values for which `isCompact` says true.
  static func serialize(_ value: JSONValue, compactWhen isCompact: (JSONPath) -> Bool) -> String {
    var out = ""
    write(value, indent: 0, path: .root, compactWhen: isCompact, into: &out)
    out += "\n"
    return out
  }

  private static func scalarText(_ value: JSONValue) -> String {
    switch value {
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let number): return format(number)
    case .string(let text): return quote(text)
    case .array, .object: return serializeCompact(value)
    }
  }

  private static func write(_ value: JSONValue, indent: Int, into out: inout String) {
    write(value, indent: indent, path: .root, compactWhen: { _ in false }, into: &out)
  }

  private static func write(
    _ value: JSONValue, indent: Int, path: JSONPath, compactWhen isCompact: (JSONPath) -> Bool,
    into out: inout String
  ) {
    if isCompact(path) {
      out += serializeCompact(value)
      return
    }
    let inner = String(repeating: " ", count: indent + 2)
    switch value {
    case .array(let elements) where !elements.isEmpty:
      out += "[\n"
      for (offset, element) in elements.enumerated() {
        out += inner
        write(
          element, indent: indent + 2, path: path.appending(offset), compactWhen: isCompact,
          into: &out)
        out += offset == elements.count - 1 ? "\n" : ",\n"
      }
      out += String(repeating: " ", count: indent) + "]"
    case .object(let members) where !members.isEmpty:
      out += "{\n"
      for (offset, member) in members.enumerated() {
        out += inner + quote(member.key) + ": "
        write(
          member.value, indent: indent + 2, path: path.appending(member.key),
          compactWhen: isCompact, into: &out)
        out += offset == members.count - 1 ? "\n" : ",\n"
      }
      out += String(repeating: " ", count: indent) + "}"
    default:
      out += scalarText(value)
    }
  }
}
