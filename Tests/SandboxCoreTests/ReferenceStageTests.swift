import PhoneDrawing
import PhoneSimulation
import SandboxFormats
import SandboxPrimitives
import Testing

@testable import SandboxStage

/// The reference recording on the stage: its slot beside the phones, the frame it shows as the
/// timeline moves, overlay and difference over phone A, the nudge keys, and the simulation it
/// never touches.
@Suite struct ReferenceStageTests {
  /// Hands out one handle per frame, so a list says which frame it drew; remembers the asks.
  final class FakeFrames: ReferenceFrameSource, @unchecked Sendable {
    var asked: [Int] = []
    func image(forFrame index: Int) -> ImageHandle? {
      asked.append(index)
      return ImageHandle(id: 1000 + index, pixelWidth: 390, pixelHeight: 844)
    }
  }

  static let track = ReferenceTrack(
    path: "clips/real.mp4", offset: 0, frameTimes: (0..<600).map { Double($0) / 60 })

  static func stage(
    mode: ReferenceMode = .beside, opacity: Double = 0.5, configPath: String? = nil
  ) -> Stage {
    var values = ConfigValues()
    try! values.set(key: "view.referenceMode", value: .string(mode.rawValue))
    try! values.set(key: "view.referenceOpacity", value: .number(opacity))
    let phone = StageSetup.Phone(settings: try! SandboxSettings(values: values))
    var setup = StageSetup(phones: [phone], viewport: StageTests.viewport)
    setup.showTimeline = true
    setup.configPath = configPath
    var stage = try! Stage(setup)
    _ = stage.start()
    return stage
  }

  static func images(_ list: DisplayList?) -> [(id: Int, rect: Rect)] {
    (list?.commands ?? []).compactMap {
      if case .image(let image, let rect) = $0, image.id >= 1000 { (image.id, rect) } else { nil }
    }
  }

  @Test func besideTakesASlotOfPhoneAsSizeAndDrawsTheFrameOfTheShownTime() throws {
    var stage = Self.stage()
    let alone = stage.canvasSize
    let frames = FakeFrames()
    stage.setReference(Self.track, source: frames)
    let arrangement = stage.layout.arrangement
    #expect(arrangement.count == 2)
    #expect(stage.canvasSize.width == alone.width + PhoneArrangement.gutterWidth + 390)
    let slot = arrangement.frame(1)
    for _ in 0..<30 { StageTests.frame(&stage) }
    let frame = StageTests.frame(&stage)
    let drawn = try #require(Self.images(frame.list).last)
    #expect(drawn.id == 1000 + 31, "frame 31 at 31/60 s")
    #expect(drawn.rect == Rect(x: slot.x, y: slot.y, width: 390, height: 844))
    let texts = StageTests.texts(frame.list)
    #expect(texts.contains("Reference · real.mp4"))
    #expect(texts.contains("offset +0.000 s (+0 f)"))
    #expect(texts.contains("Simulated"))
  }

  @Test func scrubbingAndSteppingMoveTheRecordingWithThePhones() throws {
    var stage = Self.stage()
    stage.setReference(Self.track, source: FakeFrames())
    for _ in 0..<60 { StageTests.frame(&stage) }
    StageTests.frame(&stage, [StageTests.key(.comma, [.shift])])
    let back = StageTests.frame(&stage)
    let shown = try #require(Self.images(back.list).last)
    let time = stage.phones[0].time
    #expect(shown.id == 1000 + Int((time * 60).rounded()), "the recording follows the playhead")
    #expect(time < 60.0 / 60, "scrubbed back")
  }

  @Test func overlayAndDifferenceDrawOverPhoneAWithoutASlot() throws {
    for mode in [ReferenceMode.overlay, .difference] {
      var stage = Self.stage(mode: mode, opacity: 0.3)
      let alone = stage.canvasSize
      stage.setReference(Self.track, source: FakeFrames())
      #expect(stage.canvasSize == alone)
      let list = try #require(StageTests.frame(&stage).list)
      let blended = list.commands.compactMap { command -> (Rect, ImageBlend)? in
        if case .blendedImage(_, let rect, let blend) = command { (rect, blend) } else { nil }
      }
      let phoneA = stage.layout.arrangement.frame(0)
      #expect(blended.count == 1)
      #expect(blended.first?.0 == phoneA)
      #expect(blended.first?.1 == (mode == .overlay ? .over(opacity: 0.3) : .difference))
    }
  }

  /// The slot comes and goes inside the window: a new canvas to fit in it (`.relayout`), never
  /// `.setCanvas`, which resizes and moves the window (bad in a screen recording).
  @Test func switchingTheModeRelaysThePhonesOutInsideTheWindow() throws {
    var stage = Self.stage(configPath: "c.json")
    stage.setReference(Self.track, source: FakeFrames())
    let beside = stage.canvasSize
    let changed = StageTests.frame(
      &stage, config: .text(#"{"view": {"referenceMode": "overlay"}}"#))
    #expect(stage.canvasSize.width < beside.width)
    let canvases = changed.effects.compactMap { effect -> Size? in
      if case .relayout(let size) = effect { size } else { nil }
    }
    #expect(canvases.last == stage.canvasSize)
    #expect(!changed.effects.contains { if case .setCanvas = $0 { true } else { false } })
  }

  @Test func theArrowKeysNudgeTheOffsetByOneAndTenFrames() {
    var stage = Self.stage()
    stage.setReference(Self.track, source: FakeFrames())
    StageTests.frame(&stage, [StageTests.key(.right)])
    #expect(stage.review.reference?.track.offsetFrames == -1)
    StageTests.frame(&stage, [StageTests.key(.left, [.shift])])
    #expect(stage.review.reference?.track.offsetFrames == 9)
    #expect(stage.sessionSnapshot.reference?.offset == stage.review.reference?.track.offset)
    #expect(stage.sessionSnapshot.reference?.path == "clips/real.mp4")
  }

  @Test func beforeTheRecordingStartsTheSlotSaysSo() throws {
    var stage = Self.stage()
    var track = Self.track
    track.offset = -2
    stage.setReference(track, source: FakeFrames())
    let list = StageTests.frame(&stage).list
    #expect(Self.images(list).isEmpty)
    #expect(StageTests.texts(list).contains("the recording starts later"))
  }

  @Test func aBrokenRecordingKeepsItsSlotSayingWhy() {
    var stage = Self.stage()
    stage.setReference(
      ReferenceTrack(path: "gone.mp4", offset: 0, frameTimes: []), source: nil,
      problem: "gone.mp4: no such file")
    let list = StageTests.frame(&stage).list
    #expect(StageTests.texts(list).contains("gone.mp4: no such file"))
  }

  @Test func theRecordingNeverChangesThePhonesMotion() throws {
    let script = try EventScript.decode(
      """
      {"version": 1, "viewport": {"width": 390, "height": 844}, "duration": 2, "events": [
        {"t": 0.2, "type": "swipe", "x": 195, "fromY": 600, "toY": 200, "duration": 0.15}]}
      """, file: "s.json")
    var plain = try ScriptRunner(script: script, settings: [SandboxSettings.defaults()])
    var shown = try ScriptRunner(script: script, settings: [SandboxSettings.defaults()])
    shown.setReference(Self.track, source: FakeFrames())
    while let index = plain.nextFrame() {
      #expect(shown.nextFrame() == index)
      _ = shown.frameList()
      #expect(plain.traceRow(frame: index).csvLine == shown.traceRow(frame: index).csvLine)
    }
  }
}
