import Foundation

/// Medians, a monotonic clock in nanoseconds and a sink the optimiser cannot see through.
enum BenchStatistics {
  /// The median of `values` (mean of the middle two for an even count); 0 when empty.
  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
  }

  /// Monotonic time in nanoseconds (CLOCK_MONOTONIC).
  static func nanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
  }

  /// CPU time of the calling thread in nanoseconds (CLOCK_THREAD_CPUTIME_ID): unlike wall time
  /// it does not count the time other processes hold the core, so in-process figures stay
  /// comparable on a busy machine. All the measured work runs on this thread.
  static func threadNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
  }

  /// Thread CPU seconds since an earlier `threadNanoseconds()` reading.
  static func cpuSeconds(since start: UInt64) -> Double {
    Double(threadNanoseconds() &- start) / 1e9
  }

  /// Seconds since an earlier `nanoseconds()` reading.
  static func seconds(since start: UInt64) -> Double {
    Double(nanoseconds() &- start) / 1e9
  }

  /// Runs `body` `warmUp` times untimed, then `runs` times, and returns what each timed run
  /// returned (each run measures itself and returns its figure).
  static func repeated(runs: Int, warmUp: Int = 1, _ body: () throws -> Double) rethrows
    -> [Double]
  {
    for _ in 0..<warmUp { _ = try body() }
    var samples: [Double] = []
    samples.reserveCapacity(runs)
    for _ in 0..<Swift.max(1, runs) { samples.append(try body()) }
    return samples
  }

  nonisolated(unsafe) private static var sinkValue = 0.0

  /// Keeps `value` alive so the loop that computed it is not optimised away.
  @inline(never)
  static func consume(_ value: Double) {
    sinkValue += value.isFinite ? value : 0
  }
}
