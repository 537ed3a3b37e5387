import SandboxPrimitives

/// `TitleStyle.collapsingToolbar`: Android CollapsingToolbarLayout in scale mode and Flutter's
/// FlexibleSpaceBar. One title, scaled 1.5 → 1 linearly with the collapse fraction (Flutter
/// flexible_space_bar.dart: `lerp(expandedTitleScale, 1, t)`) and moved linearly from the
/// expanded bottom-start corner into the toolbar (CollapsingTextHelper's default linear
/// `titlePositionInterpolator`). CollapsingTextHelper eases the size with Decelerate(f); the
/// linear FlexibleSpaceBar scale is used here so the two platforms share one style. Vertically
/// the title stays bottom-aligned in the shrinking header (`TitleLayout.ridingTop`), instead of
/// CollapsingTextHelper's straight line to the toolbar, which leaves ≈ 40 pt of empty band at
/// half collapse on a 120-pt header. The Flutter skin's metrics (`CollapsingTitleMetrics
/// .flutter`) instead keep FlexibleSpaceBar's fixed start and bottom padding.
public enum CollapsingTitleMotion {
  /// Collapsed title size: Material 3 TitleLarge 22 sp (FlexibleSpaceBar's M3 title style).
  public static let collapsedSize = 22.0
  /// Expanded scale. Mirrors Flutter `FlexibleSpaceBar.expandedTitleScale` default 1.5.
  public static let expandedScale = 1.5
  /// Expanded title start and bottom margins.
  /// Mirrors material-components-android M3 `expandedTitleMargin` 16 dp (appbar dimens.xml) and
  /// Flutter FlexibleSpaceBar's 16 bottom padding.
  public static let expandedInset = 16.0
  public static let expandedBottomMargin = 16.0
  /// Collapsed title start after the navigation icon: Flutter FlexibleSpaceBar title padding
  /// start 72 with a leading widget (Android Toolbar `contentInsetStartWithNavigation` 72 dp).
  public static let collapsedInset = 72.0
  /// How close to 1 the fraction must be for the collapsed weight: CollapsingTextHelper's
  /// `isClose(fraction, 1f)` tolerance.
  public static let collapsedTolerance = 0.00001

  /// The title for `layout` (`CollapsingTitleFadeMode` for metrics in fade mode): scale
  /// `expandedScale` at f = 0 (less only if the header is too short to hold it), 1 at f = 1;
  /// sizes and insets from `metrics` (a skin's, or the shared one).
  public static func placements(
    _ given: TitleLayout, metrics m: CollapsingTitleMetrics = .standard
  ) -> [TitlePlacement] {
    if let trigger = m.fadeTrigger {
      return CollapsingTitleFadeMode.placements(given, metrics: m, trigger: trigger)
    }
    let (expanded, layout) = given.expandedSize(
      preferred: m.collapsedSize * m.expandedScale, minimum: m.collapsedSize,
      bottomMargin: m.expandedBottomMargin)
    let f = layout.collapseFraction
    let size = expanded + (m.collapsedSize - expanded) * f
    let top =
      m.pinsBottom
      ? layout.headerBottom - m.expandedBottomMargin
        - TitlePlacement.blockHeight(size, hasSubtitle: layout.hasSubtitle)
      : layout.ridingTop(
        size: size, collapsedSize: m.collapsedSize, expandedMargin: m.expandedBottomMargin)
    return [
      TitlePlacement(
        x: m.centred
          ? layout.width / 2 : m.expandedInset + (m.collapsedInset - m.expandedInset) * f,
        anchor: m.centred ? 0.5 : 0, top: top, size: size,
        scale: size / m.collapsedSize,
        rasterSize: TitleRaster.rung(for: size, small: m.collapsedSize, large: expanded),
        weight: f >= 1 - collapsedTolerance ? m.collapsedWeight : m.weight, alpha: 1)
    ]
  }
}
