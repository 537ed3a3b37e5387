/// Which platform's collapsing header the sandbox simulates (`header.model`). The raw values are
/// a config-file contract.
public enum HeaderModelName: String, CaseIterable, Codable, Sendable {
  /// MDC-iOS `MDCFlexibleHeaderView` (the reference; `HeaderEngine`).
  case mdc
  /// Android Views: `AppBarLayout` + `CollapsingToolbarLayout` (`AppBarLayoutModel`).
  case appBarLayout
  /// Jetpack Compose Material 3 `TopAppBar` scroll behaviours (`ComposeTopAppBarModel`).
  case composeM3
  /// Flutter `SliverAppBar` (`SliverAppBarModel`).
  case sliverAppBar
  /// UIKit `UINavigationBar` with large titles (`UIKitLargeTitleModel`).
  case uikitLargeTitle
  /// The web: a sticky or headroom page header in a mobile browser (`WebHeaderModel`).
  case web
}
