import MotionPhysics

/// The options of the Flutter model (`sliverAppBar.*`), named after `SliverAppBar`'s constructor
/// arguments (flutter/flutter packages/flutter/lib/src/material/app_bar.dart); defaults are its
/// defaults.
public struct SliverAppBarOptions: Equatable, Sendable {
  /// `SliverAppBar(stretchTriggerOffset:)` default 100 (app_bar.dart).
  public static let defaultStretchTriggerOffset = 100.0
  /// `_SliverAppBarState._updateSnapConfiguration`: `FloatingHeaderSnapConfiguration(curve:
  /// Curves.easeOut, duration: const Duration(milliseconds: 200))` (app_bar.dart).
  public static let defaultSnapDuration = 0.2
  /// Its curve, `Curves.easeOut` = `Cubic(0.0, 0.0, 0.58, 1.0)` (curves.dart).
  public static let defaultSnapCurve = CubicBezier.easeOut

  /// `pinned`: the bar stays at its collapsed height instead of scrolling away.
  public var pinned = false
  /// `floating`: any scroll toward the start reveals the bar (quick return).
  public var floating = false
  /// `snap`: with `floating`, the bar finishes showing or hiding when scrolling stops, in the
  /// direction of the last scroll. Ignored without `floating` (Flutter asserts it).
  public var snap = false
  /// `stretch`: with over-scrolling physics the bar grows when pulled past the top.
  public var stretch = false
  /// `stretchTriggerOffset`: over-scroll, in points, past which `onStretchTrigger` fires.
  public var stretchTriggerOffset = SliverAppBarOptions.defaultStretchTriggerOffset
  /// The constructor (or an explicit `collapsedHeight`); default `plain`.
  public var variant = SliverAppBarVariant.plain
  /// `FloatingHeaderSnapConfiguration.duration`, seconds.
  public var snapDuration = SliverAppBarOptions.defaultSnapDuration
  /// `FloatingHeaderSnapConfiguration.curve`.
  public var snapCurve = SliverAppBarOptions.defaultSnapCurve

  /// Creates the options; every argument defaults to Flutter's default.
  public init(
    pinned: Bool = false, floating: Bool = false, snap: Bool = false, stretch: Bool = false,
    stretchTriggerOffset: Double = SliverAppBarOptions.defaultStretchTriggerOffset,
    variant: SliverAppBarVariant = .plain,
    snapDuration: Double = SliverAppBarOptions.defaultSnapDuration,
    snapCurve: CubicBezier = SliverAppBarOptions.defaultSnapCurve
  ) {
    self.pinned = pinned
    self.floating = floating
    self.snap = snap
    self.stretch = stretch
    self.stretchTriggerOffset = stretchTriggerOffset
    self.variant = variant
    self.snapDuration = snapDuration
    self.snapCurve = snapCurve
  }
}
