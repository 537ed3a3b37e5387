import PhoneDrawing
import PhoneSimulation
import SandboxFormats
import SandboxPrimitives
import TestSupport
import Testing

@testable import SandboxStage

@Suite("Scroll indicators: platform style, fade and position")
struct ScrollIndicatorTests {
  @Test(arguments: [ScrollIndicatorStyle.ios, .android])
  func fadesInWhileMovingAndOutAfterTheDelay(style: ScrollIndicatorStyle) {
    var fade = ScrollIndicatorFade()
    #expect(fade.alpha(at: 0, style: style) == 0, "nothing shows before anything moves")
    // Moving from 1.0 s to 2.0 s.
    for tick in 0...240 { fade.record(moved: true, at: 1 + Double(tick) / 240, style: style) }
    fade.record(moved: false, at: 2.1, style: style)
    if style.fadeIn > 0 {
      #expect(isClose(fade.alpha(at: 1 + style.fadeIn / 2, style: style), 0.5))
    }
    #expect(fade.alpha(at: 2, style: style) == 1)
    #expect(fade.alpha(at: 2 + style.delay, style: style) == 1, "held for the delay")
    #expect(isClose(fade.alpha(at: 2 + style.delay + style.fadeOut / 2, style: style), 0.5))
    #expect(fade.alpha(at: 2 + style.delay + style.fadeOut, style: style) < 1e-9)
    #expect(fade.alpha(at: 2 + style.delay + style.fadeOut + 1e-6, style: style) == 0)
    #expect(fade.isHidden(at: 10, style: style))
    // A new run after it has gone fades in again from its own start.
    fade.record(moved: true, at: 10, style: style)
    #expect(fade.motionStart == 10)
  }

  @Test func androidIsThinnerAndQuickerThanIOS() {
    #expect(ScrollIndicatorStyle.android.thickness < ScrollIndicatorStyle.ios.thickness)
    #expect(
      ScrollIndicatorStyle.android.delay == 0.3 && ScrollIndicatorStyle.android.fadeOut == 0.25)
    #expect(ScrollIndicatorStyle.of(DeviceCatalog.profile(named: "pixel-8")!) == .android)
    #expect(ScrollIndicatorStyle.of(DeviceCatalog.standard) == .ios)
  }

  private func state(offset: Double, alpha: Double = 1) -> SceneState {
    var s = DeviceProfileTests.halfway(DeviceCatalog.standard)
    s.scrollOffset = offset
    s.maxScrollOffset = 1000
    s.scrollIndicatorAlpha = alpha
    return s
  }

  @Test func theThumbRunsFromBelowTheHeaderToAboveTheHomeIndicator() throws {
    let style = ScrollIndicatorStyle.ios
    let top = try #require(ScrollIndicatorPainter.thumb(state(offset: 0)))
    let headerBottom = 116.0 + 54
    #expect(isClose(top.minY, headerBottom + style.edgeInset))
    #expect(isClose(top.maxX, 393 - style.edgeInset) && top.width == style.thickness)
    let end = try #require(ScrollIndicatorPainter.thumb(state(offset: 1000)))
    #expect(isClose(end.maxY, 852 - 34 - style.edgeInset))
    #expect(isClose(end.height, top.height))
    // Halfway through the range, halfway along the track.
    let mid = try #require(ScrollIndicatorPainter.thumb(state(offset: 500)))
    #expect(isClose(mid.minY, (top.minY + end.minY) / 2))
    // Pulled 20 pt past the end, the thumb is 20 pt shorter and stays at the end.
    let past = try #require(ScrollIndicatorPainter.thumb(state(offset: 1020)))
    #expect(isClose(past.height, end.height - 20) && isClose(past.maxY, end.maxY))
  }

  @Test func hiddenOrRangelessDrawsNothing() {
    #expect(ScrollIndicatorPainter.thumb(state(offset: 10, alpha: 0)) == nil)
    var s = state(offset: 0)
    s.maxScrollOffset = 0
    #expect(ScrollIndicatorPainter.thumb(s) == nil)
  }

  @Test func aFlingShowsTheIndicatorAndItFadesWhenSettled() throws {
    let settings = try SandboxSettings(values: ConfigValues())
    var sandbox = try Sandbox(settings: settings, viewport: Size(width: 393, height: 852))
    #expect(sandbox.sceneState().scrollIndicatorAlpha == 0)
    sandbox.submit(.pointerDown(.finger(0), x: 195, y: 650), at: 0.1)
    for step in 1...12 {
      let u = Double(step) / 12
      sandbox.submit(.pointerMove(.finger(0), x: 195, y: 650 - 300 * u), at: 0.1 + 0.1 * u)
    }
    sandbox.submit(.pointerUp(.finger(0), x: 195, y: 350), at: 0.2)
    sandbox.advance(toTime: 0.4)
    #expect(sandbox.sceneState().scrollIndicatorAlpha == 1)
    let list = SceneBuilder.build(sandbox.sceneState())
    #expect(
      list.commands.contains { if case .fillRoundedRect(_, 1.5, _) = $0 { true } else { false } })
    sandbox.advance(toTime: 10)
    #expect(sandbox.isSettled)
    #expect(sandbox.sceneState().scrollIndicatorAlpha == 0)
  }
}
