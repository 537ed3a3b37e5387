import PhoneSimulation
import SandboxPrimitives
import SoakSupport
import TestSupport
import Testing

@testable import SandboxStage

/// Window events a desktop throws at the sandbox, run headless: absurd sizes, minimize/restore,
/// a frame arriving 10 s late.
@Suite struct HostileWindowTests {
  /// Advances tick by tick, checking every invariant after each tick.
  func run(_ sandbox: inout Sandbox, until time: Double, _ checker: inout SoakInvariantChecker) {
    while sandbox.time < time - 1e-9 {
      sandbox.advanceOneTick()
      if let violation = checker.check(sandbox) {
        Issue.record("\(violation)")
        return
      }
    }
  }

  @Test(arguments: ["enabled", "enabledWithStatusBar", "hideable", "disabled"])
  func resizeToOnePointAndBackRestoresTheLayout(_ behavior: String) {
    var sandbox = showcaseSandbox(behavior)
    var checker = SoakInvariantChecker()
    swipe(&sandbox, at: 0.1, fromY: 650, toY: 350, duration: 0.3)
    run(&sandbox, until: 5, &checker)
    #expect(sandbox.isSettled)
    let offset = sandbox.scroll.offset
    let layout = sandbox.engine.layout
    #expect(offset > 0)

    sandbox.submit(.resize(width: 1, height: 1), at: 5)
    run(&sandbox, until: 6, &checker)
    #expect(sandbox.viewport == Size(width: 1, height: 1))
    sandbox.submit(.resize(width: 390, height: 844), at: 6)
    run(&sandbox, until: 9, &checker)
    #expect(sandbox.isSettled)
    #expect(sandbox.scroll.offset == offset)
    #expect(sandbox.engine.layout == layout)
  }

  @Test func resizeToOnePointMidFlingStaysFiniteAndRecovers() {
    var sandbox = showcaseSandbox("enabledWithStatusBar")
    var checker = SoakInvariantChecker()
    swipe(&sandbox, at: 0.1, fromY: 700, toY: 300, duration: 0.08)
    sandbox.submit(.resize(width: 1, height: 1), at: 0.3)
    sandbox.submit(.resize(width: 390, height: 844), at: 0.5)
    run(&sandbox, until: 8, &checker)
    #expect(sandbox.isSettled)
    let top = sandbox.engine.layout.top
    #expect(top == 0 || top == -sandbox.engine.accMax)
    #expect(sandbox.scroll.offset >= 0 && sandbox.scroll.offset <= sandbox.maxOffset)
  }

  @Test func nonsenseSizesAreIgnoredOrClampedToOnePoint() {
    var sandbox = showcaseSandbox("enabled")
    var checker = SoakInvariantChecker()
    sandbox.submit(.resize(width: .nan, height: 500), at: 0.1)
    sandbox.submit(.resize(width: 390, height: .infinity), at: 0.1)
    run(&sandbox, until: 0.2, &checker)
    #expect(sandbox.viewport == Size(width: 390, height: 844))
    sandbox.submit(.resize(width: -5, height: 0), at: 0.2)
    run(&sandbox, until: 0.3, &checker)
    #expect(sandbox.viewport == Size(width: 1, height: 1))
  }

  @Test func tenSecondFrameGapAdvancesOnlyTheClamp() {
    var gapped = showcaseSandbox("enabledWithStatusBar")
    var reference = showcaseSandbox("enabledWithStatusBar")
    swipe(&gapped, at: 0, fromY: 700, toY: 300, duration: 0.08)
    swipe(&reference, at: 0, fromY: 700, toY: 300, duration: 0.08)
    gapped.advance(toTime: 0.2)
    reference.advance(toTime: 0.2)

    gapped.submit(.minimized(true), at: gapped.time)
    let before = gapped.time
    let ticks = gapped.advanceFrame(realSeconds: 10)
    gapped.submit(.minimized(false), at: gapped.time)
    #expect(ticks == 60, "0.25 s of 1/240 s ticks")
    #expect(isClose(gapped.time - before, 0.25, 1e-9))
    // Mid-fling, the late frame moves the simulation exactly as 0.25 s would: no jump.
    reference.advance(simulationSeconds: 0.25)
    #expect(gapped.scroll.offset == reference.scroll.offset)
    #expect(gapped.engine.layout == reference.engine.layout)
    #expect(gapped.scroll.offset.isFinite && gapped.engine.layout.top.isFinite)
  }

  @Test func nonsenseFrameTimesRunNoTicks() {
    var sandbox = showcaseSandbox("enabled")
    for seconds in [Double.nan, .infinity, -.infinity, -1, 0] {
      #expect(sandbox.advanceFrame(realSeconds: seconds) == 0, "\(seconds)")
    }
    #expect(sandbox.time == 0)
  }
}
