import SandboxFormats
import SandboxPrimitives

/// `TitleStyle.largeTitle` under the iOS skin: UIKit's two titles instead of one morphing run.
///
/// UIKit's navigation bar keeps the large title (34 pt bold, left at the 16-pt margin, 8 pt
/// above the bar's bottom) in the band under the 44-pt bar; as the bar collapses the title
/// slides up with the band's bottom and goes under the bar, never shrinking. A separate inline
/// title (17 pt semibold, centred in the bar) fades in by time, not by scroll position, once
/// the large title has gone under the bar, and out again when it comes back
/// (`InlineTitleFade`), so one of the two always shows. Flutter's re-creation
/// (cupertino/nav_bar.dart) starts the fade at 10 pt of band left
/// (`_kNavBarShowLargeTitleThreshold`), which leaves a few points with neither title showing;
/// the crossing here is where the large title's letters leave: its baseline reaching the bar's
/// bottom. The MDC skin and the Material skins keep `LargeTitleMotion`'s one morphing bold run.
public enum UIKitLargeTitleMotion {
  /// Inline title weight: semibold. UIKit's navigation-bar title (reference header-models
  /// §4.1, "17 pt semibold"; Flutter's Cupertino `navTitleTextStyle`, FontWeight.w600).
  public static let inlineWeight = FontWeight.semibold

  /// The large title, clipped to the band under the bar, then the inline title at `fade`'s
  /// opacity (nil: the fade has settled where the layout puts it).
  public static func placements(_ given: TitleLayout, fade: InlineTitleFade? = nil)
    -> [TitlePlacement]
  {
    let large = largePlacement(given)
    let inlineAlpha = (fade ?? .settled(showing: isUnderBar(large, given))).alpha
    let inlineSize = LargeTitleMotion.inlineSize
    let inlineBlock = TitlePlacement.blockHeight(inlineSize, hasSubtitle: given.hasSubtitle)
    let inline = TitlePlacement(
      x: given.width / 2, anchor: 0.5, top: given.toolbarCenterY - inlineBlock / 2,
      size: inlineSize, scale: inlineSize / LargeTitleMotion.largeSize, rasterSize: inlineSize,
      weight: inlineWeight, alpha: inlineAlpha)
    return (large.map { [$0] } ?? []) + [inline]
  }

  /// Whether the large title has gone under the bar: its baseline at or above the bar's bottom
  /// (only descenders could still show), or no band left to hold it. The simulation starts the
  /// inline title's fade when this changes.
  public static func largeTitleIsUnderBar(_ layout: TitleLayout) -> Bool {
    isUnderBar(largePlacement(layout), layout)
  }

  /// Whether a bar of `skin` with `titleStyle` has a large title that can cross under it: the
  /// iOS bar's own, not MDC's `largeTitle` morph on another skin.
  public static func hasLargeTitle(skin: SkinStyle, titleStyle: TitleStyle) -> Bool {
    skin.skin == .ios && titleStyle == .largeTitle
  }

  /// `largeTitleIsUnderBar` for the scene's header as the iOS bar lays it out; false for a
  /// scene whose bar has no large title to cross (another skin or title style).
  public static func largeTitleIsUnderBar(in state: SceneState) -> Bool {
    guard hasLargeTitle(skin: state.skin, titleStyle: state.titleStyle) else { return false }
    return largeTitleIsUnderBar(PlatformBarPainter.titleLayout(SceneGeometry(state), state))
  }

  /// Where the large title's baseline is: the line box's top plus the face's ascender.
  public static func baseline(of placement: TitlePlacement) -> Double {
    placement.top + FontFamily.ui.ascenderFactor * placement.size
  }

  private static func isUnderBar(_ large: TitlePlacement?, _ layout: TitleLayout) -> Bool {
    guard let large else { return true }
    return baseline(of: large) <= layout.toolbarBottom
  }

  /// The large title, clipped to the band under the bar; nil when no band is left.
  private static func largePlacement(_ given: TitleLayout) -> TitlePlacement? {
    let (large, layout) = given.expandedSize(
      preferred: LargeTitleMotion.largeSize, minimum: LargeTitleMotion.inlineSize,
      bottomMargin: LargeTitleMotion.bottomMargin)
    // The band the large title lives in: from the bar's bottom down to the header's bottom.
    let band = max(0, layout.headerBottom - layout.toolbarBottom)
    guard band > 0 && layout.collapseFraction < 1 else { return nil }
    let size = large * LargeTitleMotion.overExtensionScale(layout.overExtension)
    let block = TitlePlacement.blockHeight(size, hasSubtitle: layout.hasSubtitle)
    return TitlePlacement(
      x: LargeTitleMotion.leadingInset, anchor: 0,
      top: layout.headerBottom - LargeTitleMotion.bottomMargin - block, size: size,
      scale: size / LargeTitleMotion.largeSize,
      rasterSize: TitleRaster.rung(for: size, small: LargeTitleMotion.inlineSize, large: large),
      weight: .bold, alpha: 1,
      clip: Rect(x: 0, y: layout.toolbarBottom, width: layout.width, height: band))
  }
}
