import SandboxPrimitives

/// `TitleStyle.fade`: the sandbox's original cross-fade between a large and a compact title,
/// rebuilt on CollapsingToolbarLayout's fade mode (CollapsingTextHelper, reference
/// header-models §1.6) so the band is never empty.
///
/// The compact title no longer waits in the toolbar while the band empties: as in fade mode it
/// sits at its toolbar position pushed down by the collapse distance still left
/// (`collapsedY + remaining`), riding the header's bottom edge up. Fade mode fades the expanded
/// title out over [fadeStart, threshold] and the collapsed one in over [threshold, 1], which
/// leaves neither visible at the threshold; here both cross over [fadeStart, threshold].
public enum CrossFadeTitleMotion {
  /// Large title: 30 pt bold, 16 pt from the left, 14 pt above the header's bottom (sandbox).
  public static let largeSize = Theme.largeTitleSize
  public static let largeInset = Theme.largeTitleInset
  public static let largeBottomMargin = Theme.largeTitleBottomMargin
  /// Compact title: 18 pt semibold at the toolbar's title keyline.
  public static let compactSize = Theme.compactTitleSize
  /// Compact title start after the navigation icon: the Material toolbar keyline, 72 dp
  /// (Android Toolbar `contentInsetStartWithNavigation`).
  public static let compactInset = 72.0
  /// CollapsingToolbarLayout's fade window for `layout`: fadeStart = (Hmax − trigger) / room
  /// with the default scrim trigger min(2·minHeight + inset, Hmax), which is
  /// (room − minHeight) / room with the 56-pt toolbar as minHeight, and the threshold halfway
  /// from there to 1.
  public static func fadeWindow(_ layout: TitleLayout) -> (start: Double, threshold: Double) {
    let room = layout.flexibleRoom
    guard room > 0 else { return (1, 1) }
    let start = unit((room - Theme.toolbarHeight) / room)
    return (start, start + (1 - start) * CollapsingTitleFadeMode.thresholdFraction)
  }

  /// Opacities of the large and the compact title at collapse fraction `f`.
  public static func alphas(_ layout: TitleLayout) -> (large: Double, compact: Double) {
    let window = fadeWindow(layout)
    let t = CollapsingTitleFadeMode.ramp(
      0, 1, over: (window.start, window.threshold), at: layout.collapseFraction)
    return (1 - t, t)
  }

  /// The large title then the compact one.
  public static func placements(_ given: TitleLayout) -> [TitlePlacement] {
    let (large, layout) = given.expandedSize(
      preferred: largeSize, minimum: compactSize, bottomMargin: largeBottomMargin)
    let alpha = alphas(layout)
    let sub = layout.hasSubtitle
    let largeTop =
      layout.headerBottom - largeBottomMargin - TitlePlacement.blockHeight(large, hasSubtitle: sub)
    let compactBlock = TitlePlacement.blockHeight(compactSize, hasSubtitle: sub)
    let remaining = layout.flexibleRoom * (1 - layout.collapseFraction) + layout.overExtension
    return [
      TitlePlacement(
        x: largeInset, anchor: 0, top: largeTop, size: large, scale: 1, rasterSize: large,
        weight: .bold, alpha: alpha.large),
      TitlePlacement(
        x: compactInset, anchor: 0,
        top: layout.toolbarCenterY - compactBlock / 2 + remaining, size: compactSize,
        scale: 1, rasterSize: compactSize, weight: .semibold, alpha: alpha.compact),
    ]
  }
}
