import MotionPhysics
import SandboxFormats
import SandboxPrimitives
import Testing
import TuningPanel

@testable import SandboxStage

/// The shift animation's curve editor, spring graph and copy-out, through the pure stage.
@Suite struct ShiftCurvePanelTests {
  /// A stage with the panel open, scrolled so that the row of `kind` is on screen.
  static func stageShowing(_ kind: PanelLayout.Kind) throws -> (Stage, PanelLayout.Item) {
    var stage = StageTests.stage()
    StageTests.frame(&stage, [StageTests.key(.f2)])
    let frame = try #require(stage.layout.panelFrame)
    func layout() -> PanelLayout {
      PanelLayout(
        model: stage.column.panel, values: stage.phones[0].settings.values,
        presets: stage.column.presetNames, frame: frame)
    }
    let unscrolled = try #require(layout().items.first { $0.kind == kind })
    stage.column.panel.scrollY = max(0, unscrolled.rect.y - 100)
    StageTests.frame(&stage)  // the stage keeps the scroll inside the content
    let item = try #require(layout().items.first { $0.kind == kind })
    #expect(frame.contains(Point(x: item.rect.x + 1, y: item.rect.maxY - 1)))
    return (stage, item)
  }

  @Test func draggingABezierHandleEditsTheCurveAndTheEngine() throws {
    var (stage, item) = try Self.stageShowing(.curveEditor(Param.header.shiftCurve.name))
    let plot = try #require(item.track)
    // The default is Flutter's easeOut (0, 0, 0.58, 1): the second handle is at (0.58, 1).
    let handle = PanelLayout.curvePoint(x: 0.58, y: 1, in: plot)
    let target = PanelLayout.curvePoint(x: 0.2, y: 1.1, in: plot)
    StageTests.frame(&stage, [.pointerDown(.mouse, x: handle.x + 3, y: handle.y - 2)])
    StageTests.frame(&stage, [.pointerMove(.mouse, x: target.x, y: target.y)])
    StageTests.frame(&stage, [.pointerUp(.mouse, x: target.x, y: target.y)])
    let values = stage.phones[0].settings.values
    #expect(values[Param.header.shiftCurve] == (try CubicBezier(0, 0, 0.2, 1.1)))
    #expect(stage.phones[0].settings.header.shiftCurve == (try CubicBezier(0, 0, 0.2, 1.1)))
    // A press away from both handles moves nothing.
    let away = PanelLayout.curvePoint(x: 0.5, y: -0.2, in: plot)
    StageTests.frame(&stage, [.pointerDown(.mouse, x: away.x, y: away.y)])
    StageTests.frame(&stage, [.pointerUp(.mouse, x: away.x, y: away.y)])
    #expect(
      stage.phones[0].settings.values[Param.header.shiftCurve] == (try CubicBezier(0, 0, 0.2, 1.1)))
  }

  @Test func handlesKeepXInsideTheUnitInterval() throws {
    var (stage, item) = try Self.stageShowing(.curveEditor(Param.header.shiftCurve.name))
    let plot = try #require(item.track)
    let handle = PanelLayout.curvePoint(x: 0, y: 0, in: plot)
    StageTests.frame(&stage, [.pointerDown(.mouse, x: handle.x, y: handle.y)])
    StageTests.frame(&stage, [.pointerMove(.mouse, x: plot.x - 80, y: plot.maxY + 80)])
    let curve = stage.phones[0].settings.values[Param.header.shiftCurve]
    #expect(curve.x1 == 0 && curve.y1 == PanelLayout.curveValueRange.lowerBound)
  }

  @Test func copyOutPutsTheCodeOnTheClipboardAndInTheLog() throws {
    var (stage, item) = try Self.stageShowing(.copyOut(.curve(Param.header.shiftCurve.name)))
    let chip = try #require(item.chips.first { $0.value == TimingExport.Format.compose.rawValue })
    let frame = StageTests.frame(
      &stage,
      [
        .pointerDown(
          .mouse, x: chip.rect.x + chip.rect.width / 2, y: chip.rect.y + chip.rect.height / 2)
      ])
    var copied: [String] = []
    var logged: [String] = []
    for effect in frame.effects {
      if case .copyToClipboard(let text) = effect { copied.append(text) }
      if case .log(let line) = effect { logged.append(line) }
    }
    #expect(copied == ["CubicBezierEasing(0f, 0f, 0.58f, 1f)"])
    #expect(logged.contains("copied: CubicBezierEasing(0f, 0f, 0.58f, 1f)"))
  }

  @Test func theSpringGraphShowsTheSettlingTimeAndCopiesTheSpring() throws {
    var (stage, item) = try Self.stageShowing(.copyOut(.spring(Param.header.shiftSpring)))
    let list = StageTests.frame(&stage).list
    // Compose M3's snap spring, k = 400, ζ = 1: 2 % settling at ωt ≈ 5.83, 0.29 s.
    #expect(
      StageTests.texts(list).contains("Step response (ζ 1.00): settles in 0.29 s (within 2 %)"))
    let chip = try #require(item.chips.first { $0.value == TimingExport.Format.flutter.rawValue })
    #expect(!item.chips.contains { $0.value == TimingExport.Format.css.rawValue })
    let frame = StageTests.frame(
      &stage,
      [
        .pointerDown(
          .mouse, x: chip.rect.x + chip.rect.width / 2, y: chip.rect.y + chip.rect.height / 2)
      ])
    #expect(
      frame.effects.contains {
        if case .copyToClipboard(let text) = $0 {
          return text == "SpringDescription(mass: 1.0, stiffness: 400.0, damping: 40.0)"
        }
        return false
      }, "\(frame.effects)")
  }

  @Test func timingRowsOfOtherModesAreDimmed() throws {
    var values = ConfigValues()
    #expect(ParameterRelevance.isInactive(Param.header.shiftCurve.name, in: values))
    #expect(ParameterRelevance.isInactive(Param.header.shiftSpring.mass.name, in: values))
    try values.set(Param.header.shiftAnimation, to: .bezier)
    #expect(!ParameterRelevance.isInactive(Param.header.shiftCurve.name, in: values))
    #expect(!ParameterRelevance.isInactive(Param.header.shiftDuration.name, in: values))
    #expect(ParameterRelevance.isInactive(Param.header.shiftSpring.mass.name, in: values))
    #expect(ParameterRelevance.isInactive(Param.header.mdcFrameRate.name, in: values))
    #expect(ParameterRelevance.isInactive(Param.scroll.androidFriction.name, in: values))
    #expect(!ParameterRelevance.isInactive(Param.scroll.uikitDecelerationRate.name, in: values))
  }

  @Test func aCurveWithXOutsideTheUnitIntervalIsRejectedNamingTheKey() throws {
    let text = #"{"header": {"shiftCurve": [0.2, 0, 1.4, 1]}}"#
    let errors = ConfigFile.validate(text, file: "c.json")
    #expect(
      errors.map(\.description) == [
        "c.json: header.shiftCurve: expected x2 in 0…1 (four numbers [x1, y1, x2, y2] with x1 and x2 "
          + "in 0…1), found [0.2, 0, 1.4, 1]"
      ])
    let three = ConfigFile.validate(#"{"header": {"shiftCurve": [0.2, 0, 1]}}"#, file: "c.json")
    #expect(three.first?.description.contains("expected four numbers [x1, y1, x2, y2]") == true)
    let override = try #require(
      Parameter.bezier(Param.header.shiftCurve, "", .ease, "").value(fromText: "0.2,0,0,1"))
    #expect(override == .numbers([0.2, 0, 0, 1]))
  }
}
