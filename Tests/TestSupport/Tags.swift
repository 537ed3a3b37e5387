import Foundation
import Testing

extension Tag {
  /// Tests that take minutes in a debug build (the fit's full round-trip matrices). They run only
  /// with `HEADER_SANDBOX_SLOW_TESTS=1` (see `SlowTests`), so `make test` stays quick; a fast
  /// subset of the same checks always runs.
  @Tag public static var slow: Self
}

/// Whether the `.slow` tests run: `HEADER_SANDBOX_SLOW_TESTS=1 swift test --filter RoundTripTests`.
public enum SlowTests {
  public static let enabled =
    ProcessInfo.processInfo.environment["HEADER_SANDBOX_SLOW_TESTS"] == "1"
}
