import Testing

/// A suite whose tests open SDL sessions takes its turn here before each test case.
///
/// SDL allows one session per process, and `SDLSession.init` waits for the previous one by
/// blocking its thread. Swift Testing runs tests on a pool as wide as the machine (two threads on
/// two cores), so a test blocked there idles half of the pool for as long as another suite's
/// session lives. Waiting here instead suspends the test and leaves its thread to the other
/// tests; the session's own gate stays as it is, and still guards any test that is not marked.
///
/// The session must end with the test case (a local, not a suite's stored property), as every
/// SDL test's does: the next turn starts when the case returns.
public struct SDLSessionScope: SuiteTrait, TestTrait, TestScoping {
  /// Every test of a marked suite, and of the suites inside it, takes a turn.
  public var isRecursive: Bool { true }

  /// One turn per test case, so a parameterized test lets others in between its cases.
  public func scopeProvider(for test: Test, testCase: Test.Case?) -> SDLSessionScope? {
    testCase == nil ? nil : self
  }

  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await TurnQueue.sdl.holding { try await function() }
  }
}

extension Trait where Self == SDLSessionScope {
  /// The suite's tests open SDL sessions: they wait for their turn suspended, not blocked.
  public static var sdlSession: Self { SDLSessionScope() }
}

/// Up to `slots` holders at a time, first come first served; waiters are suspended, not
/// blocked, so a test waiting for its turn leaves its thread to the other tests.
public actor TurnQueue {
  /// The turn to hold while an SDL session lives (SDL allows one per process).
  static let sdl = TurnQueue(slots: 1)

  private var free: Int
  private var waiting: [CheckedContinuation<Void, Never>] = []

  public init(slots: Int) { free = slots }

  /// Returns once the caller holds a turn.
  public func enter() async {
    guard free == 0 else {
      free -= 1
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  /// Hands the turn to the longest waiter, or frees it.
  public func leave() {
    if waiting.isEmpty {
      free += 1
    } else {
      waiting.removeFirst().resume()
    }
  }

  /// Runs `body` while holding a turn.
  public nonisolated func holding<T>(_ body: () async throws -> T) async rethrows -> T {
    await enter()
    do {
      let value = try await body()
      await leave()
      return value
    } catch {
      await leave()
      throw error
    }
  }
}
