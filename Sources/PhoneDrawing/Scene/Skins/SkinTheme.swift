import SandboxFormats
import SandboxPrimitives

/// Resolves `theme.*` and the header model into the scene palette and the skin style of one
/// phone. Every colour below is cited in docs/skins.md.
public enum SkinTheme {
  /// The palette and skin style for these settings. Under the MDC skin the palette is exactly
  /// today's (`ScenePalette.resolve`), so MDC scenes draw as they always have.
  public static func resolve(
    skin: SceneSkin, mode: ThemeMode, seed: Color?, primary: Color?, onPrimary: Color?
  ) -> (palette: ScenePalette, style: SkinStyle) {
    let dark = mode == .dark
    switch skin {
    case .mdc:
      return (
        ScenePalette.resolve(
          mode: mode, primary: primary ?? ThemeDefaults.primary,
          onPrimary: onPrimary ?? ThemeDefaults.onPrimary), .mdc
      )
    case .ios:
      return ios(dark: dark, tint: primary ?? seed)
    case .material2:
      return material2(dark: dark, seed: seed, primary: primary, onPrimary: onPrimary)
    case .material3Views, .material3, .flutter:
      let scheme =
        seed.map { MaterialScheme(seed: $0, isDark: dark) } ?? MaterialScheme.baseline(isDark: dark)
      return material3(scheme, skin: skin)
    case .web:
      return WebSkinColors.resolve(dark: dark, seed: seed, primary: primary, onPrimary: onPrimary)
    }
  }

  /// UIKit: an inset-grouped table (cells of `secondarySystemGroupedBackground` on
  /// `systemGroupedBackground`), labels, the tint system blue, a transparent bar at the scroll
  /// edge and a blurred, tinted material with a hairline once content scrolls under.
  static func ios(dark: Bool, tint: Color?) -> (ScenePalette, SkinStyle) {
    let label = dark ? Color.white : Color.black
    let cell =
      dark ? IOSColors.secondaryGroupedBackgroundDark : IOSColors.secondaryGroupedBackground
    let palette = ScenePalette(
      primary: .clear, onPrimary: label,
      contentBackground: dark ? IOSColors.groupedBackgroundDark : IOSColors.groupedBackground,
      cardBackground: cell, cardEdge: cell, cardTitle: label,
      cardSubtitle: dark ? IOSColors.secondaryLabelDark : IOSColors.secondaryLabel,
      endMarkerRule: dark ? IOSColors.separatorDark : IOSColors.separator, isDark: dark)
    let blue = tint ?? (dark ? IOSColors.systemBlueDark : IOSColors.systemBlue)
    let style = SkinStyle(
      skin: .ios, scrolledContainer: dark ? IOSColors.barMaterialDark : IOSColors.barMaterial,
      hairline: dark ? IOSColors.barHairlineDark : IOSColors.barHairline, navigationInk: blue,
      actionInk: blue, backdropBlur: IOSColors.barMaterialBlur)
    return (palette, style)
  }

  /// Android Views under a MaterialComponents (M2) theme: the `colorPrimary` bar with
  /// `colorOnPrimary` ink in light mode; in dark mode the PrimarySurface convention (colorSurface
  /// #121212 lifted by the 4-dp elevation overlay, white ink).
  static func material2(dark: Bool, seed: Color?, primary: Color?, onPrimary: Color?)
    -> (ScenePalette, SkinStyle)
  {
    let scheme = seed.map { MaterialScheme(seed: $0, isDark: false) }
    var bar = primary ?? scheme?.primary ?? M2Colors.primary
    var ink = onPrimary ?? scheme?.onPrimary ?? Color.white
    if dark && primary == nil {
      bar = M2Colors.surfaceDarkAt4dp
      ink = M2Colors.onSurfaceDark
    }
    let statusBar: Color
    if dark && primary == nil {
      statusBar = M2Colors.primaryDarkDark
    } else if let seed, primary == nil {
      statusBar = MaterialScheme(seed: seed, isDark: true).primaryContainer
    } else if let primary {
      statusBar = Color.mix(primary, .black, M2Colors.primaryDarkShade)
    } else {
      statusBar = M2Colors.primaryDark
    }
    let content = ScenePalette.resolve(mode: dark ? .dark : .light, primary: bar, onPrimary: ink)
    let style = SkinStyle(
      skin: .material2, scrolledContainer: bar, hairline: nil, navigationInk: ink, actionInk: ink,
      collapsingTitle: .material2, statusBar: statusBar,
      toolbarRowHeight: PlatformBarPainter.viewsM2ToolbarHeight)
    return (content, style)
  }

  /// Compose Material 3, Android Views under a Material 3 theme and Flutter's M3 defaults:
  /// `surface` turning `surfaceContainer` when content scrolls under, titles and navigation icon
  /// in `onSurface`, actions in `onSurfaceVariant`, filled cards (`surfaceContainerHighest`) on
  /// `surface`. Views takes the same roles from its theme: `Widget.Material3.AppBarLayout`'s
  /// background `m3_comp_app_bar_container_color` (`colorSurface`) and `liftOnScrollColor`
  /// `m3_comp_app_bar_on_scroll_container_color` (`colorSurfaceContainer`); CollapsingToolbar's
  /// title colours `m3_comp_app_bar_title_color` (`colorOnSurface`); MaterialToolbar's
  /// `navigationIconTint` `m3_comp_app_bar_leading_icon_color` (`colorOnSurface`) and its menu's
  /// `colorControlNormal` `m3_comp_app_bar_trailing_icon_color` (`colorOnSurfaceVariant`)
  /// (material-components-android appbar/res/values/styles.xml). Its status bar is the bar's
  /// surface, edge to edge (`statusBarScrim` @empty, `forceApplySystemWindowInsetTop`).
  static func material3(_ s: MaterialScheme, skin: SceneSkin) -> (ScenePalette, SkinStyle) {
    let palette = ScenePalette(
      primary: s.surface, onPrimary: s.onSurface, contentBackground: s.surface,
      cardBackground: s.surfaceContainerHighest, cardEdge: s.surfaceContainerHighest,
      cardTitle: s.onSurface, cardSubtitle: s.onSurfaceVariant, endMarkerRule: s.outlineVariant,
      isDark: s.isDark)
    let style = SkinStyle(
      skin: skin, scrolledContainer: s.surfaceContainer, hairline: nil,
      navigationInk: s.onSurface, actionInk: s.onSurfaceVariant,
      collapsingTitle: collapsingTitle(skin))
    return (palette, style)
  }

  /// The collapsing title of a Material 3 skin: FlexibleSpaceBar's, CollapsingToolbarLayout
  /// .Large's, or the shared one (Compose draws its own two-row titles).
  private static func collapsingTitle(_ skin: SceneSkin) -> CollapsingTitleMetrics {
    switch skin {
    case .flutter: return .flutter
    case .material3Views: return .material3Views
    case .mdc, .ios, .material2, .material3, .web: return .standard
    }
  }
}

/// UIKit's system colours (Apple Human Interface Guidelines, "Color": system colors and
/// dynamic system colors, light / dark).
enum IOSColors {
  /// `systemBlue` #007AFF light, #0A84FF dark.
  static let systemBlue = Color(hex: 0x007AFF)
  static let systemBlueDark = Color(hex: 0x0A84FF)
  /// `systemGroupedBackground`, under an inset-grouped table: #F2F2F7 light, #000000 dark.
  static let groupedBackground = Color(hex: 0xF2F2F7)
  static let groupedBackgroundDark = Color(hex: 0x000000)
  /// `secondarySystemGroupedBackground`, its cells: #FFFFFF light, #1C1C1E dark.
  static let secondaryGroupedBackground = Color(hex: 0xFFFFFF)
  static let secondaryGroupedBackgroundDark = Color(hex: 0x1C1C1E)
  /// `secondaryLabel`: #3C3C43 at 60 % light, #EBEBF5 at 60 % dark, shown flattened on the
  /// system background (white / black).
  static let secondaryLabel = Color(hex: 0x8A8A8E)
  static let secondaryLabelDark = Color(hex: 0x8D8D93)
  /// `opaqueSeparator` #C6C6C8 light, #38383A dark.
  static let separator = Color(hex: 0xC6C6C8)
  static let separatorDark = Color(hex: 0x38383A)
  /// The bar's standard appearance (`UIBarAppearance.configureWithDefaultBackground`: the
  /// `systemChromeMaterial` blur effect). The content under the bar is blurred
  /// (`barMaterialBlur`), then tinted: near-white #F9F9F9 (the pre-iOS 13 opaque bar colour) at
  /// 80 % light, #1D1D1D at 80 % dark. UIKit's material parameters are private: the tint and
  /// its opacity are an estimate, chosen so colours under the bar show faintly and text does
  /// not read, as on an iPhone.
  static let barMaterial = Color(r: 249, g: 249, b: 249, a: 204)
  static let barMaterialDark = Color(r: 29, g: 29, b: 29, a: 204)
  /// The material's blur, a Gaussian's standard deviation in points. An estimate (UIKit's
  /// material radii are private): 10 pt leaves 17-pt text under the bar an unreadable smear and
  /// a card's edge a soft band a few points wide.
  static let barMaterialBlur = 10.0
  /// `UIBarAppearance.shadowColor`'s default, light: black at 30 % (estimate of the system
  /// value).
  static let barHairline = Color(r: 0, g: 0, b: 0, a: 77)
  /// Dark: the dark `separator` colour, #545458 at 65 % (HIG "Color", dynamic system colors),
  /// since black vanishes on a dark bar.
  static let barHairlineDark = Color(r: 0x54, g: 0x54, b: 0x58, a: 166)
}

/// Material Components for Android, M2 theme defaults (`Theme.MaterialComponents`).
enum M2Colors {
  /// `colorPrimary` #6200EE (`design_default_color_primary`).
  static let primary = Color(hex: 0x6200EE)
  /// `colorPrimaryDark`, the status bar's colour (`android:statusBarColor` in
  /// `Theme.MaterialComponents`): #3700B3 light (`design_default_color_primary_dark`), #000000
  /// dark (`design_dark_default_color_primary_dark`).
  static let primaryDark = Color(hex: 0x3700B3)
  static let primaryDarkDark = Color(hex: 0x000000)
  /// With a custom `theme.primary`, `colorPrimaryDark` is that colour this far towards black (an
  /// estimate: the M2 palettes' 700 shade is about a quarter darker than their 500); with a seed
  /// it is the seed's tone-30 primary (the dark scheme's `primaryContainer`).
  static let primaryDarkShade = 0.25
  /// Dark theme: `colorSurface` #121212 with the elevation overlay for the AppBarLayout's 4 dp
  /// (ElevationOverlayProvider: alpha = (4.5·ln(4 + 1) + 2) / 100 ≈ 9.24 % white) → #282828.
  static let surfaceDarkAt4dp = Color(hex: 0x282828)
  /// `colorOnSurface` white (text at high emphasis 87 % reads #DEDEDE on the bar; the title
  /// uses full white as `TextAppearance.AppCompat.Widget.ActionBar.Title` on a dark bar).
  static let onSurfaceDark = Color.white
}
