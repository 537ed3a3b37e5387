import Foundation
import PhoneSimulation
import SandboxPrimitives
import SandboxStage
import Testing

@testable import SandboxApp

/// A loop range saved with Ctrl+R renders with `render --from` to exactly the range's length.
@Suite(.serialized) struct LoopRenderTests {
  /// A stage as the window has it (strip shown), one phone.
  static func windowStage() throws -> Stage {
    var setup = StageSetup(
      phones: [StageSetup.Phone(settings: SandboxSettings.defaults(), label: "A · showcase")],
      viewport: Size(width: 390, height: 844))
    setup.showTimeline = true
    var stage = try Stage(setup)
    _ = stage.start()
    return stage
  }

  /// One window frame `seconds` long with `events` spread over it.
  @discardableResult
  static func frame(
    _ stage: inout Stage, seconds: Double, _ events: [InputEvent] = []
  ) -> StageFrame {
    let start = stage.phones[0].time
    let timed = events.enumerated().map {
      TimedInputEvent(
        time: start + seconds * Double($0.offset + 1) / Double(events.count + 1),
        event: $0.element)
    }
    return stage.frame(
      StageInput(
        events: timed, eventsFrom: start, eventsTo: start + seconds, realSeconds: seconds))
  }

  /// Window frames that do not fall on the script's 1/60 s grid (a 55 Hz display).
  static let frameSeconds = 1.0 / 55

  @Test func aLoopRangeRendersToExactlyItsLength() async throws {
    var stage = try Self.windowStage()
    for index in 0..<70 {
      var events: [InputEvent] = []
      switch index {
      case 5: events = [.pointerDown(.mouse, x: 200, y: 700)]
      case 6, 7, 8: events = [.pointerMove(.mouse, x: 200, y: 700 - Double(index - 5) * 70)]
      case 9: events = [.pointerUp(.mouse, x: 200, y: 490)]
      default: break
      }
      Self.frame(&stage, seconds: Self.frameSeconds, events)
    }
    // [ at frame 26, ] at frame 53: a range in the middle of the coast.
    for _ in 0..<44 { Self.frame(&stage, seconds: Self.frameSeconds, [.keyDown(.comma, [])]) }
    Self.frame(&stage, seconds: Self.frameSeconds, [.keyDown(.leftBracket, [])])
    for _ in 0..<27 { Self.frame(&stage, seconds: Self.frameSeconds, [.keyDown(.period, [])]) }
    Self.frame(&stage, seconds: Self.frameSeconds, [.keyDown(.rightBracket, [])])
    let range = try #require(stage.timeline.loopRange)
    let frames = stage.timeline.history.frames
    let length = frames[range.upperBound].time - frames[range.lowerBound].time
    #expect(length > 0.4, "the range holds a real stretch of motion")

    let saved = Self.frame(&stage, seconds: Self.frameSeconds, [.keyDown(.r, .control)])
    let script = try #require(
      saved.effects.compactMap { if case .saveRecording(let s) = $0 { s } else { nil } }.first)
    let message = try #require(
      saved.effects.compactMap { if case .log(let m) = $0 { m } else { nil } }
        .first { $0.contains("--from") })
    let command: Substring? = message.split(separator: "`").first { $0.hasPrefix("render") }
    let from = try #require(command?.split(separator: " ").last.map { String($0) })

    let dir = try TemporaryDirectory()
    let path = try dir.write("loop.json", script.encoded())
    let out = dir.path("loop.mp4")
    let result = try await runSandbox(["render", path, "--from", from, "--out", out])
    #expect(result.status == 0, "\(result.stderr)")
    let counted = try #require(VideoFrameCounter.frames(in: out))
    #expect(counted == Int((length * 60).rounded()), "\(length) s at 60 fps, --from \(from)")
  }
}
