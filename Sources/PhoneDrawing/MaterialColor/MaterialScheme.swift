/// The Material 3 colour roles of one seed, light or dark, at standard contrast.
///
/// Two palette rules (the `Variant`), then one table of tones per role. The tones are those of
/// material-color-utilities `dynamiccolor/ColorSpec2021` (the default spec) at contrast level 0,
/// where every role's `ContrastCurve` picks its "normal" value and the listed tones already meet
/// the contrast the roles ask of each other, so no tone is moved (checked against the reference
/// tests in `MaterialSchemeTests`).
public struct MaterialScheme: Sendable, Equatable {
  /// How the five palettes are drawn from the seed.
  public enum Variant: String, CaseIterable, Sendable {
    /// Android's and Flutter's default dynamic scheme (`SchemeTonalSpot`, ColorSpec2021
    /// `getPrimaryPalette` … `getNeutralVariantPalette` for `TONAL_SPOT`): primary at chroma 36,
    /// secondary 16, tertiary at hue + 60° and chroma 24, neutral 6, neutral variant 8.
    case tonalSpot
    /// The closest rule to Material's published baseline: accents as `CorePalette.of` makes them
    /// (primary at max(48, seed chroma), so the seed itself is primary; secondary 16; tertiary
    /// hue + 60° at 24) and tonal spot's neutrals (6, 8). The published tokens were tuned by
    /// hand (their neutrals' HCT hue wanders 293°–304° and chroma 5.4–7.1, measured), so no
    /// single rule gives them all: from #6750A4 this one gives primary #6750A4 and onSurface
    /// #1D1B20 exactly and every other role within 3 per channel (`MaterialSchemeTests`).
    case baseline
  }

  public let primary: Color
  public let onPrimary: Color
  public let primaryContainer: Color
  public let onPrimaryContainer: Color
  public let inversePrimary: Color
  public let secondary: Color
  public let onSecondary: Color
  public let secondaryContainer: Color
  public let onSecondaryContainer: Color
  public let tertiary: Color
  public let onTertiary: Color
  public let tertiaryContainer: Color
  public let onTertiaryContainer: Color
  public let error: Color
  public let onError: Color
  public let errorContainer: Color
  public let onErrorContainer: Color
  public let background: Color
  public let onBackground: Color
  public let surface: Color
  public let onSurface: Color
  public let surfaceVariant: Color
  public let onSurfaceVariant: Color
  public let surfaceDim: Color
  public let surfaceBright: Color
  public let surfaceContainerLowest: Color
  public let surfaceContainerLow: Color
  public let surfaceContainer: Color
  public let surfaceContainerHigh: Color
  public let surfaceContainerHighest: Color
  public let inverseSurface: Color
  public let inverseOnSurface: Color
  public let outline: Color
  public let outlineVariant: Color
  public let shadow: Color
  public let scrim: Color
  public let isDark: Bool

  /// The scheme of `seed` under `variant`, light or dark.
  public init(seed: Color, variant: Variant = .tonalSpot, isDark: Bool) {
    let source = Hct(seed)
    let hue = source.hue
    let primaryChroma = variant == .tonalSpot ? 36 : max(48, source.chroma)
    let p = TonalPalette(hue: hue, chroma: primaryChroma)
    let s = TonalPalette(hue: hue, chroma: 16)
    let t = TonalPalette(hue: ColorScience.sanitizedDegrees(hue + 60), chroma: 24)
    let n = TonalPalette(hue: hue, chroma: 6)
    let nv = TonalPalette(hue: hue, chroma: 8)
    // DynamicScheme's default error palette: hue 25, chroma 84.
    let e = TonalPalette(hue: 25, chroma: 84)
    self.init(
      isDark: isDark, onContainerLightTone: 30, primary: p.tone, secondary: s.tone,
      tertiary: t.tone, error: e.tone, neutral: n.tone, neutralVariant: nv.tone)
  }

  /// The roles as tones of six palettes (ColorSpec2021 at contrast 0; the on-container roles'
  /// light tone is a parameter because the published baseline tokens predate its move from 10
  /// to 30).
  init(
    isDark: Bool, onContainerLightTone: Double, primary p: (Double) -> Color,
    secondary s: (Double) -> Color, tertiary t: (Double) -> Color, error e: (Double) -> Color,
    neutral n: (Double) -> Color, neutralVariant nv: (Double) -> Color
  ) {
    /// Tone `dark` in dark mode, `light` in light mode.
    func pick(_ palette: (Double) -> Color, _ dark: Double, _ light: Double) -> Color {
      palette(isDark ? dark : light)
    }
    let onContainer = onContainerLightTone
    self.isDark = isDark
    primary = pick(p, 80, 40)
    onPrimary = pick(p, 20, 100)
    primaryContainer = pick(p, 30, 90)
    onPrimaryContainer = pick(p, 90, onContainer)
    inversePrimary = pick(p, 40, 80)
    secondary = pick(s, 80, 40)
    onSecondary = pick(s, 20, 100)
    secondaryContainer = pick(s, 30, 90)
    onSecondaryContainer = pick(s, 90, onContainer)
    tertiary = pick(t, 80, 40)
    onTertiary = pick(t, 20, 100)
    tertiaryContainer = pick(t, 30, 90)
    onTertiaryContainer = pick(t, 90, onContainer)
    error = pick(e, 80, 40)
    onError = pick(e, 20, 100)
    errorContainer = pick(e, 30, 90)
    onErrorContainer = pick(e, 90, onContainer)
    background = pick(n, 6, 98)
    onBackground = pick(n, 90, 10)
    surface = pick(n, 6, 98)
    onSurface = pick(n, 90, 10)
    surfaceVariant = pick(nv, 30, 90)
    onSurfaceVariant = pick(nv, 80, 30)
    surfaceDim = pick(n, 6, 87)
    surfaceBright = pick(n, 24, 98)
    surfaceContainerLowest = pick(n, 4, 100)
    surfaceContainerLow = pick(n, 10, 96)
    surfaceContainer = pick(n, 12, 94)
    surfaceContainerHigh = pick(n, 17, 92)
    surfaceContainerHighest = pick(n, 22, 90)
    inverseSurface = pick(n, 90, 20)
    inverseOnSurface = pick(n, 20, 95)
    outline = pick(nv, 60, 50)
    outlineVariant = pick(nv, 30, 80)
    shadow = n(0)
    scrim = n(0)
  }

  /// Material's published baseline scheme, light or dark: `BaselineTokens`, exactly.
  public static func baseline(isDark: Bool) -> MaterialScheme {
    func lookup(_ table: [Int: UInt32]) -> (Double) -> Color {
      { tone in Color(hex: table[Int(tone)] ?? 0) }
    }
    return MaterialScheme(
      isDark: isDark, onContainerLightTone: 10, primary: lookup(BaselineTokens.primary),
      secondary: lookup(BaselineTokens.secondary), tertiary: lookup(BaselineTokens.tertiary),
      error: lookup(BaselineTokens.error), neutral: lookup(BaselineTokens.neutral),
      neutralVariant: lookup(BaselineTokens.neutralVariant))
  }

  public static let baselineLight = baseline(isDark: false)
  public static let baselineDark = baseline(isDark: true)
}
