import TestSupport
import Testing

@testable import SandboxCore

@Suite("Scene builder: header titles, icons, shadow")
struct SceneHeaderTests {
  /// A header collapsing at `percentage` (0 = min height, 1 = max height).
  private func collapsing(_ percentage: Double) -> SceneState {
    var s = SceneProbe.restingState()
    s.phase = "collapsing"
    s.phasePercentage = percentage
    s.headerHeight = 76 + 72 * percentage
    s.scrollOffset = 148 - s.headerHeight
    return s
  }

  private func largeTitle(_ commands: [DrawCommand]) -> TextRun? {
    SceneProbe.texts(commands, equalTo: Theme.largeTitleText).first {
      $0.size == Theme.largeTitleSize
    }
  }

  private func compactTitle(_ commands: [DrawCommand]) -> TextRun? {
    SceneProbe.texts(commands, equalTo: Theme.largeTitleText).first {
      $0.size == Theme.compactTitleSize
    }
  }

  @Test("Over-extending: large title opaque, compact title absent")
  func overExtendingShowsLargeTitle() {
    let commands = SceneBuilder.build(SceneProbe.restingState()).commands
    #expect(largeTitle(commands)?.color.a == 255)
    #expect(compactTitle(commands) == nil)
  }

  @Test("Collapsing at 0 %: compact title opaque, large title absent")
  func collapsedShowsCompactTitle() {
    let commands = SceneBuilder.build(collapsing(0)).commands
    #expect(compactTitle(commands)?.color.a == 255)
    #expect(compactTitle(commands)?.alignment == .center)
    #expect(compactTitle(commands)?.origin.x == 195)
    #expect(largeTitle(commands) == nil)
  }

  @Test("Collapsing at 50 %: both titles partly transparent")
  func halfwayCrossFades() {
    let commands = SceneBuilder.build(collapsing(0.5)).commands
    let large = try? #require(largeTitle(commands))
    let compact = try? #require(compactTitle(commands))
    #expect((1...254).contains(large?.color.a ?? 0))
    #expect((1...254).contains(compact?.color.a ?? 0))
  }

  @Test(
    "A title alone on the header carries the header colour as background; cross-fading ones do not")
  func titleBackgroundOnlyWhenAlone() {
    let resting = SceneBuilder.build(SceneProbe.restingState()).commands
    #expect(largeTitle(resting)?.background == Theme.headerBackground)
    let collapsed = SceneBuilder.build(collapsing(0)).commands
    #expect(compactTitle(collapsed)?.background == Theme.headerBackground)
    let halfway = SceneBuilder.build(collapsing(0.5)).commands
    #expect(largeTitle(halfway) != nil && largeTitle(halfway)?.background == nil)
    #expect(compactTitle(halfway) != nil && compactTitle(halfway)?.background == nil)
  }

  @Test("Title opacities move monotonically and in opposite directions while collapsing")
  func crossFadeIsMonotonic() {
    var previous = HeaderPainter.titleOpacities(collapsing(0))
    #expect(previous == (0, 1))
    for step in 1...20 {
      let now = HeaderPainter.titleOpacities(collapsing(Double(step) / 20))
      #expect(now.large >= previous.large)
      #expect(now.compact <= previous.compact)
      previous = now
    }
    #expect(previous == (1, 0))
  }

  @Test("Shifting shows the compact title; so does a header with no room for a large title")
  func compactWhenShiftingOrFixed() {
    var s = collapsing(0)
    s.phase = "shifting"
    s.phasePercentage = 0.3
    s.headerTop = -17
    #expect(HeaderPainter.largeTitleProgress(s) == 0)
    var fixed = SceneState(viewport: Size(width: 390, height: 844))
    fixed.phase = "overExtending"
    #expect(HeaderPainter.largeTitleProgress(fixed) == 0)
    let commands = SceneBuilder.build(fixed).commands
    #expect(largeTitle(commands) == nil)
    #expect(compactTitle(commands)?.color.a == 255)
  }

  @Test("Over-extension keeps the large title anchored to the header's bottom")
  func largeTitleFollowsStretch() {
    var s = SceneProbe.restingState()
    s.shiftBehaviorName = ""
    let restY = largeTitle(SceneBuilder.build(s).commands)?.origin.y
    #expect(restY == 148 - Theme.largeTitleBottomMargin - Theme.lineHeight(Theme.largeTitleSize))
    s.scrollOffset = -50
    s.headerHeight = 198
    s.phasePercentage = 198.0 / 148
    let stretched = SceneBuilder.build(s)
    #expect(largeTitle(stretched.commands)?.origin.y == restY.map { $0 + 50 })
    #expect(
      stretched.commands.contains(
        .fillRect(Rect(x: 0, y: 0, width: 390, height: 198), Theme.headerBackground)))
  }

  @Test("The subtitle joins the caption and the shift behaviour")
  func subtitleText() {
    var s = SceneProbe.restingState()
    s.caption = "A · showcase"
    #expect(HeaderPainter.subtitle(s) == "A · showcase · shift: enabled")
    let commands = SceneBuilder.build(s).commands
    let sub = SceneProbe.texts(commands, equalTo: "A · showcase · shift: enabled")
    #expect(sub.count == 1)
    // Sits between the large title and the header bottom.
    if let title = largeTitle(commands), let line = sub.first {
      #expect(line.origin.y > title.origin.y)
      #expect(
        line.origin.y + Theme.lineHeight(line.size) <= 148 - Theme.largeTitleBottomMargin + 1e-9)
    }
    s.caption = ""
    s.shiftBehaviorName = ""
    #expect(HeaderPainter.subtitle(s).isEmpty)
  }

  @Test("Toolbar icons fade with shiftedContentAlpha", arguments: [1.0, 0.6, 0.25, 0.0])
  func iconsFollowShiftedContentAlpha(alpha: Double) {
    var s = collapsing(0)
    s.phase = "shifting"
    s.headerTop = -20
    s.shiftedContentAlpha = alpha
    let toolbarTop = -20.0 + 20
    let header = SceneProbe.painted(s, HeaderPainter.paint)
    let icons = header.filter { command in
      if case .text = command { return false }
      guard let c = SceneProbe.color(command), c.r == 255, c.g == 255, c.b == 255,
        let b = SceneProbe.bounds(command)
      else { return false }
      return b.minY >= toolbarTop && b.maxY <= toolbarTop + Theme.toolbarHeight
    }
    let expected = UInt8((255 * alpha).rounded())
    if expected == 0 {
      #expect(icons.isEmpty)
    } else {
      // One vector icon each: menu, search, overflow.
      #expect(icons.count == 3)
      #expect(icons.allSatisfy { SceneProbe.color($0)?.a == expected })
      let left = icons.filter { (SceneProbe.bounds($0)?.midX ?? 0) < 195 }
      #expect(left.count == 1)
      #expect(left.allSatisfy { isClose(SceneProbe.bounds($0)!.midX, 28) })
    }
    let compact = compactTitle(header)
    #expect(compact?.color.a == (expected == 0 ? nil : expected))
  }

  @Test("Header content is drawn inside a clip of the header frame")
  func headerIsClipped() {
    var s = collapsing(0)
    s.headerTop = -30
    let commands = SceneBuilder.build(s).commands
    let frame = Rect(x: 0, y: -30, width: 390, height: 76)
    let push = try? #require(commands.firstIndex(of: .pushClip(frame)))
    let title = commands.firstIndex {
      if case .text(let r) = $0 { r.size == Theme.compactTitleSize } else { false }
    }
    let pop = commands[(push ?? 0)...].firstIndex(of: .popClip)
    #expect(push != nil && title != nil && pop != nil)
    if let push, let title, let pop { #expect(push < title && title < pop) }
  }

  @Test("Shadow: a smooth ramp below the header bottom scaled by shadowOpacity")
  func shadowStrips() {
    var s = collapsing(0)
    s.scrollOffset = 200
    s.shadowOpacity = 0
    #expect(shadowStrips(SceneBuilder.build(s).commands, bottom: 76).isEmpty)
    s.shadowOpacity = 0.4
    let strips = shadowStrips(SceneBuilder.build(s).commands, bottom: 76)
    #expect(strips.count == HeaderPainter.shadowKnots.count - 1)
    #expect(strips.first?.rect.y == 76)
    #expect(strips.first?.top == UInt8((255 * 0.4 * HeaderPainter.shadowKnots[0]).rounded()))
    // Piecewise linear: each piece starts where the one above ends, and fades downwards.
    #expect(
      zip(strips, strips.dropFirst()).allSatisfy {
        $0.bottom == $1.top && $0.top > $0.bottom && $0.rect.maxY == $1.rect.y
      })
    #expect(strips.last.map { $0.rect.maxY <= 76 + 6 } == true)
  }

  private func shadowStrips(_ commands: [DrawCommand], bottom: Double) -> [(
    rect: Rect, top: UInt8, bottom: UInt8
  )] {
    commands.compactMap {
      if case .fillGradient(let r, let top, let bottomColor) = $0, top.r == 0, r.y >= bottom,
        r.width == 390
      {
        (r, top.a, bottomColor.a)
      } else {
        nil
      }
    }
  }

}

extension Rect {
  fileprivate var midX: Double { x + width / 2 }
}
