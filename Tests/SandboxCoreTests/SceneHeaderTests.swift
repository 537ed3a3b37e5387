import PhoneDrawing
import SandboxFormats
import SandboxPrimitives
import TestSupport
import Testing

@testable import SandboxStage

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

  private var titleText: String { ParameterRegistry.defaultValue(Param.content.title) }

  /// The header title's runs (one per visible placement).
  private func titles(_ commands: [DrawCommand]) -> [TextRun] {
    SceneProbe.texts(commands, equalTo: titleText)
  }

  private func title(_ commands: [DrawCommand]) -> TextRun? { titles(commands).first }

  @Test("Default: one large title (UIKit style), alone on the header colour, no subtitle")
  func defaultIsLargeTitle() throws {
    let s = SceneProbe.restingState()
    #expect(s.titleStyle == .largeTitle)
    let commands = SceneBuilder.build(s).commands
    let run = try #require(title(commands))
    #expect(titles(commands).count == 1)
    #expect(run.size == LargeTitleMotion.largeSize && run.weight == .bold)
    #expect(run.color.a == 255 && run.background == Theme.headerBackground)
    #expect(run.rasterSize == nil && run.anchor == nil)
    // In the header: the title and the status-bar clock, nothing else.
    #expect(SceneProbe.texts(commands).filter { $0.origin.y < 148 }.count == 2)
  }

  @Test("No debug text in any picture: the shift behaviour and the compare caption stay out")
  func noDebugText() {
    var s = SceneProbe.restingState()
    s.caption = "A · showcase"
    for style in TitleStyle.allCases {
      s.titleStyle = style
      let texts = SceneProbe.texts(SceneBuilder.build(s).commands).map(\.text)
      #expect(!texts.contains { $0.contains("shift") || $0.contains("showcase") }, "\(style)")
    }
  }

  @Test("view.caption draws the shift behaviour in a chip below the header, not in it")
  func captionChip() throws {
    var s = SceneProbe.restingState()
    s.showCaption = true
    let commands = SceneBuilder.build(s).commands
    let chip = try #require(SceneProbe.texts(commands, equalTo: "shift: enabled").first)
    #expect(chip.origin.y > 148 && chip.origin.y < 844)
    s.shiftBehaviorName = ""
    #expect(OverlayPainter.captionText(s) == nil)
  }

  @Test("A subtitle sits under the title in every style, inside the header")
  func subtitleUnderTitle() throws {
    var s = SceneProbe.restingState()
    s.subtitle = "Today"
    for style in TitleStyle.allCases {
      s.titleStyle = style
      let commands = SceneBuilder.build(s).commands
      let sub = try #require(SceneProbe.texts(commands, equalTo: "Today").first)
      let run = try #require(title(commands))
      #expect(isClose(sub.origin.y, run.origin.y + Theme.lineHeight(run.size)), "\(style)")
      #expect(sub.origin.y + Theme.lineHeight(sub.size) <= 148, "\(style)")
    }
  }

  @Test(
    "Collapsing draws a scaled title from a few cached raster sizes", arguments: TitleStyle.allCases
  )
  func fewRasterSizes(style: TitleStyle) {
    var rasters: Set<Double> = []
    for step in 0...60 {
      var s = collapsing(Double(step) / 60)
      s.titleStyle = style
      for run in titles(SceneBuilder.build(s).commands) {
        let raster = run.rasterSize ?? run.size
        #expect(raster >= run.size - 1e-9 && raster <= run.size * TitleRaster.outerStep + 1e-9)
        rasters.insert(raster)
      }
    }
    #expect(rasters.count <= 5, "\(style): \(rasters.sorted())")
  }

  @Test("Shifting draws the collapsed title; so does a header with no flexible room")
  func collapsedWhenShiftingOrFixed() throws {
    var s = collapsing(0)
    s.phase = "shifting"
    s.phasePercentage = 0.3
    s.headerTop = -17
    let shifted = try #require(title(SceneBuilder.build(s).commands))
    #expect(shifted.size == LargeTitleMotion.inlineSize && shifted.anchor == 0.5)
    let fixed = SceneState(viewport: Size(width: 390, height: 844))
    let run = try #require(title(SceneBuilder.build(fixed).commands))
    #expect(run.size == LargeTitleMotion.inlineSize && run.origin.x == 195)
  }

  @Test("Over-extension keeps the large title on the header's bottom and grows it")
  func largeTitleFollowsStretch() throws {
    var s = SceneProbe.restingState()
    let rest = try #require(title(SceneBuilder.build(s).commands))
    #expect(
      isClose(rest.origin.y + Theme.lineHeight(rest.size), 148 - LargeTitleMotion.bottomMargin))
    s.scrollOffset = -88
    s.headerHeight = 236
    let stretched = SceneBuilder.build(s)
    let run = try #require(title(stretched.commands))
    #expect(isClose(run.size, 34 * 1.06))
    #expect(isClose(run.origin.y + Theme.lineHeight(run.size), 236 - LargeTitleMotion.bottomMargin))
    #expect(
      stretched.commands.contains(
        .fillRect(Rect(x: 0, y: 0, width: 390, height: 236), Theme.headerBackground)))
  }

  @Test("theme.primary and theme.onPrimary colour the header, its title and icons")
  func themedHeader() throws {
    var s = SceneProbe.restingState()
    s.palette = ScenePalette.resolve(
      mode: .dark, primary: Color(hex: 0xFFD54F), onPrimary: Color(hex: 0x1B1D22))
    let commands = SceneBuilder.build(s).commands
    #expect(
      commands.contains(.fillRect(Rect(x: 0, y: 0, width: 390, height: 148), Color(hex: 0xFFD54F))))
    #expect(title(commands)?.color == Color(hex: 0x1B1D22))
    #expect(title(commands)?.background == Color(hex: 0xFFD54F))
    #expect(SceneBuilder.build(s).background == Theme.darkCardBackground)
  }

  @Test(
    "Each title style is pinned by its display-list hash (collapsed, halfway, expanded, stretched)",
    arguments: [
      (
        TitleStyle.largeTitle,
        [
          0xE818_DA3D_FFCF_AFD4, 0x6813_1343_FE36_418F, 0x5BA8_8420_A37B_005E,
          0xB02A_43CF_0522_E520,
        ]
      ),
      (
        TitleStyle.m3,
        [
          0xDC40_B3CF_12B2_80D8, 0xBBD0_5684_8661_60B2, 0x610A_4F7D_AA75_AA77,
          0x2EA9_9A0D_B3DC_0A67,
        ]
      ),
      (
        TitleStyle.collapsingToolbar,
        [
          0xA57D_26CC_90BF_539D, 0xDAB4_01D0_53BE_DAA6, 0x21EF_8559_DBF4_3F3F,
          0x7E0B_44CE_DB14_71A1,
        ]
      ),
      (
        TitleStyle.fade,
        [
          0x5E25_FF37_8770_FF07, 0x87BB_E476_CA00_0472, 0x952F_5797_1332_E196,
          0xD75E_445B_D166_0AF0,
        ]
      ),
    ])
  func pinnedHashes(style: TitleStyle, hashes: [UInt64]) {
    var states = [collapsing(0), collapsing(0.5), collapsing(1)]
    var stretched = collapsing(1)
    stretched.scrollOffset = -40
    stretched.headerHeight = 188
    states.append(stretched)
    let actual = states.map { state -> UInt64 in
      var s = state
      s.titleStyle = style
      return SceneBuilder.build(s).stableHash
    }
    #expect(actual == hashes, "\(style): \(actual.map { "0x" + String($0, radix: 16) })")
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
    let compact = title(header)
    #expect(compact?.color.a == (expected == 0 ? nil : expected))
  }

  @Test("Header content is drawn inside a clip of the header frame")
  func headerIsClipped() {
    var s = collapsing(0)
    s.headerTop = -30
    let commands = SceneBuilder.build(s).commands
    let frame = Rect(x: 0, y: -30, width: 390, height: 76)
    let push = commands.firstIndex(of: .pushClip(frame))
    let title = commands.firstIndex {
      if case .text(let r) = $0 { r.text == titleText } else { false }
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

@Suite("Scene builder: header image and elevation style")
struct SceneHeaderImageTests {
  private let image = ImageHandle(id: 7, pixelWidth: 780, pixelHeight: 300)

  private func images(_ commands: [DrawCommand]) -> [Rect] {
    commands.compactMap { if case .image(_, let r) = $0 { r } else { nil } }
  }

  @Test("The image covers the expanded header and moves up at half the collapse (parallax 0.5)")
  func parallax() throws {
    var s = SceneProbe.restingState()
    s.headerImage = image
    let rest = try #require(images(SceneBuilder.build(s).commands).first)
    // Cover-fit of 780×300 px into 390×148 pt: width-bound, 390×150, centred vertically.
    #expect(isClose(rest.width, 390) && isClose(rest.height, 150) && isClose(rest.y, -1))
    s.headerHeight = 112
    s.scrollOffset = 36
    let collapsed = try #require(images(SceneBuilder.build(s).commands).first)
    #expect(isClose(collapsed.y, rest.y - 18))
  }

  @Test("The scrim (header colour over the image) fades in over the last 56 pt of the collapse")
  func scrim() {
    #expect(HeaderPainter.scrimOpacity(collapseFraction: 0.2, room: 72) == 0)
    #expect(isClose(HeaderPainter.scrimOpacity(collapseFraction: 1 - 28.0 / 72, room: 72), 0.5))
    #expect(HeaderPainter.scrimOpacity(collapseFraction: 1, room: 72) == 1)
    var s = SceneProbe.restingState()
    s.headerImage = image
    s.headerHeight = 76
    s.scrollOffset = 72
    let commands = SceneBuilder.build(s).commands
    let frame = Rect(x: 0, y: 0, width: 390, height: 76)
    let imageIndex = commands.firstIndex { if case .image = $0 { true } else { false } }
    let scrimIndex = commands.firstIndex(of: .fillRect(frame, Theme.headerBackground))
    #expect(imageIndex != nil && scrimIndex != nil)
    // A title over a picture is never drawn pre-composited on the header colour.
    #expect(
      SceneProbe.texts(commands, equalTo: "Headlines").allSatisfy { $0.background == nil })
  }

  @Test("tint: no shadow; the header takes up to 8.24 % of its ink as content scrolls under")
  func tint() {
    var s = SceneProbe.restingState()
    s.headerHeight = 76
    s.scrollOffset = 300
    s.shadowOpacity = 0.4
    s.elevationIntensity = 1
    s.elevationStyle = .tint
    let commands = SceneBuilder.build(s).commands
    #expect(!commands.contains { if case .fillGradient = $0 { true } else { false } })
    let tinted = ScenePalette.standard.scrolledUnderColor(intensity: 1)
    // Indigo 600 (57, 73, 171) mixed 8.24 % toward white.
    #expect(tinted == Color(r: 73, g: 88, b: 178))
    #expect(commands.contains(.fillRect(Rect(x: 0, y: 0, width: 390, height: 76), tinted)))
    s.elevationStyle = .shadow
    #expect(
      SceneBuilder.build(s).commands.contains { if case .fillGradient = $0 { true } else { false } }
    )
  }
}
