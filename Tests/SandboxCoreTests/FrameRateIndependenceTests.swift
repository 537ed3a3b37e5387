import PhoneSimulation
import SandboxFormats
import SandboxPrimitives
import Testing

/// The same script plays the same motion at any frame rate (`FixedStepClock`): a frame shows
/// the clock's tick at or just past its own time, and every input due by that tick has
/// arrived. A 25 fps frame ends between ticks; inputs due between its time and its tick used to
/// wait for the next frame, so readme-demo's flicks began a tick late at 25 fps and the trace
/// disagreed with the same script at 60 fps.
@Suite struct FrameRateIndependenceTests {
  /// `script` at `fps`: each frame's clock time and scroll offset.
  private func run(_ script: EventScript, fps: Int) throws -> [(time: Double, offset: Double)] {
    var played = script
    played.fps = fps
    var runner = try PhoneRunner(
      script: played, settings: [try SandboxSettings(values: ConfigValues())])
    var rows: [(Double, Double)] = []
    while let frame = runner.nextFrame() {
      let row = runner.traceRow(frame: frame)
      rows.append((row.time, row.scrollOffset))
    }
    return rows
  }

  @Test(arguments: [25, 50, 48, 90])
  func everyFrameRateShowsThe240HzRunAtItsTick(fps: Int) throws {
    // Moves every 1/120 s (swipes) and a flick whose lift falls between a 25 fps frame and
    // its tick.
    let events: [TimedScriptEvent] = [
      TimedScriptEvent(
        t: 0.1, event: .swipe(x: 195, fromY: 650, toY: 300, duration: 0.15, hold: 0)),
      TimedScriptEvent(t: 1.0, event: .touchDown(x: 195, y: 300)),
      TimedScriptEvent(t: 1.0205, event: .touchMove(x: 195, y: 340)),
      TimedScriptEvent(t: 1.0405, event: .touchMove(x: 195, y: 400)),
      TimedScriptEvent(t: 1.0415, event: .touchUp(x: 195, y: 400)),
    ]
    let script = EventScript(
      viewport: Viewport(width: 390, height: 844, scale: 1), fps: 60, duration: 2, events: events)
    let fine = try run(script, fps: 240)
    var byTick: [Int: Double] = [:]
    for row in fine { byTick[Int((row.time * 240).rounded())] = row.offset }
    let coarse = try run(script, fps: fps)
    var compared = 0
    for row in coarse {
      guard let expected = byTick[Int((row.time * 240).rounded())] else { continue }
      #expect(
        abs(row.offset - expected) < 1e-9,
        "\(fps) fps at \(row.time): \(row.offset) pt, the 240 Hz run \(expected) pt")
      compared += 1
    }
    #expect(compared >= coarse.count - 1)
  }
}

/// A script's inputs at t = 0 are the first frame's: a `set` there used to wait for the first
/// tick (1/240 s), so frame 0 of a render showed the settings before it, and `measure` read the
/// jump to the next frame as motion (short-content's 100-row list, then 4 rows: 264 pt).
@Suite struct FirstFrameInputTests {
  @Test func aSetAtTimeZeroShowsInTheFirstFrame() throws {
    let events: [TimedScriptEvent] = [
      TimedScriptEvent(t: 0, event: .set(key: "content.rowCount", value: .number(4))),
      TimedScriptEvent(t: 0, event: .set(key: "header.maximumHeight", value: .number(150))),
      TimedScriptEvent(t: 0.5, event: .set(key: "header.maximumHeight", value: .number(120))),
    ]
    let script = EventScript(
      viewport: Viewport(width: 390, height: 844, scale: 1), fps: 60, duration: 1, events: events)
    var runner = try PhoneRunner(
      script: script, settings: [try SandboxSettings(values: ConfigValues())])
    let first = runner.nextFrame()
    #expect(first == 0)
    #expect(runner.phone.settings.content.rowCount == 4)
    // The trace's height counts the status bar (20 pt here) above the bar's maximum height.
    let statusBar = runner.phone.settings.header.statusBarHeight
    #expect(runner.traceRow(frame: 0).headerHeight == 150 + statusBar)
    // A later `set` still lands in its own tick, not before the frame that contains it.
    var heights: [Double] = []
    while let frame = runner.nextFrame() {
      heights.append(runner.traceRow(frame: frame).headerHeight)
    }
    #expect(heights[28] == 150 + statusBar)
    #expect(heights[29] == 120 + statusBar)
  }

  @Test func aPausedPhoneStillHoldsInputsPlacedAfterItsTime() throws {
    var sandbox = try Sandbox(
      settings: try SandboxSettings(values: ConfigValues()),
      viewport: SandboxPrimitives.Size(width: 390, height: 844))
    sandbox.view.isPaused = true
    let set = SandboxCommand.set(key: "header.maximumHeight", value: ParameterValue.number(150))
    sandbox.submit(set, at: sandbox.time + 1e-6)
    sandbox.advanceFrame(realSeconds: 1.0 / 60)
    #expect(sandbox.queuedInputCount == 1)
    sandbox.view.isPaused = false
    sandbox.advanceFrame(realSeconds: 1.0 / 60)
    #expect(sandbox.queuedInputCount == 0)
  }
}
