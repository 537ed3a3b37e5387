import PhoneDrawing
import PhoneSimulation
import SandboxFormats
import SandboxPrimitives
import TestSupport
import Testing

@testable import SandboxStage

/// Issue 22, item 8: a Ctrl+R recording always replays. Its events are in time order however
/// fast keys come and however the frames' lengths change under them, and replaying the take
/// shows every frame the session showed.
@Suite struct RecordingReplayTests {
  /// The keys a hand mashes: the phone's simulation keys and the view and timeline keys.
  static let keys: [(Key, KeyModifiers)] = [
    (.h, []), (.r, []), (.digit1, []), (.digit2, []), (.digit3, []), (.digit4, []), (.i, []),
    (.o, []), (.up, []), (.down, []), (.pageDown, []), (.home, []), (.space, [.shift]),
    (.s, []), (.p, []), (.period, []), (.comma, []), (.comma, [.shift]), (.t, []),
    (.slash, [.shift]), (.leftBracket, []), (.rightBracket, []), (.l, []), (.g, []),
  ]

  /// A phone-A scene without the viewer's overlays (they are the viewer's, not the history's).
  static func hash(_ phone: Sandbox) -> UInt64 {
    var phone = phone
    phone.view = ViewOptions()
    return SceneBuilder.build(phone.sceneState()).stableHash
  }

  /// A session of `frames` window frames of random length with keys mashed (several in one
  /// frame) and drags and wheel steps, recorded from its first frame; returns the stage and the
  /// saved take.
  static func mash(seed: UInt64, frames: Int) throws -> (Stage, EventScript) {
    var random = SplitMix64(seed: seed)
    var stage = TimelineTests.stage()
    // Ctrl+R in a frame of no length: the recording starts at time 0, at rest.
    _ = stage.frame(
      StageInput(events: [TimedInputEvent(time: 0, event: .keyDown(.r, .control))], realSeconds: 0))
    #expect(stage.isRecording)
    var clock = 0.0
    var fingerDown = false
    for _ in 0..<frames {
      let seconds = random.double(in: (1.0 / 144)...(1.0 / 30))
      var events: [InputEvent] = []
      if random.chance(0.12) {
        for _ in 0...random.int(below: 3) {
          let (key, modifiers) = keys[random.int(below: keys.count)]
          events.append(.keyDown(key, modifiers))
        }
      }
      let x = random.double(in: 60...330)
      let y = random.double(in: 150...800)
      if fingerDown {
        events.append(
          random.chance(0.15)
            ? .pointerUp(.finger(0), x: x, y: y) : .pointerMove(.finger(0), x: x, y: y))
        if case .pointerUp = events.last { fingerDown = false }
      } else if random.chance(0.08) {
        events.append(.pointerDown(.finger(0), x: x, y: y))
        fingerDown = true
      } else if random.chance(0.05) {
        events.append(
          .wheel(dx: 0, dy: Double(random.int(below: 7) - 3), precise: false, x: x, y: y))
      }
      events.shuffle(using: &random)
      // The host's event clock: each event at its own moment of the frame.
      let stamps = events.map { _ in clock + random.double(in: 0...seconds) }.sorted()
      let timed = zip(stamps, events).map { TimedInputEvent(time: $0, event: $1) }
      _ = stage.frame(
        StageInput(
          events: timed, eventsFrom: clock, eventsTo: clock + seconds, realSeconds: seconds))
      clock += seconds
    }
    let stop = stage.frame(
      StageInput(
        events: [TimedInputEvent(time: clock, event: .keyDown(.r, .control))],
        eventsFrom: clock, eventsTo: clock + 0.01, realSeconds: 0.01))
    let script = try #require(
      stop.effects.lazy.compactMap { if case .saveRecording(let s) = $0 { s } else { nil } }.first)
    return (stage, script)
  }

  @Test(arguments: [UInt64(1), 2, 3, 5, 8, 13, 21, 34])
  func everyMashedTakeReplaysTheFramesThatWereShown(seed: UInt64) throws {
    let (stage, script) = try Self.mash(seed: seed, frames: 420)
    // `check` and `render` read it: in time order, and back equal from its file.
    let times = script.events.map(\.t)
    #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }, "\(times)")
    let decoded = try EventScript.decode(script.encoded(), file: "take.json")
    #expect(decoded == script)

    // Replay it on a phone built from the script alone, frame by frame of the live history.
    var values = ConfigValues()
    try values.apply(decoded.config, source: "take.json")
    var phones = [
      try Sandbox(
        settings: SandboxSettings(values: values),
        viewport: Size(width: decoded.viewport.width, height: decoded.viewport.height),
        pixelRatio: decoded.viewport.pixelRatio, device: decoded.viewport.profile)
    ]
    var feed = ScriptFeed(decoded)
    let history = stage.timeline.history
    var mismatches: [Int] = []
    for frame in 1...history.head {
      let time = history.frames[frame].time
      feed.play(&phones, toTime: time)
      let live = history.phones(at: frame, viewer: stage.phones)[0]
      if Self.hash(live) != Self.hash(phones[0]) { mismatches.append(frame) }
    }
    #expect(
      mismatches.isEmpty,
      "seed \(seed): \(mismatches.count) of \(history.head) frames differ, first \(mismatches.prefix(5))"
    )
  }

  @Test func threeQuickSPressesAreStoredInOrder() throws {
    var stage = TimelineTests.stage()
    StageTests.frame(&stage, [StageTests.key(.r, .control)])
    TimelineTests.run(&stage, frames: 0..<48)
    // Late in each frame: the first S shortens the frame the next ones were placed on.
    for _ in 0..<3 {
      let start = stage.phones[0].time
      _ = stage.frame(
        StageInput(
          events: [TimedInputEvent(time: start + 0.0165, event: .keyDown(.s, []))],
          eventsFrom: start, eventsTo: start + 1.0 / 60, realSeconds: 1.0 / 60))
    }
    let stop = StageTests.frame(&stage, [StageTests.key(.r, .control)])
    let script = try #require(
      stop.effects.lazy.compactMap { if case .saveRecording(let s) = $0 { s } else { nil } }.first)
    let presses = script.events.filter { $0.event == .key(Shortcut(key: .s, modifiers: [])) }
    #expect(presses.count == 3)
    let times = presses.map(\.t)
    #expect(times == times.sorted(), "\(times)")
    _ = try EventScript.decode(script.encoded(), file: "take.json")
  }

  @Test func takingControlOfAnEarlierFrameDropsTheLaterEventsFromTheTake() throws {
    var stage = TimelineTests.stage()
    StageTests.frame(&stage, [StageTests.key(.r, .control)])
    TimelineTests.run(&stage, frames: 0..<40)
    StageTests.frame(&stage, [StageTests.key(.p)])
    TimelinePressing.back(&stage, 30)
    let forkTime = stage.phones[0].time
    StageTests.frame(&stage, [.wheel(dx: 0, dy: -2, precise: false, x: 100, y: 300)])
    let stop = StageTests.frame(&stage, [StageTests.key(.r, .control)])
    let script = try #require(
      stop.effects.lazy.compactMap { if case .saveRecording(let s) = $0 { s } else { nil } }.first)
    let kinds = script.events.map { "\($0.event)" }
    #expect(!kinds.contains { $0.hasPrefix("touchUp") }, "the lift came after the shown frame")
    #expect(script.events.last.map { if case .wheel = $0.event { true } else { false } } == true)
    #expect(script.events.allSatisfy { $0.t <= forkTime + 0.02 }, "\(script.events)")
  }
}
