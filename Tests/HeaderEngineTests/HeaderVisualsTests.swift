import TestSupport
import Testing

@testable import HeaderEngine

/// Status-bar shift, shadow, fading alpha and scroll phase.
@Suite struct HeaderVisualsTests {
  @Test func statusBarFollowsTheShiftOnlyWhenTheBehaviourHidesIt() {
    for (behavior, expected) in [
      (ShiftBehavior.enabledWithStatusBar, [10.0, 20, 20]), (.enabled, [0, 0, 0]),
    ] {
      var e = HeaderEngine.make(HeaderConfiguration(shiftBehavior: behavior))
      e.scroll(to: 0)
      var shifts: [Double] = []
      for offset in [10.0, 20, 60] {
        e.scroll(to: offset)
        shifts.append(e.layout.statusBarShift)
      }
      #expect(shifts == expected, "\(behavior)")
    }
  }

  @Test func hideableHidesTheStatusBarWithTheHeader() {
    var e = HeaderEngine.make(HeaderConfiguration(shiftBehavior: .hideable))
    e.shiftOffScreen(animated: false)
    #expect(e.layout.statusBarShift == 20 && e.layout.top == -76)
  }

  @Test func statusBarHintOffShiftsTheFullHeightAndLeavesTheStatusBar() {
    var e = HeaderEngine.make(
      HeaderConfiguration(
        shiftBehavior: .enabledWithStatusBar, statusBarHintCanOverlapHeader: false))
    #expect(e.accMax == 76)
    e.scroll(to: 0)
    e.scroll(to: 200)
    #expect(e.layout.top == -76 && e.layout.statusBarShift == 0)
  }

  @Test(arguments: [
    (ShiftBehavior.disabled, 56.0), (.enabled, 56), (.enabledWithStatusBar, 76), (.hideable, 76),
  ])
  func maximumShiftDependsOnTheBehaviour(behavior: ShiftBehavior, accMax: Double) {
    let e = HeaderEngine.make(HeaderConfiguration(shiftBehavior: behavior))
    #expect(e.accMax == accMax)
    let strip = HeaderEngine.make(
      HeaderConfiguration(shiftBehavior: behavior, minimumHeaderViewHeight: 10))
    #expect(strip.accMax == accMax - 10)
  }

  @Test func shadowRampsInOverTheFirstEightPointsOfContentUnderTheHeader() {
    var e = HeaderEngine.make(HeaderConfiguration(minimumHeight: 56, maximumHeight: 128))
    e.scroll(to: 0)
    #expect(e.layout.shadowOpacity == 0)
    e.scroll(to: 72)  // header reaches Hmin exactly: still attached
    #expect(e.layout.shadowOpacity == 0)
    e.scroll(to: 76)
    #expect(isClose(e.layout.shadowOpacity, 0.2))
    e.scroll(to: 300)
    #expect(isClose(e.layout.shadowOpacity, 0.4))
  }

  @Test func infiniteContentAlwaysCastsTheShadow() {
    var e = HeaderEngine.make(HeaderConfiguration(inFrontOfInfiniteContent: true))
    e.scroll(to: 0)
    #expect(e.layout.shadowOpacity == 0.4)
  }

  @Test func statusBarHidingBehaviourFadesTheShadowInTheLastEightPoints() {
    var e = HeaderEngine.make(HeaderConfiguration(shiftBehavior: .enabledWithStatusBar))
    e.scroll(to: 0)
    e.glide(from: 0, to: 500)
    e.glide(from: 500, to: 321)  // acc 251 = 76 + anchor 175; back 179: acc 72, 4 pt left
    #expect(e.layout.top == -72)
    #expect(isClose(e.layout.shadowOpacity, 0.2))
  }

  @Test func fadingViewsReachZeroAtHalfTheMaximumShift() {
    var e = HeaderEngine.make(HeaderConfiguration(shiftBehavior: .enabled))
    e.scroll(to: 0)
    e.scroll(to: 14)
    #expect(isClose(e.layout.shiftedContentAlpha, 0.5))
    e.scroll(to: 28)
    #expect(e.layout.shiftedContentAlpha == 0)
  }

  @Test func phasesAndPercentages() {
    var e = HeaderEngine.make(
      HeaderConfiguration(minimumHeight: 56, maximumHeight: 128, shiftBehavior: .enabled))
    e.scroll(to: 0)
    #expect(e.layout.phase == .overExtending && e.layout.phasePercentage == 1)
    e.scroll(to: 36)
    #expect(e.layout.phase == .collapsing && e.layout.phasePercentage == 0.5)
    e.scroll(to: -148)
    #expect(e.layout.phase == .overExtending && e.layout.phasePercentage == 2)
    e.scroll(to: 0)
    e.scroll(to: 72 + 28)
    #expect(e.layout.phase == .shifting && e.layout.phasePercentage == 0.5)
  }

  @Test func noOverExtensionClampsAtMaximum() {
    var e = HeaderEngine.make(HeaderConfiguration(canOverExtend: false))
    e.scroll(to: -50)
    #expect(e.layout.height == 76)
  }
}

@Suite struct NonFiniteInputTests {
  @Test func nonFiniteOffsetsAreIgnoredAndCounted() {
    var e = HeaderEngine.make(HeaderConfiguration(shiftBehavior: .enabled))
    e.scroll(to: 0)
    e.scroll(to: 20)
    let before = e.layout
    e.scroll(to: .nan)
    e.scroll(to: .infinity)
    e.scroll(to: 30, content: .nan)
    e.scroll(to: 30, viewport: -.infinity)
    #expect(e.ignoredInputCount == 4)
    #expect(e.layout == before)
    e.scroll(to: 30)
    #expect(e.layout.top == -30)  // the next good event applies the full delta from 20
  }

  @Test func nonFiniteTargetVelocityAndTickAreIgnored() {
    var e = HeaderEngine.make(HeaderConfiguration(shiftBehavior: .enabled))
    e.scroll(to: 0)
    e.scroll(to: 30)
    var target = Double.nan
    #expect(!e.willEndDragging(velocity: 0, targetOffset: &target))
    #expect(target.isNaN)
    var finite = 30.0
    #expect(!e.willEndDragging(velocity: .infinity, targetOffset: &finite))
    e.shiftOffScreen(animated: true)
    e.tick(dt: .nan)
    e.tick(dt: -1)
    #expect(e.ignoredInputCount == 4)
    #expect(e.layout.top == -30 && !e.layout.top.isNaN)
  }
}
