import SandboxCore

/// Finds the line and column of every JSON path in a document that already parsed, so `check`
/// can print `file:line:col: path: …` for problems the decoders report by path only.
///
/// A member's position is its key (where an unknown or mistyped field is written); an array
/// element's is its first byte. Columns count UTF-8 bytes, as the parser's do.
struct JSONLocator {
  private var positions: [String: (line: Int, column: Int)] = [:]

  /// Scans `text`; a document that is not valid JSON just yields fewer positions.
  init(_ text: String) {
    var scanner = Scanner(bytes: Array(text.utf8))
    scanner.skipBOM()
    scanner.value(path: "", record: &positions)
  }

  /// `error` with the line and column of its JSON path in `text` filled in when the decoder
  /// gave only the path, so every command prints the same `file:line:col: path: …` message.
  static func located(_ error: DataError, in text: String) -> DataError {
    error.line == nil ? JSONLocator(text).locate(error) : error
  }

  /// `error` with the position of its path filled in, unless it already has one.
  func locate(_ error: DataError) -> DataError {
    var located = error
    if located.line == nil, let position = position(of: error.path) {
      located.line = position.line
      located.column = position.column
    }
    return located
  }

  /// The position of `path`, or of its nearest enclosing value that exists (a missing field
  /// points at the object that lacks it).
  func position(of path: String) -> (line: Int, column: Int)? {
    var current = Substring(path)
    while true {
      if let found = positions[String(current)] { return found }
      if current.isEmpty { return nil }
      let cut = current.lastIndex(where: { $0 == "." || $0 == "[" }) ?? current.startIndex
      current = current[..<cut]
    }
  }

  private struct Scanner {
    let bytes: [UInt8]
    var index = 0
    var line = 1
    var lineStart = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    var here: (line: Int, column: Int) { (line, index - lineStart + 1) }

    mutating func skipBOM() {
      if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
        index = 3
        lineStart = 3
      }
    }

    mutating func skipSpace() {
      while index < bytes.count {
        switch bytes[index] {
        case 0x0A:
          index += 1
          line += 1
          lineStart = index
        case 0x20, 0x09, 0x0D: index += 1
        default: return
        }
      }
    }

    mutating func value(path: String, record: inout [String: (line: Int, column: Int)]) {
      skipSpace()
      guard index < bytes.count else { return }
      if record[path] == nil { record[path] = here }
      switch bytes[index] {
      case UInt8(ascii: "{"):
        index += 1
        while true {
          skipSpace()
          guard index < bytes.count else { return }
          if bytes[index] == UInt8(ascii: "}") {
            index += 1
            return
          }
          if bytes[index] == UInt8(ascii: ",") {
            index += 1
            continue
          }
          let keyPosition = here
          guard let key = string() else { return }
          let memberPath = path.isEmpty ? key : path + "." + key
          record[memberPath] = keyPosition
          skipSpace()
          guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return }
          index += 1
          value(path: memberPath, record: &record)
        }
      case UInt8(ascii: "["):
        index += 1
        var element = 0
        while true {
          skipSpace()
          guard index < bytes.count else { return }
          if bytes[index] == UInt8(ascii: "]") {
            index += 1
            return
          }
          if bytes[index] == UInt8(ascii: ",") {
            index += 1
            continue
          }
          let start = index
          value(path: path + "[\(element)]", record: &record)
          element += 1
          if index == start { return }
        }
      case UInt8(ascii: "\""):
        _ = string()
      default:
        // Numbers and literals: everything up to the next delimiter.
        while index < bytes.count,
          !" \t\r\n,]}".utf8.contains(bytes[index])
        {
          index += 1
        }
      }
    }

    /// A string starting at the opening quote, with escapes undone only as far as keys need.
    mutating func string() -> String? {
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
      index += 1
      var raw: [UInt8] = []
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\"") { return String(decoding: raw, as: UTF8.self) }
        if byte == UInt8(ascii: "\\"), index < bytes.count {
          let escaped = bytes[index]
          index += 1
          switch escaped {
          case UInt8(ascii: "n"): raw.append(0x0A)
          case UInt8(ascii: "t"): raw.append(0x09)
          case UInt8(ascii: "u"):
            // Rare in keys; keep the escape verbatim rather than decode surrogates here.
            raw += [UInt8(ascii: "\\"), escaped]
          default: raw.append(escaped)
          }
          continue
        }
        raw.append(byte)
      }
      return nil
    }
  }
}
