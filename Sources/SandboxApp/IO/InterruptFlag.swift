import Foundation

/// Turns SIGINT and SIGTERM into a flag that long-running commands poll, so they can finish
/// cleanly (close ffmpeg's input, remove temporary files, save recordings) and exit 130.
public enum InterruptFlag {
  nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []
  private static let raised = AtomicBool()

  /// Installs the handlers once. Later signals only set the flag.
  public static func install() {
    guard sources.isEmpty else { return }
    for sig in [SIGINT, SIGTERM] {
      signal(sig, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
      source.setEventHandler { raised.set() }
      source.resume()
      sources.append(source)
    }
  }

  /// Whether SIGINT or SIGTERM arrived since `install()`.
  public static var isRaised: Bool { raised.value }
}

/// A lock-protected boolean, safe to set from a signal-handling queue.
final class AtomicBool: @unchecked Sendable {
  private let lock = NSLock()
  private var storage = false

  func set() {
    lock.lock()
    storage = true
    lock.unlock()
  }

  var value: Bool {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }
}
