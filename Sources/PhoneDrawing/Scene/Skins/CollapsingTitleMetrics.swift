import SandboxPrimitives

/// The sizes, insets and motion of the collapsing (scaled) title, which MDC, Android Views and
/// Flutter set differently.
public struct CollapsingTitleMetrics: Sendable, Equatable {
  /// Collapsed title size, points, and the expanded size over it.
  public var collapsedSize: Double
  public var expandedScale: Double
  /// Expanded title start and bottom margins (to the bottom of the title's line box);
  /// collapsed title start.
  public var expandedInset: Double
  public var expandedBottomMargin: Double
  public var collapsedInset: Double
  /// The weight while the title is not fully collapsed, and once it is.
  public var weight: FontWeight
  public var collapsedWeight: FontWeight
  /// Whether the line box's bottom stays `expandedBottomMargin` above the header's bottom at
  /// every fraction while the title scales about it (Flutter's FlexibleSpaceBar: a bottom
  /// padding and a scale transform), instead of riding into the toolbar's centre.
  public var pinsBottom: Bool
  /// Whether the title is centred on the bar (its x the bar's middle) rather than at the insets.
  public var centred: Bool
  /// CollapsingToolbarLayout's `titleCollapseMode`: nil for `scale` (one title that moves and
  /// scales), or, for `fade`, the `scrimVisibleHeightTrigger` in points below the status bar (0:
  /// none set), which sets where the expanded title starts to fade
  /// (`CollapsingTitleFadeMode.fadeWindow`; `SceneAppearance` takes it from
  /// `appBarLayout.scrimTrigger`).
  public var fadeTrigger: Double?

  public init(
    collapsedSize: Double, expandedScale: Double, expandedInset: Double,
    expandedBottomMargin: Double, collapsedInset: Double, weight: FontWeight,
    collapsedWeight: FontWeight? = nil, pinsBottom: Bool = false, centred: Bool = false,
    fadeTrigger: Double? = nil
  ) {
    self.collapsedSize = collapsedSize
    self.expandedScale = expandedScale
    self.expandedInset = expandedInset
    self.expandedBottomMargin = expandedBottomMargin
    self.collapsedInset = collapsedInset
    self.weight = weight
    self.collapsedWeight = collapsedWeight ?? weight
    self.pinsBottom = pinsBottom
    self.centred = centred
    self.fadeTrigger = fadeTrigger
  }

  /// The shared style (MDC's `collapsingToolbar`): a 22 → 33 pt title sliding from (16, bottom)
  /// into the toolbar at 72 (`CollapsingTitleMotion`).
  public static let standard = CollapsingTitleMetrics(
    collapsedSize: CollapsingTitleMotion.collapsedSize,
    expandedScale: CollapsingTitleMotion.expandedScale,
    expandedInset: CollapsingTitleMotion.expandedInset,
    expandedBottomMargin: CollapsingTitleMotion.expandedBottomMargin,
    collapsedInset: CollapsingTitleMotion.collapsedInset, weight: .regular)

  /// Flutter's FlexibleSpaceBar with a leading widget on Android: `titlePadding` defaults to
  /// start 72 (`hasLeading`, not centred) and bottom 16, so the start never moves; the
  /// M3 `titleLarge` 22 title scales from `expandedTitleScale` 1.5 to 1 about its bottom-start
  /// corner (flutter/lib/src/material/flexible_space_bar.dart, `_FlexibleSpaceBarState.build`).
  public static let flutter = CollapsingTitleMetrics(
    collapsedSize: CollapsingTitleMotion.collapsedSize,
    expandedScale: CollapsingTitleMotion.expandedScale,
    expandedInset: CollapsingTitleMotion.collapsedInset,
    expandedBottomMargin: CollapsingTitleMotion.expandedBottomMargin,
    collapsedInset: CollapsingTitleMotion.collapsedInset, weight: .regular, pinsBottom: true)

  /// The same bar on iOS: FlexibleSpaceBar's `_getEffectiveCenterTitle` is true there, so the
  /// padding's start is 0 and the title is centred, scaling about its bottom-centre.
  public static let flutterCentred: CollapsingTitleMetrics = {
    var metrics = flutter
    metrics.centred = true
    return metrics
  }()

  /// Android Views' CollapsingToolbarLayout under a MaterialComponents (M2) theme. Collapsed:
  /// `TextAppearance.AppCompat.Widget.ActionBar.Title` (20 sp, medium) at 76 dp: Toolbar lays
  /// its custom views (CollapsingToolbarLayout's dummy view among them) out after the
  /// navigation button at AppCompat's `contentInsetStartWithNavigation` 72 dp, and
  /// CollapsingToolbarLayout `updateCollapsedBounds` adds the Toolbar's `titleMarginStart` 4 dp
  /// to the dummy view's left (the Toolbar's own title would sit at 72: there the 4 dp fold
  /// into the inset's slack through `collapsingMargins`). Expanded: `TextAppearance.Design.CollapsingToolbar
  /// .Expanded` (`Display1`, 34 sp regular; 34 / 20 = 1.7) with `expandedTitleMargin` 32 dp at
  /// the start and below its baseline (CollapsingTextHelper draws the text's baseline on the
  /// expanded bounds' bottom under the default bottom gravity), converted here to the Roboto line
  /// box's bottom. CollapsingTextHelper keeps the expanded typeface until the fraction reaches 1.
  public static let material2 = CollapsingTitleMetrics(
    collapsedSize: 20, expandedScale: 34.0 / 20.0, expandedInset: 32,
    expandedBottomMargin: 32 - (Theme.lineHeightFactor - FontFamily.roboto.ascenderFactor) * 34,
    collapsedInset: 72 + 4, weight: .regular, collapsedWeight: .medium)

  /// Android Views' CollapsingToolbarLayout under a Material 3 theme
  /// (`Widget.Material3.CollapsingToolbar.Large`, material-components-android appbar/res/values/
  /// styles.xml). Collapsed: `collapsedTitleTextAppearance` `m3_comp_app_bar_small_title_font`
  /// (`textAppearanceTitleLarge`, 22 sp regular). Expanded: `m3_comp_app_bar_large_title_font`
  /// (`textAppearanceHeadlineMedium`, 28 sp regular; 28 / 22), `expandedTitleMarginStart`
  /// `m3_appbar_expanded_title_margin_horizontal` 16 dp and `expandedTitleMarginBottom`
  /// `m3_appbar_expanded_title_margin_bottom` 16 dp below the baseline (the same
  /// CollapsingTextHelper as `material2`), converted to the Roboto line box's bottom. The
  /// collapsed start is where CollapsingToolbarLayout's collapsed bounds begin: the Toolbar's
  /// 56 dp navigation button (`Widget.AppCompat.Toolbar.Button.Navigation` `minWidth`), which
  /// `Widget.Material3.Toolbar`'s `contentInsetStartWithNavigation` 0 dp does not push further
  /// (AppCompat `contentInsetStart` 16 dp is less), plus the Toolbar's `titleMarginStart` 4 dp
  /// (`Base.Widget.AppCompat.Toolbar` `titleMargin`), which CollapsingToolbarLayout
  /// `updateCollapsedBounds` adds: 60 dp. `Base.Widget.Material3.CollapsingToolbar` sets
  /// `titleCollapseMode` to `fade`, and the Large style `scrimVisibleHeightTrigger` to
  /// `m3_appbar_scrim_height_trigger_large` 112 dp (appbar/res/values/dimens.xml).
  public static let material3Views = CollapsingTitleMetrics(
    collapsedSize: 22, expandedScale: 28.0 / 22.0, expandedInset: 16,
    expandedBottomMargin: 16 - (Theme.lineHeightFactor - FontFamily.roboto.ascenderFactor) * 28,
    collapsedInset: 56 + 4, weight: .regular, fadeTrigger: 112)
}
