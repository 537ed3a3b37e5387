import SandboxPrimitives

/// `TitleStyle.largeTitle` under the iOS skin: UIKit's two titles instead of one morphing run.
///
/// UIKit's navigation bar keeps the large title (34 pt bold, left at the 16-pt margin, 8 pt
/// above the bar's bottom) in the band under the 44-pt bar; as the bar collapses the title
/// slides up with the band's bottom and goes under the bar, never shrinking. A separate inline
/// title (17 pt semibold, centred in the bar) fades in once 10 pt or less of the large-title
/// band remain (reference header-models §4.2; Flutter `_kNavBarShowLargeTitleThreshold` = 10,
/// cupertino/nav_bar.dart, which mirrors UIKit).
///
/// UIKit fades the inline title in over 150 ms of time (Flutter `_kNavBarTitleFadeDuration`);
/// titles here are a function of the header's layout alone, so the fade is scroll-linked over
/// those last 10 pt instead (an estimate of the timed fade, exact at both ends). The MDC skin
/// and the Material skins keep `LargeTitleMotion`'s one morphing bold run.
public enum UIKitLargeTitleMotion {
  /// The band of large title left (points) at which the inline title starts to show.
  /// Mirrors Flutter `_kNavBarShowLargeTitleThreshold` = 10 (cupertino/nav_bar.dart).
  public static let inlineThreshold = 10.0
  /// Inline title weight: semibold. UIKit's navigation-bar title (reference header-models
  /// §4.1, "17 pt semibold"; Flutter's Cupertino `navTitleTextStyle`, FontWeight.w600).
  public static let inlineWeight = FontWeight.semibold

  /// The large title, clipped to the band under the bar, then the inline title.
  public static func placements(_ given: TitleLayout) -> [TitlePlacement] {
    let (large, layout) = given.expandedSize(
      preferred: LargeTitleMotion.largeSize, minimum: LargeTitleMotion.inlineSize,
      bottomMargin: LargeTitleMotion.bottomMargin)
    let inlineSize = LargeTitleMotion.inlineSize
    // The band the large title lives in: from the bar's bottom down to the header's bottom.
    let band = max(0, layout.headerBottom - layout.toolbarBottom)
    var placements: [TitlePlacement] = []
    if band > 0 && layout.collapseFraction < 1 {
      let size = large * LargeTitleMotion.overExtensionScale(layout.overExtension)
      let block = TitlePlacement.blockHeight(size, hasSubtitle: layout.hasSubtitle)
      placements.append(
        TitlePlacement(
          x: LargeTitleMotion.leadingInset, anchor: 0,
          top: layout.headerBottom - LargeTitleMotion.bottomMargin - block, size: size,
          scale: size / LargeTitleMotion.largeSize,
          rasterSize: TitleRaster.rung(for: size, small: inlineSize, large: large),
          weight: .bold, alpha: 1,
          clip: Rect(x: 0, y: layout.toolbarBottom, width: layout.width, height: band)))
    }
    let inlineAlpha = unit((inlineThreshold - band) / inlineThreshold)
    let inlineBlock = TitlePlacement.blockHeight(inlineSize, hasSubtitle: layout.hasSubtitle)
    placements.append(
      TitlePlacement(
        x: layout.width / 2, anchor: 0.5, top: layout.toolbarCenterY - inlineBlock / 2,
        size: inlineSize, scale: inlineSize / LargeTitleMotion.largeSize,
        rasterSize: inlineSize, weight: inlineWeight, alpha: inlineAlpha))
    return placements
  }
}
