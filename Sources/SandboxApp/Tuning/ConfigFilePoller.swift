import Foundation

/// Watches a config file by polling its path's modification time, size and inode a few times a
/// second. Editors that save atomically replace the file, so the *path* is re-stat'ed every time
/// rather than an open handle watched.
struct ConfigFilePoller {
  /// What a poll found.
  enum Change: Equatable {
    /// The file changed; its new text.
    case text(String)
    /// The file is missing or unreadable now (reported once per disappearance).
    case unreadable(String)
  }

  /// Seconds between stats (≈ 4 per second, so a save applies well within a second).
  static let interval = 0.25

  let path: String
  private var stamp: FileStamp?
  private var lastPoll = -Double.infinity
  private var reportedMissing = false

  /// A poller that treats the file as it is now as already applied.
  init(path: String) {
    self.path = path
    stamp = FileStamp(path: path)
  }

  /// Stats the file when `interval` has passed since the last poll (`now` in seconds, any
  /// monotonic clock); returns what changed, if anything.
  mutating func poll(now: Double) -> Change? {
    guard now - lastPoll >= ConfigFilePoller.interval else { return nil }
    lastPoll = now
    return check()
  }

  /// Stats the file now.
  mutating func check() -> Change? {
    guard let current = FileStamp(path: path) else {
      if reportedMissing { return nil }
      reportedMissing = true
      stamp = nil
      return .unreadable("no such file (deleted or being replaced)")
    }
    reportedMissing = false
    guard current != stamp else { return nil }
    stamp = current
    guard let data = FileManager.default.contents(atPath: path) else {
      return .unreadable("cannot be read (permission denied?)")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      return .unreadable("expected UTF-8 JSON text, found binary data")
    }
    return .text(text)
  }
}
