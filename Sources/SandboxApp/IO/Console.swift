import Foundation

/// Writes to standard output and standard error without the C `stdout`/`stderr` globals, which
/// Swift 6 rejects as shared mutable state.
public enum Console {
  /// Writes `text` to standard output as is.
  public static func out(_ text: String) {
    write(fd: 1, text)
  }

  /// Writes `text` and a newline to standard output.
  public static func outLine(_ text: String) {
    write(fd: 1, text + "\n")
  }

  /// Writes `text` and a newline to standard error.
  public static func errLine(_ text: String) {
    write(fd: 2, text + "\n")
  }

  /// Writes `text` to standard error as is (progress bars).
  public static func err(_ text: String) {
    write(fd: 2, text)
  }

  /// Whether standard error is a terminal (progress bars are drawn only then).
  public static var stderrIsTerminal: Bool { isatty(2) == 1 }

  private static func write(fd: Int32, _ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let n = bytes.withUnsafeMutableBytes { buf in
        Foundation.write(fd, buf.baseAddress! + offset, buf.count - offset)
      }
      if n <= 0 {
        if n < 0 && errno == EINTR { continue }
        return
      }
      offset += n
    }
    bytes.removeAll()
  }
}
