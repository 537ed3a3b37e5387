import TestSupport
import Testing

@testable import HeaderEngine

/// Quick return, end-of-drag snapping and grab-and-release, with Enabled and a 20 pt status bar
/// (Hmin = Hmax = 76, accMax = 56) over tall content.
@Suite struct ShiftGestureTests {
  static func deepAndHidden(_ importance: HeaderContentImportance = .default) -> HeaderEngine {
    var e = HeaderEngine.make(
      HeaderConfiguration(shiftBehavior: .enabled, headerContentImportance: importance))
    e.scroll(to: 0)
    e.glide(from: 0, to: 1000)
    return e
  }

  /// Deep in the content with the header fully on screen, finger down at offset 1000.
  static func deepAndVisible() -> HeaderEngine {
    var e = deepAndHidden()
    e.glide(from: 1000, to: 769)
    e.glide(from: 769, to: 1000)
    e.glide(from: 1000, to: 769)
    return e
  }

  @Test func quickReturnScrollingBackHundredKeepsTheHeaderHidden() {
    var e = Self.deepAndHidden()
    #expect(e.layout.shiftAccumulator == 231)
    e.glide(from: 1000, to: 900)
    #expect(e.layout.top == -56)
  }

  @Test func quickReturnAfterTheAnchorTheHeaderFollowsOneToOne() {
    var e = Self.deepAndHidden()
    e.glide(from: 1000, to: 825)
    #expect(e.layout.top == -56)
    for step in 1...56 {
      e.scroll(to: 825 - Double(step))
      #expect(e.layout.top == -56 + Double(step))
    }
  }

  @Test func quickReturnWithHighImportanceNeedsOnlyTwentyFive() {
    var e = Self.deepAndHidden(.high)
    #expect(e.layout.shiftAccumulator == 81)
    e.glide(from: 1000, to: 975)
    #expect(e.layout.top == -56)
    e.glide(from: 975, to: 965)
    #expect(e.layout.top == -46)
  }

  @Test func releaseAtThirtyPercentAfterScrollingDownHidesTheHeader() {
    var e = Self.deepAndVisible()
    #expect(e.layout.top == 0)
    e.glide(from: 769, to: 769 + 16.8)
    #expect(isClose(e.layout.top, -16.8))
    var target = 769 + 16.8
    #expect(!e.willEndDragging(velocity: 0, targetOffset: &target))
    e.didEndDragging(willDecelerate: false)
    #expect(e.layout.isAnimating && e.layout.wantsToBeHidden)
    e.settle()
    #expect(e.layout.top == -56 && e.layout.isShiftedOffscreen)
  }

  @Test func releaseAtThirtyPercentAfterScrollingUpShowsTheHeader() {
    var e = Self.deepAndHidden()
    e.glide(from: 1000, to: 1000 - 214.2)
    #expect(isClose(e.layout.top, -16.8))
    e.didEndDragging(willDecelerate: false)
    #expect(e.layout.isAnimating && !e.layout.wantsToBeHidden)
    e.settle()
    #expect(e.layout.top == 0 && !e.layout.isShiftedOffscreen)
  }

  @Test(arguments: [(42.0, true), (41.0, false), (55.0, true), (10.0, false)])
  func flingSettlingAtThreeQuartersOrMoreHides(settleAt acc: Double, hides: Bool) {
    var e = Self.deepAndVisible()
    e.glide(from: 769, to: 779)
    e.didEndDragging(willDecelerate: true)
    e.glide(from: 779, to: 769 + acc, tracking: false)
    #expect(e.layout.shiftAccumulator == acc)
    e.didEndDecelerating()
    e.settle()
    #expect(e.layout.top == (hides ? -56 : 0))
  }

  @Test func flingUpThatSettlesMostlyHiddenStillHides() {
    var e = Self.deepAndHidden()
    e.glide(from: 1000, to: 800)
    e.didEndDragging(willDecelerate: true)
    e.glide(from: 800, to: 780, tracking: false)
    #expect(e.layout.shiftAccumulator == 11)
    e.didEndDecelerating()
    e.settle()
    #expect(e.layout.top == 0)
  }

  @Test func grabAndReleaseMidFlingFollowsTheFingerNotTheFling() {
    var e = Self.deepAndVisible()
    e.glide(from: 769, to: 789)
    e.didEndDragging(willDecelerate: true)
    e.glide(from: 789, to: 814, tracking: false)
    #expect(e.layout.shiftAccumulator == 45)
    e.glide(from: 814, to: 804)  // finger catches the fling and pulls back
    e.didEndDragging(willDecelerate: false)
    e.didEndDecelerating()  // stale: the fling was cancelled by the touch
    #expect(!e.layout.wantsToBeHidden)
    e.settle()
    #expect(e.layout.top == 0)
  }

  @Test func releaseHalfCollapsedAgainstTheContentTopTargetsTheNearestEnd() {
    var e = HeaderEngine.make(HeaderConfiguration(shiftBehavior: .enabled))
    e.scroll(to: 0)
    e.glide(from: 0, to: 40)
    e.glide(from: 40, to: 30)
    var target = 30.0
    #expect(e.willEndDragging(velocity: 0, targetOffset: &target))
    #expect(target == 0)  // finger last moved up: content top under the Hmin header
  }

  @Test func disabledNeverRewritesTheTarget() {
    var e = HeaderEngine.make(.mdcDefault)
    e.scroll(to: 0)
    e.glide(from: 0, to: 30)
    var target = 30.0
    #expect(!e.willEndDragging(velocity: 0, targetOffset: &target))
    #expect(target == 30)
  }

  @Test func rubberBandAtTheBottomNeverMovesTheHeader() {
    var e = Self.deepAndHidden()
    let bottom = tallContent + 76 - tallViewport
    e.glide(from: 1000, to: bottom)
    let atBottom = e.layout
    #expect(atBottom.top == -56)
    // Counted, the 300 pt coming back out of the band would pay off the anchor and show it.
    e.glide(from: bottom, to: bottom + 300)
    e.glide(from: bottom + 300, to: bottom)
    #expect(e.layout.shiftAccumulator == atBottom.shiftAccumulator)
    #expect(e.layout.top == -56)
  }

  @Test func contentShorterThanTheViewportNeverShifts() {
    for content in [200.0, 550.0, 599.0] {
      var e = HeaderEngine.make(HeaderConfiguration(shiftBehavior: .enabledWithStatusBar))
      for offset in stride(from: 0.0, through: 150, by: 1) {
        e.scroll(to: offset, content: content, viewport: 600)
        #expect(e.layout.top == 0, "content \(content) offset \(offset)")
      }
      var target = 40.0
      #expect(!e.willEndDragging(velocity: 0, targetOffset: &target))
    }
  }

  @Test func collapseFlowsIntoShiftWithoutAJump() {
    var e = HeaderEngine.make(
      HeaderConfiguration(minimumHeight: 56, maximumHeight: 128, shiftBehavior: .enabled))
    e.scroll(to: 0)
    e.scroll(to: 60)
    #expect(e.layout.height == 88 && e.layout.top == 0)
    e.scroll(to: 90)  // crosses Hmin = 76 at offset 72: only 18 pt count as shift
    #expect(e.layout.height == 76 && e.layout.top == -18)
    e.scroll(to: 60)  // back above Hmin: the shift is undone exactly
    #expect(e.layout.height == 88 && e.layout.top == 0)
  }
}
