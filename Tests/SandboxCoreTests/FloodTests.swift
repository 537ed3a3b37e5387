import SandboxFormats
import TestSupport
import Testing

@testable import SandboxStage

/// 100 000 events in one frame: same-time wheel steps and pointer moves are coalesced on submit.
@Suite struct FloodTests {
  static let floodSize = 100_000

  @Test func preciseWheelFloodCoalescesAndScrollsTheSumOfItsDeltas() {
    var flooded = showcaseSandbox("enabled")
    for _ in 0..<FloodTests.floodSize {
      flooded.submit(.wheel(dx: 0, dy: -0.0001, precise: true, x: 195, y: 400), at: 0.1)
    }
    #expect(flooded.queuedInputCount == 1, "same-time precise steps merge into one")
    flooded.advance(toTime: 2)

    var single = showcaseSandbox("enabled")
    single.submit(.wheel(dx: 0, dy: -10, precise: true, x: 195, y: 400), at: 0.1)
    single.advance(toTime: 2)

    // Precise deltas scroll at once: 100 000 × 0.0001 lines × 40 pt = 400 pt.
    #expect(isClose(flooded.scroll.offset, 400, 1e-6), "\(flooded.scroll.offset)")
    #expect(isClose(flooded.scroll.offset, single.scroll.offset, 1e-6))
    #expect(isClose(flooded.engine.layout.top, single.engine.layout.top, 1e-6))
    #expect(isClose(flooded.engine.layout.height, single.engine.layout.height, 1e-6))
  }

  @Test func immediateNotchedWheelFloodEqualsTheSumOfItsDeltas() {
    let immediate: [(String, ParameterValue)] = [
      ("wheel.smooth", .bool(false)), ("content.rowCount", .number(2000)),
    ]
    var flooded = showcaseSandbox("enabledWithStatusBar", extra: immediate)
    for _ in 0..<FloodTests.floodSize {
      flooded.submit(.wheel(dx: 0, dy: -1, precise: false, x: 195, y: 400), at: 0.1)
    }
    #expect(flooded.queuedInputCount == 1)
    flooded.advance(toTime: 3)
    // 4 000 000 pt of wheel is more than the 2000 rows hold: the sum, clamped at the end.
    let expected = min(Double(FloodTests.floodSize) * 40, flooded.maxOffset)
    #expect(flooded.scroll.offset == expected)

    var unflooded = showcaseSandbox("enabledWithStatusBar", extra: immediate)
    unflooded.submit(
      .wheel(dx: 0, dy: -Double(FloodTests.floodSize), precise: false, x: 195, y: 400), at: 0.1)
    unflooded.advance(toTime: 3)
    #expect(flooded.scroll.offset == unflooded.scroll.offset)
    #expect(flooded.engine.layout == unflooded.engine.layout)
  }

  @Test func smoothWheelFloodLandsWhereOneEqualStepLands() {
    var flooded = showcaseSandbox("enabled")
    for _ in 0..<FloodTests.floodSize {
      flooded.submit(.wheel(dx: 0, dy: -0.0002, precise: false, x: 195, y: 400), at: 0.1)
    }
    #expect(flooded.queuedInputCount == 1)
    flooded.advance(toTime: 3)
    var single = showcaseSandbox("enabled")
    single.submit(.wheel(dx: 0, dy: -20, precise: false, x: 195, y: 400), at: 0.1)
    single.advance(toTime: 3)
    #expect(flooded.isSettled && single.isSettled)
    #expect(isClose(flooded.scroll.offset, 800, 1e-6), "\(flooded.scroll.offset)")
    #expect(isClose(flooded.scroll.offset, single.scroll.offset, 1e-6))
    #expect(isClose(flooded.engine.layout.top, single.engine.layout.top, 1e-6))
  }

  @Test func pointerMoveFloodKeepsOnlyTheLatestPosition() {
    var flooded = showcaseSandbox("enabled")
    flooded.submit(.pointerDown(.finger(0), x: 195, y: 600), at: 0.1)
    for i in 0..<FloodTests.floodSize {
      let y = 600 - 300 * Double(i + 1) / Double(FloodTests.floodSize)
      flooded.submit(.pointerMove(.finger(0), x: 195, y: y), at: 0.2)
    }
    #expect(flooded.queuedInputCount == 2, "the down and one move")
    flooded.submit(.pointerUp(.finger(0), x: 195, y: 300), at: 0.3)
    flooded.advance(toTime: 4)

    var plain = showcaseSandbox("enabled")
    plain.submit(.pointerDown(.finger(0), x: 195, y: 600), at: 0.1)
    plain.submit(.pointerMove(.finger(0), x: 195, y: 300), at: 0.2)
    plain.submit(.pointerUp(.finger(0), x: 195, y: 300), at: 0.3)
    plain.advance(toTime: 4)
    #expect(flooded.scroll.offset == plain.scroll.offset)
    #expect(flooded.engine.layout == plain.engine.layout)
  }

  @Test func onlyLikeEventsAtTheSameTimeMerge() {
    var sandbox = showcaseSandbox("enabled")
    sandbox.submit(.wheel(dx: 0, dy: -1, precise: false, x: 195, y: 400), at: 0.1)
    sandbox.submit(.wheel(dx: 0, dy: -1, precise: true, x: 195, y: 400), at: 0.1)
    sandbox.submit(.wheel(dx: 0, dy: -1, precise: true, x: 195, y: 400), at: 0.2)
    sandbox.submit(.pointerMove(.finger(0), x: 195, y: 400), at: 0.2)
    sandbox.submit(.pointerMove(.finger(1), x: 195, y: 400), at: 0.2)
    sandbox.submit(.pointerMove(.finger(1), x: 195, y: 300), at: 0.3)
    #expect(sandbox.queuedInputCount == 6)
    sandbox.submit(.pointerMove(.finger(1), x: 195, y: 200), at: 0.3)
    sandbox.submit(.wheel(dx: 0, dy: 2, precise: true, x: 195, y: 400), at: 0.3)
    sandbox.submit(.wheel(dx: 0, dy: -1, precise: true, x: 195, y: 400), at: 0.3)
    #expect(sandbox.queuedInputCount == 7)
  }
}
