import PhoneSimulation
import SandboxFormats
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
