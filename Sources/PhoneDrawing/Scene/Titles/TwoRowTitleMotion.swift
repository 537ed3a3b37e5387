import MotionPhysics
import SandboxPrimitives

/// `TitleStyle.m3`: Compose Material 3's two-row top app bar (`MediumTopAppBar`,
/// `LargeTopAppBar`, androidx compose/material3 AppBar.kt `TwoRowsTopAppBar`).
///
/// The bottom row is the header's flexible band: its large title sits on the band's bottom at a
/// fixed baseline padding, moves up 1:1 as the band shrinks and is clipped by the top row,
/// fading with 1 − f. The top row's small title fades in along `topTitleAlphaEasing`. Nothing
/// scales, and the titles are left-aligned.
public enum TwoRowTitleMotion {
  /// The top title's fade curve.
  /// Mirrors Compose AppBar.kt `TopTitleAlphaEasing` = CubicBezierEasing(0.8, 0, 0.8, 0.15).
  public static let topTitleAlphaEasing = CubicBezier.twoRowTopTitleAlpha
  /// Top-row title size: TitleLarge 22 sp (Compose `AppBarMediumTokens.HeadlineFont` /
  /// `TopAppBarSmallTokens`, reference header-models §2.6).
  public static let topTitleSize = 22.0
  /// Top-row title start: 4 dp padding before the navigation icon, its 48 dp button, and the
  /// title box's own 4 dp start padding (Compose AppBar.kt `TopAppBarLayout`: the
  /// "navigationIcon" and "title" boxes both pad by `TopAppBarHorizontalPadding`).
  public static let topTitleInset = 56.0
  /// Bottom-row title start: 4 dp bar padding + `TopAppBarTitleInset` 12 dp (Compose AppBar.kt).
  public static let bottomTitleInset = 16.0
  /// LargeTopAppBar: HeadlineMedium 28 sp on a 28 dp baseline padding (Compose
  /// `AppBarLargeTokens`, `LargeTitleBottomPadding`).
  public static let largeTitleSize = 28.0
  public static let largeTitleBaselinePadding = 28.0
  /// MediumTopAppBar: HeadlineSmall 24 sp on a 24 dp baseline padding (Compose
  /// `AppBarMediumTokens`, `MediumTitleBottomPadding`).
  public static let mediumTitleSize = 24.0
  public static let mediumTitleBaselinePadding = 24.0
  /// Flexible room from which the Large variant is used: its 152 dp expanded height minus the
  /// 64 dp collapsed one (Compose `AppBarLargeTokens.ContainerHeight`,
  /// `AppBarSmallTokens.ContainerHeight`); shorter headers get the Medium variant.
  public static let largeVariantRoom = 88.0

  /// Top title alpha CubicBezier(0.8, 0, 0.8, 0.15)(f), bottom title alpha 1 − f.
  public static func alphas(_ f: Double) -> (top: Double, bottom: Double) {
    (unit(topTitleAlphaEasing.value(at: unit(f))), 1 - unit(f))
  }

  /// The bottom row's title then the top row's.
  public static func placements(_ layout: TitleLayout) -> [TitlePlacement] {
    let alpha = alphas(layout.collapseFraction)
    let isLarge = layout.flexibleRoom >= largeVariantRoom
    let size = isLarge ? largeTitleSize : mediumTitleSize
    let padding = isLarge ? largeTitleBaselinePadding : mediumTitleBaselinePadding
    let subtitle =
      layout.hasSubtitle ? Theme.lineHeight(TitlePlacement.subtitleSize(size)) : 0
    let baseline = layout.headerBottom - padding - subtitle
    let row = Rect(
      x: 0, y: layout.toolbarBottom, width: layout.width,
      height: max(0, layout.headerBottom - layout.toolbarBottom))
    let topBlock = TitlePlacement.blockHeight(topTitleSize, hasSubtitle: false)
    return [
      TitlePlacement(
        x: bottomTitleInset, anchor: 0, top: baseline - Theme.ascenderFactor * size, size: size,
        scale: 1, rasterSize: size, weight: .regular, alpha: alpha.bottom, clip: row),
      TitlePlacement(
        x: topTitleInset, anchor: 0, top: layout.toolbarCenterY - topBlock / 2,
        size: topTitleSize, scale: 1, rasterSize: topTitleSize, weight: .regular,
        alpha: alpha.top, showsSubtitle: false),
    ]
  }
}
