import SandboxFormats
import SandboxPrimitives

/// Colours, type sizes and layout constants of the phone scene, in points.
///
/// One place to restyle the sandbox: every painter reads these and nothing else, so a screenshot
/// and a test agree on where things are.
public enum Theme {
  // MARK: Colours

  /// Header background: Material Indigo 600, dark enough for white glyphs (contrast ≈ 7.7 : 1).
  public static let headerBackground = ThemeDefaults.primary
  /// Glyphs and titles drawn on the header and the status bar.
  public static let onHeader = ThemeDefaults.onPrimary
  /// Secondary text on the header (subtitle), before any fade.
  public static let onHeaderSecondary = Color(r: 255, g: 255, b: 255, a: 190)
  /// The header's layer shadow colour (MDC default `shadowColor` black).
  public static let shadow = Color.black
  /// Scroll view background behind the cards.
  public static let contentBackground = Color(hex: 0xEEF0F4)
  /// Behind the phones: the side column of the panel and plots, and the gap of A/B frames.
  public static let sideColumnBackground = Color(hex: 0x1C1E24)
  /// A compared phone's caption above it (name line, then what differs from A).
  public static let captionText = Color(hex: 0xE8EAF0)
  public static let captionSecondary = Color(hex: 0x9AA1B0)
  /// Card fill.
  public static let cardBackground = Color.white
  /// The 1-pt "lift" drawn under each card so white cards separate from the light background.
  public static let cardEdge = Color(hex: 0xDCE0E7)
  /// Card title text.
  public static let cardTitle = Color(hex: 0x1B1D22)
  /// Card subtitle and end-of-content marker text.
  public static let cardSubtitle = Color(hex: 0x6B7280)
  /// The short rule above the end-of-content text.
  public static let endMarkerRule = Color(hex: 0xC3C8D1)
  /// Dark mode (`theme.mode` = `dark`): Material 3's dark surfaces, a neutral near-black
  /// background (M3 baseline `surface` #141218 family) with lifted cards and light text.
  public static let darkContentBackground = Color(hex: 0x121316)
  public static let darkCardBackground = Color(hex: 0x1E2026)
  public static let darkCardEdge = Color(hex: 0x2A2D35)
  public static let darkCardTitle = Color(hex: 0xE6E7EB)
  public static let darkCardSubtitle = Color(hex: 0x9CA1AD)
  public static let darkEndMarkerRule = Color(hex: 0x3A3E48)
  /// Thumbnail colours, cycled by row index.
  public static let thumbnailPalette: [Color] = [
    Color(hex: 0xEF6C57), Color(hex: 0xF4B400), Color(hex: 0x34A853), Color(hex: 0x00ACC1),
    Color(hex: 0x5C6BC0), Color(hex: 0xAB47BC), Color(hex: 0xEC407A), Color(hex: 0x8D6E63),
  ]
  /// Touch indicator fill (translucent, like Android's "Show taps").
  public static let touchFill = Color(r: 255, g: 255, b: 255, a: 150)
  /// Touch indicator ring, drawn under the fill and 2 pt larger.
  public static let touchRing = Color(r: 40, g: 44, b: 52, a: 110)
  /// HUD panel background: opaque, the colour the former translucent panel (18, 20, 26 at alpha
  /// 200) showed over the content background. Opaque because blending 114 k pixels per frame was
  /// half the software renderer's frame cost, and opaque text can then skip blending too.
  public static let hudBackground = Color(hex: 0x414349)
  /// HUD text.
  public static let hudText = Color(hex: 0xE8EAF0)
  /// Help overlay dimming layer over the whole phone.
  public static let helpDim = Color(r: 0, g: 0, b: 0, a: 140)
  /// Help card fill.
  public static let helpCard = Color.white
  /// Help card title.
  public static let helpTitle = Color(hex: 0x1B1D22)
  /// Help group headings (the header colour, to tie the card to the phone).
  public static let helpGroup = Color(hex: 0x3949AB)
  /// Shortcut names in the help card.
  public static let helpName = Color(hex: 0x1B1D22)
  /// Shortcut descriptions and the footer in the help card.
  public static let helpAction = Color(hex: 0x4B5260)
  /// The chip behind each shortcut name.
  public static let helpKeyBackground = Color(hex: 0xECEEF3)
  /// Error banner background (Material 3 error red).
  public static let bannerBackground = Color(hex: 0xB3261E)
  /// Banner text.
  public static let bannerText = Color.white

  // MARK: Layout

  /// Height of the toolbar row under the status bar, in points.
  /// Mirrors MDC `kFlexibleHeaderDefaultHeight` (56), the default min and max header height.
  public static let toolbarHeight = 56.0
  /// Toolbar icon box, in points (Material's 24-pt icon).
  public static let toolbarIconSize = 24.0
  /// Distance from the screen edge to the first/last icon box, in points (Material keyline 16).
  public static let toolbarEdgeInset = 16.0
  /// Centre-to-centre spacing of neighbouring toolbar icons: one 48-pt Material touch target.
  public static let toolbarIconPitch = 48.0
  /// Left keyline of the large title, in points.
  public static let largeTitleInset = 16.0
  /// Gap between the large title block and the header's bottom edge, in points.
  public static let largeTitleBottomMargin = 14.0
  /// Large title font size, points (bold).
  public static let largeTitleSize = 30.0
  /// Compact title font size, points (semibold).
  public static let compactTitleSize = 18.0
  /// Subtitle size under the large title, points.
  public static let largeSubtitleSize = 13.0
  /// Subtitle size under the compact title, points; the smallest subtitle any title style draws.
  public static let compactSubtitleSize = 11.0
  /// Subtitle size per point of title size (13 pt under the 30-pt large title).
  public static let subtitleSizeRatio = 13.0 / 30.0

  /// Horizontal card margin from the screen edges, in points.
  public static let cardMargin = 12.0
  /// Half the vertical gap between cards (each row insets its card by this much), in points.
  public static let cardRowInset = 4.0
  /// Card corner radius, points.
  public static let cardCornerRadius = 12.0
  /// Thumbnail side, points (shrinks for short rows).
  public static let thumbnailSize = 56.0
  /// Thumbnail corner radius, points.
  public static let thumbnailCornerRadius = 10.0
  /// Card title font size, points (semibold).
  public static let cardTitleSize = 16.0
  /// Card subtitle font size, points.
  public static let cardSubtitleSize = 13.0
  /// End-of-content marker font size, points.
  public static let endMarkerTextSize = 13.0

  /// Touch indicator diameter (a fingertip, the iOS 44-pt minimum target), in points.
  public static let touchDiameter = 44.0
  /// Ring thickness of the touch indicator, in points.
  public static let touchRingWidth = 2.0

  /// HUD font size, points (Inter, not monospaced: the renderer has no mono face).
  public static let hudTextSize = 12.0
  /// Distance between HUD baselines, points.
  public static let hudLinePitch = 16.0
  /// Inner padding of the HUD panel, points.
  public static let hudPadding = 8.0
  /// Distance of the HUD panel from the screen edges (and the banner), points.
  public static let hudMargin = 12.0

  /// Caption chip (`view.caption`) font size and inner padding, points.
  public static let captionTextSize = 12.0
  public static let captionPadding = 8.0

  /// Banner font size, points.
  public static let bannerTextSize = 13.0
  /// Distance between banner lines, points.
  public static let bannerLinePitch = 18.0
  /// Inner padding of the banner strip, points.
  public static let bannerPadding = 10.0
  /// Most lines the banner shows; the rest is cut with "…".
  public static let bannerMaxLines = 3

  /// Status bars at least this tall (points) are laid out like a notched iPhone (time in the left
  /// "ear", glyphs in the right one); shorter ones like the classic 20-pt bar (time centred).
  public static let notchedStatusBarThreshold = 34.0
  /// Width of the camera housing between the ears of a notched phone (iPhone 14 ≈ 126 pt).
  public static let notchWidth = 126.0

  // MARK: Text metrics

  /// Line-box height per point of font size: Inter's ascender + descender (0.96875 + 0.2421875
  /// em). The renderer places `TextRun.origin.y` at the top of this box.
  public static let lineHeightFactor = 1.21
  /// Baseline depth below the line box's top per point of font size: Inter's ascender (0.96875
  /// em), for styles that place a title by its baseline.
  public static let ascenderFactor = 0.96875
  /// Average advance per point of font size for mixed lowercase Inter text; used only where the
  /// builder must estimate a width (panel sizes, wrapping), never for placement of fine detail.
  public static let averageCharWidthFactor = 0.55

  /// Line-box height of text at `size` points.
  public static func lineHeight(_ size: Double) -> Double { size * lineHeightFactor }

  /// Estimated width of `characters` characters at `size` points.
  public static func estimatedWidth(characters: Int, size: Double) -> Double {
    Double(characters) * size * averageCharWidthFactor
  }
}
