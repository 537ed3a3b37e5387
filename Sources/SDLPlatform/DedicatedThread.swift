import Glibc

/// Work run on a thread of its own, started at once, and joined when its result is needed.
///
/// Why not `DispatchQueue.global().async`: libdispatch starts its worker threads lazily, and the
/// window's font warm-up (`FontWarmUp`) began a median 0.76 ms after it was queued (p75 1.2 ms,
/// 40 launches on the 2-core bench machine) even with the pool woken beforehand; the first frame
/// then waited for the fonts by about as much. A thread of its own starts within tens of
/// microseconds.
final class DedicatedThread: @unchecked Sendable {
  private var thread = pthread_t()
  private let body: @Sendable () -> Void
  /// Whether `body` has run to its end as far as the owner knows (joined, or run in place).
  private var finished = false

  /// Starts `body` on a new thread; when no thread can be made, runs it here and now.
  init(_ body: @escaping @Sendable () -> Void) {
    self.body = body
    let context = Unmanaged.passRetained(self).toOpaque()
    let started = pthread_create(
      &thread, nil,
      { raw in
        guard let raw else { return nil }
        let job = Unmanaged<DedicatedThread>.fromOpaque(raw).takeRetainedValue()
        job.body()
        return nil
      }, context)
    if started != 0 {
      Unmanaged<DedicatedThread>.fromOpaque(context).release()
      body()
      finished = true
    }
  }

  /// Waits for `body` to finish (at once when it already has); call from one thread only.
  func join() {
    guard !finished else { return }
    finished = true
    pthread_join(thread, nil)
  }

  deinit {
    // A job nobody waited for is let go: its thread ends on its own.
    if !finished { pthread_detach(thread) }
  }
}
