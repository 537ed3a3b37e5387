/// Which of Chromium's fling curves the `chromium` deceleration model runs. The raw values are a
/// configuration contract (`scroll.chromiumCurve`).
///
/// Chromium picks one in `ui/events/gestures/blink/web_gesture_curve_impl.cc`
/// (`CreateDefaultPlatformCurve`): the mobile scroller where the platform asks for it (Android,
/// iOS, ChromeOS tablets, Chromecast), else `PhysicsBasedFlingCurve` while the feature
/// `ExperimentalFlingAnimation` is on (the default on Linux and Windows), else `FlingCurve`.
public enum ChromiumCurve: String, CaseIterable, Codable, Sendable {
  /// `ui/events/gestures/physics_based_fling_curve.cc`: a cubic Bézier over a duration and a
  /// distance bounded by three viewports. What Debian's headless Chromium 156 runs for a touch
  /// fling on Linux (measured, docs/research/chromium).
  case physicsBased
  /// `ui/events/gestures/fling_curve.cc`: x(t) = α·e^(−γt) − β·t − α entered where its velocity
  /// equals the fling's; Chromium's curve with `ExperimentalFlingAnimation` disabled.
  case fling
  /// `ui/events/mobile_scroller.cc`: Chromium's port of Android's `OverScroller` spline, with the
  /// configuration Chromium gives it (friction 0.015, 160 px/in, tuning 0.84).
  case mobile
}
