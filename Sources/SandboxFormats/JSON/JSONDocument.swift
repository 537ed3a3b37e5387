/// A parsed document together with where each of its values was written, so a problem found
/// after parsing can still be reported as `file:line:col: path: …`.
public struct JSONDocument: Sendable {
  /// The parsed value.
  public var value: JSONValue
  /// Where each value of `value` is in the source text.
  public var positions: JSONPositions
}

/// A 1-based line and column (in UTF-8 bytes, as the parser counts them).
public struct JSONPosition: Hashable, Sendable {
  /// 1-based line.
  public var line: Int
  /// 1-based column in UTF-8 bytes.
  public var column: Int
}

/// The source position of every value in a document, keyed by its path.
///
/// A side table rather than a field in `JSONValue`: values stay plain data (equality, hashing,
/// the serializer and every `switch` ignore where text came from), and documents parsed only for
/// their values (`JSONParser.parse`) pay nothing for positions.
///
/// An object member's position is its key (where an unknown or mistyped field is written); an
/// array element's, and the root's, is the value's first byte.
public struct JSONPositions: Hashable, Sendable {
  private var table: [JSONPath: JSONPosition] = [:]

  /// An empty table.
  public init() {}

  mutating func record(_ path: JSONPath, line: Int, column: Int) {
    table[path] = JSONPosition(line: line, column: column)
  }

  /// The position of `path`, or of its nearest enclosing value that exists (a missing field
  /// points at the object that lacks it); nil only for an empty table.
  public func position(of path: JSONPath) -> JSONPosition? {
    var components = path.components[...]
    while true {
      if let found = table[JSONPath(components: Array(components))] { return found }
      if components.isEmpty { return nil }
      components = components.dropLast()
    }
  }
}
