import Foundation

/// Writes files so that a reader never sees half of one: data goes to a temporary file in the same
/// directory, which is renamed over the destination only when complete.
public enum AtomicFile {
  /// Fails with exit 74 when `path` exists and `force` is false, naming the flag that allows it.
  public static func checkReplaceable(_ path: String, force: Bool) throws(CommandFailure) {
    if !force && FileManager.default.fileExists(atPath: path) {
      throw CommandFailure(.ioError, "\(path): already exists; pass --force to replace it")
    }
  }

  /// A temporary path next to `path` (same directory, so the final rename is atomic).
  public static func temporaryPath(for path: String) -> String {
    let url = URL(fileURLWithPath: path)
    let dir = url.deletingLastPathComponent().path
    let name = url.lastPathComponent
    let ext = url.pathExtension.isEmpty ? "" : ".\(url.pathExtension)"
    return "\(dir)/.\(name).\(getpid()).partial\(ext)"
  }

  /// Writes `data` to `path` through a temporary file and a rename. Exit 74 on failure.
  public static func write(_ data: Data, to path: String) throws(CommandFailure) {
    let tmp = temporaryPath(for: path)
    do {
      try data.write(to: URL(fileURLWithPath: tmp))
    } catch {
      throw CommandFailure(.ioError, "\(path): cannot write (\(describe(error)))")
    }
    try commit(temporary: tmp, to: path)
  }

  /// Writes `text` as UTF-8 to `path` atomically.
  public static func write(_ text: String, to path: String) throws(CommandFailure) {
    try write(Data(text.utf8), to: path)
  }

  /// Renames a finished temporary file over `path`, removing the temporary file on failure.
  public static func commit(temporary tmp: String, to path: String) throws(CommandFailure) {
    if rename(tmp, path) != 0 {
      let reason = String(cString: strerror(errno))
      unlink(tmp)
      throw CommandFailure(.ioError, "\(path): cannot write (\(reason))")
    }
  }

  static func describe(_ error: Error) -> String {
    if let cocoa = error as? CocoaError, let underlying = cocoa.userInfo[NSUnderlyingErrorKey] {
      return "\(underlying)"
    }
    return error.localizedDescription
  }
}
