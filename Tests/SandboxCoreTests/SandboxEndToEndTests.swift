import HeaderEngine
import PhoneSimulation
import SandboxFormats
import SandboxPrimitives
import Testing

@testable import SandboxStage

/// A sandbox with the showcase geometry (56 → 176 pt header) and the given behaviour.
func showcaseSandbox(_ behavior: String, extra: [(String, ParameterValue)] = []) -> Sandbox {
  var values = ConfigValues()
  try! values.set(key: "header.minimumHeight", value: .number(56))
  try! values.set(key: "header.maximumHeight", value: .number(176))
  try! values.set(key: "header.shiftBehavior", value: .string(behavior))
  for (key, value) in extra { try! values.set(key: key, value: value) }
  return try! Sandbox(
    settings: SandboxSettings(values: values), viewport: Size(width: 390, height: 844))
}

/// Submits a constant-speed swipe sampled at 120 Hz, like the script `swipe` event.
func swipe(
  _ sandbox: inout Sandbox, at start: Double, fromY: Double, toY: Double, duration: Double
) {
  sandbox.submit(.pointerDown(.finger(0), x: 195, y: fromY), at: start)
  let steps = max(1, Int((duration * 120).rounded()))
  for step in 1...steps {
    let u = Double(step) / Double(steps)
    sandbox.submit(
      .pointerMove(.finger(0), x: 195, y: fromY + (toY - fromY) * u), at: start + duration * u)
  }
  sandbox.submit(.pointerUp(.finger(0), x: 195, y: toY), at: start + duration)
}

@Suite struct SandboxEndToEndTests {
  @Test func flickDownHidesHeaderAndStatusBarThenFlickUpShowsThem() {
    var sandbox = showcaseSandbox("enabledWithStatusBar")
    #expect(sandbox.engine.layout.top == 0)
    #expect(sandbox.engine.layout.height == 196)
    swipe(&sandbox, at: 0.1, fromY: 650, toY: 250, duration: 0.12)
    sandbox.advance(toTime: 6)
    #expect(sandbox.isSettled)
    let hidden = sandbox.engine.layout
    #expect(hidden.top == -sandbox.engine.accMax)
    #expect(sandbox.engine.accMax == 76, "enabledWithStatusBar shifts the whole Hmin")
    #expect(hidden.statusBarShift == 20)
    #expect(sandbox.scroll.offset > 1000)

    swipe(&sandbox, at: 6.1, fromY: 250, toY: 650, duration: 0.12)
    sandbox.advance(toTime: 12)
    #expect(sandbox.isSettled)
    #expect(sandbox.engine.layout.top == 0)
    #expect(sandbox.engine.layout.statusBarShift == 0)
  }

  @Test func hideableIgnoresScrollingButObeysH() {
    var sandbox = showcaseSandbox("hideable")
    swipe(&sandbox, at: 0.1, fromY: 650, toY: 250, duration: 0.12)
    sandbox.advance(toTime: 6)
    #expect(sandbox.engine.layout.top == 0, "scrolling never shifts a hideable header")
    #expect(sandbox.scroll.offset > 1000)
    sandbox.submit(.keyDown(.h, []), at: 6)
    sandbox.advance(toTime: 7.5)
    #expect(sandbox.engine.layout.top == -sandbox.engine.accMax)
    #expect(sandbox.engine.layout.statusBarShift == 20)
    swipe(&sandbox, at: 7.5, fromY: 250, toY: 650, duration: 0.12)
    sandbox.advance(toTime: 14)
    #expect(
      sandbox.engine.layout.top == -sandbox.engine.accMax, "scrolling back does not re-show it")
    sandbox.submit(.keyDown(.h, []), at: 14)
    sandbox.advance(toTime: 15.5)
    #expect(sandbox.engine.layout.top == 0)
  }

  @Test func oneWheelNotchNeverCollapsesTheWholeHeader() {
    var sandbox = showcaseSandbox("enabledWithStatusBar")
    sandbox.submit(.wheel(dx: 0, dy: -1, precise: false, x: 195, y: 400), at: 0.1)
    sandbox.advance(toTime: 2)
    #expect(sandbox.scroll.offset == 40)
    #expect(sandbox.engine.layout.height == 156)
    #expect(sandbox.engine.layout.top == 0)
  }

  @Test func wheelScrollingNeverLeavesTheHeaderHalfShifted() {
    var sandbox = showcaseSandbox("enabled")
    // Scroll into the range where the header is attached to the content top and partly shifted.
    for i in 0..<4 {
      sandbox.submit(
        .wheel(dx: 0, dy: -1, precise: false, x: 195, y: 400), at: 0.1 + Double(i) * 0.05)
    }
    sandbox.advance(toTime: 3)
    #expect(sandbox.isSettled)
    let top = sandbox.engine.layout.top
    #expect(top == 0 || top == -sandbox.engine.accMax, "top \(top)")
  }

  @Test func keysPickBehaviourAndToggleViewOptions() {
    var sandbox = showcaseSandbox("disabled")
    sandbox.submit(.keyDown(.digit4, []), at: 0)
    sandbox.advance(toTime: 0.1)
    #expect(sandbox.settings.header.shiftBehavior == .hideable)
    #expect(sandbox.settings.values[Param.header.shiftBehavior] == .hideable)
    // View keys act on the phone at once, through the shortcut table, not the tick queue.
    ViewShortcut.slowMotion.apply(to: &sandbox)
    #expect(sandbox.view.timeScale == 0.25)
    ViewShortcut.pause.apply(to: &sandbox)
    #expect(sandbox.view.isPaused)
    let before = sandbox.time
    sandbox.advanceFrame(realSeconds: 0.5)
    #expect(sandbox.time == before, "paused")
    ViewShortcut.step.apply(to: &sandbox)
    #expect(abs(sandbox.time - before - 1.0 / 60) < 1e-9, "step advances one 1/60 s frame")
    #expect(ViewShortcut(key: .q, modifiers: .control) == .quit)
    #expect(ViewShortcut(key: .h, modifiers: []) == nil, "H is a simulation key")
  }

  @Test func badSetCommandBecomesAWarningAndChangesNothing() {
    var sandbox = showcaseSandbox("enabled")
    sandbox.submit(.set(key: "header.minimumHeight", value: .number(-5)), at: 0)
    sandbox.advance(toTime: 0.1)
    #expect(sandbox.settings.header.minimumHeight == 56)
    #expect(sandbox.warnings.count == 1)
    #expect(sandbox.warnings[0].contains("header.minimumHeight"))
  }

  @Test func slowMotionScalesSimulationTimeNotFrames() {
    var sandbox = showcaseSandbox("enabled")
    sandbox.view.timeScale = 0.25
    sandbox.advanceFrame(realSeconds: 1.0 / 60)
    #expect(abs(sandbox.time - 1.0 / 240) < 1e-12)
    sandbox.advanceFrame(realSeconds: 10)
    #expect(abs(sandbox.time - (1.0 / 240 + 0.25 * 0.25)) < 1e-9, "long frames are clamped")
  }
}
