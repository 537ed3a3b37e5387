import Foundation
import Synchronization
import Testing

@testable import SandboxApp

/// A child spawned from a thread that blocks signals (as libdispatch's workers do) still starts
/// with an empty signal mask, so the SIGTERM that ends a bench window reaches it.
@Suite struct ChildSpawnAttributesTests {
  /// The `SigBlk` and `SigIgn` lines of a child spawned by `BenchProcess` from a thread that
  /// blocks SIGINT and SIGTERM and a process that ignores SIGPIPE (as the ffmpeg writer does).
  private func childSignalState() throws -> [String: UInt64] {
    let result = Mutex<Result<BenchProcess.Outcome, CommandFailure>?>(nil)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      var mask = sigset_t()
      sigemptyset(&mask)
      sigaddset(&mask, SIGINT)
      sigaddset(&mask, SIGTERM)
      pthread_sigmask(SIG_BLOCK, &mask, nil)
      let outcome = Result { () throws(CommandFailure) in
        try BenchProcess.run(
          ["grep", "-E", "^Sig(Blk|Ign):", "/proc/self/status"], captureStdout: true)
      }
      result.withLock { $0 = outcome }
      done.signal()
    }
    thread.start()
    done.wait()
    let outcome = try #require(result.withLock { $0 }).get()
    var fields: [String: UInt64] = [:]
    for line in outcome.stdout.split(separator: "\n") {
      let parts = line.split(separator: ":")
      fields[String(parts[0])] = UInt64(parts[1].trimmingCharacters(in: .whitespaces), radix: 16)
    }
    return fields
  }

  @Test func aChildOfABlockingThreadStartsWithNoSignalBlocked() throws {
    let state = try childSignalState()
    #expect(state["SigBlk"] == 0)
  }

  @Test func aChildHandlesSigpipeSigintAndSigtermByDefault() throws {
    let previous = signal(SIGPIPE, SIG_IGN)
    defer { signal(SIGPIPE, previous) }
    let state = try childSignalState()
    let ignored = try #require(state["SigIgn"])
    for signal in [SIGPIPE, SIGINT, SIGTERM] {
      #expect(ignored & (1 << UInt64(signal - 1)) == 0, "signal \(signal) ignored in the child")
    }
  }
}
