import SandboxPrimitives

/// The sizes and insets of the collapsing (scaled) title, which Android Views and Flutter
/// set differently.
public struct CollapsingTitleMetrics: Sendable, Equatable {
  /// Collapsed title size, points, and the expanded size over it.
  public var collapsedSize: Double
  public var expandedScale: Double
  /// Expanded title start and bottom margins; collapsed title start.
  public var expandedInset: Double
  public var expandedBottomMargin: Double
  public var collapsedInset: Double
  public var weight: FontWeight

  public init(
    collapsedSize: Double, expandedScale: Double, expandedInset: Double,
    expandedBottomMargin: Double, collapsedInset: Double, weight: FontWeight
  ) {
    self.collapsedSize = collapsedSize
    self.expandedScale = expandedScale
    self.expandedInset = expandedInset
    self.expandedBottomMargin = expandedBottomMargin
    self.collapsedInset = collapsedInset
    self.weight = weight
  }

  /// The shared style (MDC and Flutter): FlexibleSpaceBar's M3 title, 22 → 33 pt
  /// (`CollapsingTitleMotion`).
  public static let standard = CollapsingTitleMetrics(
    collapsedSize: CollapsingTitleMotion.collapsedSize,
    expandedScale: CollapsingTitleMotion.expandedScale,
    expandedInset: CollapsingTitleMotion.expandedInset,
    expandedBottomMargin: CollapsingTitleMotion.expandedBottomMargin,
    collapsedInset: CollapsingTitleMotion.collapsedInset, weight: .regular)

  /// Android Views' CollapsingToolbarLayout under a MaterialComponents (M2) theme: collapsed
  /// `TextAppearance.AppCompat.Widget.ActionBar.Title` (20 sp, medium), expanded
  /// `TextAppearance.Design.CollapsingToolbar.Expanded` (`Display1`, 34 sp): 34 / 20 = 1.7.
  /// Expanded margins 32 dp start and bottom (design `expandedTitleMargin` 32dp in the
  /// MaterialComponents CollapsingToolbar style, estimate from design_appbar dimens); the
  /// collapsed title starts at Toolbar's `contentInsetStartWithNavigation` 72 dp.
  public static let material2 = CollapsingTitleMetrics(
    collapsedSize: 20, expandedScale: 34.0 / 20.0, expandedInset: 32, expandedBottomMargin: 32,
    collapsedInset: 72, weight: .medium)
}
