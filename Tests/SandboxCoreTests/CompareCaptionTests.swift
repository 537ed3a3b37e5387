import SandboxFormats
import Testing

@testable import SandboxStage

/// The compared phone's "what differs" line names the kind of phone first.
@Suite struct CompareCaptionTests {
  @Test func modelPhysicsAndTitleStyleComeFirst() throws {
    let reference = ConfigValues()
    var values = ConfigValues()
    try values.set(Param.header.maximumHeight, to: 152)
    try values.set(Param.content.titleStyle, to: .m3)
    try values.set(Param.header.elevationStyle, to: .tint)
    try values.set(Param.scroll.deceleration, to: .android)
    try values.set(Param.header.model, to: .composeM3)
    let line = CompareCaption.differences(values, from: reference, characters: 200)
    #expect(
      line.hasPrefix("model composeM3 · deceleration android · titleStyle m3 · "), "\(line)")
    #expect(line.contains("maximumHeight 152") && line.contains("elevationStyle tint"))
    let short = CompareCaption.differences(values, from: reference, characters: 40)
    #expect(short.hasPrefix("model composeM3") && short.hasSuffix("more"), "\(short)")
  }
}
