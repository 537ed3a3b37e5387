/// A strict RFC 8259 JSON parser that reports line:column and JSON paths.
///
/// Written by hand rather than with Foundation's `JSONSerialization` because error messages must
/// name the position and the path, duplicate keys must be rejected, and object member order must
/// survive. It never traps on any byte input: recursion is bounded by `maximumDepth` and every
/// index is checked.
public struct JSONParser {
  /// Deepest nesting of arrays and objects accepted; deeper input is rejected, not recursed into.
  public static let defaultMaximumDepth = 64

  private let bytes: [UInt8]
  private let file: String
  private let maximumDepth: Int
  private var index = 0
  private var line = 1
  private var lineStart = 0
  /// Filled only when `recordsPositions`, so parsing for values alone stays as fast as before.
  private let recordsPositions: Bool
  private var positions = JSONPositions()

  private init(bytes: [UInt8], file: String, maximumDepth: Int, recordsPositions: Bool) {
    self.bytes = bytes
    self.file = file
    self.maximumDepth = maximumDepth
    self.recordsPositions = recordsPositions
  }

  /// Parses UTF-8 bytes; `file` is used only in error messages.
  public static func parse(
    _ bytes: [UInt8], file: String, maximumDepth: Int = defaultMaximumDepth
  ) throws(DataError) -> JSONValue {
    var parser = JSONParser(
      bytes: bytes, file: file, maximumDepth: maximumDepth, recordsPositions: false)
    return try parser.parseDocument()
  }

  /// Parses UTF-8 bytes keeping the line:column of every value; `file` is used only in error
  /// messages.
  public static func parseDocument(
    _ bytes: [UInt8], file: String, maximumDepth: Int = defaultMaximumDepth
  ) throws(DataError) -> JSONDocument {
    var parser = JSONParser(
      bytes: bytes, file: file, maximumDepth: maximumDepth, recordsPositions: true)
    let value = try parser.parseDocument()
    return JSONDocument(value: value, positions: parser.positions)
  }

  /// Parses text keeping the line:column of every value; `file` is used only in error messages.
  public static func parseDocument(
    _ text: String, file: String, maximumDepth: Int = defaultMaximumDepth
  ) throws(DataError) -> JSONDocument {
    try parseDocument(Array(text.utf8), file: file, maximumDepth: maximumDepth)
  }

  /// Parses text; `file` is used only in error messages.
  public static func parse(
    _ text: String, file: String, maximumDepth: Int = defaultMaximumDepth
  ) throws(DataError) -> JSONValue {
    try parse(Array(text.utf8), file: file, maximumDepth: maximumDepth)
  }

  // MARK: - Grammar

  private mutating func parseDocument() throws(DataError) -> JSONValue {
    // A UTF-8 byte-order mark is tolerated because some editors write one.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      index = 3
      lineStart = 3
    }
    skipWhitespace()
    record(.root, line: line, column: index - lineStart + 1)
    let value = try parseValue(path: .root, depth: 0)
    skipWhitespace()
    if index < bytes.count {
      throw error(expected: "end of input after the top-level value", found: describeHere())
    }
    return value
  }

  private mutating func parseValue(path: JSONPath, depth: Int) throws(DataError) -> JSONValue {
    guard index < bytes.count else {
      throw error(path: path, expected: "a JSON value", found: "end of input")
    }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject(path: path, depth: depth + 1)
    case UInt8(ascii: "["): return try parseArray(path: path, depth: depth + 1)
    case UInt8(ascii: "\""): return .string(try parseString(path: path))
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true), path: path)
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false), path: path)
    case UInt8(ascii: "n"): return try parseLiteral("null", .null, path: path)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return .number(try parseNumber(path: path))
    case UInt8(ascii: "N"), UInt8(ascii: "I"):
      throw error(path: path, expected: "a finite number", found: describeWord())
    default:
      throw error(path: path, expected: "a JSON value", found: describeHere())
    }
  }

  private mutating func parseObject(path: JSONPath, depth: Int) throws(DataError) -> JSONValue {
    try checkDepth(depth, path: path)
    index += 1  // {
    var members: [JSONMember] = []
    var seen: Set<String> = []
    skipWhitespace()
    if peek(UInt8(ascii: "}")) {
      index += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard peek(UInt8(ascii: "\"")) else {
        throw error(path: path, expected: "a member name in double quotes", found: describeHere())
      }
      let keyLine = line
      let keyColumn = index - lineStart + 1
      let key = try parseString(path: path)
      let memberPath = path.appending(key)
      if seen.contains(key) {
        throw DataError(
          file: file, path: memberPath.description, line: keyLine, column: keyColumn,
          expected: "each key once per object",
          found: "a duplicate key \(JSONSerializer.quote(key))"
        )
      }
      seen.insert(key)
      record(memberPath, line: keyLine, column: keyColumn)
      skipWhitespace()
      guard peek(UInt8(ascii: ":")) else {
        throw error(path: memberPath, expected: "':' after the member name", found: describeHere())
      }
      index += 1
      skipWhitespace()
      let value = try parseValue(path: memberPath, depth: depth)
      members.append(JSONMember(key, value))
      skipWhitespace()
      if peek(UInt8(ascii: ",")) {
        index += 1
        skipWhitespace()
        if peek(UInt8(ascii: "}")) {
          throw error(
            path: path, expected: "another member after ','", found: "a trailing comma before '}'")
        }
        continue
      }
      if peek(UInt8(ascii: "}")) {
        index += 1
        return .object(members)
      }
      throw error(path: path, expected: "',' or '}' in an object", found: describeHere())
    }
  }

  private mutating func parseArray(path: JSONPath, depth: Int) throws(DataError) -> JSONValue {
    try checkDepth(depth, path: path)
    index += 1  // [
    var elements: [JSONValue] = []
    skipWhitespace()
    if peek(UInt8(ascii: "]")) {
      index += 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      let elementPath = path.appending(elements.count)
      record(elementPath, line: line, column: index - lineStart + 1)
      let value = try parseValue(path: elementPath, depth: depth)
      elements.append(value)
      skipWhitespace()
      if peek(UInt8(ascii: ",")) {
        index += 1
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
          throw error(
            path: path, expected: "another element after ','", found: "a trailing comma before ']'")
        }
        continue
      }
      if peek(UInt8(ascii: "]")) {
        index += 1
        return .array(elements)
      }
      throw error(path: path, expected: "',' or ']' in an array", found: describeHere())
    }
  }

  private mutating func parseLiteral(
    _ word: String, _ value: JSONValue, path: JSONPath
  ) throws(DataError) -> JSONValue {
    let expected = Array(word.utf8)
    guard index + expected.count <= bytes.count,
      Array(bytes[index..<index + expected.count]) == expected
    else {
      throw error(path: path, expected: "a JSON value", found: describeWord())
    }
    index += expected.count
    return value
  }

  private mutating func parseNumber(path: JSONPath) throws(DataError) -> Double {
    let start = index
    let startColumn = index - lineStart + 1
    if peek(UInt8(ascii: "-")) { index += 1 }
    if peek(UInt8(ascii: "I")) {
      index = start
      throw error(path: path, expected: "a finite number", found: describeWord())
    }
    if peek(UInt8(ascii: "0")) {
      index += 1
      if peekDigit() {
        throw error(path: path, expected: "no leading zeros in a number", found: describeWord())
      }
    } else if peekDigit() {
      while peekDigit() { index += 1 }
    } else {
      throw error(path: path, expected: "a digit", found: describeHere())
    }
    if peek(UInt8(ascii: ".")) {
      index += 1
      guard peekDigit() else {
        throw error(path: path, expected: "a digit after '.'", found: describeHere())
      }
      while peekDigit() { index += 1 }
    }
    if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
      index += 1
      if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
      guard peekDigit() else {
        throw error(path: path, expected: "a digit in the exponent", found: describeHere())
      }
      while peekDigit() { index += 1 }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw DataError(
        file: file, path: path.description, line: line, column: startColumn,
        expected: "a finite number", found: text.count > 40 ? String(text.prefix(40)) + "…" : text)
    }
    return value
  }

  private mutating func parseString(path: JSONPath) throws(DataError) -> String {
    index += 1  // opening quote
    var utf8: [UInt8] = []
    while true {
      guard index < bytes.count else {
        throw error(path: path, expected: "a closing '\"'", found: "end of input")
      }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        index += 1
        return String(decoding: utf8, as: UTF8.self)
      }
      if byte < 0x20 {
        throw error(
          path: path, expected: "no control characters inside a string (use \\n, \\t)",
          found: "byte 0x\(String(byte, radix: 16))")
      }
      if byte == UInt8(ascii: "\\") {
        index += 1
        utf8.append(contentsOf: Array(String(try parseEscape(path: path)).utf8))
        continue
      }
      if byte >= 0x80 {
        let start = index
        try skipUTF8Sequence(path: path)
        utf8.append(contentsOf: bytes[start..<index])
        continue
      }
      utf8.append(byte)
      index += 1
    }
  }

  private mutating func parseEscape(path: JSONPath) throws(DataError) -> Unicode.Scalar {
    guard index < bytes.count else {
      throw error(path: path, expected: "an escape character", found: "end of input")
    }
    let byte = bytes[index]
    index += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let first = try parseHex4(path: path)
      if (0xD800...0xDBFF).contains(first) {
        guard peek(UInt8(ascii: "\\")), index + 1 < bytes.count,
          bytes[index + 1] == UInt8(ascii: "u")
        else {
          throw error(
            path: path, expected: "a low surrogate \\uDC00–\\uDFFF", found: describeHere())
        }
        index += 2
        let second = try parseHex4(path: path)
        guard (0xDC00...0xDFFF).contains(second) else {
          throw error(
            path: path, expected: "a low surrogate \\uDC00–\\uDFFF",
            found: "\\u\(String(second, radix: 16))")
        }
        let combined = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
        return Unicode.Scalar(combined) ?? "\u{FFFD}"
      }
      guard let scalar = Unicode.Scalar(first) else {
        throw error(
          path: path, expected: "a valid \\u escape",
          found: "a lone surrogate \\u\(String(first, radix: 16))")
      }
      return scalar
    default:
      index -= 1
      throw error(
        path: path, expected: "one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u", found: describeHere())
    }
  }

  private mutating func parseHex4(path: JSONPath) throws(DataError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count, let digit = hexValue(bytes[index]) else {
        throw error(path: path, expected: "four hex digits after \\u", found: describeHere())
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  private func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
    default: return nil
    }
  }

  /// Checks one UTF-8 sequence (RFC 3629: no overlongs, no surrogates, ≤ U+10FFFF) and steps over it.
  private mutating func skipUTF8Sequence(path: JSONPath) throws(DataError) {
    let lead = bytes[index]
    let length: Int
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      low = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      high = 0x9F
    case 0xF0:
      length = 4
      low = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      high = 0x8F
    default:
      throw error(path: path, expected: "UTF-8 text", found: "byte 0x\(String(lead, radix: 16))")
    }
    for offset in 1..<length {
      let position = index + offset
      let limitLow = offset == 1 ? low : 0x80
      let limitHigh = offset == 1 ? high : 0xBF
      guard position < bytes.count, (limitLow...limitHigh).contains(bytes[position]) else {
        throw error(path: path, expected: "UTF-8 text", found: "a malformed UTF-8 sequence")
      }
    }
    index += length
  }

  // MARK: - Helpers

  private mutating func record(_ path: JSONPath, line: Int, column: Int) {
    if recordsPositions { positions.record(path, line: line, column: column) }
  }

  private mutating func checkDepth(_ depth: Int, path: JSONPath) throws(DataError) {
    if depth > maximumDepth {
      throw error(
        path: path, expected: "at most \(maximumDepth) levels of nesting",
        found: "deeper nesting")
    }
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        index += 1
      case UInt8(ascii: "\n"):
        index += 1
        line += 1
        lineStart = index
      default:
        return
      }
    }
  }

  private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

  private func peekDigit() -> Bool {
    index < bytes.count && bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9")
  }

  private func describeHere() -> String {
    guard index < bytes.count else { return "end of input" }
    let byte = bytes[index]
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    if byte == 0x20 { return "a space" }
    if byte == 0x0A { return "a line break" }
    return "byte 0x\(String(byte, radix: 16))"
  }

  /// The run of letters, digits and sign characters at the current position, for messages like
  /// `found NaN`.
  private func describeWord() -> String {
    var end = index
    while end < bytes.count, end - index < 40 {
      let byte = bytes[end]
      let isWordByte =
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
        || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
      guard isWordByte else { break }
      end += 1
    }
    if end == index { return describeHere() }
    return String(decoding: bytes[index..<end], as: UTF8.self)
  }

  private func error(path: JSONPath = .root, expected: String, found: String) -> DataError {
    DataError(
      file: file, path: path.description, line: line, column: index - lineStart + 1,
      expected: expected, found: found)
  }
}
