import Foundation
import TestSupport
import Testing

@testable import HeaderEngine

@Suite struct ShiftAnimationTests {
  static func engine(_ mode: ShiftAnimationMode) -> HeaderEngine {
    var e = HeaderEngine.make(HeaderConfiguration(shiftBehavior: .enabled, shiftAnimation: mode))
    e.scroll(to: 0, tracking: false)
    return e
  }

  /// The header top sampled every 1/30 s for one second, ticking at `hz`.
  static func trajectory(hz: Int) -> [Double] {
    var e = engine(.exact)
    e.shiftOffScreen(animated: true)
    var samples: [Double] = []
    for frame in 1...hz {
      e.tick(dt: 1 / Double(hz))
      if frame % (hz / 30) == 0 { samples.append(e.layout.top) }
    }
    return samples
  }

  @Test func exactModeTrajectoryIsTheSameAtEveryTickRate() {
    let reference = Self.trajectory(hz: 30)
    for hz in [60, 120, 240] {
      let other = Self.trajectory(hz: hz)
      #expect(other.count == reference.count)
      for (a, b) in zip(reference, other) { #expect(isClose(a, b, 0.01), "\(hz) Hz: \(a) vs \(b)") }
    }
  }

  @Test func exactModeFollowsTheClosedFormExponential() {
    let samples = Self.trajectory(hz: 240)
    for (i, top) in samples.enumerated() {
      let t = Double(i + 1) / 30
      let gap = 56 * exp(-12 * t)
      #expect(isClose(top, gap > 0.1 ? -(56 - gap) : -56, 1e-9))
    }
  }

  @Test func mdcModeAtSixtyHertzTakesTwentyNineFramesForFiftySixPoints() {
    var e = Self.engine(.mdc)
    e.shiftOffScreen(animated: true)
    e.tick(dt: 1.0 / 60)
    #expect(isClose(e.layout.top, -56 * 0.2))  // each frame closes 20 % of the gap
    #expect(e.settle(hz: 60) == 28)
    #expect(e.layout.top == -56)
  }

  @Test func mdcModeAtSixtyHertzTakesThirtyFramesForSeventySixPoints() {
    var e = HeaderEngine.make(
      HeaderConfiguration(shiftBehavior: .enabledWithStatusBar, shiftAnimation: .mdc))
    e.scroll(to: 0, tracking: false)
    e.shiftOffScreen(animated: true)
    #expect(e.settle(hz: 60) == 30)
    #expect(e.layout.top == -76)
  }

  @Test func animatedShiftOnScreenReturnsTheHeader() {
    var e = Self.engine(.exact)
    e.shiftOffScreen(animated: false)
    e.shiftOnScreen(animated: true)
    #expect(e.layout.top == -56 && !e.layout.isShiftedOffscreen)
    e.settle()
    #expect(e.layout.top == 0 && !e.layout.isAnimating)
  }

  @Test func scrollDeltasAreDroppedWhileTheAnimationRuns() {
    var e = Self.engine(.exact)
    e.glide(from: 0, to: 10, tracking: false)
    #expect(e.layout.top == -10)
    e.shiftOnScreen(animated: true)
    e.scroll(to: 14, tracking: false)
    #expect(e.layout.top == -10)
  }

  @Test func touchingTheContentCancelsTheAnimation() {
    var e = Self.engine(.exact)
    e.glide(from: 0, to: 500)
    e.glide(from: 500, to: 269)  // deep in the content, header back on screen
    #expect(e.layout.top == 0)
    e.shiftOffScreen(animated: true)
    e.tick(dt: 0.05)
    let top = e.layout.top
    #expect(top < 0)
    e.scroll(to: 269, tracking: true)
    #expect(!e.layout.isAnimating)
    e.tick(dt: 0.05)
    #expect(e.layout.top == top)
  }

  @Test func tickWithoutAnimationChangesNothing() {
    var e = Self.engine(.exact)
    let before = e.layout
    e.tick(dt: 1.0 / 60)
    #expect(e.layout == before)
  }

  @Test func switchingToDisabledAnimatesTheHeaderBackOn() throws {
    var e = Self.engine(.exact)
    e.shiftOffScreen(animated: false)
    var c = e.configuration
    c.shiftBehavior = .disabled
    try e.setConfiguration(c)
    #expect(e.layout.isAnimating && !e.layout.wantsToBeHidden)
    e.settle()
    #expect(e.layout.top == 0)
  }

  @Test func togglingStatusBarHintRetargetsToTheNewMaximum() throws {
    var e = Self.engine(.exact)
    e.shiftOffScreen(animated: false)
    #expect(e.layout.top == -56)
    var c = e.configuration
    c.statusBarHintCanOverlapHeader = false
    try e.setConfiguration(c)
    #expect(e.layout.isAnimating)
    e.settle()
    #expect(e.layout.top == -76)
  }

  @Test func hiddenHeaderStaysFullyHiddenWhenTheGeometryChanges() throws {
    var e = HeaderEngine.make(HeaderConfiguration(shiftBehavior: .hideable))
    e.shiftOffScreen(animated: false)
    #expect(e.layout.top == -76)
    try e.setConfiguration(HeaderConfiguration(statusBarHeight: 44, shiftBehavior: .hideable))
    #expect(e.layout.top == -100)
  }
}

@Suite struct GeometryChangeTests {
  @Test func changingTheMaximumHeightIsNotReadAsAScrollDelta() throws {
    var e = HeaderEngine.make(HeaderConfiguration(shiftBehavior: .enabled))
    e.scroll(to: 0)
    e.glide(from: 0, to: 500)
    #expect(e.layout.shiftAccumulator == 231)
    try e.setConfiguration(HeaderConfiguration(statusBarHeight: 44, shiftBehavior: .enabled))
    // Same content position, new inset: the offset grows by 24 without the finger moving.
    e.scroll(to: 524)
    #expect(e.layout.shiftAccumulator == 231)
    #expect(e.layout.top == -56)  // Enabled: accMax = Hmin − status bar = 56 still
  }

  @Test func restingHeaderTopIsPositiveZero() {
    let e = HeaderEngine.make(.mdcDefault)
    #expect(e.layout.top.sign == .plus)
  }
}

@Suite struct StickyShiftedFlagTests {
  @Test(arguments: [ShiftBehavior.disabled, .enabled, .enabledWithStatusBar])
  func draggingAHiddenHeaderBackClearsIsShiftedOffscreen(behavior: ShiftBehavior) {
    var e = HeaderEngine.make(HeaderConfiguration(shiftBehavior: behavior))
    e.scroll(to: 500)
    e.shiftOffScreen(animated: false)
    #expect(e.layout.isShiftedOffscreen)
    e.glide(from: 500, to: 0, tracking: false)
    #expect(e.layout.top == 0)
    #expect(!e.layout.isShiftedOffscreen)  // MDC #9022: stays YES there
  }

  @Test func partlyDraggedBackHeaderStillCountsAsShifted() {
    var e = HeaderEngine.make(HeaderConfiguration(shiftBehavior: .enabled))
    e.scroll(to: 500)
    e.shiftOffScreen(animated: false)
    e.glide(from: 500, to: 480, tracking: false)
    #expect(e.layout.top == -36)
    #expect(e.layout.isShiftedOffscreen)
  }
}
