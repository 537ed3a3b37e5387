import Testing

@testable import HeaderEngine

/// Spec §4.4, step by step: Enabled, S = SB = 20, min = max = 56 ⇒ Hmin = Hmax = 76, accMax = 56.
@Suite struct WorkedTimelineTests {
  static func start() -> HeaderEngine {
    var e = HeaderEngine.make(
      HeaderConfiguration(shiftBehavior: .enabled, shiftAnimation: .mdc))
    e.scroll(to: 0)
    return e
  }

  @Test func step1RestIsOverExtendingAtFullHeight() {
    let e = Self.start()
    #expect(e.hMin == 76 && e.hMax == 76 && e.accMax == 56)
    #expect(e.layout.height == 76 && e.layout.top == 0 && e.layout.shiftAccumulator == 0)
    #expect(e.layout.phase == .overExtending && e.layout.phasePercentage == 1)
  }

  @Test func step2DragUpThirtyShiftsAttachedAndWantsHidden() {
    var e = Self.start()
    e.scroll(to: 30)
    #expect(e.layout.shiftAccumulator == 30 && e.layout.top == -30)
    #expect(e.layout.height + e.layout.top == 46)  // header bottom = content top
    #expect(e.layout.wantsToBeHidden)
    #expect(e.layout.phase == .shifting)
  }

  @Test func step3ReleaseRewritesTargetAndScrollingThereHidesTheHeader() {
    var e = Self.start()
    e.scroll(to: 30)
    var target = 30.0
    #expect(e.willEndDragging(velocity: 0, targetOffset: &target))
    #expect(target == 76)  // MDC y = 0: content top at the screen top
    e.didEndDragging(willDecelerate: true)
    e.glide(from: 30, to: target, tracking: false)
    e.didEndDecelerating()
    #expect(e.layout.shiftAccumulator == 56 && e.layout.top == -56)
    #expect(e.layout.isShiftedOffscreen && !e.layout.isAnimating)
    #expect(e.layout.statusBarShift == 0)  // Enabled leaves the 20 pt strip
  }

  static func deep() -> HeaderEngine {
    var e = start()
    e.scroll(to: 30)
    var target = 30.0
    _ = e.willEndDragging(velocity: 0, targetOffset: &target)
    e.didEndDragging(willDecelerate: true)
    e.glide(from: 30, to: target, tracking: false)
    e.didEndDecelerating()
    e.glide(from: 76, to: 576)
    return e
  }

  @Test func step4ScrollingOnFillsTheAnchor() {
    let e = Self.deep()
    #expect(e.layout.shiftAccumulator == 231 && e.layout.top == -56)
  }

  @Test func step5ScrollBackPaysOffTheAnchorThenReleaseSlidesOn() {
    var e = Self.deep()
    e.glide(from: 576, to: 476)
    #expect(e.layout.shiftAccumulator == 131 && e.layout.top == -56)
    e.glide(from: 476, to: 376)
    #expect(e.layout.shiftAccumulator == 31 && e.layout.top == -31)
    var target = 376.0
    #expect(!e.willEndDragging(velocity: 0, targetOffset: &target))
    e.didEndDragging(willDecelerate: false)
    #expect(e.layout.isAnimating && !e.layout.wantsToBeHidden)
    #expect(e.settle(hz: 60) == 26)
    #expect(e.layout.top == 0)
  }

  @Test func step6FlingSettlingThreeQuartersHiddenSlidesOff() {
    var e = Self.deep()
    e.glide(from: 576, to: 476)
    var target = 390.0
    #expect(!e.willEndDragging(velocity: -800, targetOffset: &target))
    e.didEndDragging(willDecelerate: true)
    e.glide(from: 476, to: 390, tracking: false)
    #expect(e.layout.shiftAccumulator == 45)
    e.didEndDecelerating()
    #expect(e.layout.wantsToBeHidden && e.layout.isAnimating)
    e.settle()
    #expect(e.layout.top == -56)
  }
}
