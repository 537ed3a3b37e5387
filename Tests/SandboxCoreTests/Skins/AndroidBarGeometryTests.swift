import Foundation
import SandboxFormats
import SandboxPrimitives
import TestSupport
import Testing

@testable import PhoneDrawing
@testable import SandboxStage

/// The Android skins' bars measured against their platforms' source constants: title starts,
/// baselines and weights, the trailing icons' positions, the status-bar strip and the face.
@Suite struct AndroidBarGeometryTests {
  /// A 390-pt phone with a 20-pt status bar, a 56-pt toolbar and 72 pt of flexible room
  /// (`SceneProbe.restingState`), wearing the skin `pairs` resolve to, on `device`, with the
  /// header `height` points tall (148 expanded, 76 collapsed) and collapsing to `minimum`
  /// (84: the `android-views` preset's 64-dp bar under the status bar).
  private func state(
    _ pairs: [(String, String)], device: String = "pixel-8", height: Double = 148,
    minimum: Double = 76
  ) throws -> SceneState {
    var values = ConfigValues()
    for (key, text) in pairs {
      let parameter = try #require(ParameterRegistry.parameter(key))
      try values.set(key: key, value: try #require(parameter.value(fromText: text)))
    }
    let appearance = SceneAppearance(values: values)
    var s = SceneProbe.restingState()
    s.device = try #require(DeviceCatalog.profile(named: device))
    s.palette = appearance.palette
    s.skin = appearance.skin
    s.titleStyle = appearance.titleStyle
    s.headerMinHeight = minimum
    s.headerHeight = height
    s.scrollOffset = 148 - height
    return s
  }

  private func title(_ s: SceneState) throws -> TextRun {
    try #require(SceneProbe.texts(SceneBuilder.build(s).commands, equalTo: "Headlines").last)
  }

  /// The distinct x of every icon path drawn centred on `rowCenter` (the 56-pt toolbar row
  /// under the 20-pt status bar unless told).
  private func iconXs(_ s: SceneState, rowCenter: Double = 20 + 28) -> [Double] {
    let top = rowCenter - Theme.toolbarIconSize / 2
    let xs = SceneBuilder.build(s).commands.compactMap { command -> Double? in
      switch command {
      case .fillPath(_, let origin, _), .strokePath(_, let origin, _, _):
        return origin.y == top ? origin.x : nil
      default: return nil
      }
    }
    return Array(Set(xs)).sorted()
  }

  @Test("Compose: the collapsed title starts at 56 dp (4 + 48 + the title box's own 4)")
  func composeCollapsedTitleStartsAt56() throws {
    let s = try state([("header.model", "composeM3"), ("content.titleStyle", "m3")], height: 76)
    let run = try title(s)
    #expect(run.origin.x == 56 && run.size == 22 && run.family == .roboto)
    // Compose's trailing icons: 4 dp bar padding + 12 dp inside the 48-dp button.
    let compose: [Double] = [16, 302, 350]
    #expect(iconXs(s) == compose)
  }

  @Test("Views M2: 34 sp regular, baseline 32 dp up and 32 dp in; collapsed 20 sp medium at 76")
  func material2Title() throws {
    let model = [
      ("header.model", "appBarLayout"), ("theme.skin", "material2"),
      ("content.titleStyle", "collapsingToolbar"),
    ]
    let expanded = try title(try state(model))
    #expect(expanded.size == 34 && expanded.weight == .regular && expanded.origin.x == 32)
    #expect(expanded.family == .roboto)
    let baseline = expanded.origin.y + FontFamily.roboto.ascenderFactor * expanded.size
    #expect(abs(baseline - (148 - 32)) < 1e-9)
    // The dummy view after the 72-dp inset, plus the Toolbar's 4-dp title margin.
    let collapsed = try title(try state(model, height: 76))
    #expect(collapsed.size == 20 && collapsed.weight == .medium && collapsed.origin.x == 76)
    let half = try title(try state(model, height: 112))
    #expect(half.weight == .regular)
  }

  @Test("Views M2: colorPrimaryDark status bar over the colorPrimary bar")
  func material2StatusBar() throws {
    for (mode, strip) in [("light", Color(hex: 0x3700B3)), ("dark", Color(hex: 0x000000))] {
      let s = try state([
        ("header.model", "appBarLayout"), ("theme.skin", "material2"), ("theme.mode", mode),
      ])
      let commands = SceneBuilder.build(s).commands
      let fills = commands.map { c -> (Rect, Color)? in
        if case .fillRect(let r, let color) = c { return (r, color) }
        return nil
      }
      let statusBar = Rect(x: 0, y: 0, width: 390, height: 20)
      // The strip is drawn after (over) the bar's own fill.
      let barIndex = try #require(fills.firstIndex { $0?.0.minY == 0 && $0?.0.height == 148 })
      let stripIndex = try #require(
        fills.firstIndex { $0?.0 == statusBar && $0?.1 == strip }, "\(mode)")
      #expect(stripIndex > barIndex)
    }
    let light = try state([("header.model", "appBarLayout"), ("theme.skin", "material2")])
    #expect(light.palette.primary == Color(hex: 0x6200EE))
  }

  @Test("Views M2: overflow 10 dp from the end, search centred in the 48-dp item before it")
  func material2Actions() throws {
    let s = try state([("header.model", "appBarLayout"), ("theme.skin", "material2")], height: 76)
    // 390 − 40 − 48 + 12 and 390 − 10 − 24.
    let views: [Double] = [16, 314, 356]
    #expect(iconXs(s) == views)
  }

  @Test("Views M2 on a 64-dp bar: its own 56-dp toolbar row at the top, under colorPrimaryDark")
  func material2KeepsItsToolbarOnATallerBar() throws {
    let m2 = [
      ("header.model", "appBarLayout"), ("theme.skin", "material2"),
      ("content.titleStyle", "collapsingToolbar"),
    ]
    let collapsed = try state(m2, height: 84, minimum: 84)
    #expect(collapsed.skin.skin == .material2)
    // The title, 20 sp medium at 76, is centred in the 56-dp row (20 + 28), not in the 64-dp
    // bar (20 + 32): the 8 dp the bar has beyond the toolbar lie below it.
    let run = try title(collapsed)
    #expect(run.size == 20 && run.weight == .medium && run.origin.x == 76)
    #expect(abs(run.origin.y + Theme.lineHeight(20) / 2 - 48) < 1e-9)
    let views: [Double] = [16, 314, 356]
    #expect(iconXs(collapsed, rowCenter: 48) == views)
    let strip = Rect(x: 0, y: 0, width: 390, height: 20)
    #expect(
      SceneBuilder.build(collapsed).commands.contains(.fillRect(strip, Color(hex: 0x3700B3))))
    // Expanded: Display1, 34 sp regular, its baseline 32 dp up, 32 dp in.
    let expanded = try title(try state(m2, minimum: 84))
    #expect(expanded.size == 34 && expanded.weight == .regular && expanded.origin.x == 32)
    let baseline = expanded.origin.y + FontFamily.roboto.ascenderFactor * expanded.size
    #expect(abs(baseline - (148 - 32)) < 1e-9)
  }

  @Test("Views M3: HeadlineMedium 28 sp, baseline 16 dp up and 16 dp in; TitleLarge 22 sp at 60")
  func material3ViewsTitle() throws {
    let model = [("header.model", "appBarLayout"), ("content.titleStyle", "collapsingToolbar")]
    let expanded = try title(try state(model, minimum: 84))
    #expect(expanded.size == 28 && expanded.weight == .regular && expanded.origin.x == 16)
    #expect(expanded.family == .roboto)
    let baseline = expanded.origin.y + FontFamily.roboto.ascenderFactor * expanded.size
    #expect(abs(baseline - (148 - 16)) < 1e-9)
    // Collapsed: after the 56-dp navigation button and the 4-dp title margin, centred in the
    // 64-dp MaterialToolbar (20 + 32).
    let collapsed = try title(try state(model, height: 84, minimum: 84))
    #expect(collapsed.size == 22 && collapsed.weight == .regular && collapsed.origin.x == 60)
    #expect(abs(collapsed.origin.y + Theme.lineHeight(22) / 2 - 52) < 1e-9)
  }

  @Test(
    "Views M3 fades its title (titleCollapseMode fade): out in place, then in in the toolbar row")
  func material3ViewsTitleFades() throws {
    let model = [
      ("header.model", "appBarLayout"), ("content.titleStyle", "collapsingToolbar"),
      ("appBarLayout.scrimTrigger", "112"),
    ]
    // A 128-dp bar collapsing to 64 under the 20-dp status bar: 64 dp of room, the Large
    // style's 112-dp trigger (the android-views preset's), so the fade starts at
    // f = (128 − 112) / 64 = 0.25 and switches titles at 0.25 + 0.75 / 2 = 0.625.
    let ink = try title(try state(model, minimum: 84)).color
    func run(at f: Double) throws -> TextRun {
      try title(try state(model, height: 148 - 64 * f, minimum: 84))
    }
    for (f, alpha) in [(0.125, 1.0), (0.25, 1), (0.4375, 0.5)] {
      let expanded = try run(at: f)
      // The expanded title keeps its size and start; its baseline rides 16 dp above the bottom.
      #expect(expanded.size == 28 && expanded.origin.x == 16, "f = \(f)")
      let baseline = expanded.origin.y + FontFamily.roboto.ascenderFactor * expanded.size
      #expect(abs(baseline - (148 - 64 * f - 16)) < 1e-9, "f = \(f)")
      #expect(abs(Double(expanded.color.a) - Double(ink.a) * alpha) <= 1, "f = \(f)")
    }
    for (f, alpha) in [(0.8125, 0.5), (1, 1)] {
      let collapsed = try run(at: f)
      // The collapsed title sits in the pinned 64-dp toolbar row (20 + 32) at every fraction.
      #expect(collapsed.size == 22 && collapsed.origin.x == 60, "f = \(f)")
      #expect(abs(collapsed.origin.y + Theme.lineHeight(22) / 2 - 52) < 1e-9, "f = \(f)")
      #expect(abs(Double(collapsed.color.a) - Double(ink.a) * alpha) <= 1, "f = \(f)")
    }
    // At the threshold neither title shows: the expanded one has faded out, the collapsed one
    // not yet in.
    let window = CollapsingTitleFadeMode.fadeWindow(
      TitleLayout(
        width: 390, statusBarHeight: 20, minimumHeight: 64, maximumHeight: 128,
        collapseFraction: 0.625), trigger: 112)
    #expect(window.start == 0.25 && window.threshold == 0.625)
    // No trigger set: the code's rule, min(2 × 64, 128) = 128, starts the fade at once.
    let unset = CollapsingTitleFadeMode.fadeWindow(
      TitleLayout(
        width: 390, statusBarHeight: 20, minimumHeight: 64, maximumHeight: 128,
        collapseFraction: 0), trigger: 0)
    #expect(unset.start == 0 && unset.threshold == 0.5)
    let codeRule = try title(
      try state(
        [("header.model", "appBarLayout"), ("content.titleStyle", "collapsingToolbar")],
        height: 148 - 64 * 0.25, minimum: 84))
    #expect(codeRule.size == 28 && abs(Double(codeRule.color.a) - Double(ink.a) * 0.5) <= 1)
    for height in [108.0, 108 + 1e-4] {
      let commands = SceneBuilder.build(try state(model, height: height, minimum: 84)).commands
      #expect(SceneProbe.texts(commands, equalTo: "Headlines").allSatisfy { $0.color.a <= 1 })
    }
  }

  @Test("Views M3: colorSurface bar and status bar, colorSurfaceContainer lifted, M3 inks")
  func material3ViewsColours() throws {
    for (mode, scheme) in [
      ("light", MaterialScheme.baselineLight), ("dark", MaterialScheme.baselineDark),
    ] {
      let model = [("header.model", "appBarLayout"), ("theme.mode", mode)]
      let resting = try state(model, minimum: 84)
      #expect(resting.skin.skin == .material3Views)
      let commands = SceneBuilder.build(resting).commands
      let fills = commands.compactMap { c -> (Rect, Color)? in
        if case .fillRect(let r, let color) = c { return (r, color) }
        return nil
      }
      // One surface from the screen's top: no status-bar strip of its own (edge to edge).
      #expect(fills.contains { $0 == (Rect(x: 0, y: 0, width: 390, height: 148), scheme.surface) })
      #expect(!fills.contains { $0.0 == Rect(x: 0, y: 0, width: 390, height: 20) }, "\(mode)")
      #expect(try title(resting).color == scheme.onSurface)
      // Lifted once content is under the collapsed bar: colorSurfaceContainer.
      var lifted = try state(model, height: 84, minimum: 84)
      lifted.elevationIntensity = 1
      let bar = Rect(x: 0, y: 0, width: 390, height: 84)
      #expect(
        SceneBuilder.build(lifted).commands.contains(.fillRect(bar, scheme.surfaceContainer)))
      // The navigation icon in colorOnSurface, the actions in colorOnSurfaceVariant.
      let inks = Dictionary(
        SceneBuilder.build(lifted).commands.compactMap { c -> (Double, Color)? in
          switch c {
          case .fillPath(_, let origin, let color), .strokePath(_, let origin, _, let color):
            return origin.y == 52 - Theme.toolbarIconSize / 2 ? (origin.x, color) : nil
          default: return nil
          }
        }, uniquingKeysWith: { first, _ in first })
      #expect(inks[16] == scheme.onSurface)
      #expect(inks[314] == scheme.onSurfaceVariant && inks[356] == scheme.onSurfaceVariant)
    }
  }

  @Test("Views M3: the navigation icon at 16, ActionMenuView's overflow and search as in M2")
  func material3ViewsActions() throws {
    let s = try state([("header.model", "appBarLayout")], height: 84, minimum: 84)
    let views: [Double] = [16, 314, 356]
    #expect(iconXs(s, rowCenter: 20 + 32) == views)
  }

  @Test("Flutter on Android: the title keeps start 72 and bottom 16 while it scales 1.5 → 1")
  func flutterTitleOnAndroid() throws {
    let model = [("header.model", "sliverAppBar"), ("content.titleStyle", "collapsingToolbar")]
    for (height, size) in [(148.0, 33.0), (112, 27.5), (76, 22)] {
      let run = try title(try state(model, height: height))
      #expect(run.origin.x == 72 && run.anchor == nil && run.family == .roboto)
      #expect(abs(run.size - size) < 1e-9)
      #expect(abs(run.origin.y + Theme.lineHeight(run.size) - (height - 16)) < 1e-9)
    }
    // Flutter's actions sit flush with the end: 12 dp inside the last 48-dp button.
    let collapsed = try state(model, height: 76)
    let flutter: [Double] = [16, 306, 354]
    #expect(iconXs(collapsed) == flutter)
  }

  @Test("Flutter on an iPhone: the title is centred and the back button is the chevron")
  func flutterOnIPhone() throws {
    let model = [("header.model", "sliverAppBar"), ("content.titleStyle", "collapsingToolbar")]
    for height in [148.0, 76] {
      let run = try title(try state(model, device: "iphone-14", height: height))
      #expect(run.origin.x == 195 && run.anchor == 0.5 && run.family == .ui)
      #expect(abs(run.origin.y + Theme.lineHeight(run.size) - (height - 16)) < 1e-9)
    }
    let commands = SceneBuilder.build(try state(model, device: "iphone-14", height: 76)).commands
    let chevron = Icon.iosChevron.size
    #expect(
      commands.contains {
        if case .strokePath(_, let origin, _, _) = $0 {
          origin.x == 16 + (24 - chevron.width) / 2
        } else {
          false
        }
      })
  }

  @Test("The page is set in the skin's face: Roboto under the Android skins, Inter elsewhere")
  func cardsUseTheSkinsFace() throws {
    func cardFamilies(_ s: SceneState) -> Set<FontFamily> {
      Set(
        SceneProbe.texts(SceneBuilder.build(s).commands)
          .filter { $0.text == ContentPainter.title(forRow: 0) }.map(\.family))
    }
    #expect(cardFamilies(try state([("header.model", "appBarLayout")])) == [.roboto])
    #expect(cardFamilies(try state([("header.model", "composeM3")])) == [.roboto])
    #expect(
      cardFamilies(try state([("header.model", "sliverAppBar")], device: "iphone-14")) == [.ui])
    #expect(cardFamilies(try state([])) == [.ui])
  }

  @Test("android-views collapses to the M3 MaterialToolbar's 64 dp and wears material3Views")
  func androidViewsPresetIsM3() throws {
    let url = packageRoot().appendingPathComponent("Assets/Presets/android-views.json")
    let preset = try Preset.decode(
      try String(contentsOf: url, encoding: .utf8), name: "android-views",
      file: "android-views.json")
    let values = try ConfigValues.resolve(preset: preset)
    #expect(values[Param.header.minimumHeight] == 64)
    #expect(values[Param.header.maximumHeight] == 152)
    #expect(SceneAppearance(values: values).skin.skin == .material3Views)
  }
}
