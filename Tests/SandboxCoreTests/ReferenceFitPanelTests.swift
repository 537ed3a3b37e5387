import PhoneSimulation
import SandboxFormats
import Testing
import TuningPanel

@testable import SandboxStage

/// "Fit to reference" on the stage: the panel's row (its reason without a reference, the button,
/// the progress bar and Cancel), the order the stage hands its host, progress shown every frame
/// without stopping the phones, and the end: one undoable change, or nothing on failure.
@Suite struct ReferenceFitPanelTests {
  /// A stage with the panel open, its reference at `offset` unless `reference` is false.
  static func stage(reference: Bool = true, offset: Double = 0.25) -> Stage {
    var stage = StageTests.stage()
    if reference {
      var track = ReferenceStageTests.track
      track.offset = offset
      stage.setReference(track, source: ReferenceStageTests.FakeFrames())
    }
    StageTests.frame(&stage, [StageTests.key(.f2)])
    return stage
  }

  static func fitItem(_ stage: Stage) throws -> PanelLayout.Item {
    let frame = try #require(stage.layout.panelFrame)
    let layout = PanelLayout(
      model: stage.column.panel, values: stage.phones[0].settings.values,
      presets: stage.column.presetNames, frame: frame)
    return try #require(
      layout.items.first {
        if case .referenceFit = $0.kind { true } else { false }
      })
  }

  /// Clicks the fit row's chip (the button, or Cancel while a fit runs).
  @discardableResult
  static func clickChip(_ stage: inout Stage) throws -> StageFrame {
    let chip = try #require(try fitItem(stage).chips.first)
    let x = chip.rect.x + chip.rect.width / 2
    let y = chip.rect.y + chip.rect.height / 2
    let frame = StageTests.frame(&stage, [.pointerDown(.mouse, x: x, y: y)])
    StageTests.frame(&stage, [.pointerUp(.mouse, x: x, y: y)])
    return frame
  }

  static func order(_ effects: [StageEffect]) -> ReferenceFitOrder? {
    effects.lazy.compactMap { if case .fitReference(let o) = $0 { o } else { nil } }.first
  }

  static func cancels(_ effects: [StageEffect]) -> Bool {
    effects.contains { if case .cancelReferenceFit = $0 { true } else { false } }
  }

  @Test func withoutAReferenceTheRowSaysWhyAndCtrlFAsksNothing() throws {
    var stage = Self.stage(reference: false)
    let item = try Self.fitItem(stage)
    #expect(item.chips.isEmpty, "no button")
    let texts = StageTests.texts(StageTests.frame(&stage).list)
    #expect(texts.contains { $0.contains("needs a reference video") }, "\(texts)")
    let effects = StageTests.frame(&stage, [StageTests.key(.f, .control)]).effects
    #expect(Self.order(effects) == nil)
    #expect(!stage.review.fit.isRunning)

    // A reference that could not be opened keeps its slot, and the row says so.
    stage.setReference(
      ReferenceStageTests.track, source: nil, problem: "--reference: clips/real.mp4: not found")
    StageTests.frame(&stage)
    guard case .unavailable(let reason)? = stage.column.panel.referenceFit else {
      Issue.record("row \(String(describing: stage.column.panel.referenceFit))")
      return
    }
    #expect(reason.contains("could not be opened"), "\(reason)")
    #expect(Self.order(StageTests.frame(&stage, [StageTests.key(.f, .control)]).effects) == nil)
  }

  @Test func aHeadlessStageHasNoRow() throws {
    var setup = StageSetup(
      phones: [StageSetup.Phone(settings: SandboxSettings.defaults())],
      viewport: StageTests.viewport)
    setup.isHeadless = true
    var stage = try Stage(setup)
    _ = stage.start()
    StageTests.frame(&stage, [StageTests.key(.f2)])
    #expect(stage.column.panel.referenceFit == nil)
  }

  @Test func theButtonOrdersAFitOfPhoneAsValuesAndShowsProgressWhileThePhonesRun() throws {
    var stage = Self.stage()
    #expect(stage.column.panel.referenceFit == .ready(note: nil, failed: false))
    let values = stage.phones[0].settings.values
    let order = try #require(Self.order(try Self.clickChip(&stage).effects))
    #expect(order.values == values)
    #expect(order.videoPath == "clips/real.mp4")
    #expect(order.offset == 0.25)
    #expect(order.script == nil)
    #expect(stage.review.fit.isRunning)
    // A second click (now on Cancel) or Ctrl+F orders no second fit.
    #expect(Self.order(StageTests.frame(&stage, [StageTests.key(.f, .control)]).effects) == nil)

    _ = stage.referenceFitProgressed(.measuring(0.125))
    var frame = StageTests.frame(&stage)
    #expect(StageTests.texts(frame.list).contains("Measuring the video… 12 %"))
    #expect(!frame.mayWait, "the bar moves: no idle wait while a fit runs")
    _ = stage.referenceFitProgressed(.fitting(0.5))
    frame = StageTests.frame(&stage)
    #expect(StageTests.texts(frame.list).contains("Fitting… 50 %"))
    let bar = try #require(try Self.fitItem(stage).track)
    let filled = (frame.list?.commands ?? []).contains {
      if case .fillRoundedRect(let rect, _, let color) = $0 {
        rect.x == bar.x && rect.y == bar.y && abs(rect.width - bar.width / 2) < 1e-9
          && color == PanelStyle.accent
      } else {
        false
      }
    }
    #expect(filled, "half the bar is filled")

    // The phones keep running: a drag scrolls phone A meanwhile.
    StageTests.frame(&stage, [.pointerDown(.finger(0), x: 100, y: 720)])
    for y in stride(from: 700.0, through: 400, by: -20) {
      StageTests.frame(&stage, [.pointerMove(.finger(0), x: 100, y: y)])
    }
    #expect(stage.phones[0].scroll.offset > 100)
    #expect(stage.review.fit.isRunning)
  }

  @Test func theSessionsScriptGoesWithTheOrder() throws {
    let script = try EventScript.decode(
      #"{"version": 1, "events": [{"t": 0.5, "type": "swipe", "x": 195, "fromY": 600, "toY": 400, "duration": 0.1}]}"#,
      file: "s.json")
    var setup = StageSetup(
      phones: [StageSetup.Phone(settings: SandboxSettings.defaults())],
      viewport: StageTests.viewport)
    setup.replay = script
    var stage = try Stage(setup)
    _ = stage.start()
    stage.setReference(ReferenceStageTests.track, source: ReferenceStageTests.FakeFrames())
    #expect(!stage.layout.showPanel)
    let effects = StageTests.frame(&stage, [StageTests.key(.f, .control)]).effects
    #expect(Self.order(effects)?.script == script)
    #expect(stage.layout.showPanel, "Ctrl+F opens the panel: the progress shows there")
  }

  @Test func cancelAndEscapeStopTheFitAndNothingChanges() throws {
    var stage = Self.stage()
    let values = stage.phones[0].settings.values
    try Self.clickChip(&stage)
    _ = stage.referenceFitProgressed(.measuring(0.1))
    StageTests.frame(&stage)
    #expect(Self.cancels(try Self.clickChip(&stage).effects), "Cancel asks the host to stop")
    #expect(stage.column.panel.referenceFit?.isRunning == true, "until the host says it stopped")
    _ = stage.referenceFitProgressed(.cancelled)
    #expect(
      stage.column.panel.referenceFit
        == .ready(note: "Fit cancelled; nothing changed", failed: false))
    #expect(stage.phones[0].settings.values == values)

    // Escape cancels a running fit and keeps the panel open; then it closes the panel again.
    StageTests.frame(&stage, [StageTests.key(.f, .control)])
    #expect(stage.review.fit.isRunning)
    let escaped = StageTests.frame(&stage, [StageTests.key(.escape)]).effects
    #expect(Self.cancels(escaped))
    #expect(stage.layout.showPanel)
    _ = stage.referenceFitProgressed(.cancelled)
    StageTests.frame(&stage, [StageTests.key(.escape)])
    #expect(!stage.layout.showPanel)
  }

  @Test func aFinishedFitIsOneUndoableChangeWithTheRMSShown() throws {
    var stage = Self.stage()
    let values = stage.phones[0].settings.values
    try Self.clickChip(&stage)
    let changes: [String: ParameterValue] = [
      "scroll.deceleration": .string("android"), "scroll.androidFriction": .number(0.03),
    ]
    let effects = stage.referenceFitProgressed(
      .finished(changes: changes, rmsBefore: 12.3456, rmsAfter: 0.8))
    #expect(stage.phones[0].settings.values["scroll.deceleration"] == .string("android"))
    #expect(stage.phones[0].settings.values["scroll.androidFriction"] == .number(0.03))
    let logs = effects.compactMap { if case .log(let line) = $0 { line } else { nil } }
    #expect(logs.contains("fit to reference: RMS 12.35 → 0.80 pt"), "\(logs)")
    #expect(stage.toast?.title == "Fitted to the reference")
    #expect(stage.toast?.detail.hasPrefix("RMS 12.35 → 0.80 pt · 2 value(s)") == true)
    guard case .ready(let note?, false)? = stage.column.panel.referenceFit else {
      Issue.record("row \(String(describing: stage.column.panel.referenceFit))")
      return
    }
    #expect(note.hasPrefix("RMS 12.35 → 0.80 pt · "), "\(note)")
    #expect(note.contains("android"), "\(note)")
    #expect(!stage.review.fit.isRunning)
    StageTests.frame(&stage, [StageTests.key(.z, .control)])
    #expect(stage.phones[0].settings.values == values, "one Ctrl+Z restores every key")
  }

  /// Issue 33: a fit whose scroll RMS is over its limit is shown with both numbers and not
  /// applied; "Apply anyway" applies it as one undoable change.
  @Test func aPoorFitIsShownNotAppliedAndApplyAnywayIsOneUndoableChange() throws {
    var stage = Self.stage()
    let values = stage.phones[0].settings.values
    try Self.clickChip(&stage)
    let changes: [String: ParameterValue] = [
      "scroll.deceleration": .string("android"), "scroll.androidFriction": .number(0.03),
    ]
    let effects = stage.referenceFitProgressed(
      .finished(
        changes: changes, rmsBefore: 286, rmsAfter: 174.3, scrollRMS: 174.3, rmsLimit: 12.34))
    #expect(stage.phones[0].settings.values == values, "a poor fit is not applied")
    let logs = effects.compactMap { if case .log(let line) = $0 { line } else { nil } }
    #expect(logs.contains { $0.contains("poor fit, not applied") }, "\(logs)")
    #expect(stage.toast?.title == "Poor fit: not applied")
    #expect(stage.toast?.detail.contains("scroll RMS 174.30 pt over the limit 12.34 pt") == true)
    guard case .poor(let note)? = stage.column.panel.referenceFit else {
      Issue.record("row \(String(describing: stage.column.panel.referenceFit))")
      return
    }
    #expect(note.contains("174.30") && note.contains("12.34"), "\(note)")
    let item = try Self.fitItem(stage)
    let anyway = try #require(item.chips.first { $0.value == PanelLayout.applyFitChipValue })
    #expect(anyway.title == "Apply anyway")
    #expect(anyway.rect.maxX <= item.rect.maxX, "inside the panel")
    let texts = StageTests.texts(StageTests.frame(&stage).list)
    #expect(texts.contains { $0.contains("Poor fit, not applied") }, "\(texts)")

    let x = anyway.rect.x + anyway.rect.width / 2
    let y = anyway.rect.y + anyway.rect.height / 2
    StageTests.frame(&stage, [.pointerDown(.mouse, x: x, y: y)])
    StageTests.frame(&stage, [.pointerUp(.mouse, x: x, y: y)])
    #expect(stage.phones[0].settings.values["scroll.deceleration"] == .string("android"))
    #expect(stage.phones[0].settings.values["scroll.androidFriction"] == .number(0.03))
    #expect(stage.toast?.title == "Fitted to the reference")
    guard case .ready(let applied?, false)? = stage.column.panel.referenceFit else {
      Issue.record("row \(String(describing: stage.column.panel.referenceFit))")
      return
    }
    #expect(applied.contains("poor fit applied anyway"), "\(applied)")
    #expect(stage.review.fit.poor == nil, "applied once")
    StageTests.frame(&stage, [StageTests.key(.z, .control)])
    #expect(stage.phones[0].settings.values == values, "one Ctrl+Z restores every key")
  }

  @Test func aGoodFitUnderItsLimitIsApplied() throws {
    var stage = Self.stage()
    try Self.clickChip(&stage)
    _ = stage.referenceFitProgressed(
      .finished(
        changes: ["scroll.androidFriction": .number(0.03)], rmsBefore: 20, rmsAfter: 1.9,
        scrollRMS: 1.9, rmsLimit: 2))
    #expect(stage.phones[0].settings.values["scroll.androidFriction"] == .number(0.03))
    #expect(stage.review.fit.poor == nil)
  }

  @Test func aFitWithoutAMeasuredHeaderSaysTheHeaderWasLeftAlone() throws {
    var stage = Self.stage()
    try Self.clickChip(&stage)
    _ = stage.referenceFitProgressed(
      .finished(
        changes: ["scroll.androidFriction": .number(0.03)], rmsBefore: 12.3456, rmsAfter: 0.8,
        headerUnmeasured: true))
    guard case .ready(let note?, false)? = stage.column.panel.referenceFit else {
      Issue.record("row \(String(describing: stage.column.panel.referenceFit))")
      return
    }
    #expect(note.contains("no header edge in the video; header left as it was"), "\(note)")
    #expect(stage.toast?.detail.contains("header left as it was") == true)
  }

  @Test func aFailedFitSaysWhyAndChangesNothing() throws {
    var stage = Self.stage()
    let values = stage.phones[0].settings.values
    try Self.clickChip(&stage)
    _ = stage.referenceFitProgressed(.failed("clips/real.mp4: no content motion found"))
    #expect(stage.phones[0].settings.values == values)
    #expect(stage.toast?.title == "Fit to reference failed")
    #expect(stage.toast?.detail == "clips/real.mp4: no content motion found")
    #expect(
      stage.column.panel.referenceFit
        == .ready(note: "Fit failed: clips/real.mp4: no content motion found", failed: true))
    // A result the stage cannot apply (out of range) changes nothing either.
    try Self.clickChip(&stage)
    _ = stage.referenceFitProgressed(
      .finished(
        changes: ["header.maximumHeight": .number(-5)], rmsBefore: 3, rmsAfter: 1))
    #expect(stage.phones[0].settings.values == values)
    #expect(stage.column.panel.referenceFit?.isRunning == false)
    #expect(stage.toast?.title == "Fit to reference failed")
  }

  @Test func theProgressTextRoundsDownAndClamps() {
    #expect(ReferenceFitRow.progressText(phase: "Fitting", fraction: 0.999) == "Fitting… 99 %")
    #expect(ReferenceFitRow.progressText(phase: "Fitting", fraction: 1) == "Fitting… 100 %")
    #expect(ReferenceFitRow.progressText(phase: "Fitting", fraction: -1) == "Fitting… 0 %")
  }
}
