import SandboxFormats
import SandboxPrimitives

/// The colours of one phone scene, resolved from `theme.*`: the header's primary colour and its
/// ink, and the content's surfaces and text for the light or dark mode.
///
/// `Theme` keeps the light defaults as constants; the painters read the palette of the state
/// they draw, so two phones in compare mode can wear different themes.
public struct ScenePalette: Sendable, Equatable {
  /// Header background and the glyphs, titles and status-bar ink drawn on it.
  public var primary: Color
  public var onPrimary: Color
  /// Behind and between the cards, and the cards themselves.
  public var contentBackground: Color
  public var cardBackground: Color
  /// The 1-pt lift under each card.
  public var cardEdge: Color
  /// Card title, subtitle and end-marker text; the end marker's rule.
  public var cardTitle: Color
  public var cardSubtitle: Color
  public var endMarkerRule: Color
  /// Whether the content is dark (dark mode): status-bar and overlay ink may follow it.
  public var isDark: Bool

  /// Secondary text on the header (the subtitle): `onPrimary` at 75 % opacity.
  public var onPrimarySecondary: Color { onPrimary.withOpacity(Double(190) / 255) }

  public init(
    primary: Color, onPrimary: Color, contentBackground: Color, cardBackground: Color,
    cardEdge: Color, cardTitle: Color, cardSubtitle: Color, endMarkerRule: Color, isDark: Bool
  ) {
    self.primary = primary
    self.onPrimary = onPrimary
    self.contentBackground = contentBackground
    self.cardBackground = cardBackground
    self.cardEdge = cardEdge
    self.cardTitle = cardTitle
    self.cardSubtitle = cardSubtitle
    self.endMarkerRule = endMarkerRule
    self.isDark = isDark
  }

  /// Material 3's tonal elevation overlay for a top app bar scrolled under: 3 dp
  /// (`TopAppBarDefaults` scrolled elevation level 2; Flutter `scrolledUnderElevation` 3.0) gives
  /// an overlay of (4.5·ln(3 + 1) + 2) / 100 ≈ 8.24 % (Compose ColorScheme.kt
  /// `surfaceColorAtElevation`).
  public static let scrolledUnderTintAlpha = 0.0824

  /// The header colour with `intensity` (0…1) of the scrolled-under tint: `onPrimary` laid over
  /// `primary` at up to `scrolledUnderTintAlpha` (the header is primary-coloured, so its ink is
  /// the tint that reads on it).
  public func scrolledUnderColor(intensity: Double) -> Color {
    let a =
      ScenePalette.scrolledUnderTintAlpha * (intensity.isFinite ? min(max(intensity, 0), 1) : 0)
    let tinted = Color.mix(primary, onPrimary, a)
    return Color(r: tinted.r, g: tinted.g, b: tinted.b)
  }

  /// The palette of `mode` under a header of `primary` with `onPrimary` ink.
  public static func resolve(mode: ThemeMode, primary: Color, onPrimary: Color) -> ScenePalette {
    switch mode {
    case .light:
      return ScenePalette(
        primary: primary, onPrimary: onPrimary, contentBackground: Theme.contentBackground,
        cardBackground: Theme.cardBackground, cardEdge: Theme.cardEdge, cardTitle: Theme.cardTitle,
        cardSubtitle: Theme.cardSubtitle, endMarkerRule: Theme.endMarkerRule, isDark: false)
    case .dark:
      return ScenePalette(
        primary: primary, onPrimary: onPrimary, contentBackground: Theme.darkContentBackground,
        cardBackground: Theme.darkCardBackground, cardEdge: Theme.darkCardEdge,
        cardTitle: Theme.darkCardTitle, cardSubtitle: Theme.darkCardSubtitle,
        endMarkerRule: Theme.darkEndMarkerRule, isDark: true)
    }
  }

  /// The registry defaults: light content under the indigo header.
  public static let standard = resolve(
    mode: .light, primary: Theme.headerBackground, onPrimary: Theme.onHeader)
}
