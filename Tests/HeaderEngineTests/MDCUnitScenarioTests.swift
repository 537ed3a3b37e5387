import Testing

@testable import HeaderEngine

/// MDC's own unit tests (spec §8), translated: status bar 0, min = max = 56, a 100 × 100 scroll
/// view with 1000 pt of content. MDC offset 0 ("content top at the screen top") is scrollOffset 56.
@Suite struct MDCUnitScenarioTests {
  static let max = 56.0

  static func engine(_ behavior: ShiftBehavior, minimumHeaderViewHeight: Double = 0) -> HeaderEngine
  {
    var e = HeaderEngine.make(
      HeaderConfiguration(
        statusBarHeight: 0, shiftBehavior: behavior,
        minimumHeaderViewHeight: minimumHeaderViewHeight))
    e.mdcScroll(0)
    return e
  }

  @Test(arguments: ShiftBehavior.allCases)
  func notShiftedByDefault(behavior: ShiftBehavior) {
    let e = Self.engine(behavior)
    #expect(!e.layout.isShiftedOffscreen)
    #expect(e.layout.top == 0)
  }

  @Test(arguments: ShiftBehavior.allCases)
  func shiftOffScreenNotAnimatedMovesTheHeaderFullyOff(behavior: ShiftBehavior) {
    var e = Self.engine(behavior)
    e.shiftOffScreen(animated: false)
    #expect(e.layout.isShiftedOffscreen)
    #expect(e.layout.top == -Self.max)
  }

  @Test(arguments: ShiftBehavior.allCases)
  func shiftOffScreenAnimatedReportsShiftedButDoesNotMoveYet(behavior: ShiftBehavior) {
    var e = Self.engine(behavior)
    e.shiftOffScreen(animated: true)
    #expect(e.layout.isShiftedOffscreen)
    #expect(e.layout.top == 0)
    #expect(e.layout.isAnimating)
  }

  @Test func enabledShiftsOneToOneWithTheOffset() {
    for (offset, top, shifted) in [
      (10.0, -10.0, false), (Self.max - 1, -(Self.max - 1), false), (Self.max, -Self.max, true),
      (400, -Self.max, true),
    ] {
      var e = Self.engine(.enabled)
      e.mdcScroll(offset)
      #expect(e.layout.top == top, "offset \(offset)")
      #expect(e.layout.isShiftedOffscreen == shifted, "offset \(offset)")
    }
  }

  @Test func enabledReturnsWhenScrolledBackToTheContentTop() {
    var e = Self.engine(.enabled)
    e.mdcScroll(Self.max + 100)
    e.mdcScroll(0)
    #expect(!e.layout.isShiftedOffscreen)
    #expect(e.layout.top == 0)
  }

  @Test func disabledHeaderScrollsBackOnButNeverOff() {
    var e = Self.engine(.disabled)
    e.shiftOffScreen(animated: false)
    #expect(e.layout.isShiftedOffscreen && e.layout.top == -Self.max)
    e.mdcScroll(Self.max)
    #expect(e.layout.isShiftedOffscreen && e.layout.top == -Self.max)
    e.mdcScroll(0)
    #expect(e.layout.top == 0)
    // MDC keeps the flag YES here (#9022); this port clears it.
    #expect(!e.layout.isShiftedOffscreen)
    e.mdcScroll(Self.max)
    #expect(e.layout.top == 0)
  }

  @Test func disabledScrollingNeverMovesTheHeaderFrame() {
    var e = HeaderEngine.make(HeaderConfiguration(statusBarHeight: 0))
    let rest = e.layout
    e.scroll(to: 200, content: 1000, viewport: 100)
    e.scroll(to: 0, content: 1000, viewport: 100)
    var target = 0.0
    #expect(!e.willEndDragging(velocity: 100, targetOffset: &target))
    e.didEndDragging(willDecelerate: true)
    e.didEndDecelerating()
    e.didEndDragging(willDecelerate: false)
    e.shiftOnScreen(animated: false)
    #expect(e.layout == rest)
  }

  @Test func pullingPastTheTopGrowsTheHeaderOneToOne() {
    var e = HeaderEngine.make(HeaderConfiguration(maximumHeight: 200, statusBarHeight: 0))
    e.scroll(to: -10, content: 1000, viewport: 100)
    #expect(e.layout.height == 210)
    var bigger = HeaderEngine.make(HeaderConfiguration(maximumHeight: 200, statusBarHeight: 0))
    bigger.scroll(to: 0, content: 1000, viewport: 100)
    #expect(bigger.layout.height == 200)
  }

  @Test func hideableShiftsOnlyProgrammatically() {
    var e = Self.engine(.hideable)
    e.mdcScroll(Self.max)
    #expect(e.layout.top == 0)
    e.shiftOffScreen(animated: false)
    #expect(e.layout.top == -Self.max)
    e.mdcScroll(Self.max)
    #expect(e.layout.top == -Self.max)
    e.mdcScroll(0)
    #expect(e.layout.top == -Self.max)
    #expect(e.layout.isShiftedOffscreen)
  }

  @Test func hideableWithMinimumHeaderViewHeightLeavesAStripVisible() {
    var e = Self.engine(.hideable, minimumHeaderViewHeight: 32)
    e.shiftOffScreen(animated: false)
    #expect(e.layout.top == -Self.max + 32)
    e.mdcScroll(Self.max)
    #expect(e.layout.top == -Self.max + 32)
  }

  @Test func shiftOnScreenNotAnimatedRestoresTheHeader() {
    var e = Self.engine(.enabled)
    e.shiftOffScreen(animated: false)
    e.shiftOnScreen(animated: false)
    #expect(e.layout.top == 0 && !e.layout.isShiftedOffscreen)
  }
}

extension HeaderEngine {
  /// A did-scroll at MDC content offset `y` (inset 56, status bar 0) in MDC's test scroll view.
  mutating func mdcScroll(_ y: Double) {
    scroll(to: y + hMax, tracking: false, content: 1000, viewport: 100)
  }
}
