/// A problem with user-supplied data: a script, a config or preset file, or a command-line flag.
///
/// The message always names where the problem is (file or flag, JSON path, line:column for
/// syntax errors), what was expected and what was found, e.g.
/// `script.json: events[3].x: expected a finite number, found "abc"`.
public struct DataError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Which sysexits code the app should exit with.
  public enum Kind: Hashable, Sendable {
    /// A bad command-line flag or `--set` override (exit 64, `EX_USAGE`).
    case usage
    /// A malformed script, config or preset (exit 65, `EX_DATAERR`).
    case badData
    /// A file named on the command line or in a script does not exist (exit 66, `EX_NOINPUT`).
    case missingFile
  }

  /// Which exit code the app maps this error to.
  public var kind: Kind
  /// The file name, or the flag (`--set`) for command-line problems.
  public var file: String
  /// The JSON path (`events[3].x`, `header.minimumHeight`); empty for the document root.
  public var path: String
  /// 1-based line of a syntax error, when known.
  public var line: Int?
  /// 1-based column (in UTF-8 bytes) of a syntax error, when known.
  public var column: Int?
  /// What was allowed, as a phrase: `a finite number`, `one of disabled, enabled`.
  public var expected: String
  /// What was there instead, as a phrase: `"abc"`, `an array`, `end of input`.
  public var found: String

  /// Creates an error; see the properties for the meaning of each part.
  public init(
    kind: Kind = .badData, file: String, path: String = "", line: Int? = nil, column: Int? = nil,
    expected: String, found: String
  ) {
    self.kind = kind
    self.file = file
    self.path = path
    self.line = line
    self.column = column
    self.expected = expected
    self.found = found
  }

  /// The sysexits code for `kind`: 64 usage, 65 bad data, 66 missing input.
  public var exitCode: Int32 {
    switch kind {
    case .usage: return 64
    case .badData: return 65
    case .missingFile: return 66
    }
  }

  /// `file:line:column: path: expected …, found …`, leaving out the parts that are unknown.
  public var description: String {
    var location = file
    if let line {
      location += ":\(line)"
      if let column { location += ":\(column)" }
    }
    var parts = [location]
    if !path.isEmpty { parts.append(path) }
    parts.append("expected \(expected), found \(found)")
    return parts.joined(separator: ": ")
  }
}
