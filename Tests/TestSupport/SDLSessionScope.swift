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
    await TurnQueue.sdl.enter()
    do {
      try await function()
    } catch {
      await TurnQueue.sdl.leave()
      throw error
    }
    await TurnQueue.sdl.leave()
  }
}

extension Trait where Self == SDLSessionScope {
  /// The suite's tests open SDL sessions: they wait for their turn suspended, not blocked.
  public static var sdlSession: Self { SDLSessionScope() }
}

/// One holder at a time, first come first served; waiters are suspended, not blocked.
actor TurnQueue {
  /// The turn to hold while an SDL session lives.
  static let sdl = TurnQueue()

  private var held = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  /// Returns once the caller holds the turn.
  func enter() async {
    guard held else {
      held = true
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  /// Hands the turn to the longest waiter, or frees it.
  func leave() {
    if waiting.isEmpty {
      held = false
    } else {
      waiting.removeFirst().resume()
    }
  }
}
