import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Fresh directories for the files one test writes, all inside one folder per test process
/// (`$TMPDIR/header-sandbox-test-run-PID/`) that is removed when the process exits, so a test
/// run leaves nothing behind in the system's temporary directory however its tests end.
public enum ScratchDirectory {
  /// The folder of this test process.
  public static let runRoot: URL = {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("header-sandbox-test-run-\(getpid())", isDirectory: true)
    try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(at: ScratchDirectory.runRoot) }
    return root
  }()

  /// A new, empty directory named `prefix-UUID` inside this process's folder.
  public static func make(_ prefix: String) throws -> URL {
    let url = runRoot.appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
