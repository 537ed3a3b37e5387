/// How the header's title follows the collapse (`content.titleStyle`). Each style is a pure
/// function of the header's `TitleLayout`, so none of them can leave the header's flexible band
/// empty at any collapse fraction: the title itself moves through the band (or, for `m3`, the
/// band's own row carries it).
public enum TitleStyle: String, CaseIterable, Sendable {
  /// UIKit large titles: one title that shrinks from the large left-aligned position into the
  /// inline centred one, and grows up to 1.1× while the header is pulled past its maximum height.
  case largeTitle
  /// Compose Material 3 two-row bars (`MediumTopAppBar` / `LargeTopAppBar`): a large title in the
  /// bottom row fading out (1 − f) while a small title in the top row fades in along
  /// CubicBezier(0.8, 0, 0.8, 0.15); both left-aligned, neither scaled.
  case m3
  /// Android CollapsingToolbarLayout (scale mode) and Flutter FlexibleSpaceBar: one title that
  /// scales 1.5 → 1 while it travels from the expanded bottom-left corner into the toolbar.
  case collapsingToolbar
  /// CollapsingToolbarLayout's fade mode: the expanded title fades into a small one that rides
  /// the header's bottom edge up into the toolbar.
  case fade
}
