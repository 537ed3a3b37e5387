import MotionPhysics
import PhoneSimulation
import SandboxFormats
import SandboxPrimitives
import Testing
import TuningPanel

@testable import SandboxStage

/// The panel as the window hosts it: a column right of a 390-pt phone, actions applied to the
/// phone the way `Stage.perform` applies them.
struct PanelHarness {
  var model = PanelModel()
  var sandbox = try! Sandbox(
    settings: SandboxSettings.defaults(), viewport: Size(width: 390, height: 844))
  let frame = Rect(x: 390, y: 0, width: 360, height: 844)
  let presets = ["showcase", "mdc-default"]
  var time = 10.0
  var emitted: [PanelAction] = []

  var values: ConfigValues { sandbox.settings.values }
  var layout: PanelLayout {
    PanelLayout(model: model, values: values, presets: presets, frame: frame)
  }

  mutating func send(_ event: InputEvent, after seconds: Double = 0.05) {
    time += seconds
    let actions = model.handle(event, at: time, in: frame, values: values, presets: presets)
    emitted += actions
    for action in actions {
      guard let (key, value) = action.assignment else { continue }
      var next = sandbox.settings
      try! next.set(key: key, value: value)
      try! sandbox.apply(settings: next)
    }
  }

  mutating func click(_ point: Point, after seconds: Double = 0.5) {
    send(.pointerDown(.mouse, x: point.x, y: point.y), after: seconds)
    send(.pointerUp(.mouse, x: point.x, y: point.y))
  }

  /// Every text the painter draws.
  var paintedTexts: [String] {
    var commands: [DrawCommand] = []
    PanelPainter.paint(
      model: model, values: values, presets: presets, frame: frame, into: &commands)
    return commands.compactMap {
      if case .text(let run) = $0 { return run.text } else { return nil }
    }
  }

  func item(_ kind: PanelLayout.Kind) -> PanelLayout.Item? {
    layout.items.first { $0.kind == kind }
  }

  /// Scrolls the panel until `field`'s slider is on screen: rows added above it (a new
  /// deceleration model's key) can push it below the fold.
  mutating func reveal(_ field: PanelField) {
    guard let track = layout.slider(field)?.track else { return }
    let overflow = track.y + track.height + 40 - (frame.y + frame.height)
    if overflow > 0 { model.scrollY = min(model.scrollY + overflow, layout.maxScroll) }
  }

  func trackPoint(_ field: PanelField, fraction: Double) -> Point {
    let track = layout.slider(field)!.track!
    return Point(x: track.x + fraction * track.width, y: track.y + track.height / 2)
  }
}

@Suite struct PanelModelTests {
  @Test func draggingASliderChangesTheShownValueAndTheEngine() {
    var h = PanelHarness()
    let field = PanelField.parameter("header.maximumHeight")
    #expect(h.sandbox.engine.hMax == 76)
    #expect(h.paintedTexts.contains("56 pt"))
    // 0…600 pt: a quarter of the track is 150 pt, then drag on to 40 % = 240 pt.
    let start = h.trackPoint(field, fraction: 0.25)
    h.send(.pointerDown(.mouse, x: start.x, y: start.y))
    #expect(h.values["header.maximumHeight"] == .number(150))
    let end = h.trackPoint(field, fraction: 0.4)
    h.send(.pointerMove(.mouse, x: end.x, y: end.y + 30))
    h.send(.pointerUp(.mouse, x: end.x, y: end.y + 30))
    #expect(h.values["header.maximumHeight"] == .number(240))
    #expect(h.sandbox.engine.hMax == 260)
    #expect(h.paintedTexts.contains("240 pt"))
    // After the lift, moves no longer drag.
    let later = h.trackPoint(field, fraction: 0.9)
    h.send(.pointerMove(.mouse, x: later.x, y: later.y))
    #expect(h.values["header.maximumHeight"] == .number(240))
  }

  @Test func sliderValuesSnapToTheStepAndClampToTheRange() {
    var h = PanelHarness()
    h.model.openSections = ["scroll"]
    let field = PanelField.parameter("scroll.rubberBandCoefficient")
    let track = h.layout.slider(field)!.track!
    h.send(.pointerDown(.mouse, x: track.x + 0.333_3 * track.width, y: track.y))
    #expect(h.values["scroll.rubberBandCoefficient"] == .number(0.33))
    h.send(.pointerMove(.mouse, x: track.maxX + 200, y: track.y))
    #expect(h.values["scroll.rubberBandCoefficient"] == .number(1))
  }

  @Test func doubleClickResetsToTheDefault() {
    var h = PanelHarness()
    let field = PanelField.parameter("header.maximumHeight")
    let p = h.trackPoint(field, fraction: 0.5)
    h.click(p)
    #expect(h.values["header.maximumHeight"] == .number(300))
    h.click(p, after: 1)
    #expect(h.values["header.maximumHeight"] == .number(300))
    h.click(p, after: 0.1)
    #expect(h.values["header.maximumHeight"] == .number(56))
    #expect(h.emitted.last == .reset(key: "header.maximumHeight"))
  }

  @Test func typedEntrySetsTheValueOnEnter() {
    var h = PanelHarness()
    let box = h.layout.slider(.parameter("header.minimumHeight"))!.valueBox!
    h.click(Point(x: box.x + 10, y: box.y + 5))
    #expect(h.model.capturesKeyboard)
    #expect(h.model.buffer == "56")
    h.send(.keyDown(.backspace, []))
    h.send(.keyDown(.backspace, []))
    h.send(.text("4"))
    h.send(.text("8"))
    #expect(h.paintedTexts.contains("48|"))
    h.send(.keyDown(.enter, []))
    #expect(!h.model.capturesKeyboard)
    #expect(h.values["header.minimumHeight"] == .number(48))
    #expect(h.sandbox.engine.hMin == 68)
  }

  @Test func aBadTypedEntryKeepsFocusAndTheOldValue() {
    var h = PanelHarness()
    let box = h.layout.slider(.parameter("header.minimumHeight"))!.valueBox!
    h.click(Point(x: box.x + 10, y: box.y + 5))
    h.send(.text("x"))
    h.send(.keyDown(.enter, []))
    #expect(h.model.capturesKeyboard)
    #expect(h.values["header.minimumHeight"] == .number(56))
    #expect(h.model.status?.contains("Minimum height: expected a number in 0…400") == true)
    h.send(.keyDown(.escape, []))
    #expect(!h.model.capturesKeyboard)
  }

  @Test func typingIntoATextParameter() {
    var h = PanelHarness()
    h.model.openSections = ["statusBar"]
    let box = h.item(.text("statusBar.time"))!.valueBox!
    h.click(Point(x: box.x + 5, y: box.y + 5))
    for _ in 0..<4 { h.send(.keyDown(.backspace, [])) }
    h.send(.text("10:09"))
    // Clicking elsewhere applies the entry.
    h.click(Point(x: h.frame.x + 20, y: h.frame.y + 10))
    #expect(h.values["statusBar.time"] == .string("10:09"))
    #expect(h.sandbox.settings.statusBarTime == "10:09")
  }

  @Test func togglesAndSegmentedChoices() {
    var h = PanelHarness()
    let toggle = h.item(.toggle("header.canOverExtend"))!.toggle!
    h.click(Point(x: toggle.x + 5, y: toggle.y + 5))
    #expect(h.values["header.canOverExtend"] == .bool(false))
    #expect(h.sandbox.settings.header.canOverExtend == false)
    let chip = h.item(.choice("header.shiftBehavior"))!.chips.first { $0.value == "hideable" }!
    h.click(Point(x: chip.rect.x + 3, y: chip.rect.y + 3))
    #expect(h.values["header.shiftBehavior"] == .string("hideable"))
    #expect(h.sandbox.settings.header.shiftBehavior.rawValue == "hideable")
    let selected = h.item(.choice("header.shiftBehavior"))!.chips.filter(\.isSelected)
    #expect(selected.map(\.value) == ["hideable"])
  }

  @Test func sectionsCollapseAndRowsComeFromTheRegistry() {
    var h = PanelHarness()
    h.model.openSections = Set(ParameterRegistry.sections.map(\.key))
    var keys: [String] = []
    for item in h.layout.items {
      switch item.kind {
      case .slider(.parameter(let key)), .toggle(let key), .choice(let key), .text(let key),
        .curveEditor(let key):
        keys.append(key)
      default: break
      }
    }
    #expect(keys == ParameterRegistry.keys)
    let header = h.item(.section("header"))!
    h.click(Point(x: header.rect.x + 30, y: header.rect.y + 5))
    #expect(!h.model.openSections.contains("header"))
    #expect(h.layout.slider(.parameter("header.maximumHeight")) == nil)
  }

  @Test func presetChipsAndSave() {
    var h = PanelHarness()
    let chips = h.item(.presets)!.chips
    #expect(chips.map(\.value) == ["showcase", "mdc-default", PanelLayout.saveChipValue])
    h.click(Point(x: chips[1].rect.x + 3, y: chips[1].rect.y + 3))
    h.click(Point(x: chips[2].rect.x + 3, y: chips[2].rect.y + 3))
    #expect(h.emitted == [.selectPreset("mdc-default"), .savePreset])
    #expect(h.model.currentPreset == "mdc-default")
  }

  @Test func wheelScrollsThePanelWithinItsContent() {
    var h = PanelHarness()
    h.model.openSections = Set(ParameterRegistry.sections.map(\.key))
    let maxScroll = h.layout.maxScroll
    #expect(maxScroll > 0)
    h.send(.wheel(dx: 0, dy: -3, precise: false, x: 500, y: 400))
    #expect(h.model.scrollY == 120)
    h.send(.wheel(dx: 0, dy: -1000, precise: false, x: 500, y: 400))
    #expect(h.model.scrollY == maxScroll)
    h.send(.wheel(dx: 0, dy: 1000, precise: false, x: 500, y: 400))
    #expect(h.model.scrollY == 0)
  }
}
