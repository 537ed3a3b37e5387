import MotionPhysics
import Testing

@testable import HeaderEngine

/// The web model against CSS sticky positioning, scroll-driven animations, headroom.js's
/// `update` and CSS Transitions' interruption rule. A 112 pt header with a 56 pt row under a
/// 20 pt status bar (hMax 132, hMin 76).
@Suite struct WebHeaderModelTests {
  static func harness(_ options: WebOptions, minimum: Double = 56) -> ModelHarness<WebHeaderModel> {
    var all = HeaderModelOptions.of(.web)
    all.web = options
    let model = try! WebHeaderModel(configuration: heights(minimum, 112), options: all)
    return ModelHarness(model)
  }

  static let headroom = WebOptions(pattern: .headroom)

  // position: sticky; top: -56px: 1:1 with the page for 56 pt, then stuck, never animated.
  @Test(arguments: [(-30.0, 132.0), (0, 132), (20, 112), (56, 76), (300, 76), (40, 92)])
  func stickyFollowsTheScrollOneToOneThenClamps(offset: Double, height: Double) {
    var h = Self.harness(WebOptions())
    h.drag(to: offset)
    #expect(h.model.layout.height == height)
    #expect(h.model.layout.top == 0)
    #expect(!h.model.layout.isAnimating)
  }

  @Test func stickyHasNoSettle() {
    var h = Self.harness(WebOptions())
    h.drag(to: 30)
    h.release()
    #expect(h.settle() == 0)
    #expect(h.model.layout.height == 102)
  }

  // The title animation's progress: (offset − start) / (end − start) through the easing.
  @Test func titleProgressFollowsTheRangeAndTimingFunction() {
    var linear = Self.harness(WebOptions(timingFunction: .linear))
    linear.drag(to: 28)
    #expect(abs(linear.model.readout.titleProgress - 0.5) < 1e-9, "default range is 0…max − min")
    var ranged = Self.harness(
      WebOptions(animationRangeStart: 100, animationRangeEnd: 200, timingFunction: .easeIn))
    ranged.drag(to: 150)
    #expect(
      abs(ranged.model.readout.titleProgress - CubicBezier.easeIn.value(at: 0.5)) < 1e-9)
    ranged.drag(to: 90)
    #expect(ranged.model.readout.titleProgress == 0)
    ranged.drag(to: 500)
    #expect(ranged.model.readout.titleProgress == 1)
  }

  @Test func headroomUnpinsDownAndPinsUp() {
    var h = Self.harness(Self.headroom)
    h.drag(to: 200)
    #expect(!h.model.isPinned && h.model.layout.wantsToBeHidden)
    h.run(seconds: 0.25)
    #expect(h.model.layout.top == -112 && h.model.layout.height == 132)
    h.drag(to: 199)
    #expect(h.model.isPinned)
    h.run(seconds: 0.25)
    #expect(h.model.layout.top == 0)
  }

  // At or above web.offset the header is always pinned; past it scrolling down unpins.
  @Test func headroomOffsetKeepsThePageTopPinned() {
    var h = Self.harness(WebOptions(pattern: .headroom, offset: 100))
    h.drag(to: 100)
    #expect(h.model.isPinned)
    h.drag(to: 101)
    #expect(!h.model.isPinned)
    h.drag(to: 150)
    h.drag(to: 100, tracking: true)
    #expect(h.model.isPinned)
  }

  // Tolerance is per frame: a 1 pt step is under a 5 pt down tolerance, one 10 pt jump is not.
  @Test func headroomToleranceIsPerDirection() {
    var h = Self.harness(WebOptions(pattern: .headroom, toleranceUp: 20, toleranceDown: 5))
    h.drag(to: 300)
    #expect(h.model.isPinned, "1 pt frames never exceed the 5 pt down tolerance")
    h.jump(to: 310)
    #expect(!h.model.isPinned)
    h.jump(to: 300)
    #expect(!h.model.isPinned, "10 pt up is under the 20 pt up tolerance")
    h.jump(to: 270)
    #expect(h.model.isPinned)
  }

  // headroom.js 0.12: `distance > tolerance` on `Math.round(scrollY)`: exactly the tolerance is
  // not enough, and a sub-point move that rounds to the same position is no move.
  @Test func headroomToleranceIsStrictOnRoundedPositions() {
    var h = Self.harness(WebOptions(pattern: .headroom, toleranceDown: 5))
    h.jump(to: 100)
    h.jump(to: 90)
    #expect(h.model.isPinned)
    h.jump(to: 95)
    #expect(h.model.isPinned, "5 is not more than 5")
    h.jump(to: 100.6)
    #expect(!h.model.isPinned, "rounds to 101: 6 more")
    var up = Self.harness(Self.headroom)
    up.jump(to: 100)
    #expect(!up.model.isPinned)
    up.jump(to: 99.6)
    #expect(!up.model.isPinned, "rounds to 100: no scroll")
    up.jump(to: 99.4)
    #expect(up.model.isPinned)
  }

  // The transition reaches its end after transitionDuration, on the named curve.
  @Test(arguments: [WebTimingFunction.linear, .easeInOut])
  func headroomTransitionTakesItsDuration(curve: WebTimingFunction) {
    var h = Self.harness(
      WebOptions(pattern: .headroom, transitionDuration: 0.4, transitionCurve: curve))
    h.drag(to: 200)
    h.run(seconds: 0.1)
    let expected = -112 * curve.bezier.value(at: 0.25)
    #expect(abs(h.model.layout.top - expected) < 1e-6)
    #expect(h.model.layout.isAnimating)
    h.run(seconds: 0.3)
    #expect(h.model.layout.top == -112 && !h.model.layout.isAnimating)
  }

  // CSS Transitions: a reversal starts from where the header is and is shortened by the
  // reversing shortening factor (here the linear transition's progress, 0.5).
  @Test func headroomReversalRetargetsFromTheCurrentPosition() {
    var h = Self.harness(Self.headroom)
    h.drag(to: 200)
    h.run(seconds: 0.1)
    #expect(abs(h.model.layout.top + 56) < 1e-6)
    h.drag(to: 199)
    let reversal = try! #require(h.model.transition)
    #expect(abs(reversal.start - 56) < 1e-6 && reversal.end == 0)
    #expect(abs(reversal.duration - 0.1) < 1e-9)
    h.run(seconds: 0.1)
    #expect(abs(h.model.layout.top) < 1e-6 && !h.model.layout.isAnimating)
  }

  // headroom.js's isOutOfBounds: a rubber-band past the top changes nothing.
  @Test func headroomIgnoresOverscroll() {
    var h = Self.harness(Self.headroom)
    h.drag(to: 50)
    h.run(seconds: 0.3)
    h.jump(to: -20)
    #expect(!h.model.isPinned)
  }

  @Test func headroomNeverShrinks() {
    let h = Self.harness(Self.headroom)
    #expect(h.model.hMin == h.model.hMax && h.model.accMax == 112)
  }

  @Test func programmaticShowAndHideMoveHeadroomOnly() {
    var headroom = Self.harness(Self.headroom)
    headroom.model.shiftOffScreen(animated: false)
    #expect(headroom.model.layout.top == -112)
    headroom.model.shiftOnScreen(animated: true)
    headroom.run(seconds: 0.25)
    #expect(headroom.model.layout.top == 0)
    var sticky = Self.harness(WebOptions())
    sticky.model.shiftOffScreen(animated: false)
    #expect(sticky.model.layout.height == 132)
  }
}
