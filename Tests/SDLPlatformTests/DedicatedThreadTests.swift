import Glibc
import Testing

@testable import SDLPlatform

@Suite struct DedicatedThreadTests {
  /// What the job saw, written on its thread and read after `join`.
  final class Outcome: @unchecked Sendable {
    var thread = pthread_t()
    var sum = 0
  }

  @Test func runsOnAThreadOfItsOwnAndJoinWaitsForIt() {
    let outcome = Outcome()
    let job = DedicatedThread {
      usleep(20_000)
      outcome.thread = pthread_self()
      outcome.sum = (1...1000).reduce(0, +)
    }
    job.join()
    #expect(outcome.sum == 500_500)
    #expect(pthread_equal(outcome.thread, pthread_self()) == 0)
    job.join()  // a second join returns at once
    #expect(outcome.sum == 500_500)
  }

  @Test func aJobNobodyJoinsStillRunsToItsEnd() {
    let outcome = Outcome()
    let finished = OneShotSignal()
    do {
      _ = DedicatedThread {
        outcome.sum = 7
        finished.signal()
      }
    }
    finished.wait()
    #expect(outcome.sum == 7)
  }
}

/// A one-shot signal without Dispatch (the suite tests the thread, not libdispatch).
private final class OneShotSignal: @unchecked Sendable {
  private var semaphore = sem_t()
  init() { sem_init(&semaphore, 0, 0) }
  func signal() { sem_post(&semaphore) }
  func wait() { sem_wait(&semaphore) }
  deinit { sem_destroy(&semaphore) }
}
