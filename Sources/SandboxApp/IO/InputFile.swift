import Foundation

/// Reads input files with the documented exit codes: 66 when missing or unreadable.
public enum InputFile {
  /// The UTF-8 contents of `path`; exit 66 naming the file when it cannot be read, 65 when it is
  /// not UTF-8 text.
  public static func readText(_ path: String) throws(CommandFailure) -> String {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw CommandFailure(.noInput, "\(path): no such file")
    }
    if isDirectory.boolValue {
      throw CommandFailure(.noInput, "\(path): is a directory, expected a JSON file")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CommandFailure(.noInput, "\(path): cannot be read (permission denied?)")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw CommandFailure(.dataError, "\(path): expected UTF-8 JSON text, found binary data")
    }
    return text
  }
}
