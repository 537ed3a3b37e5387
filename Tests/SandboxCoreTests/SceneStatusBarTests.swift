import PhoneDrawing
import SandboxPrimitives
import TestSupport
import Testing

@testable import SandboxStage

@Suite("Scene builder: fake status bar")
struct SceneStatusBarTests {
  private func state(height: Double, shift: Double) -> SceneState {
    var s = SceneProbe.restingState()
    s.statusBarHeight = height
    s.statusBarShift = shift
    s.headerMinHeight = 56 + height
    s.headerMaxHeight = 128 + height
    s.headerHeight = 128 + height
    s.headerTop = -shift
    return s
  }

  @Test(
    "The clock moves up with statusBarShift and is centred in the strip",
    arguments: [(20.0, 0.0), (20.0, 8.0), (20.0, 19.5), (44.0, 0.0), (47.0, 30.0)])
  func clockFollowsShift(height: Double, shift: Double) {
    let s = state(height: height, shift: shift)
    let clock = SceneProbe.texts(SceneBuilder.build(s).commands, equalTo: "9:41")
    #expect(clock.count == 1)
    let size = StatusBarPainter.timeFontSize(statusBarHeight: height)
    #expect(clock.first?.size == size)
    #expect(clock.first?.weight == .semibold)
    #expect(clock.first?.color == Theme.onHeader)
    let expectedY = -shift + (height - Theme.lineHeight(size)) / 2
    #expect(clock.first.map { isClose($0.origin.y, expectedY) } == true)
  }

  @Test("Every status bar command stays inside its strip", arguments: [20.0, 24.0, 44.0, 47.0])
  func glyphsFitTheStrip(height: Double) {
    for shift in [0.0, height / 2] {
      let commands = SceneProbe.painted(state(height: height, shift: shift), StatusBarPainter.paint)
      // Time; signal; Wi-Fi wedge and bands; battery ring, cap and charge.
      #expect(commands.count == 7)
      for command in commands {
        guard let b = SceneProbe.bounds(command) else { continue }
        #expect(b.minY >= -shift - 1e-9 && b.maxY <= height - shift + 1e-9, "\(command)")
        #expect(b.minX >= 0 && b.maxX <= 390, "\(command)")
      }
    }
  }

  @Test("Fully shifted, nothing of the status bar is on the canvas", arguments: [20.0, 44.0, 47.0])
  func fullyShiftedIsOffCanvas(height: Double) {
    let commands = SceneProbe.painted(state(height: height, shift: height), StatusBarPainter.paint)
    #expect(commands.allSatisfy { (SceneProbe.bounds($0)?.maxY ?? 0) <= 1e-9 })
    let beyond = SceneProbe.painted(
      state(height: height, shift: height + 5), StatusBarPainter.paint)
    #expect(beyond.allSatisfy { (SceneProbe.bounds($0)?.maxY ?? 0) <= 1e-9 })
  }

  @Test("Classic bars centre the clock; notched bars put it in the left ear")
  func layoutDependsOnHeight() {
    let classic = SceneProbe.texts(
      SceneProbe.painted(state(height: 20, shift: 0), StatusBarPainter.paint), equalTo: "9:41")
    #expect(classic.first?.origin.x == 195)
    #expect(classic.first?.alignment == .center)
    let notched = SceneProbe.texts(
      SceneProbe.painted(state(height: 47, shift: 0), StatusBarPainter.paint), equalTo: "9:41")
    #expect(notched.first?.origin.x == (390 - Theme.notchWidth) / 4)
  }

  @Test("The clock shows statusBarTime and its glyphs are drawn after the header")
  func customTimeAndOrder() {
    var s = state(height: 20, shift: 0)
    s.statusBarTime = "12:07"
    let commands = SceneBuilder.build(s).commands
    let clock = commands.firstIndex {
      if case .text(let r) = $0 { r.text == "12:07" } else { false }
    }
    let header = commands.firstIndex(
      of: .fillRect(Rect(x: 0, y: 0, width: 390, height: 148), Theme.headerBackground))
    #expect(clock != nil && header != nil)
    if let clock, let header { #expect(header < clock) }
  }
}
