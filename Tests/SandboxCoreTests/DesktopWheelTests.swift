import HeaderEngine
import PhoneSimulation
import Testing

@testable import SandboxStage

/// A notched wheel is a desktop wheel, not a finger: every notch scrolls exactly
/// `wheel.pointsPerLine`, and nothing moves the content afterwards (no MDC target rewrite, which
/// is right for a finger's drag). A header the notches left partly shifted still settles, by MDC's
/// after-deceleration rule (`trackingScrollViewDidEndDecelerating`, 75 %), moving the header.
@Suite struct DesktopWheelTests {
  static func notches(
    _ behavior: String, count: Int, every interval: Double, precise: Bool = false
  ) -> (sandbox: Sandbox, restingOffsets: [Double]) {
    var sandbox = showcaseSandbox(behavior)
    var offsets: [Double] = []
    for i in 0..<count {
      let t = 0.1 + Double(i) * interval
      sandbox.submit(.wheel(dx: 0, dy: -1, precise: precise, x: 195, y: 400), at: t)
      // Just before the next notch: the step's animation (≤ 0.15 s) has finished.
      sandbox.advance(toTime: t + interval - 1.0 / 240)
      offsets.append(sandbox.scroll.offset)
    }
    sandbox.advance(toTime: 0.1 + Double(count) * interval + 3)
    return (sandbox, offsets)
  }

  @Test(arguments: ["hideable", "enabled", "enabledWithStatusBar", "disabled"])
  func tenNotchesAQuarterSecondApartScrollFourHundredPoints(_ behavior: String) {
    let (sandbox, offsets) = Self.notches(behavior, count: 10, every: 0.25)
    #expect(sandbox.isSettled)
    #expect(sandbox.scroll.offset == 400, "\(behavior): ended at \(sandbox.scroll.offset)")
    #expect(offsets == (1...10).map { Double($0) * 40 }, "\(behavior): \(offsets)")
  }

  @Test func aPartlyShiftedHeaderSettlesByMovingTheHeader() {
    // Four notches fast: 160 pt, the header (56 → 176, enabled) is 40 pt into its shift.
    let (sandbox, _) = Self.notches("enabled", count: 4, every: 0.05)
    #expect(sandbox.isSettled)
    #expect(sandbox.scroll.offset == 160, "the content stays where the notches sent it")
    let layout = sandbox.engine.layout
    #expect(layout.top == 0 || layout.top == -sandbox.engine.accMax, "top \(layout.top)")
    #expect(!layout.isAnimating)
  }

  @Test func trackpadScrollingStillEndsLikeADrag() {
    // Precise deltas (0.5 line each, 140 pt) stop with the header attached and partly
    // collapsed-and-shifted (h = 196 − 140 = 56 < Hmin = 76): MDC rewrites the content's target,
    // as for a finger on iPadOS. Scrolling down made the header want to hide, so the content
    // goes to Hmax, the header fully off.
    var sandbox = showcaseSandbox("enabled")
    for i in 0..<7 {
      sandbox.submit(
        .wheel(dx: 0, dy: -0.5, precise: true, x: 195, y: 400), at: 0.1 + Double(i) * 0.02)
    }
    sandbox.advance(toTime: 4)
    #expect(sandbox.isSettled)
    #expect(sandbox.scroll.offset == 196, "rewritten from 140 pt to Hmax")
  }
}
