import MotionPhysics

/// The options of the Android Views model (`appBarLayout.*`).
public struct AppBarLayoutOptions: Equatable, Sendable {
  /// `MAX_OFFSET_ANIMATION_DURATION` = 600 ms (AppBarLayout.java).
  public static let defaultMaximumSnapDuration = 0.6
  /// The 150 ms base of `animateOffsetTo` with zero velocity: `(|Δ| / height + 1) × 150` ms
  /// (`BaseBehavior.animateOffsetTo`, AppBarLayout.java).
  public static let defaultSnapDurationUnit = 0.15
  /// `DecelerateInterpolator(1.0)`, `1 − (1 − t)²` (`AnimationUtils.DECELERATE_INTERPOLATOR`),
  /// written as the cubic Bézier that is exactly that parabola: control points (1/3, 2/3) and
  /// (2/3, 1) make x(s) = s and y(s) = 2s − s². The model plays this default with the closed form.
  public static let decelerateCurve = try! CubicBezier(1.0 / 3, 2.0 / 3, 2.0 / 3, 1)

  /// The collapsing child's `layout_scrollFlags`. Default `scroll`: the programmatic default of
  /// `AppBarLayout.LayoutParams` (`SCROLL_FLAG_SCROLL`; the XML attribute's default is 0).
  public var scrollFlags: AppBarScrollFlags = .scroll
  /// `app:liftOnScroll`: the bar lifts (elevation, colour) as soon as the content is scrolled.
  /// Default true, as in `Widget.Material3.AppBarLayout` (material-components-android
  /// lib/java/com/google/android/material/appbar/res/values/styles.xml).
  public var liftOnScroll = true
  /// The per-height unit of the snap's duration rule `(|Δ| / height + 1) × unit`, seconds.
  public var snapDurationUnit = AppBarLayoutOptions.defaultSnapDurationUnit
  /// The snap's longest duration, seconds.
  public var maximumSnapDuration = AppBarLayoutOptions.defaultMaximumSnapDuration
  /// The snap's interpolator.
  public var snapCurve = AppBarLayoutOptions.decelerateCurve
  /// CollapsingToolbarLayout's `scrimVisibleHeightTrigger`, points below the status bar, or 0
  /// for none set (the code's rule, `getScrimVisibleHeightTrigger`). Material 3's Large style
  /// sets 112 dp (`m3_appbar_scrim_height_trigger_large`).
  public var scrimTrigger = 0.0

  /// Creates the options; every argument defaults to the platform's default.
  public init(
    scrollFlags: AppBarScrollFlags = .scroll, liftOnScroll: Bool = true,
    snapDurationUnit: Double = AppBarLayoutOptions.defaultSnapDurationUnit,
    maximumSnapDuration: Double = AppBarLayoutOptions.defaultMaximumSnapDuration,
    snapCurve: CubicBezier = AppBarLayoutOptions.decelerateCurve, scrimTrigger: Double = 0
  ) {
    self.scrollFlags = scrollFlags
    self.liftOnScroll = liftOnScroll
    self.snapDurationUnit = snapDurationUnit
    self.maximumSnapDuration = maximumSnapDuration
    self.snapCurve = snapCurve
    self.scrimTrigger = scrimTrigger
  }

  /// The snap's easing: the closed-form decelerate for the default, the Bézier otherwise.
  public var snapEasing: SnapCurve {
    snapCurve == AppBarLayoutOptions.decelerateCurve ? .decelerate : .bezier(snapCurve)
  }
}
