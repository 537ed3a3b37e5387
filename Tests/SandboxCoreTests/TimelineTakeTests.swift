import PhoneDrawing
import PhoneSimulation
import SandboxFormats
import SandboxPrimitives
import Testing

@testable import SandboxStage

/// Issue 22, item 9: the timeline survives R. A reset starts a new take on one time line: the
/// strip shows it, scrubbing and loops read it, labels and the playhead stay sane.
@Suite struct TimelineTakeTests {
  /// Two seconds of the flick session, R, then a second more.
  static func twoTakes() -> Stage {
    var stage = TimelineTests.stage()
    TimelineTests.run(&stage, frames: 0..<120)
    StageTests.frame(&stage, [StageTests.key(.r)])
    TimelineTests.run(&stage, frames: 0..<60)
    return stage
  }

  /// The strip's commands for the stage as the window draws it.
  static func strip(_ stage: Stage) throws -> [DrawCommand] {
    var commands: [DrawCommand] = []
    TimelinePainter.paint(
      stage.timeline, in: try #require(stage.layout.timelineFrame), into: &commands)
    return commands
  }

  @Test func rStartsANewTakeOnOneTimeLine() throws {
    let stage = Self.twoTakes()
    let frames = stage.timeline.history.frames
    #expect(
      zip(frames, frames.dropFirst()).allSatisfy { $0.time <= $1.time }, "time never goes back")
    #expect(stage.timeline.takeStarts.count == 2)
    let texts = StageTests.texts(
      DisplayList(size: Size(width: 1, height: 1), commands: try Self.strip(stage)))
    #expect(texts.contains("take 2"), "\(texts)")
    let status = TimelinePainter.status(stage.timeline)
    #expect(status.hasPrefix("take 2 · live · 1"), "seconds into the new take: \(status)")
  }

  /// The playhead's centre x on the strip.
  static func playheadX(_ stage: Stage) throws -> Double {
    let playhead = try Self.strip(stage).compactMap { command -> Rect? in
      if case .fillRect(let rect, let color) = command, rect.width == 3,
        color == TimelinePainter.playhead
      {
        return rect
      }
      return nil
    }.first
    return try #require(playhead).x + 1.5
  }

  @Test func thePlayheadNeverJumpsLeftAtTheReset() throws {
    var stage = TimelineTests.stage()
    var xs: [Double] = []
    for index in 0..<200 {
      StageTests.frame(
        &stage, index == 120 ? [StageTests.key(.r)] : TimelineTests.flickEvents(frame: index))
      xs.append(try Self.playheadX(stage))
    }
    #expect(zip(xs, xs.dropFirst()).allSatisfy { $1 >= $0 }, "\(xs)")
  }

  @Test func scrubbingBackAcrossTheResetReadsTheEarlierTake() throws {
    var stage = Self.twoTakes()
    StageTests.frame(&stage, [StageTests.key(.p)])
    TimelinePressing.back(&stage, 90)
    let status = TimelinePainter.status(stage.timeline)
    #expect(status.hasPrefix("take 1 · −1.5"), "\(status)")
    #expect(!status.contains("−-") && !status.contains("−−"), "\(status)")
    // Numbered as render numbers a script's 60 fps frames, not by the frames the window drew.
    let shownTime = stage.timeline.history.frames[stage.timeline.shownFrame].time
    #expect(
      status.hasSuffix(" · frame \(EventScript.firstFrame(showing: shownTime))"), "\(status)")
    // A drag on the strip at the new take's middle shows a frame of the new take.
    let strip = try #require(stage.layout.timelineFrame)
    let track = Timeline.track(in: strip)
    let span = stage.timeline.visibleSpan
    let resetTime = stage.timeline.takeStarts[1]
    let middle = resetTime + 0.5
    let x = track.x + (middle - span.start) / (span.end - span.start) * track.width
    StageTests.frame(&stage, [.pointerDown(.mouse, x: x, y: strip.y + 12)])
    let shown = stage.timeline.history.frames[stage.timeline.shownFrame].time
    #expect(shown >= resetTime && abs(shown - middle) < 0.05, "shown \(shown), reset \(resetTime)")
    #expect(stage.timeline.take(atTime: shown).number == 2)
  }

  @Test func aLoopAcrossTheResetIsDrawnAndPlaysInOrder() throws {
    var stage = Self.twoTakes()
    StageTests.frame(&stage, [StageTests.key(.p)])
    TimelinePressing.back(&stage, 80)
    StageTests.frame(&stage, [StageTests.key(.leftBracket)])
    TimelineTests.press(&stage, .period, [.shift], times: 6)
    StageTests.frame(&stage, [StageTests.key(.rightBracket)])
    let range = try #require(stage.timeline.loopRange)
    let history = stage.timeline.history
    let reset = stage.timeline.takeStarts[1]
    #expect(
      history.frames[range.lowerBound].time < reset && reset < history.frames[range.upperBound].time
    )
    let shade = try Self.strip(stage).compactMap { command -> Rect? in
      if case .fillRect(let rect, let color) = command, color == TimelinePainter.loopShade {
        return rect
      }
      return nil
    }.first
    #expect(try #require(shade).width > 20, "the range is drawn left to right")
    StageTests.frame(&stage, [StageTests.key(.l)])
    var shown: [Int] = []
    for _ in 0..<150 {
      StageTests.frame(&stage)
      shown.append(stage.timeline.shownFrame)
    }
    #expect(shown.allSatisfy { range.contains($0) }, "\(shown)")
    let steps = zip(shown, shown.dropFirst())
    #expect(steps.allSatisfy { $1 >= $0 || $1 == range.lowerBound }, "forward, then from the start")
    #expect(steps.contains { $1 < $0 }, "it loops")
    #expect(shown.contains { history.frames[$0].time > reset }, "it plays into the second take")
  }
}

/// Issue 22, item 8: Ctrl+B (a snapshot phone) keeps the timeline.
@Suite struct SnapshotPhoneTimelineTests {
  static func phoneHash(_ phone: Sandbox) -> UInt64 {
    SceneBuilder.build(phone.sceneState()).stableHash
  }

  @Test func ctrlBKeepsTheHistoryAndAnEarlierFrameShowsTheCopyAsItsSourceWas() throws {
    var stage = TimelineTests.stage()
    TimelineTests.run(&stage, frames: 0..<120)
    let before = stage.timeline.history.head
    StageTests.frame(&stage, [StageTests.key(.b, .control)])
    #expect(stage.phones.count == 2)
    #expect(stage.timeline.history.head > before, "the session's frames are kept")
    TimelineTests.run(&stage, frames: 0..<40)
    StageTests.frame(&stage, [StageTests.key(.p)])
    let liveB = Self.phoneHash(stage.phones[1])
    TimelinePressing.back(&stage, 80)
    #expect(stage.timeline.shownFrame < before, "back before the snapshot")
    #expect(stage.phones.count == 2, "the layout keeps both phones")
    #expect(Self.phoneHash(stage.phones[1]) == Self.phoneHash(stage.phones[0]), "B is A's copy")
    TimelineTests.press(&stage, .period, [.shift], times: 8)
    #expect(!stage.timeline.isScrubbed)
    #expect(Self.phoneHash(stage.phones[1]) == liveB, "back at the live end, B as it was")
  }

  /// A window drawing 30 frames a second: its tenth drawn frame is at 0.333 s, which `render`
  /// and `trace` number frame 20 (60 fps); the strip says 20, not the drawn frame's count.
  @Test func aScrubbedFrameIsNumberedAsRenderNumbersIt() {
    var stage = TimelineTests.stage()
    for _ in 0..<30 { _ = stage.frame(StageInput(realSeconds: 1.0 / 30)) }
    StageTests.frame(&stage, [StageTests.key(.p)])
    stage.scrub(toFrame: 10)
    let shownTime = stage.timeline.history.frames[stage.timeline.shownFrame].time
    #expect(abs(shownTime - 1.0 / 3) < 1e-9, "\(shownTime)")
    let status = TimelinePainter.status(stage.timeline)
    #expect(status.hasSuffix(" · frame 20"), "\(status)")
  }
}
