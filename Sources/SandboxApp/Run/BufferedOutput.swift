import Foundation

/// Collects output bytes and writes them to a file descriptor in large chunks, so a trace of
/// thousands of rows costs a handful of system calls instead of one per row.
public final class BufferedOutput {
  /// Bytes gathered before a write.
  public static let chunkSize = 1 << 16

  private let fd: Int32
  private var buffer: [UInt8] = []
  /// Whether a write failed (closed pipe, full disk); later output is dropped.
  public private(set) var failed = false

  /// A buffer in front of `fd` (1 = standard output).
  public init(fd: Int32 = 1) {
    self.fd = fd
    buffer.reserveCapacity(BufferedOutput.chunkSize + 4096)
  }

  /// Appends `text` and a newline, writing when the buffer is full.
  public func appendLine(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    buffer.append(0x0A)
    if buffer.count >= BufferedOutput.chunkSize { flush() }
  }

  /// Lets `body` append bytes directly (no intermediate strings), writing when the buffer is full.
  public func append(_ body: (inout [UInt8]) -> Void) {
    body(&buffer)
    if buffer.count >= BufferedOutput.chunkSize { flush() }
  }

  /// Writes everything gathered so far.
  public func flush() {
    var offset = 0
    while offset < buffer.count, !failed {
      let n = buffer.withUnsafeBytes { raw in
        Foundation.write(fd, raw.baseAddress! + offset, raw.count - offset)
      }
      if n < 0 && errno == EINTR { continue }
      if n <= 0 {
        failed = true
        break
      }
      offset += n
    }
    buffer.removeAll(keepingCapacity: true)
  }

  deinit { flush() }
}
