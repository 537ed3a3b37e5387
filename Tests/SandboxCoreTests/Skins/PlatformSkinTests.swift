import SandboxFormats
import SandboxPrimitives
import Testing

@testable import PhoneDrawing
@testable import SandboxStage

/// The platform skins: which skin a header model wears, and what each draws (colours, hairline,
/// icons, title metrics), asserted on display-list commands.
@Suite struct PlatformSkinTests {
  private func values(_ pairs: [(String, String)]) throws -> ConfigValues {
    var values = ConfigValues()
    for (key, text) in pairs {
      let parameter = try #require(ParameterRegistry.parameter(key))
      try values.set(key: key, value: try #require(parameter.value(fromText: text)))
    }
    return values
  }

  /// The resting phone of `SceneProbe` wearing the skin these settings resolve to, with
  /// `overlap` (0…1) of content under the header and the header at `height` points.
  private func state(
    _ pairs: [(String, String)], overlap: Double = 0, height: Double = 148
  ) throws -> SceneState {
    let appearance = SceneAppearance(values: try values(pairs))
    var s = SceneProbe.restingState()
    s.palette = appearance.palette
    s.skin = appearance.skin
    s.headerHeight = height
    s.scrollOffset = 148 - height + 40 * overlap
    s.elevationIntensity = overlap
    return s
  }

  private func fills(_ commands: [DrawCommand]) -> [(Rect, Color)] {
    commands.compactMap { if case .fillRect(let r, let c) = $0 { (r, c) } else { nil } }
  }

  private func strokes(_ commands: [DrawCommand]) -> Int {
    commands.filter { if case .strokePath = $0 { true } else { false } }.count
  }

  @Test func autoFollowsTheHeaderModel() {
    #expect(SceneSkin.resolve(.auto, model: .mdc) == .mdc)
    #expect(SceneSkin.resolve(.auto, model: .uikitLargeTitle) == .ios)
    #expect(SceneSkin.resolve(.auto, model: .composeM3) == .material3)
    #expect(SceneSkin.resolve(.auto, model: .appBarLayout) == .material3Views)
    #expect(SceneSkin.resolve(.material2, model: .appBarLayout) == .material2)
    #expect(SceneSkin.resolve(.auto, model: .sliverAppBar) == .flutter)
    #expect(SceneSkin.resolve(.auto, model: .web) == .web)
    #expect(SceneSkin.resolve(.ios, model: .composeM3) == .ios)
  }

  @Test func mdcKeepsTodaysLook() throws {
    let s = try state([])
    #expect(s.skin == .mdc)
    #expect(s.palette == ScenePalette.standard)
    let mdc = SceneBuilder.build(s)
    #expect(mdc.stableHash == SceneBuilder.build(SceneProbe.restingState()).stableHash)
  }

  @Test func iosIsTransparentAtTheScrollEdgeAndTranslucentWithAHairlineUnder() throws {
    let edge = SceneBuilder.build(try state([("theme.skin", "ios")])).commands
    let header = Rect(x: 0, y: 0, width: 390, height: 148)
    // At the edge: the grouped table's background, opaque, no blur and no hairline.
    #expect(fills(edge).contains { $0.0 == header && $0.1 == Color(hex: 0xF2F2F7) })
    #expect(!fills(edge).contains { $0.0.height == PlatformBarPainter.hairlineHeight })
    #expect(blurs(edge).isEmpty)
    let under = SceneBuilder.build(try state([("theme.skin", "ios")], overlap: 1, height: 76))
    let frame = Rect(x: 0, y: 0, width: 390, height: 76)
    let bar = try #require(fills(under.commands).first { $0.0 == frame })
    #expect(bar.1 == IOSColors.barMaterial && bar.1.a < 255)
    // The content under the bar is blurred first, then tinted.
    #expect(blurs(under.commands) == [Blur(rect: frame, radius: IOSColors.barMaterialBlur)])
    let blurIndex = try #require(
      under.commands.firstIndex { if case .blurBackdrop = $0 { true } else { false } })
    let tintIndex = try #require(under.commands.firstIndex { $0 == .fillRect(frame, bar.1) })
    #expect(blurIndex < tintIndex)
    // Half-way through the change, one fill between the two, never more see-through than both.
    let half = SceneBuilder.build(try state([("theme.skin", "ios")], overlap: 0.5, height: 76))
    let mid = try #require(fills(half.commands).first { $0.0 == frame })
    #expect(mid.1.a >= IOSColors.barMaterial.a && mid.1.a < 255)
    #expect(mid.1.r > 0xF2 && mid.1.r < IOSColors.barMaterial.r)
    let hairline = try #require(
      fills(under.commands).first { $0.0.height == PlatformBarPainter.hairlineHeight })
    #expect(hairline.0.minY == 76 && hairline.1 == IOSColors.barHairline, "just below the bar")
  }

  private struct Blur: Equatable {
    var rect: Rect
    var radius: Double
  }

  private func blurs(_ commands: [DrawCommand]) -> [Blur] {
    commands.compactMap {
      if case .blurBackdrop(let r, let radius) = $0 { Blur(rect: r, radius: radius) } else { nil }
    }
  }

  /// UIKit's inset-grouped table: cells of `secondarySystemGroupedBackground` (#FFFFFF light,
  /// #1C1C1E dark) on `systemGroupedBackground` (#F2F2F7 light, #000000 dark): the cells are
  /// the lighter of the two in both modes.
  @Test func iosListIsInsetGroupedInBothModes() throws {
    let expected: [(String, page: Color, cell: Color)] = [
      ("light", Color(hex: 0xF2F2F7), Color(hex: 0xFFFFFF)),
      ("dark", Color(hex: 0x000000), Color(hex: 0x1C1C1E)),
    ]
    for (mode, page, cell) in expected {
      let s = try state([("theme.skin", "ios"), ("theme.mode", mode)])
      #expect(s.palette.contentBackground == page, "\(mode)")
      #expect(s.palette.cardBackground == cell, "\(mode)")
      let list = SceneBuilder.build(s)
      #expect(list.background == page || fills(list.commands).contains { $0.1 == page }, "\(mode)")
      let cards = list.commands.compactMap {
        if case .fillRoundedRect(_, _, let c) = $0 { c } else { nil }
      }
      #expect(cards.first == cell, "\(mode): the first card is a cell")
    }
  }

  /// The bar's hairline, just below it: black at 30 % light, the dark `separator` (#545458 at
  /// 65 %) dark, so it stands out from the bar in both modes.
  @Test func iosHairlineShowsInBothModes() throws {
    for mode in ["light", "dark"] {
      let scrolled = try state(
        [("theme.skin", "ios"), ("theme.mode", mode)], overlap: 1, height: 76)
      let under = SceneBuilder.build(scrolled)
      let frame = Rect(x: 0, y: 0, width: 390, height: 76)
      let bar = try #require(fills(under.commands).first { $0.0 == frame }).1
      let line = try #require(
        fills(under.commands).first { $0.0.height == PlatformBarPainter.hairlineHeight }
      ).1
      #expect(
        line == (mode == "light" ? IOSColors.barHairline : Color(r: 0x54, g: 0x54, b: 0x58, a: 166))
      )
      // The line on the page just below the bar, against the bar over the page: a visible
      // step in luminance.
      let page = scrolled.palette.contentBackground
      let barOnPage = Color.mix(page, Color(r: bar.r, g: bar.g, b: bar.b), Double(bar.a) / 255)
      let lineOnPage = Color.mix(
        page, Color(r: line.r, g: line.g, b: line.b), Double(line.a) / 255)
      let step = abs(Double(lineOnPage.g) - Double(barOnPage.g))
      #expect(step >= 30, "\(mode): hairline \(lineOnPage) under bar \(barOnPage)")
    }
  }

  @Test func iosDrawsTintedBarButtonsAndNoMaterialIcons() throws {
    for (mode, tint) in [("light", IOSColors.systemBlue), ("dark", IOSColors.systemBlueDark)] {
      let commands = SceneBuilder.build(try state([("theme.skin", "ios"), ("theme.mode", mode)]))
        .commands
      let back = try #require(SceneProbe.texts(commands, equalTo: "Lists").first)
      #expect(back.color == tint && back.size == 17)
      // Chevron and plus: two strokes of the tint; the MDC bar's three menu bars are gone.
      let tinted = commands.filter {
        if case .strokePath(_, _, _, let c) = $0 { c == tint } else { false }
      }
      #expect(tinted.count == 2, "\(mode)")
      let ink = mode == "light" ? Color.black : Color.white
      let title = try #require(SceneProbe.texts(commands, equalTo: "Headlines").first)
      #expect(title.color == ink && title.size == 34 && title.origin.x == 16)
    }
  }

  @Test func material3TurnsSurfaceContainerByTheCollapse() throws {
    let light = MaterialScheme.baselineLight
    let expanded = SceneBuilder.build(try state([("header.model", "composeM3")])).commands
    #expect(fills(expanded).contains { $0.0.minY == 0 && $0.1 == light.surface })
    let collapsed = SceneBuilder.build(try state([("header.model", "composeM3")], height: 76))
    #expect(fills(collapsed.commands).contains { $0.0.minY == 0 && $0.1 == light.surfaceContainer })
    let title = try #require(SceneProbe.texts(expanded, equalTo: "Headlines").first)
    #expect(title.color == light.onSurface)
    let dark = SceneBuilder.build(
      try state([("header.model", "composeM3"), ("theme.mode", "dark")], height: 76))
    #expect(fills(dark.commands).contains { $0.1 == MaterialScheme.baselineDark.surfaceContainer })
  }

  @Test func seedDerivesTheMaterial3Bar() throws {
    let s = try state([("header.model", "composeM3"), ("theme.seed", "#FA2BEC")])
    #expect(s.palette.primary == Color(hex: 0xFFF7F9))
    #expect(s.palette.onPrimary == Color(hex: 0x201A1E))
  }

  @Test func material2IsThePrimaryBarWithItsOwnTitleRatio() throws {
    let s = try state([
      ("header.model", "appBarLayout"), ("theme.skin", "material2"),
      ("content.titleStyle", "collapsingToolbar"),
    ])
    #expect(s.palette.primary == M2Colors.primary && s.palette.onPrimary == Color.white)
    #expect(s.skin.collapsingTitle.collapsedSize * s.skin.collapsingTitle.expandedScale == 34)
    let custom = try state([("theme.skin", "material2"), ("theme.primary", "#00695C")])
    #expect(custom.palette.primary == Color(hex: 0x00695C))
    let dark = try state([("theme.skin", "material2"), ("theme.mode", "dark")])
    #expect(dark.palette.primary == Color(hex: 0x282828))
  }

  @Test func homeIndicatorIsLightOnAPlatformSkinsDarkContent() throws {
    let dark = try state([("theme.skin", "ios"), ("theme.mode", "dark")])
    #expect(DevicePainter.homeIndicatorInk(dark) == Theme.homeIndicatorOnDark)
    let light = try state([("theme.skin", "ios")])
    #expect(DevicePainter.homeIndicatorInk(light) == Theme.homeIndicator)
    // MDC keeps its one indicator in dark mode too: its pictures do not change.
    #expect(
      DevicePainter.homeIndicatorInk(try state([("theme.mode", "dark")])) == Theme.homeIndicator)
  }

  @Test func badSeedIsRejected() throws {
    let parameter = try #require(ParameterRegistry.parameter("theme.seed"))
    #expect(parameter.violation(of: .string("#12345Z")) != nil)
    #expect(parameter.violation(of: .string("")) == nil)
    #expect(parameter.violation(of: .string("#6750a4")) == nil)
  }
}
