import CSDL2

/// Wall-clock seconds from SDL's high-resolution counter, for the app's main loop only (the core
/// never reads a clock).
public struct PerformanceClock: Sendable {
  private let start: UInt64
  private let frequency: Double

  /// A clock reading 0 now.
  public init() {
    start = SDL_GetPerformanceCounter()
    frequency = Double(SDL_GetPerformanceFrequency())
  }

  /// Seconds since the clock was created.
  public func now() -> Double {
    Double(SDL_GetPerformanceCounter() &- start) / frequency
  }

  /// Sleeps the calling thread for about `seconds` (millisecond resolution; ≤ 0 returns at once).
  public static func sleep(seconds: Double) {
    guard seconds.isFinite, seconds > 0 else { return }
    SDL_Delay(UInt32(min(seconds * 1000, 60_000)))
  }
}
