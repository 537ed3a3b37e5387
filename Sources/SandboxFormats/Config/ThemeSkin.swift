/// `theme.skin`: which platform's app bar the header is drawn as (docs/skins.md).
public enum ThemeSkin: String, CaseIterable, Sendable {
  /// The header model's own platform: `mdc` for the MDC engine, `material3Views` for
  /// AppBarLayout, `material3` for Compose, `flutter` for SliverAppBar, `ios` for UIKit,
  /// `web` for the web.
  case auto
  /// The sandbox's own look since its first release: an indigo bar with Material icons.
  case mdc
  /// UIKit's navigation bar (iOS 15+ appearances).
  case ios
  /// Android Views under a MaterialComponents (M2) theme: a 56-dp Toolbar in a
  /// CollapsingToolbarLayout, `colorPrimary` bar under a `colorPrimaryDark` status bar.
  case material2
  /// Android Views under a Material 3 theme: AppBarLayout, CollapsingToolbarLayout.Large and a
  /// 64-dp MaterialToolbar in the M3 scheme's `colorSurface`, edge to edge.
  case material3Views
  /// Compose Material 3 top app bars.
  case material3
  /// Flutter's SliverAppBar with its Material 3 defaults.
  case flutter
  /// A mobile web page's header: system-ui type, a menu and a search icon.
  case web
}
