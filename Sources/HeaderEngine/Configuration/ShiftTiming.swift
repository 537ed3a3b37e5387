import MotionPhysics

/// The defaults and limits of the timed shift animations (`spring`, `bezier`), which MDC does not
/// have: they are borrowed from the header snaps of other platforms, named at each constant.
public enum ShiftTiming {
  /// 200 ms: Flutter `SliverAppBar`'s floating snap,
  /// `FloatingHeaderSnapConfiguration(curve: Curves.easeOut, duration: 200 ms)`
  /// (flutter/flutter `packages/flutter/lib/src/material/app_bar.dart`).
  public static let defaultDuration = 0.2
  /// Durations a `bezier` shift may take, in seconds: from a barely visible 50 ms to 5 s for
  /// slow-motion review.
  public static let durationRange: ClosedRange<Double> = 0.05...5
  /// Flutter `Curves.easeOut`, `Cubic(0.0, 0.0, 0.58, 1.0)` (CSS `ease-out`), the curve of the
  /// same `SliverAppBar` snap.
  public static let defaultCurve = CubicBezier.easeOut
  /// Compose Material 3's top app bar snap spring (stiffness 400, damping ratio 1, mass 1).
  public static let defaultSpring = SpringDescription.composeTopAppBarSnap
}
