import PhoneSimulation
import SandboxFormats
import SandboxPrimitives
import Testing

@testable import SandboxStage

/// Markers in the window through the pure stage: M adds one at the shown frame and takes the
/// typed note, N / Shift+N jump, Shift+M deletes, the strip and the panel show them, Ctrl+S
/// carries them.
@Suite struct StageMarkerTests {
  static let notch = Color(r: 255, g: 214, b: 77)

  /// A stage with the strip, run `frames` frames of the timeline tests' flick session.
  static func played(frames: Int = 120, compare: Bool = false) -> Stage {
    var stage = TimelineTests.stage(compare: compare)
    TimelineTests.run(&stage, frames: 0..<frames)
    return stage
  }

  static func type(_ stage: inout Stage, _ events: [InputEvent]) -> StageFrame {
    StageTests.frame(&stage, events)
  }

  /// The marker notches standing above the strip's track.
  static func notches(_ list: DisplayList?) -> [Rect] {
    guard let list else { return [] }
    return list.commands.compactMap {
      if case .fillRect(let rect, let color) = $0, color == notch, rect.width == 4,
        rect.height == 7
      {
        return rect
      }
      return nil
    }
  }

  /// The last text-input switch asked of the host, if any.
  static func textInput(_ effects: [StageEffect]) -> Bool? {
    effects.compactMap { if case .textInput(let on) = $0 { on } else { nil } }.last
  }

  static func logs(_ effects: [StageEffect]) -> [String] {
    effects.compactMap { if case .log(let line) = $0 { line } else { nil } }
  }

  @Test func mAddsAMarkerAtTheShownFrameAndEnterKeepsTheTypedNote() throws {
    var stage = Self.played()
    let time = stage.session.shownTime
    #expect(!stage.layout.showPanel)
    let opened = Self.type(&stage, [StageTests.key(.m)])
    #expect(stage.review.markers.list.count == 1)
    #expect(stage.review.markers.field != nil)
    #expect(stage.layout.showPanel, "the note is typed in the panel, opened for it")
    #expect(Self.textInput(opened.effects) == true)
    // Keys that are shortcuts elsewhere are text here: P does not pause, H does not hide.
    let paused = stage.phones[0].view.isPaused
    _ = Self.type(
      &stage,
      [
        StageTests.key(.h), .text("h"), .text("ap"), StageTests.key(.p), .text("p"),
        .text("ens "), StageTests.key(.backspace), .text("\tlate"),
      ])
    #expect(stage.phones[0].view.isPaused == paused)
    #expect(stage.review.markers.field?.text == "happens late")
    let closed = Self.type(&stage, [StageTests.key(.enter)])
    #expect(stage.review.markers.field == nil)
    #expect(!stage.layout.showPanel, "the panel M opened closes with the field")
    #expect(Self.textInput(closed.effects) == false)
    let marker = try #require(stage.review.markers.list.first)
    #expect(marker.text == "happens late")
    #expect(abs(marker.t - time) < 1e-9)
    #expect(marker.phone == nil, "a lone phone's marker is about all phones")
  }

  @Test func aLongNoteShowsItsEndInTheField() throws {
    var stage = Self.played()
    let long = String(repeating: "slow ", count: 20) + "end"
    let list = Self.type(&stage, [StageTests.key(.m), .text(long)]).list
    let field = try #require(StageTests.texts(list).first { $0.hasSuffix("end|") })
    #expect(field.hasPrefix("…"))
    #expect(field.count == MarkerListPainter.fieldCharacters + 1)
    #expect(stage.review.markers.field?.text == long, "the note keeps every character")
  }

  @Test func escapeDropsANewMarkerAndRestoresAnEditedNote() {
    var stage = Self.played()
    _ = Self.type(&stage, [StageTests.key(.p)])
    _ = Self.type(&stage, [StageTests.key(.m), .text("x"), StageTests.key(.escape)])
    #expect(stage.review.markers.list.isEmpty)
    _ = Self.type(&stage, [StageTests.key(.m), .text("first"), StageTests.key(.enter)])
    // M again on the same frame edits that marker's note.
    _ = Self.type(&stage, [StageTests.key(.m)])
    #expect(stage.review.markers.field?.text == "first")
    _ = Self.type(&stage, [.text(" and more"), StageTests.key(.escape)])
    #expect(stage.review.markers.list.map(\.text) == ["first"])
  }

  @Test func nAndShiftNJumpBetweenMarkersAndShiftMDeletes() throws {
    var stage = Self.played(frames: 40)
    // A marker takes the time of the frame shown when M is pressed.
    let first = stage.session.shownTime
    _ = Self.type(&stage, [StageTests.key(.m), .text("one"), StageTests.key(.enter)])
    TimelineTests.run(&stage, frames: 40..<80)
    let second = stage.session.shownTime
    _ = Self.type(&stage, [StageTests.key(.m), .text("two"), StageTests.key(.enter)])
    TimelineTests.run(&stage, frames: 80..<120)
    let live = stage.session.shownTime
    _ = Self.type(&stage, [StageTests.key(.n, [.shift])])
    #expect(stage.timeline.isScrubbed)
    #expect(stage.phones.allSatisfy { $0.view.isPaused })
    #expect(abs(stage.session.shownTime - second) < 1e-9)
    #expect(abs(stage.phones[0].time - second) < 1e-9, "the phones show the marker's frame")
    _ = Self.type(&stage, [StageTests.key(.n, [.shift])])
    #expect(abs(stage.session.shownTime - first) < 1e-9)
    let stay = Self.type(&stage, [StageTests.key(.n, [.shift])])
    #expect(abs(stage.session.shownTime - first) < 1e-9, "no earlier marker: the view stays")
    #expect(Self.logs(stay.effects).contains("Shift+N: no earlier marker"))
    _ = Self.type(&stage, [StageTests.key(.n)])
    #expect(abs(stage.session.shownTime - second) < 1e-9)
    #expect(stage.session.shownTime < live)
    _ = Self.type(&stage, [StageTests.key(.m, [.shift])])
    #expect(stage.review.markers.list.map(\.text) == ["one"])
    _ = Self.type(&stage, [StageTests.key(.n)])
    #expect(abs(stage.session.shownTime - second) < 1e-9, "no later marker left")
  }

  @Test func aComparedStageNotesThePanelsTargetPhone() throws {
    var stage = Self.played(compare: true)
    #expect(stage.column.target == 0)
    _ = Self.type(&stage, [StageTests.key(.m), .text("A only"), StageTests.key(.enter)])
    #expect(stage.review.markers.list.first?.phone == 0)
  }

  @Test func theStripAndThePanelShowTheMarkers() throws {
    var stage = Self.played()
    var list = Self.type(&stage, []).list
    #expect(Self.notches(list).isEmpty)
    #expect(stage.layout.markerListFrame == nil)
    _ = Self.type(&stage, [StageTests.key(.m), .text("look here")])
    list = Self.type(&stage, []).list
    let strip = try #require(stage.layout.timelineFrame)
    // One notch on the strip, one in the list's row.
    let notches = Self.notches(list)
    #expect(notches.filter { strip.contains(Point(x: $0.x + 2, y: $0.maxY)) }.count == 1)
    #expect(notches.count == 2)
    #expect(stage.layout.markerListFrame != nil)
    #expect(StageTests.texts(list).contains("look here|"), "the field, with its caret")
    _ = Self.type(&stage, [StageTests.key(.enter), StageTests.key(.f2)])
    list = Self.type(&stage, []).list
    #expect(StageTests.texts(list).contains("look here"), "the list row")
    #expect(StageTests.texts(list).contains("Markers (1)"))
    let panel = try #require(stage.layout.markerListFrame)
    #expect(try #require(stage.layout.panelFrame).maxY == panel.y, "the panel ends above it")
  }

  @Test func aClickOnAListedMarkerJumpsToIt() throws {
    var stage = Self.played(frames: 40)
    let marked = stage.session.shownTime
    _ = Self.type(&stage, [StageTests.key(.m), .text("here"), StageTests.key(.enter)])
    TimelineTests.run(&stage, frames: 40..<90)
    _ = Self.type(&stage, [StageTests.key(.f2)])
    let frame = try #require(stage.layout.markerListFrame)
    let row = MarkerListPainter.rowsTop(stage.review.markers, in: frame) + 8
    let x = frame.x + frame.width / 2
    _ = Self.type(&stage, [.pointerDown(.mouse, x: x, y: row), .pointerUp(.mouse, x: x, y: row)])
    #expect(abs(stage.session.shownTime - marked) < 1e-9)
    #expect(stage.timeline.isScrubbed, "the lift was the list's: nothing forked")
  }

  @Test func ctrlSCarriesTheMarkers() throws {
    var stage = Self.played()
    _ = Self.type(&stage, [StageTests.key(.m), .text("saved"), StageTests.key(.enter)])
    let effects = Self.type(&stage, [StageTests.key(.s, [.control])]).effects
    let snapshot = try #require(
      effects.lazy.compactMap { effect -> SessionSnapshot? in
        if case .saveSession(let snapshot, _) = effect { return snapshot }
        return nil
      }.first)
    #expect(snapshot.markers.map(\.text) == ["saved"])
  }

  @Test func aReplayedMarkerKeyAddsNothing() throws {
    var script = EventScript(events: [])
    script.events = [TimedScriptEvent(t: 0.1, event: .key(Shortcut(key: .m)))]
    script.duration = 0.5
    var setup = StageSetup.headless(
      script, phones: [StageSetup.Phone(settings: SandboxSettings.defaults())])
    setup.isHeadless = false
    setup.showTimeline = true
    var stage = try Stage(setup)
    _ = stage.start()
    for _ in 0..<30 { StageTests.frame(&stage) }
    #expect(stage.review.markers.list.isEmpty)
    #expect(stage.review.markers.field == nil)
  }
}
