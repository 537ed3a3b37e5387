import SandboxFormats
import Testing
import TuningPanel

@testable import SandboxStage

/// Saving, renaming and deleting presets from the panel, through the pure stage: the name is
/// typed in the panel, refused names say why at the field, and the host's answer updates the
/// menu (issue 17, part 6).
@Suite struct StagePresetNamingTests {
  static func presets() -> StagePresets {
    var presets = StagePresets()
    let shipped = Preset(name: "showcase", description: "", values: ConfigLayer())
    presets.add("showcase", .loaded(shipped), shipped: true)
    let mine = Preset(name: "mine", description: "", values: ConfigLayer())
    presets.add("mine", .loaded(mine), shipped: false)
    return presets
  }

  /// A stage with the panel open and its preset row's chips.
  static func openPanel(current: String = "showcase") throws -> (Stage, PanelLayout.Item) {
    var stage = StageTests.stage(presets: presets())
    stage.column.panel.currentPreset = current
    StageTests.frame(&stage, [StageTests.key(.f2)])
    return (stage, try row(stage))
  }

  static func row(_ stage: Stage) throws -> PanelLayout.Item {
    let frame = try #require(stage.layout.panelFrame)
    let layout = PanelLayout(
      model: stage.column.panel, values: stage.phones[0].settings.values,
      presets: stage.column.presetNames, frame: frame)
    return try #require(layout.items.first { $0.kind == .presets })
  }

  @discardableResult
  static func click(_ stage: inout Stage, chip value: String) throws -> StageFrame {
    let chip = try #require(try row(stage).chips.first { $0.value == value })
    let x = chip.rect.x + chip.rect.width / 2
    let y = chip.rect.y + chip.rect.height / 2
    return StageTests.frame(
      &stage, [.pointerDown(.mouse, x: x, y: y), .pointerUp(.mouse, x: x, y: y)])
  }

  static func userPresetRequests(_ frame: StageFrame) -> [UserPresetRequest] {
    frame.effects.compactMap { if case .userPreset(let r) = $0 { return r } else { return nil } }
  }

  @Test func saveAsksForANameTypingReplacesTheSuggestionAndEnterSaves() throws {
    var (stage, _) = try Self.openPanel()
    try Self.click(&stage, chip: PanelLayout.saveChipValue)
    #expect(stage.column.naming == PresetNaming(purpose: .save, text: "showcase-tuned"))
    #expect(stage.column.textInputOn, "the host turns text input on for the field")
    let shown = StageTests.texts(stage.frame(StageInput(realSeconds: 1.0 / 60)).list)
    #expect(shown.contains("showcase-tuned"))
    StageTests.frame(&stage, [.text("review 2")])
    #expect(stage.column.naming?.text == "review-2", "typing replaced the selected suggestion")
    let saved = StageTests.frame(&stage, [StageTests.key(.enter)])
    let request = try #require(Self.userPresetRequests(saved).first)
    guard case .save(let preset) = request else {
      Issue.record("expected a save, got \(request)")
      return
    }
    #expect(preset.name == "review-2")
    #expect(stage.column.naming == nil)
    stage.userPresetHandled(request, problem: nil)
    #expect(stage.column.presetNames == ["showcase", "mine", "review-2"])
    #expect(stage.column.panel.currentPreset == "review-2")
  }

  @Test func aBuiltInNameIsRefusedAtTheFieldAndEscapeCancels() throws {
    var (stage, _) = try Self.openPanel()
    try Self.click(&stage, chip: PanelLayout.saveChipValue)
    StageTests.frame(&stage, [.text("showcase")])
    let refused = StageTests.frame(&stage, [StageTests.key(.enter)])
    #expect(Self.userPresetRequests(refused).isEmpty)
    let problem = try #require(stage.column.naming?.problem)
    #expect(problem.contains("built-in"))
    #expect(StageTests.texts(refused.list).contains(problem), "the reason is drawn at the field")
    StageTests.frame(&stage, [StageTests.key(.escape)])
    #expect(stage.column.naming == nil)
    #expect(stage.layout.showPanel, "Escape closed the field, not the panel")
  }

  @Test func renameAndDeleteAreOfferedForUserPresetsOnly() throws {
    var (stage, row) = try Self.openPanel()
    #expect(!row.chips.contains { $0.value == PanelLayout.renameChipValue })
    (stage, row) = try Self.openPanel(current: "mine")
    #expect(row.chips.contains { $0.value == PanelLayout.renameChipValue })

    try Self.click(&stage, chip: PanelLayout.renameChipValue)
    StageTests.frame(&stage, [.keyDown(.a, [.control]), .text("yours")])
    let renamed = StageTests.frame(&stage, [StageTests.key(.enter)])
    #expect(Self.userPresetRequests(renamed) == [.rename(from: "mine", to: "yours")])
    stage.userPresetHandled(.rename(from: "mine", to: "yours"), problem: nil)
    #expect(stage.column.presetNames == ["showcase", "yours"])

    let asked = try Self.click(&stage, chip: PanelLayout.deleteChipValue)
    #expect(Self.userPresetRequests(asked).isEmpty)
    #expect(stage.column.panel.pendingDelete == "yours", "the first click only asks")
    let confirmed = try Self.click(&stage, chip: PanelLayout.deleteChipValue)
    #expect(Self.userPresetRequests(confirmed) == [.delete("yours")])
    stage.userPresetHandled(.delete("yours"), problem: nil)
    #expect(stage.column.presetNames == ["showcase"])
    #expect(stage.column.panel.currentPreset == nil)
  }

  @Test func aFailedWriteIsShownInThePanel() throws {
    var (stage, _) = try Self.openPanel()
    stage.userPresetHandled(.delete("mine"), problem: "mine.json: cannot delete")
    #expect(stage.column.panel.status == "preset: mine.json: cannot delete")
    #expect(stage.column.presetNames.contains("mine"))
  }
}
