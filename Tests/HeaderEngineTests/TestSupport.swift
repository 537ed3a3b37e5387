@testable import HeaderEngine

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
