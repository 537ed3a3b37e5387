import Foundation

/// Reads input files with the documented exit codes: 66 when missing or unreadable.
public enum InputFile {
  /// The UTF-8 contents of `path`; exit 66 naming the file when it cannot be read, 65 when it is
  /// not UTF-8 text.
  public static func readText(_ path: String) throws(CommandFailure) -> String {
    let data = try readBytes(path, expected: "a JSON file")
    guard let text = String(data: data, encoding: .utf8) else {
      throw CommandFailure(.dataError, "\(path): expected UTF-8 JSON text, found binary data")
    }
    return text
  }

  /// The bytes of `path`; exit 66 when it is missing, a directory (expected `expected`) or
  /// unreadable. Messages start with `label` (the path, or the parameter and the path).
  static func readBytes(_ path: String, label: String? = nil, expected: String)
    throws(CommandFailure) -> Data
  {
    let label = label ?? path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw CommandFailure(.noInput, "\(label): no such file")
    }
    if isDirectory.boolValue {
      throw CommandFailure(.noInput, "\(label): is a directory, expected \(expected)")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CommandFailure(.noInput, "\(label): cannot be read (permission denied?)")
    }
    return data
  }
}
