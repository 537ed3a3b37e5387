import PhoneDrawing
import PhoneSimulation
import SandboxFormats
import SandboxPrimitives
import Testing
import TuningPanel

@testable import SandboxStage

/// Fair side-by-side through the pure stage: layout, shared content, the panel's target and
/// Ctrl+B.
@Suite struct CompareStageTests {
  static let viewport = StageTests.viewport

  /// Settings with `rows` rows and a `height` pt header.
  static func settings(rows: Int, maximumHeight: Double = 176) -> SandboxSettings {
    var values = ConfigValues()
    try! values.set(key: "content.rowCount", value: .number(Double(rows)))
    try! values.set(key: "header.maximumHeight", value: .number(maximumHeight))
    return try! SandboxSettings(values: values)
  }

  static func stage(_ phones: [StageSetup.Phone]) throws -> Stage {
    var stage = try Stage(StageSetup(phones: phones, viewport: viewport))
    _ = stage.start()
    return stage
  }

  @Test func comparedPhonesSitApartUnderTheirCaptions() throws {
    let phones = (0..<5).map {
      StageSetup.Phone(
        settings: Self.settings(rows: 60, maximumHeight: 120 + Double($0) * 20),
        label: "\(CompareCaption.letter($0)) · p\($0)")
    }
    var stage = try Self.stage(phones)
    let arrangement = stage.layout.arrangement
    #expect(
      stage.canvasSize
        == Size(width: 5 * 390 + 4 * 16, height: 844 + PhoneArrangement.captionBandHeight))
    for index in 1..<5 {
      let gap = arrangement.frame(index).x - arrangement.frame(index - 1).maxX
      #expect(gap >= 16, "phone \(index) stands 16 pt from its neighbour")
    }
    // A pointer in phone C's viewport lands in C's own points, for every phone.
    let c = arrangement.frame(2)
    let local = stage.layout.localized(
      .pointerDown(.mouse, x: c.x + 30, y: c.y + 100), phone: 4)
    #expect(local == .pointerDown(.mouse, x: 30, y: 100))
    // The captions are in the band above the phones, and stay when the headers shift away.
    StageTests.frame(&stage, [StageTests.key(.digit4)])
    StageTests.frame(&stage, [StageTests.key(.h)])
    for _ in 0..<60 { StageTests.frame(&stage) }
    let list = try #require(StageTests.frame(&stage).list)
    let captions = list.commands.compactMap { command -> TextRun? in
      if case .text(let run) = command, run.origin.y < arrangement.captionBand { return run }
      return nil
    }
    #expect(captions.filter { $0.size == 13 }.map(\.text) == phones.map(\.label))
    #expect(captions.contains { $0.text == "maximumHeight 140" }, "B says what differs from A")
    #expect(stage.phones.allSatisfy { $0.engine.layout.top < -50 }, "every header is away")
  }

  @Test func contentFollowsAUnlessTheComparedConfigSetsIt() throws {
    var explicit = StageSetup.Phone(settings: Self.settings(rows: 30), label: "C · own")
    explicit.explicitKeys = ["content.rowCount"]
    let stage = try Self.stage([
      StageSetup.Phone(settings: Self.settings(rows: 100), label: "A · showcase"),
      StageSetup.Phone(settings: Self.settings(rows: 60), label: "B · mdc-default"),
      explicit,
    ])
    #expect(stage.phones.map(\.settings.content.rowCount) == [100, 100, 30])
    #expect(stage.phones[1].maxOffset == stage.phones[0].maxOffset, "B has as much list as A")
  }

  @Test func aSixthPhoneIsRefusedWithAClearError() {
    let phones = (0..<6).map { _ in StageSetup.Phone(settings: Self.settings(rows: 60)) }
    #expect {
      try Stage(StageSetup(phones: phones, viewport: Self.viewport))
    } throws: { error in
      "\(error)" == "a stage shows 1…5 phones, found 6"
    }
  }

  @Test func thePanelTargetsAThenBThenAll() throws {
    var stage = try Self.stage([
      StageSetup.Phone(settings: Self.settings(rows: 60), label: "A · a"),
      StageSetup.Phone(settings: Self.settings(rows: 60), label: "B · b"),
    ])
    #expect(stage.column.panel.target == "A")
    let set = PanelAction.set(key: "header.minimumHeight", value: .number(70))
    stage.perform([.cycleTarget])
    #expect(stage.column.panel.target == "B")
    stage.perform([set])
    #expect(
      stage.phones.map { $0.settings.values["header.minimumHeight"] } == [.number(56), .number(70)])
    stage.perform([.cycleTarget])
    #expect(stage.column.panel.target == "all")
    stage.perform([.set(key: "header.minimumHeight", value: .number(80))])
    #expect(stage.phones.allSatisfy { $0.settings.values["header.minimumHeight"] == .number(80) })
    stage.perform([.cycleTarget])
    #expect(stage.column.panel.target == "A")
    StageTests.frame(&stage, [StageTests.key(.f2)])
    let list = try #require(StageTests.frame(&stage).list)
    #expect(StageTests.texts(list).contains("Tuning · edits A"))
  }

  @Test func ctrlBSnapshotsTheValuesIntoANewPhone() throws {
    var stage = StageTests.stage()
    stage.perform([.set(key: "header.maximumHeight", value: .number(150))])
    let frame = StageTests.frame(&stage, [StageTests.key(.b, .control)])
    #expect(stage.phones.count == 2)
    #expect(stage.labels[1].hasPrefix("B · snapshot of A"))
    #expect(
      frame.effects.contains {
        if case .setCanvas(let size) = $0 { size.width == 796 } else { false }
      })
    stage.perform([.set(key: "header.maximumHeight", value: .number(200))])
    #expect(stage.phones[0].settings.values["header.maximumHeight"] == .number(200))
    #expect(stage.phones[1].settings.values["header.maximumHeight"] == .number(150), "before")
    for _ in 0..<3 { StageTests.frame(&stage, [StageTests.key(.b, .control)]) }
    let full = StageTests.frame(&stage, [StageTests.key(.b, .control)])
    #expect(stage.phones.count == 5)
    #expect(
      full.effects.contains {
        if case .log(let line) = $0 { line.contains("5 phones already") } else { false }
      })
  }
}
