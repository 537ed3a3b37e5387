import SandboxFormats
import SandboxPrimitives
import Testing

@testable import SandboxStage

/// The reference recording in the onion skin (G: a line at its measured header bottom at each
/// earlier frame, in its own slot) and V / Shift+V cycling `view.referenceMode` and
/// `view.referenceOpacity`.
@Suite struct ReferenceGhostAndKeyTests {
  typealias Fake = ReferenceStageTests.FakeFrames

  /// 600 frames at 60 fps; frame i's header bottom at (200 − i) / 844 of the picture, except
  /// every third frame, whose edge was not trusted.
  static let track: ReferenceTrack = {
    var track = ReferenceStageTests.track
    track.headerEdges = (0..<600).map { index -> Double? in
      index % 3 == 0 ? nil : Self.edge(index) / 844
    }
    return track
  }()

  /// Frame `index`'s header bottom in the slot's points.
  static func edge(_ index: Int) -> Double { 200 - Double(index) / 2 }

  /// The onion skin's reference lines in `list`: header-coloured fills, their centre's y.
  static func referenceGhosts(_ list: DisplayList?) -> [(y: Double, rect: Rect)] {
    (list?.commands ?? []).compactMap { command in
      guard case .fillRect(let rect, let color) = command, color.r == 0xE9, color.g == 0x1E,
        color.b == 0x63
      else { return nil }
      return (rect.y + rect.height / 2, rect)
    }
  }

  static func logs(_ frame: StageFrame) -> [String] {
    frame.effects.compactMap { if case .log(let text) = $0 { text } else { nil } }
  }

  @Test func theOnionSkinDrawsTheRecordingsMeasuredEdgesAtTheEarlierFramesInItsSlot() throws {
    var stage = ReferenceStageTests.stage()
    stage.setReference(Self.track, source: Fake())
    StageTests.frame(&stage, [StageTests.key(.g)])
    for _ in 0..<20 { StageTests.frame(&stage) }
    let frame = StageTests.frame(&stage)
    let shown = try #require(ReferenceStageTests.images(frame.list).last).id - 1000
    let slot = stage.layout.arrangement.frame(1)
    let ghosts = Self.referenceGhosts(frame.list)
    // The four frames before the shown one, less the untrusted ones.
    let expected = (shown - 4..<shown).filter { $0 % 3 != 0 }.map { slot.y + Self.edge($0) }
    #expect(!expected.isEmpty)
    #expect(ghosts.map(\.y).sorted() == expected.sorted())
    for ghost in ghosts {
      #expect(ghost.rect.x >= slot.x && ghost.rect.maxX <= slot.maxX, "inside the slot")
    }
  }

  @Test func scrubbingBackRebuildsTheRecordingsGhostsForTheShownFrame() throws {
    var stage = ReferenceStageTests.stage()
    stage.setReference(Self.track, source: Fake())
    StageTests.frame(&stage, [StageTests.key(.g)])
    for _ in 0..<40 { StageTests.frame(&stage) }
    StageTests.frame(&stage, [StageTests.key(.comma, [.shift])])
    let frame = StageTests.frame(&stage)
    let shown = try #require(ReferenceStageTests.images(frame.list).last).id - 1000
    let slot = stage.layout.arrangement.frame(1)
    let expected = (shown - 4..<shown).filter { $0 % 3 != 0 }.map { slot.y + Self.edge($0) }
    #expect(Self.referenceGhosts(frame.list).map(\.y).sorted() == expected.sorted())
  }

  @Test func overPhoneATheRecordingDrawsNoGhostsOfItsOwn() {
    for mode in [ReferenceMode.overlay, .difference] {
      var stage = ReferenceStageTests.stage(mode: mode)
      stage.setReference(Self.track, source: Fake())
      StageTests.frame(&stage, [StageTests.key(.g)])
      for _ in 0..<10 { StageTests.frame(&stage) }
      #expect(Self.referenceGhosts(StageTests.frame(&stage).list).isEmpty, "\(mode)")
    }
  }

  @Test func anUnmeasuredRecordingDrawsNoGhosts() {
    var stage = ReferenceStageTests.stage()
    stage.setReference(ReferenceStageTests.track, source: Fake())
    StageTests.frame(&stage, [StageTests.key(.g)])
    for _ in 0..<10 { StageTests.frame(&stage) }
    #expect(Self.referenceGhosts(StageTests.frame(&stage).list).isEmpty)
  }

  @Test func vCyclesTheModeBesideOverlayDifferenceAndLogsIt() {
    var stage = ReferenceStageTests.stage()
    stage.setReference(Self.track, source: Fake())
    let beside = stage.canvasSize
    var seen: [ReferenceMode] = []
    var logs: [String] = []
    for _ in 0..<3 {
      let frame = StageTests.frame(&stage, [StageTests.key(.v)])
      seen.append(stage.phones[0].view.referenceMode)
      logs += Self.logs(frame)
      if stage.phones[0].view.referenceMode != .beside {
        #expect(stage.canvasSize.width < beside.width)
      }
    }
    #expect(seen == [.overlay, .difference, .beside])
    #expect(stage.canvasSize == beside)
    #expect(
      logs.filter { $0.hasPrefix("reference mode") }
        == ["reference mode overlay", "reference mode difference", "reference mode beside"])
  }

  @Test func vOnAnEarlierFrameKeepsTheRecordedFramesAndStaysWhileScrubbing() throws {
    var stage = ReferenceStageTests.stage()
    stage.setReference(Self.track, source: Fake())
    for _ in 0..<40 { StageTests.frame(&stage) }
    StageTests.frame(&stage, [StageTests.key(.comma, [.shift])])
    let head = stage.timeline.history.head
    let frame = StageTests.frame(&stage, [StageTests.key(.v)])
    #expect(stage.phones[0].view.referenceMode == .overlay)
    #expect(stage.timeline.history.head == head, "nothing forked")
    #expect(!Self.logs(frame).contains { $0.hasPrefix("took control") })
    StageTests.frame(&stage, [StageTests.key(.comma)])
    StageTests.frame(&stage, [StageTests.key(.period, [.shift])])
    #expect(stage.phones[0].view.referenceMode == .overlay, "kept while the playhead moves")
    #expect(stage.timeline.isScrubbed)
  }

  @Test func shiftVCyclesTheOverlayOpacity() {
    var stage = ReferenceStageTests.stage(mode: .overlay, opacity: 0.5)
    stage.setReference(Self.track, source: Fake())
    var opacities: [Double] = []
    for _ in 0..<3 {
      StageTests.frame(&stage, [StageTests.key(.v, [.shift])])
      opacities.append(stage.phones[0].settings.values[Param.view.referenceOpacity])
    }
    #expect(opacities == [0.75, 1, 0.25])
    #expect(
      stage.review.referenceSlot(for: stage.phones[0], stage.session.recording)?.opacity == 0.25)
  }

  @Test func vWithoutARecordingSaysSoAndChangesNothing() {
    var stage = ReferenceStageTests.stage()
    let frame = StageTests.frame(&stage, [StageTests.key(.v)])
    #expect(stage.phones[0].view.referenceMode == .beside)
    #expect(Self.logs(frame).contains { $0.hasPrefix("V: no reference recording") })
  }
}
