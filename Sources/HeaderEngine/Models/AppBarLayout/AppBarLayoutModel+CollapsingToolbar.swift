import MotionPhysics

/// The CollapsingToolbarLayout inside the AppBarLayout: its scrim trigger, its title's expansion
/// fraction and its parallax image (`CollapsingToolbarLayout.OffsetUpdateListener`), read out for
/// the trace.
extension AppBarLayoutModel {
  /// CollapsingToolbarLayout's scrim animation under Material 3: `scrimAnimationDuration` =
  /// `?attr/motionDurationMedium2` = 300 ms (appbar/res/values/styles.xml, motion tokens.xml).
  public static let scrimDuration = 0.3
  /// Its interpolator, `?attr/motionEasingStandardInterpolator`: cubic-bezier(0.2, 0, 0, 1)
  /// (motion/res/values/tokens.xml).
  public static let scrimCurve = SnapCurve.bezier(.materialStandard)
  /// `CollapsingToolbarLayout.DEFAULT_PARALLAX_MULTIPLIER` = 0.5 (the header image's
  /// `layout_collapseParallaxMultiplier`).
  public static let parallaxMultiplier = 0.5

  /// CollapsingToolbarLayout's height, `Hmax`, and the part of it that collapses
  /// (`height − minHeight − insetTop`).
  var expandRange: Double { core.configuration.maximumHeight - core.configuration.minimumHeight }
  /// `getScrimVisibleHeightTrigger()`: a set trigger plus the top inset (`appBarLayout
  /// .scrimTrigger`), else `min(2·minHeight + insetTop, height)`, or a third of the height
  /// without a minimum height.
  public var scrimVisibleHeightTrigger: Double {
    let set = core.options.scrimTrigger
    if set > 0 { return set + statusBar }
    let minimum = core.configuration.minimumHeight
    return minimum > 0 ? min(2 * minimum + statusBar, hMax) : hMax / 3
  }
  /// `OffsetUpdateListener.onOffsetChanged`: scrims shown while `height + verticalOffset` is
  /// below the trigger.
  var scrimShouldShow: Bool { hMax - collapse < scrimVisibleHeightTrigger }

  public var readout: HeaderReadout {
    let range = expandRange
    return HeaderReadout(
      liftFraction: liftFraction, scrimAlpha: scrimAlpha,
      // `CollapsingTextHelper.setExpansionFraction(|verticalOffset| / expandRange)`.
      titleProgress: range > 0 ? min(max(collapse / range, 0), 1) : 0,
      // The image moves with the bar and back by `round(collapse × multiplier)` (unrounded).
      parallaxOffset: -collapse + collapse * AppBarLayoutModel.parallaxMultiplier)
  }
}
