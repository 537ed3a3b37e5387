import PhoneSimulation
import SandboxPrimitives
import Testing

@testable import PhoneDrawing
@testable import SandboxStage

/// The review timeline through the pure stage: history, checkpoints, scrubbing, forks, loops.
@Suite struct TimelineTests {
  /// A stage (A/B when `compare`) with the strip shown, as the window has it.
  static func stage(compare: Bool = false) -> Stage {
    StageTests.stage(compare: compare, timeline: true)
  }

  /// Presses `key` `times` times, one frame each.
  static func press(
    _ stage: inout Stage, _ key: Key, _ modifiers: KeyModifiers = [], times: Int = 1
  ) {
    for _ in 0..<times { StageTests.frame(&stage, [StageTests.key(key, modifiers)]) }
  }

  /// A flick up at frame `at` of a session (down, three moves, up), then coasting.
  static func flickEvents(frame: Int) -> [InputEvent] {
    switch frame {
    case 10: return [.pointerDown(.mouse, x: 200, y: 700)]
    case 11, 12, 13: return [.pointerMove(.mouse, x: 200, y: 700 - Double(frame - 10) * 60)]
    case 14: return [.pointerUp(.mouse, x: 200, y: 500)]
    case 90: return [.wheel(dx: 0, dy: -3, precise: false, x: 100, y: 300)]
    case 91: return [.wheel(dx: 0, dy: -2, precise: false, x: 100, y: 300)]
    default: return []
    }
  }

  /// Runs `frames` window frames of the flick session.
  static func run(_ stage: inout Stage, frames: Range<Int>) {
    for index in frames { StageTests.frame(&stage, flickEvents(frame: index)) }
  }

  /// The frame as a screenshot draws it (no badge, no strip).
  static func screenshot(_ stage: Stage) -> DisplayList {
    stage.compose(
      hud: HUDStatus(framesPerSecond: 60, frameMilliseconds: 1, renderer: ""), forScreenshot: true)
  }

  static func hash(_ stage: Stage) -> UInt64 {
    stage.compose(
      hud: HUDStatus(framesPerSecond: 60, frameMilliseconds: 1, renderer: ""), forScreenshot: true
    )
    .stableHash
  }

  @Test func backNThenForwardNShowsTheSameFrame() {
    var stage = Self.stage(compare: true)
    Self.run(&stage, frames: 0..<150)
    StageTests.frame(&stage, [StageTests.key(.p)])
    let live = Self.hash(stage)
    let offset = stage.phones[0].scroll.offset
    Self.press(&stage, .comma, [.shift], times: 7)
    #expect(stage.timeline.isScrubbed)
    #expect(Self.hash(stage) != live, "seventy frames back shows another frame")
    StageTests.frame(&stage, [StageTests.key(.comma)])
    Self.press(&stage, .period, [.shift], times: 7)
    StageTests.frame(&stage, [StageTests.key(.period)])
    #expect(!stage.timeline.isScrubbed, "back at the live end")
    #expect(Self.hash(stage) == live)
    #expect(stage.phones[0].scroll.offset == offset)
  }

  @Test func everyRebuiltFrameEqualsTheStraightSimulation() {
    var stage = Self.stage()
    var hashes: [Int: UInt64] = [:]
    var times: [Int: Double] = [:]
    for index in 0..<200 {
      StageTests.frame(&stage, Self.flickEvents(frame: index))
      hashes[stage.timeline.history.head] = Self.hash(stage)
      times[stage.timeline.history.head] = stage.phones[0].time
    }
    #expect(stage.timeline.history.checkpointCount >= 3, "a checkpoint at least every second")
    let history = stage.timeline.history
    for frame in [1, 12, 59, 60, 61, 119, 150, 199] {
      let phones = history.phones(at: frame, viewer: stage.phones)
      var shown = stage
      shown.session.phones = phones
      #expect(phones[0].time == times[frame])
      #expect(Self.hash(shown) == hashes[frame], "frame \(frame)")
    }
  }

  @Test func scrubbingFarBackAndForthShowsTheRecordedFrames() {
    var stage = Self.stage(compare: true)
    var hashes: [Int: UInt64] = [0: Self.hash(stage)]
    for index in 0..<300 {
      StageTests.frame(&stage, Self.flickEvents(frame: index))
      hashes[stage.timeline.history.head] = Self.hash(stage)
    }
    for frame in [3, 290, 17, 150, 151, 299, 0, 240] {
      stage.scrub(toFrame: frame)
      #expect(Self.hash(stage) == hashes[frame], "frame \(frame)")
    }
  }

  @Test func takingControlWhileScrubbedForksTheSession() throws {
    var stage = Self.stage()
    Self.run(&stage, frames: 0..<120)
    let headBefore = stage.timeline.history.head
    Self.press(&stage, .comma, [.shift], times: 2)
    let shown = stage.timeline.shownFrame
    #expect(shown == headBefore - 20)
    let timeThere = stage.phones[0].time
    let frame = StageTests.frame(&stage, [.pointerDown(.mouse, x: 100, y: 400)])
    #expect(!stage.timeline.isScrubbed)
    #expect(!stage.phones[0].view.isPaused, "taking control plays on")
    #expect(stage.timeline.history.head == shown + 1, "the later frames are gone")
    #expect(stage.phones[0].time > timeThere && stage.phones[0].time < timeThere + 0.02)
    #expect(stage.timeline.history.marks.last?.kind == .touchDown)
    #expect(stage.timeline.history.marks.allSatisfy { $0.frame <= shown + 1 })
    let logs = frame.effects.compactMap { if case .log(let line) = $0 { line } else { nil } }
    #expect(logs.contains { $0.contains("took control") })
  }

  @Test func aPointerPassingOverAnEarlierFrameKeepsTheSession() {
    var stage = Self.stage()
    Self.run(&stage, frames: 0..<120)
    let head = stage.timeline.history.head
    Self.press(&stage, .comma, [.shift], times: 2)
    let shown = stage.timeline.shownFrame
    let hash = Self.hash(stage)
    let frame = StageTests.frame(
      &stage, [.pointerMove(.mouse, x: 100, y: 400), .pointerMove(.mouse, x: 140, y: 420)])
    #expect(stage.timeline.isScrubbed, "hovering takes no control")
    #expect(stage.timeline.history.head == head, "the later frames are kept")
    #expect(stage.timeline.shownFrame == shown)
    #expect(Self.hash(stage) == hash)
    let logs = frame.effects.compactMap { if case .log(let line) = $0 { line } else { nil } }
    #expect(!logs.contains { $0.contains("took control") })
  }

  @Test func marksFollowTheGestures() {
    var stage = Self.stage()
    Self.run(&stage, frames: 0..<100)
    let kinds = stage.timeline.history.marks.map(\.kind)
    #expect(kinds == [.touchDown, .touchUp, .wheel], "two wheel steps 1/60 s apart are one burst")
  }

  @Test func theLoopPlaysTheRangeOverAndOver() {
    var stage = Self.stage()
    Self.run(&stage, frames: 0..<60)
    StageTests.frame(&stage, [StageTests.key(.p)])
    Self.press(&stage, .comma, [.shift], times: 4)
    StageTests.frame(&stage, [StageTests.key(.leftBracket)])
    let loopIn = stage.timeline.shownFrame
    let inHash = Self.hash(stage)
    Self.press(&stage, .period, [.shift], times: 2)
    StageTests.frame(&stage, [StageTests.key(.rightBracket)])
    #expect(stage.timeline.loopRange == loopIn...(loopIn + 20))
    StageTests.frame(&stage, [StageTests.key(.l)])
    #expect(stage.timeline.isLooping)
    #expect(stage.timeline.shownFrame == loopIn + 1, "from the range's start, one frame played")
    var seen: [Int] = []
    for _ in 0..<45 {
      StageTests.frame(&stage)
      seen.append(stage.timeline.shownFrame)
    }
    #expect(seen.allSatisfy { (loopIn...(loopIn + 20)).contains($0) })
    #expect(seen.filter { $0 == loopIn }.count >= 2, "it came round again")
    while stage.timeline.shownFrame != loopIn { StageTests.frame(&stage) }
    #expect(Self.hash(stage) == inHash)
    #expect(stage.timeline.history.head == 60, "playing recorded frames records nothing")
  }

  @Test func slowMotionLoopsAtTheCurrentFactor() {
    var stage = Self.stage()
    Self.run(&stage, frames: 0..<60)
    StageTests.frame(&stage, [StageTests.key(.p)])
    Self.press(&stage, .comma, [.shift], times: 2)
    StageTests.frame(&stage, [StageTests.key(.leftBracket)])
    StageTests.frame(&stage, [StageTests.key(.period, [.shift])])
    StageTests.frame(&stage, [StageTests.key(.rightBracket)])
    StageTests.frame(&stage, [StageTests.key(.s), StageTests.key(.l)])
    let start = stage.timeline.shownFrame
    for _ in 0..<8 { StageTests.frame(&stage) }
    #expect(stage.timeline.shownFrame == start + 2, "a quarter of 8 frames")
  }

  @Test func draggingOnTheStripScrubs() throws {
    var stage = Self.stage()
    Self.run(&stage, frames: 0..<120)
    let strip = try #require(stage.layout.timelineFrame)
    #expect(stage.canvasSize.height == StageTests.viewport.height + Timeline.stripHeight)
    let y = strip.y + 12
    StageTests.frame(&stage, [.pointerDown(.mouse, x: strip.x + 8, y: y)])
    #expect(stage.timeline.shownFrame == 0 && stage.phones[0].view.isPaused)
    #expect(stage.phones[0].time == 0)
    StageTests.frame(
      &stage, [.pointerMove(.mouse, x: strip.x + 8 + (strip.width - 16) * 0.2, y: y)])
    #expect(stage.timeline.shownFrame == 60, "a fifth of a 5 s strip is a second")
    StageTests.frame(&stage, [.pointerUp(.mouse, x: 20, y: y)])
    #expect(stage.timeline.isScrubbed && stage.timeline.history.head == 120)
  }

  @Test func ctrlRSavesTheLoopRangeAsAScriptThatReplaysIt() throws {
    var stage = Self.stage()
    Self.run(&stage, frames: 0..<100)
    StageTests.frame(&stage, [StageTests.key(.p)])
    Self.press(&stage, .comma, [.shift], times: 8)
    StageTests.frame(&stage, [StageTests.key(.leftBracket)])
    let inTime = stage.phones[0].time
    let inOffset = stage.phones[0].scroll.offset
    Self.press(&stage, .period, [.shift], times: 3)
    StageTests.frame(&stage, [StageTests.key(.rightBracket)])
    let outTime = stage.phones[0].time
    let outOffset = stage.phones[0].scroll.offset
    let beforeOut = stage.timeline.history.phones(
      at: stage.timeline.shownFrame - 1, viewer: stage.phones)[0].scroll.offset
    let frame = StageTests.frame(&stage, [StageTests.key(.r, .control)])
    #expect(!stage.isRecording, "a set range is saved at once, not recorded live")
    let script = try #require(
      frame.effects.compactMap { if case .saveRecording(let s) = $0 { s } else { nil } }.first)
    #expect(script.events.contains { if case .touchDown = $0.event { true } else { false } })
    var runner = try ScriptRunner(script: script, settings: [SandboxSettings.defaults()])
    var offsets: [Double: Double] = [:]
    while let index = runner.nextFrame() {
      offsets[(runner.time(ofFrame: index) * 60).rounded()] = runner.phone.scroll.offset
    }
    #expect(offsets[(inTime * 60).rounded()] == inOffset)
    // A loop's length of frames: the last is the one before ] (where the loop wraps).
    #expect(offsets[(outTime * 60).rounded() - 1] == beforeOut)
    #expect(offsets[(outTime * 60).rounded()] == nil)
    #expect(inOffset != outOffset, "the range holds motion")
  }
}

/// The onion skin (G) through the stage.
@Suite struct GhostTrailTests {
  static func ghostStrokes(_ list: DisplayList) -> Int {
    list.commands.filter {
      if case .strokeRect(_, 1.5, let color) = $0 {
        return color.r == GhostTrail.headerColor.r && color.g == GhostTrail.headerColor.g
      }
      return false
    }.count
  }

  @Test func gGhostsThePreviousFramesAndAScrubShowsTheSameTrail() throws {
    var stage = TimelineTests.stage()
    StageTests.frame(&stage, [StageTests.key(.g)])
    #expect(stage.onionSkin.trail?.length == GhostTrail.lengths[0])
    var hashes: [Int: UInt64] = [:]
    for index in 0..<40 {
      StageTests.frame(&stage, TimelineTests.flickEvents(frame: index))
      hashes[stage.timeline.shownFrame] = TimelineTests.hash(stage)
    }
    let list = TimelineTests.screenshot(stage)
    #expect(
      Self.ghostStrokes(list) == GhostTrail.lengths[0], "one header outline per earlier frame")
    TimelinePressing.back(&stage, 10)
    let shown = stage.timeline.shownFrame
    #expect(TimelineTests.hash(stage) == hashes[shown], "rebuilt from the history, same ghosts")
    StageTests.frame(&stage, [StageTests.key(.g, .shift)])
    #expect(stage.onionSkin.trail?.length == GhostTrail.lengths[1])
    StageTests.frame(&stage, [StageTests.key(.g)])
    #expect(stage.onionSkin.trail == nil)
    #expect(Self.ghostStrokes(TimelineTests.screenshot(stage)) == 0)
  }
}

/// Stepping on the timeline from tests.
enum TimelinePressing {
  static func back(_ stage: inout Stage, _ frames: Int) {
    for _ in 0..<frames { StageTests.frame(&stage, [StageTests.key(.comma)]) }
  }
}
