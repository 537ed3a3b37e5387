import PhoneDrawing
import PhoneSimulation
import SandboxFormats
import SandboxPrimitives
import Testing

@testable import SandboxStage

/// UIKit's large-title bar under the iOS skin: a 34 pt bold large title that slides under the
/// bar without shrinking, and a separate 17 pt semibold inline title centred in the bar that
/// fades in by time once the large title has gone under the bar. MDC's skin keeps one morphing
/// run.
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

  @Test func theLargeTitleNeverShrinksAndHandsOverWhereItsLettersLeave() throws {
    // 26 pt of band left: the large title only, still 34 pt, clipped to the band.
    let half = titles(try state(skin: "ios", height: 90))
    #expect(half.map(\.size) == [34])
    // 5 pt left (settled): the inline title fully in; the large one's letters under the bar.
    let late = titles(try state(skin: "ios", height: 69))
    #expect(late.map(\.size) == [34, 17])
    #expect(late.map(\.weight) == [.bold, .semibold])
    #expect(late[1].color.a == 255)
    #expect(baseline(late[0]) <= barBottom)
  }

  /// The bar's bottom in `state`: the 20-pt status bar and the 44-pt bar.
  private let barBottom = 64.0

  private func baseline(_ run: TextRun) -> Double {
    run.origin.y + FontFamily.ui.ascenderFactor * run.size
  }

  /// Every quarter point from expanded to collapsed, once the fade has settled, one title
  /// shows: the large one with its letters below the bar (its baseline under the bar's bottom),
  /// or the inline one mostly in.
  @Test func someTitleShowsAtEveryOffsetOnceSettled() throws {
    var crossings = 0
    var previousLarge = true
    for step in 0...208 {
      let height = 116 - Double(step) / 4
      let runs = titles(try state(skin: "ios", height: height))
      let large = runs.first { $0.size == 34 && $0.color.a > 127 && baseline($0) > barBottom }
      let inline = runs.first { $0.size == 17 && $0.color.a > 127 }
      #expect(large != nil || inline != nil, "no title at height \(height)")
      if (large != nil) != previousLarge { crossings += 1 }
      previousLarge = large != nil
    }
    #expect(crossings == 1, "the large title leaves once")
  }

  @Test func theFadeIsAFunctionOfTimeEasedOverAQuarterSecond() {
    let fadeIn = { (t: Double) in InlineTitleFade(showing: true, startAlpha: 0, elapsed: t).alpha }
    #expect(fadeIn(0) == 0)
    #expect(abs(fadeIn(0.125) - 0.5) < 1e-9, "ease-in-out is half way at half time")
    #expect(fadeIn(0.05) < 0.1 && fadeIn(0.2) > 0.9)
    #expect(fadeIn(0.25) == 1 && fadeIn(3) == 1)
    // Turned round mid-fade, it starts from where it was.
    let back = InlineTitleFade(showing: false, startAlpha: 0.4, elapsed: 0)
    #expect(back.alpha == 0.4)
    #expect(InlineTitleFade(showing: false, startAlpha: 0.4, elapsed: 0.25).alpha == 0)
  }

  /// The phone's inline title opacity: the scene's fade and the drawn run agree.
  private func inlineAlpha(_ phone: Sandbox) throws -> Double {
    let state = phone.sceneState()
    let alpha = try #require(state.inlineTitleFade).alpha
    let drawn = titles(state).first { $0.size == 17 }.map { Double($0.color.a) / 255 } ?? 0
    #expect(abs(drawn - alpha) <= 1.0 / 255 + 1e-9)
    return alpha
  }

  /// Run by the simulation: a jump that puts the large title under the bar starts the fade at
  /// that tick, and from then on the inline title's opacity follows the time since the
  /// crossing alone, while the offset stays put; a jump back mid-fade turns it round.
  @Test func theSimulationFadesTheInlineTitleByTimeSinceTheCrossing() throws {
    let values = try ConfigValues.resolve(preset: try ParameterScopeTests.preset("ios-large-title"))
    var phone = try Sandbox(
      settings: try SandboxSettings(values: values), viewport: Size(width: 390, height: 844))
    phone.advance(toTime: 0.1)
    #expect(try inlineAlpha(phone) == 0)
    #expect(phone.inlineTitleCrossing.time == nil)
    let band = phone.engine.hMax - phone.engine.hMin
    phone.submit(.scrollTo(offset: band, animated: false, duration: nil, curve: nil), at: 0.1)
    phone.advance(toTime: 0.11)
    let crossed = try #require(phone.inlineTitleCrossing.time)
    #expect(crossed >= 0.1 && crossed <= 0.11)
    var previous = -1.0
    for k in 1...12 {
      phone.advance(toTime: crossed + Double(k) * 0.025)
      #expect(phone.scroll.offset == band)
      let alpha = try inlineAlpha(phone)
      let expected = InlineTitleFade(
        showing: true, startAlpha: 0, elapsed: phone.time - crossed
      ).alpha
      #expect(abs(alpha - expected) < 1e-9, "at \(phone.time - crossed) s")
      #expect(alpha > previous || alpha == 1)
      previous = alpha
    }
    #expect(previous == 1)
    #expect(phone.inlineTitleCrossing.isSettled(at: phone.time))
    // Back to the top: the fade out starts from fully in, and is part way a tenth of a second on.
    phone.submit(.scrollTo(offset: 0, animated: false, duration: nil, curve: nil), at: phone.time)
    phone.advance(toTime: phone.time + 0.01)
    let back = try #require(phone.inlineTitleCrossing.time)
    #expect(back > crossed)
    phone.advance(toTime: back + 0.1)
    let midway = try inlineAlpha(phone)
    #expect(midway > 0.3 && midway < 0.9)
    // Under again mid-fade: the new fade starts from where the title was.
    phone.submit(
      .scrollTo(offset: band, animated: false, duration: nil, curve: nil), at: phone.time)
    phone.advance(toTime: phone.time + 0.01)
    let again = try #require(phone.inlineTitleCrossing.time)
    #expect(abs(phone.inlineTitleCrossing.startAlpha - midway) < 0.1)
    phone.advance(toTime: again + 0.3)
    #expect(try inlineAlpha(phone) == 1)
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
