import SandboxPrimitives

/// The web skin's colours: a page that sets no colours of its own draws with the CSS system
/// colours of its `color-scheme` (CSS Color Level 4 §6.2), as Chromium resolves them; a
/// `theme.seed` brands the header the way sites do, with the seed's Material primary.
enum WebSkinColors {
  /// Chromium's `Canvas` / `CanvasText`: #FFFFFF / #000000 light, #121212 / #FFFFFF dark
  /// (third_party/blink/renderer/core/css/css_default_style_sheets and LayoutTheme's dark
  /// colour scheme).
  static let canvas = Color(hex: 0xFFFFFF)
  static let canvasDark = Color(hex: 0x121212)
  /// Chromium's `ButtonFace`, #EFEFEF light: the rows' fill. Dark: #2B2B2B, a sandbox estimate
  /// between `Canvas` and Chromium's dark `ButtonFace` (#6B6B6B), which is too bright for a card.
  static let row = Color(hex: 0xEFEFEF)
  static let rowDark = Color(hex: 0x2B2B2B)
  /// Secondary text and rules: `GrayText` #808080 (Chromium, both schemes).
  static let grayText = Color(hex: 0x808080)

  /// The palette and style for the web skin. `primary`/`onPrimary` win when set; a seed gives
  /// the header its Material primary (light) or primary container (dark), with their on-colours.
  static func resolve(dark: Bool, seed: Color?, primary: Color?, onPrimary: Color?)
    -> (ScenePalette, SkinStyle)
  {
    let page = dark ? canvasDark : canvas
    let text = dark ? Color.white : Color.black
    var bar = page
    var ink = text
    if let seed {
      let scheme = MaterialScheme(seed: seed, isDark: dark)
      bar = dark ? scheme.primaryContainer : scheme.primary
      ink = dark ? scheme.onPrimaryContainer : scheme.onPrimary
    }
    bar = primary ?? bar
    ink = onPrimary ?? ink
    let card = dark ? rowDark : row
    let palette = ScenePalette(
      primary: bar, onPrimary: ink, contentBackground: page, cardBackground: card,
      cardEdge: card, cardTitle: text, cardSubtitle: grayText, endMarkerRule: grayText,
      isDark: dark)
    let style = SkinStyle(
      skin: .web, scrolledContainer: bar, hairline: nil, navigationInk: ink, actionInk: ink)
    return (palette, style)
  }
}
