import SandboxFormats
import Testing

@testable import SandboxStage

/// `Stage.applyParameterChanges`: a fit's result lands on phone A as one undoable action.
@Suite struct ParameterChangesTests {
  static let changes: [String: ParameterValue] = [
    "scroll.deceleration": .string("android"), "scroll.androidFriction": .number(0.021),
    "header.maximumHeight": .number(180), "header.minimumHeight": .number(72),
  ]

  @Test func severalChangesAreOneUndoStepThatRestoresTheConfigExactly() throws {
    var stage = StageTests.stage()
    let original = stage.phones[0].settings.values
    #expect(stage.applyParameterChanges(Self.changes, reason: "fit to reference") == nil)
    let fitted = stage.phones[0].settings.values
    for (key, value) in Self.changes { #expect(fitted[key] == value, "\(key)") }
    StageTests.frame(&stage, [StageTests.key(.z, .control)])
    #expect(stage.phones[0].settings.values == original, "one Ctrl+Z undoes every key")
    StageTests.frame(&stage, [StageTests.key(.z, .control)])
    #expect(stage.phones[0].settings.values == original, "nothing else was recorded")
    StageTests.frame(&stage, [StageTests.key(.z, [.control, .shift])])
    #expect(stage.phones[0].settings.values == fitted, "redo puts the whole fit back")
  }

  @Test func aBadValueChangesNothingAndSaysWhich() {
    var stage = StageTests.stage()
    let original = stage.phones[0].settings.values
    var changes = Self.changes
    changes["header.maximumHeight"] = .number(-5)
    let problem = stage.applyParameterChanges(changes, reason: "fit to reference")
    #expect(problem?.contains("header.maximumHeight") == true, "\(problem ?? "no problem")")
    #expect(stage.phones[0].settings.values == original)
    let unknown = stage.applyParameterChanges(["header.nope": .number(1)], reason: "fit")
    #expect(unknown == "fit: unknown parameter header.nope")
    StageTests.frame(&stage, [StageTests.key(.z, .control)])
    #expect(stage.phones[0].settings.values == original)
  }
}
