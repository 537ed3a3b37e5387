import Foundation
import SandboxPrimitives

/// `TitleStyle.largeTitle`: one title that shrinks from UIKit's large title into its inline title.
///
/// UIKit's own bar slides the large title away and cross-fades a separate inline title in; here
/// the two are one morphing title (the request), so the band between the toolbar and the
/// header's bottom always holds it. Position and size move linearly with the collapse fraction.
public enum LargeTitleMotion {
  /// Large title size: SF Pro Display 34 pt bold.
  /// Mirrors Flutter's `_kLargeTitleTextStyle` (cupertino/nav_bar.dart), matching UIKit.
  public static let largeSize = 34.0
  /// Inline title size: 17 pt (UIKit's navigation-bar title; Flutter's Cupertino nav title style).
  public static let inlineSize = 17.0
  /// Leading inset of the large title, points.
  /// Mirrors Flutter `_kNavBarEdgePadding` = 16 (cupertino/nav_bar.dart).
  public static let leadingInset = 16.0
  /// Gap under the large title, points.
  /// Mirrors Flutter `_kNavBarBottomPadding` = 8 (cupertino/nav_bar.dart).
  public static let bottomMargin = 8.0
  /// Over-extension growth: 3 % per 44 pt pulled past the maximum height, at most 1.1×.
  /// Mirrors Flutter's Cupertino re-creation of the rubber-banded large title
  /// (cupertino/nav_bar.dart: scale 1 + 0.03·Δ/44 clamped to 1.1), reference header-models §4.2.
  public static let overExtensionGrowthPer44 = 0.03
  public static let maximumOverExtensionScale = 1.1

  /// Scale of the large title for a header pulled `overExtension` points past its maximum.
  public static func overExtensionScale(_ overExtension: Double) -> Double {
    min(maximumOverExtensionScale, 1 + overExtensionGrowthPer44 * max(0, overExtension) / 44)
  }

  /// The title for `layout`: at f = 0 large, left at `leadingInset`, `bottomMargin` above the
  /// header's bottom; at f = 1 inline, centred in the toolbar row. Size, x and anchor are linear
  /// in f; vertically the title rides the header's bottom edge (`TitleLayout.ridingTop`), as
  /// UIKit's large title scrolls with the bar's bottom.
  public static func placements(_ given: TitleLayout) -> [TitlePlacement] {
    let (large, layout) = given.expandedSize(
      preferred: largeSize, minimum: inlineSize, bottomMargin: bottomMargin)
    let f = layout.collapseFraction
    let grow = overExtensionScale(layout.overExtension)
    let size = (large + (inlineSize - large) * f) * grow
    let top = layout.ridingTop(size: size, collapsedSize: inlineSize, expandedMargin: bottomMargin)
    let x = leadingInset + (layout.width / 2 - leadingInset) * f
    return [
      TitlePlacement(
        x: x, anchor: 0.5 * f, top: top, size: size, scale: size / largeSize,
        rasterSize: TitleRaster.rung(for: size, small: inlineSize, large: large), weight: .bold,
        alpha: 1)
    ]
  }
}
