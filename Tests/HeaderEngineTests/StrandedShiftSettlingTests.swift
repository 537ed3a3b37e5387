import Testing

@testable import HeaderEngine

/// The sandbox's settling rule (docs/header-engine.md, deviation 10): where MDC would leave the
/// header resting partly shifted, the end of the gesture, fling or configuration change finishes
/// the shift toward the header's wish. Default geometry: Hmin = Hmax = 76, accMax 56 for
/// `enabled`/`disabled` and 76 for `enabledWithStatusBar`/`hideable`, over tall content.
@Suite struct StrandedShiftSettlingTests {
  static func engine(_ behavior: ShiftBehavior) -> HeaderEngine {
    var e = HeaderEngine.make(HeaderConfiguration(shiftBehavior: behavior))
    e.scroll(to: 0, tracking: false)
    return e
  }

  /// Ticks at 60 Hz `count` times and reports whether the header top stayed where it was.
  static func staysPut(_ e: inout HeaderEngine, ticks count: Int = 30) -> Bool {
    let before = e.layout.top
    for _ in 0..<count { e.tick(dt: 1.0 / 60) }
    return e.layout.top == before && !e.layout.isAnimating
  }

  @Test func touchThatCancelsTheAnimationAndReleasesAttachedFinishesTheShift() {
    // Hidden with the content top at the screen top (h = 0), then animating back on; a touch
    // stops it while the header still overlaps the content by less than 0.5 pt (attached).
    var e = Self.engine(.enabledWithStatusBar)
    e.glide(from: 0, to: 76)
    e.didEndDragging(willDecelerate: false)
    #expect(e.layout.top == -76)
    e.shiftOnScreen(animated: true)
    e.tick(dt: 1.0 / 2400)
    let partial = -e.layout.top
    #expect(partial > 75.5 && partial < 76)
    e.scroll(to: 76)  // finger down: MDC cancels the animation
    #expect(Self.staysPut(&e), "nothing moves while the finger is down")
    var target = 76.0
    // A landing height of 0 is outside MDC's rewrite range (0, Hmin).
    #expect(!e.willEndDragging(velocity: 0, targetOffset: &target))
    e.didEndDragging(willDecelerate: false)
    #expect(e.layout.isAnimating, "MDC would leave it here: attached, so not partly shifted")
    #expect(e.layout.top == -partial, "the animation starts from where the touch stopped it")
    // MDC's direction sum (76 pt down) survives the programmatic shift, so the touch's first
    // tracking did-scroll re-asserts the wish to be hidden; the rule finishes toward that wish.
    #expect(e.layout.wantsToBeHidden)
    e.settle()
    #expect(e.layout.top == -76)
  }

  @Test func hideableTouchCancelAtTheTopFinishesTowardTheWish() {
    var e = Self.engine(.hideable)
    e.shiftOffScreen(animated: true)
    e.tick(dt: 1.0 / 60)
    e.scroll(to: 0)
    #expect(Self.staysPut(&e))
    e.didEndDragging(willDecelerate: false)
    e.settle()
    #expect(e.layout.top == -76)
  }

  /// Hidden, then animating back on, then a wheel burst into the content that hands over to a
  /// smooth-scroll animation (did-end-dragging with willDecelerate) and comes to rest attached.
  static func hideableWheelCancelledReturn(at start: Double) -> HeaderEngine {
    var e = engine(.hideable)
    e.glide(from: 0, to: start, tracking: false)
    e.shiftOffScreen(animated: false)
    e.shiftOnScreen(animated: true)
    e.tick(dt: 1.0 / 60)
    e.glide(from: start, to: start + 20)  // wheel steps report isTracking
    e.didEndDragging(willDecelerate: true)
    return e
  }

  @Test func hideableWheelCancelWaitsForTheFlingThenFinishes() {
    var e = Self.hideableWheelCancelledReturn(at: 20)
    let partial = -e.layout.top
    #expect(partial > 39.5 && partial < 76, "attached: shift ≥ Hmin − h − 0.5 = 39.5")
    e.glide(from: 40, to: 60, tracking: false)
    #expect(Self.staysPut(&e), "no settling while the fling runs")
    e.didEndDecelerating()
    #expect(e.layout.isAnimating)
    e.settle()
    #expect(e.layout.top == 0)
    #expect(!e.layout.wantsToBeHidden)
  }

  @Test func detachedAtTheEndOfAFlingMDCsThreeQuarterRuleStillDecides() {
    // Deep in the content the header is detached, so MDC's own rule runs first and hides a
    // header more than 75 % off; the settling rule then has nothing to do.
    var e = Self.hideableWheelCancelledReturn(at: 1000)
    #expect(-e.layout.top > 0.75 * 76)
    e.glide(from: 1020, to: 1040, tracking: false)
    #expect(Self.staysPut(&e))
    e.didEndDecelerating()
    e.settle()
    #expect(e.layout.top == -76)
    #expect(e.layout.wantsToBeHidden)
  }

  @Test func flingDeltasStillMoveTheHeaderAndTheRuleActsAtItsEnd() {
    var e = Self.engine(.enabled)
    e.glide(from: 0, to: 30)
    e.didEndDragging(willDecelerate: true)
    for step in 1...10 {
      e.scroll(to: 30 + Double(step), tracking: false)
      #expect(e.layout.top == -30 - Double(step), "attached: the header follows the fling 1:1")
      #expect(!e.layout.isAnimating)
    }
    e.didEndDecelerating()
    #expect(e.layout.isAnimating, "attached at 40 of 56: MDC would leave it there")
    e.settle()
    #expect(e.layout.top == -56)
  }

  @Test func behaviorSwitchAtRestThatRaisesAccMaxFinishesTheShift() {
    // The soak's seed-20261131 at engine level: an accumulator of 80 shows as the full 64 pt under
    // `disabled`, then reads as 80 of 88 under `enabledWithStatusBar`.
    let tall = HeaderConfiguration(
      minimumHeight: 64, maximumHeight: 152, statusBarHeight: 24,
      shiftBehavior: .enabledWithStatusBar)
    var e = HeaderEngine.make(tall)
    e.scroll(to: 0, tracking: false)
    e.glide(from: 0, to: 1000)
    var disabled = tall
    disabled.shiftBehavior = .disabled
    #expect(throws: Never.self) { try e.setConfiguration(disabled) }
    e.scroll(to: 1000)  // still tracking: cancels MDC's "animate back on"
    e.glide(from: 1000, to: 841)  // disabled bounds it by 64 + 175 first: 239 − 159
    e.didEndDragging(willDecelerate: false)
    #expect(e.layout.shiftAccumulator == 80)
    #expect(e.layout.top == -64)
    #expect(Self.staysPut(&e), "fully shifted for `disabled` is not partial")
    #expect(throws: Never.self) { try e.setConfiguration(tall) }
    #expect(e.layout.top == -80)
    #expect(e.layout.isAnimating)
    e.settle()
    #expect(e.layout.top == 0)
  }

  @Test func switchToDisabledMidGestureFinishesOnScreenWhenTheGestureEnds() {
    var e = Self.engine(.enabledWithStatusBar)
    e.glide(from: 0, to: 36)  // attached, 36 of 76 shifted
    #expect(e.layout.top == -36)
    var config = e.configuration
    config.shiftBehavior = .disabled
    #expect(throws: Never.self) { try e.setConfiguration(config) }
    e.scroll(to: 36)  // the finger (or wheel) is still down: MDC cancels the animation
    #expect(Self.staysPut(&e), "no settling while the gesture is open")
    var target = 36.0
    #expect(!e.willEndDragging(velocity: 0, targetOffset: &target))
    e.didEndDragging(willDecelerate: false)
    #expect(e.layout.isAnimating)
    e.settle()
    #expect(e.layout.top == 0)
    #expect(!e.layout.wantsToBeHidden)
  }

  @Test func headerAtEitherEndIsLeftAlone() {
    var e = Self.engine(.enabled)
    e.glide(from: 0, to: 1000)
    e.didEndDragging(willDecelerate: false)
    #expect(e.layout.top == -56)
    #expect(Self.staysPut(&e))
    e.glide(from: 1000, to: 500)
    e.didEndDragging(willDecelerate: false)
    #expect(e.layout.top == 0)
    #expect(Self.staysPut(&e))
  }
}
