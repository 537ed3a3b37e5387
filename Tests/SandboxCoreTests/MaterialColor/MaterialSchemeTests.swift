import Foundation
import SandboxStage
import SandboxPrimitives
import Testing

/// The Material 3 scheme from one seed against published values: the baseline scheme's tokens
/// (androidx `compose/material3/.../tokens/PaletteTokens.kt` v0_210 through `ColorLightTokens` /
/// `ColorDarkTokens`) and the tonal-spot schemes of three seeds asserted by
/// material-color-utilities' own tests (`swift/Tests/MaterialColorUtilitiesTests/SchemeTests/
/// SchemeTonalSpotTests.swift`).
@Suite struct MaterialSchemeTests {
  private func hex(_ c: Color) -> String {
    String(format: "#%02X%02X%02X", c.r, c.g, c.b)
  }

  private typealias Role = (KeyPath<MaterialScheme, Color>, String, UInt32)

  /// Each role equals its expected value, or is within `tolerance` of it on every channel.
  private func expect(
    _ scheme: MaterialScheme, _ expected: [Role], tolerance: Int = 0,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for (path, name, value) in expected {
      let got = scheme[keyPath: path]
      let want = Color(hex: value)
      let distance = max(
        abs(Int(got.r) - Int(want.r)), abs(Int(got.g) - Int(want.g)),
        abs(Int(got.b) - Int(want.b)))
      #expect(
        distance <= tolerance, "\(name): \(hex(got)) vs published \(hex(want))",
        sourceLocation: sourceLocation)
    }
  }

  private static var baselineLightRoles: [Role] {
    [
      (\.primary, "primary", 0x6750A4), (\.onPrimary, "onPrimary", 0xFFFFFF),
      (\.primaryContainer, "primaryContainer", 0xEADDFF),
      (\.inversePrimary, "inversePrimary", 0xD0BCFF), (\.secondary, "secondary", 0x625B71),
      (\.secondaryContainer, "secondaryContainer", 0xE8DEF8), (\.tertiary, "tertiary", 0x7D5260),
      (\.tertiaryContainer, "tertiaryContainer", 0xFFD8E4), (\.surface, "surface", 0xFEF7FF),
      (\.surfaceContainer, "surfaceContainer", 0xF3EDF7),
      (\.surfaceContainerLow, "surfaceContainerLow", 0xF7F2FA),
      (\.surfaceContainerHigh, "surfaceContainerHigh", 0xECE6F0),
      (\.surfaceContainerHighest, "surfaceContainerHighest", 0xE6E0E9),
      (\.surfaceContainerLowest, "surfaceContainerLowest", 0xFFFFFF),
      (\.surfaceDim, "surfaceDim", 0xDED8E1), (\.onSurface, "onSurface", 0x1D1B20),
      (\.surfaceVariant, "surfaceVariant", 0xE7E0EC),
      (\.onSurfaceVariant, "onSurfaceVariant", 0x49454F), (\.outline, "outline", 0x79747E),
      (\.outlineVariant, "outlineVariant", 0xCAC4D0),
      (\.inverseSurface, "inverseSurface", 0x322F35),
      (\.inverseOnSurface, "inverseOnSurface", 0xF5EFF7),
    ]
  }

  private static var baselineDarkRoles: [Role] {
    [
      (\.primary, "primary", 0xD0BCFF), (\.onPrimary, "onPrimary", 0x381E72),
      (\.primaryContainer, "primaryContainer", 0x4F378B),
      (\.onPrimaryContainer, "onPrimaryContainer", 0xEADDFF), (\.surface, "surface", 0x141218),
      (\.surfaceContainer, "surfaceContainer", 0x211F26),
      (\.surfaceContainerHigh, "surfaceContainerHigh", 0x2B2930),
      (\.surfaceContainerHighest, "surfaceContainerHighest", 0x36343B),
      (\.surfaceContainerLowest, "surfaceContainerLowest", 0x0F0D13),
      (\.surfaceBright, "surfaceBright", 0x3B383E), (\.onSurface, "onSurface", 0xE6E0E9),
      (\.onSurfaceVariant, "onSurfaceVariant", 0xCAC4D0),
    ]
  }

  /// The table the skins use without a seed maps every role onto the published token.
  @Test func baselineTableIsThePublishedScheme() {
    expect(MaterialScheme.baselineLight, Self.baselineLightRoles)
    expect(MaterialScheme.baselineDark, Self.baselineDarkRoles)
  }

  /// Derived from the seed #6750A4: the headline roles exactly, the rest within 3 per channel
  /// (the published neutrals were tuned by hand off any one palette; see `Variant.baseline`).
  @Test func baselineSeedDerivesThePublishedScheme() {
    let light = MaterialScheme(seed: Color(hex: 0x6750A4), variant: .baseline, isDark: false)
    let dark = MaterialScheme(seed: Color(hex: 0x6750A4), variant: .baseline, isDark: true)
    expect(
      light,
      [
        (\.primary, "primary", 0x6750A4), (\.onSurface, "onSurface", 0x1D1B20),
        (\.onPrimary, "onPrimary", 0xFFFFFF),
      ])
    expect(
      dark,
      [(\.surface, "surface", 0x141218), (\.onSurface, "onSurface", 0xE6E0E9)])
    expect(light, Self.baselineLightRoles, tolerance: 3)
    expect(dark, Self.baselineDarkRoles, tolerance: 3)
  }

  /// `testBlueLightScheme`, `testBlueDarkScheme`.
  @Test func tonalSpotBlue() {
    expect(
      MaterialScheme(seed: Color(hex: 0x0000FF), isDark: false), [(\.primary, "primary", 0x555992)])
    expect(
      MaterialScheme(seed: Color(hex: 0x0000FF), isDark: true), [(\.primary, "primary", 0xBEC2FF)])
  }

  /// `test3rdPartyLightScheme`, `test3rdPartyDarkScheme`: the baseline's seed under tonal spot is
  /// not the baseline (primary #65558F, as Flutter's `ColorScheme.fromSeed` gives since 3.22).
  @Test func tonalSpotBaselineSeed() {
    expect(
      MaterialScheme(seed: Color(hex: 0x6750A4), isDark: false),
      [
        (\.primary, "primary", 0x65558F), (\.secondary, "secondary", 0x625B71),
        (\.tertiary, "tertiary", 0x7E5260), (\.surface, "surface", 0xFDF7FF),
        (\.onSurface, "onSurface", 0x1D1B20),
      ])
    expect(
      MaterialScheme(seed: Color(hex: 0x6750A4), isDark: true),
      [
        (\.primary, "primary", 0xCFBDFE), (\.secondary, "secondary", 0xCBC2DB),
        (\.tertiary, "tertiary", 0xEFB8C8), (\.surface, "surface", 0x141218),
        (\.onSurface, "onSurface", 0xE6E0E9),
      ])
  }

  /// `testLightSchemeFromHighChromaColor`, `testDarkSchemeFromHighChromaColor`.
  @Test func tonalSpotHighChroma() {
    expect(
      MaterialScheme(seed: Color(hex: 0xFA2BEC), isDark: false),
      [
        (\.primary, "primary", 0x814C77), (\.onPrimary, "onPrimary", 0xFFFFFF),
        (\.primaryContainer, "primaryContainer", 0xFFD7F3),
        (\.onPrimaryContainer, "onPrimaryContainer", 0x67355E),
        (\.secondary, "secondary", 0x6E5868),
        (\.secondaryContainer, "secondaryContainer", 0xF8DAEE),
        (\.onSecondaryContainer, "onSecondaryContainer", 0x554050),
        (\.tertiary, "tertiary", 0x815343), (\.tertiaryContainer, "tertiaryContainer", 0xFFDBD0),
        (\.onTertiaryContainer, "onTertiaryContainer", 0x663C2D),
        (\.error, "error", 0xBA1A1A), (\.errorContainer, "errorContainer", 0xFFDAD6),
        (\.onErrorContainer, "onErrorContainer", 0x93000A),
        (\.background, "background", 0xFFF7F9), (\.surface, "surface", 0xFFF7F9),
        (\.onSurface, "onSurface", 0x201A1E), (\.surfaceVariant, "surfaceVariant", 0xEEDEE7),
        (\.onSurfaceVariant, "onSurfaceVariant", 0x4E444B), (\.outline, "outline", 0x80747B),
        (\.outlineVariant, "outlineVariant", 0xD2C2CB), (\.shadow, "shadow", 0x000000),
        (\.inverseSurface, "inverseSurface", 0x362E33),
        (\.inverseOnSurface, "inverseOnSurface", 0xFAEDF3),
        (\.inversePrimary, "inversePrimary", 0xF3B2E4),
      ])
    expect(
      MaterialScheme(seed: Color(hex: 0xFA2BEC), isDark: true),
      [
        (\.primary, "primary", 0xF3B2E4), (\.onPrimary, "onPrimary", 0x4D1F47),
        (\.primaryContainer, "primaryContainer", 0x67355E),
        (\.onPrimaryContainer, "onPrimaryContainer", 0xFFD7F3),
        (\.secondary, "secondary", 0xDBBED1), (\.onSecondary, "onSecondary", 0x3E2A39),
        (\.tertiary, "tertiary", 0xF5B9A5), (\.onTertiary, "onTertiary", 0x4C2619),
        (\.error, "error", 0xFFB4AB), (\.onError, "onError", 0x690005),
        (\.surface, "surface", 0x181216), (\.onSurface, "onSurface", 0xECDFE5),
        (\.surfaceVariant, "surfaceVariant", 0x4E444B),
        (\.onSurfaceVariant, "onSurfaceVariant", 0xD2C2CB), (\.outline, "outline", 0x9A8D95),
        (\.inverseSurface, "inverseSurface", 0xECDFE5),
        (\.inverseOnSurface, "inverseOnSurface", 0x362E33),
        (\.inversePrimary, "inversePrimary", 0x814C77),
      ])
  }

  /// A grey seed has no hue to speak of: every role is a grey-ish tone and the solver's
  /// achromatic path (chroma below 0.0001) returns pure greys for tones 0 and 100.
  @Test func extremesAreGreys() {
    #expect(TonalPalette(hue: 200, chroma: 30).tone(100) == Color.white)
    #expect(TonalPalette(hue: 200, chroma: 30).tone(0) == Color.black)
    #expect(hex(TonalPalette(hue: 0, chroma: 0).tone(50)) == "#777777")
  }
}
