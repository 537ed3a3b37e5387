import SandboxFormats
import Testing

@testable import SandboxStage

/// A compared phone's caption names only differences that act on one of the two phones.
@Suite struct CompareCaptionScopeTests {
  @Test func aKnobInertOnBothPhonesIsNotADifference() throws {
    let reference = ConfigValues()
    var other = reference
    try other.set(key: "composeM3.snapStiffness", value: .number(400))
    #expect(
      CompareCaption.differences(other, from: reference, characters: 80) == "same values as A")
    try other.set(key: "header.maximumHeight", value: .number(120))
    #expect(
      CompareCaption.differences(other, from: reference, characters: 80) == "maximumHeight 120")
  }

  @Test func aKnobActingOnOnePhoneIsADifference() throws {
    let reference = ConfigValues()
    var other = reference
    try other.set(key: "header.model", value: .string("composeM3"))
    try other.set(key: "composeM3.snapStiffness", value: .number(400))
    let caption = CompareCaption.differences(other, from: reference, characters: 80)
    #expect(caption == "model composeM3 · snapStiffness 400")
  }
}
