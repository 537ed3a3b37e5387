import PhoneDrawing
import SandboxFormats
import SandboxPrimitives
import Testing

@testable import SandboxStage

/// UIKit's large-title bar under the iOS skin: a 34 pt bold large title that slides under the
/// bar without shrinking, and a separate 17 pt semibold inline title centred in the bar that
/// fades in over the last 10 pt of the large-title band. MDC's skin keeps one morphing run.
@Suite struct IOSLargeTitleTests {
  /// A 44-pt bar with the 52-pt large-title band under a 20-pt status bar, at `height`.
  private func state(skin: String, height: Double) throws -> SceneState {
    var values = ConfigValues()
    try values.set(key: "theme.skin", value: .string(skin))
    try values.set(key: "content.titleStyle", value: .string("largeTitle"))
    let appearance = SceneAppearance(values: values)
    var s = SceneProbe.restingState()
    s.palette = appearance.palette
    s.skin = appearance.skin
    s.titleStyle = .largeTitle
    s.headerMinHeight = 64
    s.headerMaxHeight = 116
    s.headerHeight = height
    s.scrollOffset = 116 - height
    return s
  }

  private func titles(_ state: SceneState) -> [TextRun] {
    SceneProbe.texts(SceneBuilder.build(state).commands, equalTo: state.title)
  }

  @Test func expandedShowsOnlyTheLargeBoldTitleAtTheLeadingMargin() throws {
    let runs = titles(try state(skin: "ios", height: 116))
    #expect(runs.count == 1)
    let large = try #require(runs.first)
    #expect(large.size == 34)
    #expect(large.weight == .bold)
    #expect(large.origin.x == 16)
    #expect(large.anchor == nil, "left-aligned")
  }

  @Test func collapsedShowsOnlyTheInlineSemiboldTitleCentred() throws {
    let runs = titles(try state(skin: "ios", height: 64))
    #expect(runs.count == 1)
    let inline = try #require(runs.first)
    #expect(inline.size == 17)
    #expect(inline.weight == .semibold)
    #expect(inline.origin.x == SceneProbe.width / 2)
    #expect(inline.anchor == 0.5)
    #expect(inline.color.a == 255)
  }

  @Test func theInlineTitleFadesInOverTheLastTenPointsAndTheLargeOneNeverShrinks() throws {
    // 26 pt of band left: the large title only, still 34 pt, clipped to the band.
    let half = titles(try state(skin: "ios", height: 90))
    #expect(half.map(\.size) == [34])
    // 5 pt left: both, the inline one half faded in.
    let late = titles(try state(skin: "ios", height: 69))
    #expect(late.map(\.size) == [34, 17])
    #expect(late.map(\.weight) == [.bold, .semibold])
    let alpha = Double(late[1].color.a) / 255
    #expect(abs(alpha - 0.5) < 0.01)
  }

  @Test func mdcKeepsTheOneMorphingBoldRun() throws {
    let collapsed = titles(try state(skin: "mdc", height: 64))
    #expect(collapsed.map(\.size) == [17])
    #expect(collapsed.map(\.weight) == [.bold])
    let half = titles(try state(skin: "mdc", height: 90))
    #expect(half.count == 1)
    #expect(half[0].size > 17 && half[0].size < 34, "MDC's title shrinks as it collapses")
  }
}
