/// Collects every problem found while decoding a document, so `validate` can report them all and
/// `decode` can throw the first. One decoding path serves both.
///
/// With `positions` every problem also carries the line:column of the value it is about (from the
/// parser's table), which the app prints as `file:line:col: path: …`; without, it names the path
/// only.
final class Diagnostics {
  let file: String
  let positions: JSONPositions?
  private(set) var errors: [DataError] = []

  init(file: String, positions: JSONPositions? = nil) {
    self.file = file
    self.positions = positions
  }

  /// Parses `text` for a decoder: its value, and diagnostics that locate problems when
  /// `positioned`.
  static func parse(
    _ text: String, file: String, positioned: Bool
  ) throws(DataError) -> (json: JSONValue, diagnostics: Diagnostics) {
    guard positioned else {
      return (try JSONParser.parse(text, file: file), Diagnostics(file: file))
    }
    let document = try JSONParser.parseDocument(text, file: file)
    return (document.value, Diagnostics(file: file, positions: document.positions))
  }

  /// Parses `text` and reads it with `read`: the value read, or the first problem thrown. The
  /// `decode` of every document kind (script, config, session) comes through here.
  static func decode<Value>(
    _ text: String, file: String, positioned: Bool, _ read: (JSONValue, Diagnostics) -> Value
  ) throws(DataError) -> Value {
    let (json, diagnostics) = try parse(text, file: file, positioned: positioned)
    let value = read(json, diagnostics)
    try diagnostics.throwFirst()
    return value
  }

  /// Every problem parsing `text` and reading it with `read` finds (empty when it is valid):
  /// the `validate` of every document kind, for `check`.
  static func validate(
    _ text: String, file: String, positioned: Bool, _ read: (JSONValue, Diagnostics) -> Void
  ) -> [DataError] {
    let json: JSONValue
    let diagnostics: Diagnostics
    do {
      (json, diagnostics) = try parse(text, file: file, positioned: positioned)
    } catch { return [error] }
    read(json, diagnostics)
    return diagnostics.errors
  }

  func report(_ path: JSONPath, expected: String, found: String) {
    let position = positions?.position(of: path)
    errors.append(
      DataError(
        file: file, path: path.description, line: position?.line, column: position?.column,
        expected: expected, found: found))
  }

  func report(_ error: DataError) { errors.append(error) }

  /// Throws the first problem, if any.
  func throwFirst() throws(DataError) {
    if let first = errors.first { throw first }
  }

  /// The members of an object, or nil (and a report) when `value` is not one.
  func object(_ value: JSONValue, at path: JSONPath, what: String = "an object") -> [JSONMember]? {
    guard case .object(let members) = value else {
      report(path, expected: what, found: value.summary)
      return nil
    }
    return members
  }

  /// Reports every member whose name is not in `allowed`.
  func rejectUnknownMembers(
    _ members: [JSONMember], at path: JSONPath, allowed: [String], context: String
  ) {
    for member in members where !allowed.contains(member.key) {
      report(
        path.appending(member.key),
        expected: "one of the \(context) fields \(allowed.joined(separator: ", "))",
        found: "an unknown field")
    }
  }

  /// A finite number member; reports when missing (if required) or not a number.
  func number(
    _ members: [JSONMember], _ key: String, at path: JSONPath, required: Bool = true
  ) -> Double? {
    guard let value = members.first(where: { $0.key == key })?.value else {
      if required { report(path.appending(key), expected: "a finite number", found: "nothing") }
      return nil
    }
    guard case .number(let number) = value else {
      report(path.appending(key), expected: "a finite number", found: value.summary)
      return nil
    }
    return number
  }

  /// A bool member; reports when missing (if required) or not a bool.
  func bool(
    _ members: [JSONMember], _ key: String, at path: JSONPath, required: Bool = true
  ) -> Bool? {
    guard let value = members.first(where: { $0.key == key })?.value else {
      if required { report(path.appending(key), expected: "true or false", found: "nothing") }
      return nil
    }
    guard case .bool(let flag) = value else {
      report(path.appending(key), expected: "true or false", found: value.summary)
      return nil
    }
    return flag
  }

  /// A string member; reports when missing (if required) or not a string.
  func string(
    _ members: [JSONMember], _ key: String, at path: JSONPath, required: Bool = true
  ) -> String? {
    guard let value = members.first(where: { $0.key == key })?.value else {
      if required { report(path.appending(key), expected: "a string", found: "nothing") }
      return nil
    }
    guard case .string(let text) = value else {
      report(path.appending(key), expected: "a string", found: value.summary)
      return nil
    }
    return text
  }
}
