/// The options of the Android Views model (`appBarLayout.*`).
public struct AppBarLayoutOptions: Equatable, Sendable {
  /// The collapsing child's `layout_scrollFlags`. Default `scroll`: the programmatic default of
  /// `AppBarLayout.LayoutParams` (`SCROLL_FLAG_SCROLL`; the XML attribute's default is 0).
  public var scrollFlags: AppBarScrollFlags = .scroll
  /// `app:liftOnScroll`: the bar lifts (elevation, colour) as soon as the content is scrolled.
  /// Default true, as in `Widget.Material3.AppBarLayout` (material-components-android
  /// lib/java/com/google/android/material/appbar/res/values/styles.xml).
  public var liftOnScroll = true

  /// Creates the options; every argument defaults to the platform's default.
  public init(scrollFlags: AppBarScrollFlags = .scroll, liftOnScroll: Bool = true) {
    self.scrollFlags = scrollFlags
    self.liftOnScroll = liftOnScroll
  }
}
