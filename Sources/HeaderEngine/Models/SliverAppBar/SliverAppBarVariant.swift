/// Which `SliverAppBar` constructor, or whether it sets `collapsedHeight` (`sliverAppBar.variant`):
/// it decides whether the collapse-to-56 quirk applies. The raw values are a config-file contract.
public enum SliverAppBarVariant: String, CaseIterable, Codable, Sendable {
  /// `SliverAppBar(…)` without `collapsedHeight`: `minExtent` is `toolbarHeight`, which the
  /// constructor defaults to `kToolbarHeight` (56), so it collapses to 56 (the quirk).
  case plain
  /// `SliverAppBar(collapsedHeight: …)` (a `bottom` such as a TabBar folded into the heights):
  /// `minExtent` is that height, `header.minimumHeight`.
  case collapsedHeight
  /// `SliverAppBar.medium`: collapses to its 64 (`header.minimumHeight`).
  case medium
  /// `SliverAppBar.large`: collapses to its 64 (`header.minimumHeight`).
  case large
}
