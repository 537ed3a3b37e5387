import PhoneSimulation
import SandboxFormats
import SandboxPrimitives
import Testing

@testable import SandboxStage

/// R with a replayed script (`--replay`, a session's gesture): the phones start afresh and the
/// script plays again from its start with the values the phones have now, and a reference
/// recording starts over beside it, so a fit can be watched again.
@Suite struct ReplayAgainTests {
  /// A flick at 0.1 s, then rest: the motion a second look must repeat.
  static let script = EventScript(
    viewport: Viewport(width: 390, height: 844, scale: 1), fps: 60, duration: 2,
    events: [
      TimedScriptEvent(
        t: 0.1, event: .swipe(x: 195, fromY: 650, toY: 350, duration: 0.12, hold: 0))
    ])

  static func stage(replay: EventScript?) -> Stage {
    let phone = StageSetup.Phone(settings: try! SandboxSettings(values: ConfigValues()))
    var setup = StageSetup(phones: [phone], viewport: StageTests.viewport)
    setup.showTimeline = true
    setup.replay = replay
    var stage = try! Stage(setup)
    _ = stage.start()
    stage.setReference(ReferenceStageTests.track, source: ReferenceStageTests.FakeFrames())
    return stage
  }

  /// Phone A's offset and the recording frame shown after each of `frames` 1/60 s frames.
  static func run(_ stage: inout Stage, frames: Int) -> [(offset: Double, frame: Int?)] {
    (0..<frames).map { _ in
      let frame = StageTests.frame(&stage)
      return (stage.phones[0].scroll.offset, ReferenceStageTests.images(frame.list).last?.id)
    }
  }

  /// R in the middle of a frame one simulation tick long: the replay starts again at that
  /// frame's end (the tick boundary after the R), so the next 1/60 s frames end where the first
  /// run's did on the script's own time.
  static func pressR(_ stage: inout Stage) {
    let start = stage.phones[0].time
    let tick = 1.0 / 240
    _ = stage.frame(
      StageInput(
        events: [TimedInputEvent(time: start + tick / 2, event: StageTests.key(.r))],
        eventsFrom: start, eventsTo: start + tick, realSeconds: tick))
  }

  @Test func rPlaysTheGestureAgainFromItsStartBesideTheRecordingFromItsStart() throws {
    var stage = Self.stage(replay: Self.script)
    let first = Self.run(&stage, frames: 90)
    let travel: Double = first.last?.offset ?? 0
    #expect(travel > 100, "the flick scrolled: \(travel)")
    let restart = stage.phones[0].time
    Self.pressR(&stage)
    let again = Self.run(&stage, frames: 90)
    // The same motion from the same start: the R frame begins the replay at its time.
    for (index, (a, b)) in zip(first, again).enumerated() {
      #expect(abs(a.offset - b.offset) < 0.5, "frame \(index): \(a.offset) then \(b.offset)")
    }
    // The recording shows its own start again, frame for frame.
    #expect(again.map(\.frame) == first.map(\.frame), "after R at \(restart) s")
    #expect(stage.toast?.title == "Replaying the gesture")
    #expect(stage.toast?.detail.contains("beside the recording") == true)
  }

  /// A gesture that starts at the script's very start is not cut off by the R's reset.
  @Test func aTouchAtTheScriptsStartSurvivesTheRThatRestartsIt() throws {
    var script = Self.script
    script.events[0].t = 0
    var stage = Self.stage(replay: script)
    let first = Self.run(&stage, frames: 60)
    Self.pressR(&stage)
    let again = Self.run(&stage, frames: 60)
    #expect(first.last!.offset > 100)
    #expect(abs(first.last!.offset - again.last!.offset) < 0.5, "\(again.last!.offset)")
  }

  /// Issue 33 item 8: after a fit on a replayed gesture, the panel says R replays it, and R
  /// plays it with the fitted values (a lower friction flings further than the first run).
  @Test func afterAFitRReplaysTheGestureWithTheFittedValues() throws {
    var stage = Self.stage(replay: Self.script)
    let first = Self.run(&stage, frames: 120)
    StageTests.frame(&stage, [StageTests.key(.f, .control)])
    #expect(stage.review.fit.isRunning)
    let changes: [String: ParameterValue] = [
      "scroll.deceleration": .string("android"), "scroll.androidFriction": .number(0.008),
    ]
    _ = stage.referenceFitProgressed(.finished(changes: changes, rmsBefore: 9, rmsAfter: 0.5))
    #expect(stage.toast?.detail.hasSuffix("R replays the gesture") == true, "\(stage.toast!)")
    guard case .ready(let note?, false)? = stage.column.panel.referenceFit else {
      Issue.record("row \(String(describing: stage.column.panel.referenceFit))")
      return
    }
    #expect(note.hasSuffix("R replays the gesture"), "\(note)")
    Self.pressR(&stage)
    let again = Self.run(&stage, frames: 120)
    #expect(
      again.last!.offset > first.last!.offset + 50, "\(first.last!.offset) → \(again.last!.offset)")
    #expect(again.map(\.frame) == first.map(\.frame), "the recording starts over beside it")
  }

  @Test func withoutAScriptRResetsThePhonesAndTheRecordingRunsOn() throws {
    var stage = Self.stage(replay: nil)
    _ = Self.run(&stage, frames: 60)
    Self.pressR(&stage)
    let after = Self.run(&stage, frames: 2)
    let shown = try #require(after.last?.frame)
    #expect(shown - 1000 >= 60, "the recording keeps the timeline's time: frame \(shown - 1000)")
    #expect(stage.toast?.title != "Replaying the gesture")
  }
}
