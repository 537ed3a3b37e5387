@testable import HeaderEngine

/// Approximate equality for Doubles (Swift Testing has none).
func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
  abs(a - b) <= tolerance
}

/// Deterministic 64-bit PRNG (SplitMix64) so property tests replay identically.
struct SplitMix64 {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// Uniform in [0, 1).
  mutating func unit() -> Double { Double(next() >> 11) / Double(UInt64(1) << 53) }

  mutating func double(in range: ClosedRange<Double>) -> Double {
    range.lowerBound + unit() * (range.upperBound - range.lowerBound)
  }

  mutating func int(below bound: Int) -> Int { Int(next() % UInt64(bound)) }

  mutating func bool() -> Bool { next() & 1 == 1 }
}

/// A tall scroll view so shifting is always possible: 3000 pt of content in a 600 pt viewport.
let tallContent = 3000.0
let tallViewport = 600.0

extension HeaderEngine {
  /// Builds an engine or fails the test loudly (configurations here are known good).
  static func make(_ configuration: HeaderConfiguration) -> HeaderEngine {
    do { return try HeaderEngine(configuration: configuration) } catch {
      fatalError("test configuration rejected: \(error)")
    }
  }

  /// One did-scroll callback with the tall test content.
  mutating func scroll(
    to offset: Double, tracking: Bool = true, content: Double = tallContent,
    viewport: Double = tallViewport
  ) {
    didScroll(
      offset: offset, contentHeight: content, viewportHeight: viewport, isTracking: tracking)
  }

  /// Scrolls from the current offset to `offset` in 1 pt callbacks, as a finger or fling would.
  mutating func glide(from start: Double, to offset: Double, tracking: Bool = true) {
    let steps = Int(abs(offset - start).rounded(.up))
    guard steps > 0 else { return }
    for i in 1...steps {
      scroll(to: start + (offset - start) * Double(i) / Double(steps), tracking: tracking)
    }
  }

  /// Ticks at `hz` until the shift animation stops; returns the number of ticks.
  @discardableResult
  mutating func settle(hz: Double = 60, limit: Int = 100_000) -> Int {
    var count = 0
    while layout.isAnimating && count < limit {
      tick(dt: 1 / hz)
      count += 1
    }
    return count
  }
}
