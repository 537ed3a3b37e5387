import PhoneSimulation
import SandboxFormats
import SandboxPrimitives
import Testing
import TuningPanel

@testable import PhoneDrawing
@testable import SandboxStage

/// The window stays readable with five phones in 1280 × 800 (issue 35): the panel's text keeps
/// a floor while the phones shrink, the help card is one readable card over the canvas, and the
/// marks drawn over the phones and the strip cover nothing they should not.
@Suite struct ReadableWindowTests {
  static let windows = [Size(width: 1280, height: 800), Size(width: 1280, height: 1024)]

  /// Five phones in the window (strip drawn), the panel open, the window's size noted.
  static func fivePhones(window: Size, panel: Bool = true) -> Stage {
    let phones = ["showcase", "compose-m3", "flutter-sliver", "ios-large-title", "web-headroom"]
      .enumerated().map { index, name in
        StageSetup.Phone(
          settings: CompareStageTests.settings(rows: 60),
          label: "\(CompareCaption.letter(index)) · \(name)")
      }
    var setup = StageSetup(phones: phones, viewport: Size(width: 412, height: 915))
    setup.showTimeline = true
    setup.preferences.showPanel = panel
    var stage = try! Stage(setup)
    _ = stage.start()
    _ = stage.noteWindowSize(window)
    StageTests.frame(&stage)
    return stage
  }

  /// The text runs of `list` whose line box starts in `region`.
  static func runs(_ list: DisplayList?, in region: Rect) -> [TextRun] {
    (list?.commands ?? []).compactMap {
      if case .text(let run) = $0, region.contains(run.origin) { run } else { nil }
    }
  }

  @Test(arguments: windows)
  func thePanelsTextKeepsElevenPixelsWithFivePhones(window: Size) throws {
    var stage = Self.fivePhones(window: window)
    let layout = stage.layout
    let pixels = layout.pixelsPerPoint(window: window)
    let list = try #require(StageTests.frame(&stage).list)
    let column = Rect(
      x: layout.phonesWidth, y: 0, width: layout.columnWidth, height: layout.phonesSize.height)
    let runs = Self.runs(list, in: column)
    #expect(runs.count > 20, "the panel draws its rows")
    let smallest = try #require(runs.map { $0.size * pixels }.min())
    #expect(smallest >= 11 - 1e-9, "smallest panel text \(smallest) px")
    // Unscaled, the same canvas drew the panel's chips at about 5 px.
    var unscaled = layout
    unscaled.columnScale = 1
    #expect(PanelStyle.chipSize * unscaled.pixelsPerPoint(window: window) < 7)
    // The phones give up the room: the column is wider than at scale 1, the phones unchanged.
    #expect(layout.columnScale > 1)
    #expect(layout.columnWidth == PanelStyle.columnWidth * layout.columnScale)
  }

  @Test func aClickOnTheEnlargedPanelHitsTheRowDrawnThere() throws {
    var stage = Self.fivePhones(window: Self.windows[0])
    let list = try #require(StageTests.frame(&stage).list)
    let heading = try #require(
      Self.runs(list, in: Rect(x: stage.layout.phonesWidth, y: 0, width: 1e6, height: 1e6))
        .first { $0.text.hasPrefix("Header (") })
    let before = stage.column.panel.openSections
    // The middle of the drawn heading: in column points it lies 2.5 times nearer the top left.
    let at = Point(x: heading.origin.x + 4 * heading.size, y: heading.origin.y + heading.size / 2)
    StageTests.frame(
      &stage, [.pointerDown(.mouse, x: at.x, y: at.y), .pointerUp(.mouse, x: at.x, y: at.y)])
    #expect(stage.column.panel.openSections != before, "the heading folds its section")
  }

  @Test func columnPointsAndCanvasPointsAreOneMapping() {
    var layout = StageLayout(viewport: Size(width: 390, height: 844), phoneCount: 3)
    layout.columnShown = true
    layout.showPanel = true
    layout.columnScale = 2.25
    let drawn = layout.columnToCanvas([
      .fillRect(Rect(x: layout.phonesWidth + 10, y: 20, width: 30, height: 40), .white)
    ])
    #expect(
      drawn == [
        .fillRect(
          Rect(x: layout.phonesWidth + 22.5, y: 45, width: 67.5, height: 90), .white)
      ])
    let back = layout.columnPoint(x: layout.phonesWidth + 22.5, y: 45)
    #expect(back == Point(x: layout.phonesWidth + 10, y: 20))
    #expect(layout.panelFrame?.height == layout.phonesSize.height / 2.25)
  }

  @Test(arguments: windows)
  func theHelpCardIsReadableAndNothingLeavesItsColumn(window: Size) throws {
    var stage = Self.fivePhones(window: window, panel: false)
    StageTests.frame(&stage, [StageTests.key(.slash, [.shift])])
    let list = try #require(StageTests.frame(&stage).list)
    let pixels = stage.layout.pixelsPerPoint(window: window)
    let card = HelpOverlayPainter.layout(
      over: Rect(x: 0, y: 0, width: list.size.width, height: list.size.height),
      pixelsPerPoint: pixels, minimumTextPixels: StageLayout.minimumTextPixels)
    let drawn = Self.runs(list, in: card.card)
    // One card over the canvas, not one per phone.
    #expect(drawn.filter { $0.text == HelpOverlayPainter.title }.count == 1)
    for item in card.items where item.kind == .key || item.kind == .description {
      #expect(item.size * pixels >= 11 - 1e-9, "\(item.text): \(item.size * pixels) px")
      #expect(drawn.contains { $0.text == item.text && $0.origin.y == item.box.y })
    }
    // Every key and description lies inside its column, the columns inside the card.
    for item in card.items {
      guard let index = item.column else { continue }
      let column = card.columns[index]
      #expect(
        item.box.minX >= column.minX - 1e-9 && item.box.maxX <= column.maxX + 1e-9,
        "\(item.text) \(item.box) leaves its column \(column)")
    }
    for column in card.columns {
      #expect(column.minX >= card.card.minX && column.maxX <= card.card.maxX)
      #expect(column.maxY <= card.card.maxY)
    }
    #expect(card.card.minX >= 0 && card.card.maxX <= list.size.width)
    #expect(card.card.minY >= 0 && card.card.maxY <= list.size.height)
    // No two runs of text overlap.
    for (i, j) in SceneProbe.overlappingPairs(card.items.map(\.box)) {
      Issue.record("'\(card.items[i].text)' overlaps '\(card.items[j].text)'")
    }
    // Each description's chip stays left of it.
    let keys = card.items.filter { $0.kind == .key }
    #expect(keys.count == ShortcutTable.entries.count)
    for (chip, key) in zip(card.chips, keys) {
      let first = card.items.first {
        $0.kind == .description && $0.column == key.column && $0.box.minY == key.box.minY
      }
      #expect(first.map { chip.maxX < $0.box.minX } == true, "\(key.text)'s chip")
    }
  }

  /// The box a run's glyphs may take (0.55 em a character, wider than Inter's).
  static func box(_ run: TextRun) -> Rect {
    let width = Theme.estimatedWidth(characters: run.text.count, size: run.size)
    return Rect(
      x: run.origin.x - width * run.anchorFraction, y: run.origin.y, width: width,
      height: Theme.lineHeight(run.size))
  }

  /// The strip's take names (the runs over the track) for takes started `gaps` frames apart.
  static func takeNames(gaps: [Int]) throws -> (
    names: [TextRun], track: Rect, dividers: [Rect]
  ) {
    var stage = TimelineTests.stage()
    TimelineTests.run(&stage, frames: 0..<60)
    for gap in gaps {
      StageTests.frame(&stage, [StageTests.key(.r)])
      TimelineTests.run(&stage, frames: 0..<gap)
    }
    #expect(stage.timeline.takeStarts.count == gaps.count + 1)
    let commands = try TimelineTakeTests.strip(stage)
    let track = Timeline.track(in: try #require(stage.layout.timelineFrame))
    let names = commands.compactMap { command -> TextRun? in
      if case .text(let run) = command, run.origin.y < track.maxY { run } else { nil }
    }
    let dividers = commands.compactMap { command -> Rect? in
      if case .fillRect(let rect, let color) = command, color == TimelinePainter.color(.reset),
        rect.height > track.height
      {
        rect
      } else {
        nil
      }
    }
    return (names, track, dividers)
  }

  @Test(arguments: [[4, 4, 60], [12, 12, 12, 60], [30, 30, 60], [90, 90, 60]])
  func takeNamesNeverMeet(gaps: [Int]) throws {
    let (names, track, dividers) = try Self.takeNames(gaps: gaps)
    #expect(names.first?.text == "take 2", "the first keeps its whole name")
    // No name is crossed by another take's divider.
    for name in names {
      let box = Self.box(name)
      let crossing = dividers.filter { $0.minX < box.maxX && box.minX < $0.maxX }
      #expect(
        crossing.count <= 1, "'\(name.text)' is crossed by \(crossing.count - 1) other dividers")
    }
    let boxes = names.map(Self.box)
    #expect(boxes.allSatisfy { $0.minX >= track.minX && $0.maxX <= track.maxX })
    for (i, j) in SceneProbe.overlappingPairs(boxes) {
      Issue.record("'\(names[i].text)' meets '\(names[j].text)'")
    }
  }

  @Test func takesFarApartKeepEveryName() throws {
    let (names, _, _) = try Self.takeNames(gaps: [90, 90, 60])
    #expect(names.map(\.text) == ["take 2", "take 3", "take 4"])
  }

  @Test func theNudgeBadgeCoversNothingOfTheHeader() throws {
    for mode in [ReferenceMode.beside, .overlay] {
      var stage = ReferenceStageTests.stage(mode: mode)
      stage.setReference(ReferenceStageTests.track, source: ReferenceStageTests.FakeFrames())
      StageTests.frame(&stage, [StageTests.key(.right)])
      let list = try #require(StageTests.frame(&stage).list)
      let badge = try #require(
        list.commands.compactMap { command -> TextRun? in
          if case .text(let run) = command, run.text.hasPrefix("ref ") { run } else { nil }
        }.first)
      let box = Self.box(badge)
      let arrangement = stage.layout.arrangement
      let slot = arrangement.frame(mode == .beside ? arrangement.count - 1 : 0)
      // Phone A's header at rest (status bar, bar and title), where the recording shows its
      // own header too.
      let header = SceneGeometry(stage.phones[0].sceneState(hudLines: [])).headerFrame
        .offsetBy(dx: slot.x, dy: slot.y)
      #expect(
        SceneProbe.overlappingPairs([box, header]).isEmpty,
        "\(mode): badge \(box) over header \(header)")
      // Nor of its largest extent: the badge keeps to the screen's bottom.
      #expect(box.minY > slot.y + slot.height / 2, "\(mode)")
      #expect(box.minX >= slot.minX && box.maxX <= slot.maxX && box.maxY <= slot.maxY)
    }
  }

  @Test func vAndShiftVSayTheirModeInTheWindowAndKeepItsSize() throws {
    var stage = ReferenceStageTests.stage()
    stage.setReference(ReferenceStageTests.track, source: ReferenceStageTests.FakeFrames())
    let modes = StageTests.frame(&stage, [StageTests.key(.v)])
    #expect(!modes.effects.contains { if case .setCanvas = $0 { true } else { false } })
    #expect(modes.effects.contains { if case .relayout = $0 { true } else { false } })
    #expect(StageTests.texts(modes.list).contains("Reference: over phone A"))
    let opacity = StageTests.frame(&stage, [StageTests.key(.v, [.shift])])
    #expect(!opacity.effects.contains { if case .setCanvas = $0 { true } else { false } })
    #expect(StageTests.texts(opacity.list).contains { $0.hasPrefix("Reference opacity ") })
    // Without a recording the window says so too.
    var alone = ReferenceStageTests.stage()
    let none = StageTests.frame(&alone, [StageTests.key(.v)])
    #expect(StageTests.texts(none.list).contains("No reference recording"))
  }

  @Test(arguments: windows)
  func theToastAndTheBadgesReadAsTheCaptionsDo(window: Size) throws {
    var stage = Self.fivePhones(window: window, panel: false)
    stage.setReference(ReferenceStageTests.track, source: ReferenceStageTests.FakeFrames())
    StageTests.frame(&stage, [StageTests.key(.p)])
    let frame = StageTests.frame(&stage, [StageTests.key(.v)])
    let pixels = stage.layout.pixelsPerPoint(window: window)
    let runs = Self.runs(frame.list, in: Rect(x: 0, y: 0, width: 1e6, height: 1e6))
    let toast = try #require(runs.first { $0.text == "Reference: over phone A" })
    let badge = try #require(runs.first { $0.text.hasPrefix("ref ") })
    let status = try #require(runs.first { $0.text.contains("paused") })
    for run in [toast, badge, status] {
      #expect(run.size * pixels >= 11 - 1e-9, "'\(run.text)': \(run.size * pixels) px")
    }
    // Drawn at 11 pt they were under 7 px tall.
    #expect(11 * pixels < 7)
    // The badge stays on phone A (over which the recording now shows), clear of the status.
    let phoneA = stage.layout.arrangement.frame(0)
    let box = Self.box(badge)
    #expect(box.minX >= phoneA.minX && box.maxX <= phoneA.maxX && box.maxY <= phoneA.maxY)
    #expect(SceneProbe.overlappingPairs([box, Self.box(status)]).isEmpty)
  }

  @Test func aMarkerReadsTheFrameTheStripNamesAtItsTime() throws {
    var stage = TimelineTests.stage()
    // A quarter frame first: the window's times then fall between 60 fps frames, as its
    // 1/240 s steps put them.
    _ = stage.frame(StageInput(eventsTo: 1.0 / 240, realSeconds: 1.0 / 240))
    TimelineTests.run(&stage, frames: 0..<40)
    for key in [Key.f2, .p, .comma, .comma, .m, .enter] { TimelineTests.press(&stage, key) }
    let marker = try #require(stage.review.markers.list.first)
    #expect(abs(marker.t * 60 - (marker.t * 60).rounded()) > 0.2, "between frames: \(marker.t)")
    let frame = EventScript.firstFrame(showing: marker.t)
    let label = MarkerCaption.timeText(marker.t)
    #expect(label.hasSuffix(" s · frame \(frame)"), "\(label)")
    // The list shows it, and the strip with the playhead on it names the same frame.
    let texts = StageTests.texts(StageTests.frame(&stage).list)
    #expect(texts.contains(label), "\(texts.filter { $0.contains("frame") })")
    #expect(TimelinePainter.status(stage.timeline).hasSuffix(" · frame \(frame)"))
    // `render --from` at the note's time starts at that frame, the first that shows the note.
    #expect(FrameGrid(duration: 10, fps: 60).firstFrame(from: marker.t) == frame)
    #expect(MarkerCaption.timeText(1.2041666666666666) == "1.204 s · frame 73")
  }
}
