import MotionPhysics
import PhoneSimulation
import SandboxFormats
import SandboxPrimitives
import TestSupport
import Testing
import TuningPanel

@testable import SandboxStage

/// Issue 17, item 7: typed entry replaces, errors sit at their field, resets go to the preset,
/// undo and redo, log-scaled sliders with fine drags, honest spring dialects.
@Suite struct PanelFrictionTests {
  static let maxHeight = PanelField.parameter(Param.header.maximumHeight.name)

  @Test func clickToTypeSelectsTheOldTextSoTypingReplacesIt() {
    var h = PanelHarness()
    let box = h.layout.slider(Self.maxHeight)!.valueBox!
    h.click(Point(x: box.x + 10, y: box.y + 5))
    #expect(h.model.buffer == "56" && h.model.selectsAll)
    h.send(.text("3"))
    h.send(.text("5"))
    h.send(.text("6"))
    #expect(h.model.buffer == "356", "typing replaced the selection instead of appending")
    h.send(.keyDown(.a, [.control]))
    #expect(h.model.selectsAll)
    h.send(.text("9"))
    h.send(.text("0"))
    h.send(.keyDown(.enter, []))
    #expect(h.values[Param.header.maximumHeight] == 90)
  }

  @Test func anErrorIsShownRightUnderItsField() throws {
    var h = PanelHarness()
    let box = h.layout.slider(Self.maxHeight)!.valueBox!
    h.click(Point(x: box.x + 10, y: box.y + 5))
    h.send(.text("abc"))
    h.send(.keyDown(.enter, []))
    let items = h.layout.items
    let row = try #require(items.firstIndex { $0.kind == .slider(Self.maxHeight) })
    guard case .status(let lines) = items[row + 1].kind else {
      Issue.record("the row after the field is \(items[row + 1].kind)")
      return
    }
    #expect(lines.joined(separator: " ").contains("Maximum height: expected a number in 0…600"))
    #expect(items[row + 1].rect.y - items[row].rect.maxY < 10)
    #expect(items[row + 2].rect.y >= items[row + 1].rect.maxY, "rows below move down")
  }

  @Test func doubleClickResetsToThePresetsValueAndModifiedIsShown() throws {
    var stage = StageTests.stage()
    var preset = ConfigValues()
    try preset.set(Param.header.maximumHeight, to: 176)
    stage.column.baseValues = preset
    stage.column.panel.currentPreset = "showcase"
    StageTests.frame(&stage, [StageTests.key(.f2)])
    let frame = try #require(stage.layout.panelFrame)
    func layout(_ presets: [String] = []) -> PanelLayout {
      PanelLayout(
        model: stage.column.panel, values: stage.phones[0].settings.values,
        presets: presets, frame: frame)
    }
    func chip() -> String? {
      layout(["showcase"]).items.first { $0.kind == .presets }?.chips.first?.title
    }
    #expect(chip() == "showcase · modified")
    // On the label: a slide there would also move the coupled minimum height.
    let row = try #require(layout().slider(Self.maxHeight)?.rect)
    let point = Point(x: row.x + 5, y: row.y + 5)
    StageTests.frame(&stage, [.pointerDown(.mouse, x: point.x, y: point.y)])
    StageTests.frame(&stage, [.pointerUp(.mouse, x: point.x, y: point.y)])
    StageTests.frame(&stage, [.pointerDown(.mouse, x: point.x, y: point.y)])
    #expect(stage.phones[0].settings.values[Param.header.maximumHeight] == 176)
    StageTests.frame(&stage, [.pointerUp(.mouse, x: point.x, y: point.y)])
    #expect(chip() == "showcase")
  }

  @Test func undoAndRedoEveryValueChangeAndRecordThemAsSets() throws {
    var stage = StageTests.stage()
    StageTests.frame(&stage, [StageTests.key(.f2)])
    StageTests.frame(&stage, [StageTests.key(.r, .control)])
    let frame = try #require(stage.layout.panelFrame)
    let layout = PanelLayout(
      model: stage.column.panel, values: stage.phones[0].settings.values,
      presets: stage.column.presetNames, frame: frame)
    let track = try #require(layout.slider(Self.maxHeight)?.track)
    let y = track.y + 2
    StageTests.frame(&stage, [.pointerDown(.mouse, x: track.x + 0.25 * track.width, y: y)])
    StageTests.frame(&stage, [.pointerMove(.mouse, x: track.x + 0.4 * track.width, y: y)])
    StageTests.frame(&stage, [.pointerUp(.mouse, x: track.x + 0.4 * track.width, y: y)])
    let key = Param.header.maximumHeight
    #expect(stage.phones[0].settings.values[key] == 240)
    // A typed value is an action of its own.
    let box = try #require(layout.slider(Self.maxHeight)?.valueBox)
    StageTests.frame(&stage, [.pointerDown(.mouse, x: box.x + 5, y: box.y + 5)])
    StageTests.frame(&stage, [.pointerUp(.mouse, x: box.x + 5, y: box.y + 5)])
    StageTests.frame(&stage, [.text("300"), StageTests.key(.enter)])
    #expect(stage.phones[0].settings.values[key] == 300)
    StageTests.frame(&stage, [StageTests.key(.z, .control)])
    #expect(stage.phones[0].settings.values[key] == 240)
    // The whole drag is one action.
    StageTests.frame(&stage, [StageTests.key(.z, .control)])
    #expect(stage.phones[0].settings.values[key] == 56)
    StageTests.frame(&stage, [StageTests.key(.z, .control)])
    #expect(stage.phones[0].settings.values[key] == 56, "nothing left to undo")
    StageTests.frame(&stage, [StageTests.key(.z, [.control, .shift])])
    #expect(stage.phones[0].settings.values[key] == 240)
    let stopped = StageTests.frame(&stage, [StageTests.key(.r, .control)]).effects
    let script = try #require(
      stopped.lazy.compactMap { if case .saveRecording(let s) = $0 { s } else { nil } }.first)
    let sets = script.events.compactMap { event -> Double? in
      if case .set(let k, .number(let v)) = event.event, k == key.name { return v }
      return nil
    }
    #expect(sets == [150, 240, 300, 240, 56, 240])
    #expect(!script.events.contains { if case .key = $0.event { true } else { false } })
  }

  /// Distance of a 2000 pt/s UIKit fling after dragging the rate's thumb 21 pt from 0.998.
  static func flingRatio(fine: Bool) throws -> Double {
    var h = PanelHarness()
    h.model.openSections = ["scroll"]
    let field = PanelField.parameter(Param.scroll.uikitDecelerationRate.name)
    let track = try #require(h.layout.slider(field)?.track)
    let start =
      track.x + SliderScale.complementLogarithmic.fraction(of: 0.998, in: 0.9...0.9999)
      * track.width
    let before = h.sandbox.settings.scroll.deceleration.projectedDistance(velocity: 2000)
    h.send(.pointerDown(.mouse, x: start, y: track.y + 2))
    #expect(h.values[Param.scroll.uikitDecelerationRate] == 0.998)
    let actions = h.model.handle(
      .pointerMove(.mouse, x: start - 21, y: track.y + 2), at: h.time, in: h.frame,
      values: h.values, presets: h.presets, modifiers: fine ? [.shift] : [])
    for action in actions {
      guard let (key, value) = action.assignment else { continue }
      var next = h.sandbox.settings
      try next.set(key: key, value: value)
      try h.sandbox.apply(settings: next)
    }
    let after = h.sandbox.settings.scroll.deceleration.projectedDistance(velocity: 2000)
    return before / after
  }

  @Test func aTwentyOnePointDragOnTheUIKitRateChangesTheFlingByABoundedRatio() throws {
    // Linear over 0.9…0.9999 the same drag took 999 pt to 234 pt (×4.3).
    let coarse = try Self.flingRatio(fine: false)
    #expect(coarse > 1.1 && coarse < 1.8, "\(coarse)")
    let fine = try Self.flingRatio(fine: true)
    #expect(fine > 1.005 && fine < 1.08, "Shift drags a tenth as far: \(fine)")
  }

  @Test func logScalesRoundTripAndKeepTheirEnds() {
    for scale in [SliderScale.logarithmic, .complementLogarithmic, .linear] {
      let range = scale == .logarithmic ? 0.001...0.1 : 0.9...0.9999
      #expect(isClose(scale.value(at: 0, in: range), range.lowerBound, 1e-12))
      #expect(isClose(scale.value(at: 1, in: range), range.upperBound, 1e-12))
      for f in [0.1, 0.5, 0.9] {
        #expect(isClose(scale.fraction(of: scale.value(at: f, in: range), in: range), f, 1e-9))
      }
    }
    #expect(SliderScale.of(Param.scroll.maxFlingVelocity.name) == .logarithmic)
    #expect(SliderScale.of(Param.header.maximumHeight.name) == .linear)
  }

  @Test func aSpringWithoutAPopEquivalentSaysSoAndAClickKeepsIt() throws {
    var h = PanelHarness()
    h.model.openSections = ["scroll"]
    h.model.dialect = .pop
    // Critically damped k 100: Pop's bounciness cannot express ζ = 1 (it is always < 1).
    let spring = try #require(SpringConversion.spring(h.values))
    #expect(SpringConversion.value(.bounciness, of: spring) == nil)
    let field = PanelField.spring(.bounciness)
    #expect(field.display(in: h.values) == "no pop equivalent")
    #expect(PanelLayout.conversionLines(h.values).last?.hasSuffix("pop: no equivalent") == true)
    h.reveal(field)
    let track = try #require(h.layout.slider(field)?.track)
    h.click(Point(x: track.x + 0.5 * track.width, y: track.y + 2))
    #expect(h.emitted.isEmpty, "the spring is not replaced")
    #expect(h.model.status?.contains("no pop equivalent") == true)
  }
}
