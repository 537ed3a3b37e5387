import Foundation
import Testing

extension Tag {
  /// Suites that take seconds rather than milliseconds: soaks, anti-aliasing sweeps, the bench's
  /// quick run, property sequences, renders through ffmpeg and the memory hour. `make test` and
  /// CI run them; a plain `swift test` skips them so a developer's loop stays short.
  @Tag public static var slow: Tag
}

/// Whether the slow suites run in this test process: `make test` sets
/// `HEADER_SANDBOX_SLOW_TESTS=1`, a plain `swift test` leaves it unset.
public enum SlowTests {
  /// The variable `make test` sets.
  public static let variable = "HEADER_SANDBOX_SLOW_TESTS"

  /// True when the slow suites were asked for.
  public static var enabled: Bool { ProcessInfo.processInfo.environment[variable] == "1" }

  /// The comment Swift Testing prints beside a skipped slow suite.
  public static let reason: Comment = "slow: run by `make test` (HEADER_SANDBOX_SLOW_TESTS=1)"
}
