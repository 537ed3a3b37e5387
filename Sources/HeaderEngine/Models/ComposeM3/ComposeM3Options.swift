/// The options of the Compose Material 3 model (`composeM3.*`).
public struct ComposeM3Options: Equatable, Sendable {
  /// Compose `spring(stiffness = StiffnessMediumLow)` of material3 ≈1.2–1.3
  /// (androidx AppBar.kt @032950a1; `Spring.StiffnessMediumLow` = 400).
  public static let legacySnapStiffness = 400.0
  /// The MotionScheme `DefaultEffects` spring of material3 1.4+ (androidx AppBar.kt @4ec7327f,
  /// MotionScheme.kt and tokens/StandardMotionTokens.kt: damping 1.0, stiffness 1600).
  public static let motionSchemeSnapStiffness = 1600.0

  /// The scroll behaviour; default `exitUntilCollapsed`, the usual one for Medium/Large bars.
  public var behavior: ComposeScrollBehavior = .exitUntilCollapsed
  /// Stiffness of the critically damped snap spring (and the single-row bar's colour spring), in
  /// 1/s² at mass 1. Default 1600 (current); 400 reproduces material3 ≈1.2–1.3.
  public var snapStiffness = ComposeM3Options.motionSchemeSnapStiffness
  /// Damping ratio of the snap spring: 1 in both versions (`spring(dampingRatio = 1f)` of
  /// material3 ≈1.2–1.3; MotionScheme `DefaultEffects`, StandardMotionTokens.kt). The heightOffset
  /// setter clamps the bar into its range, so a bouncier spring never overshoots the bar.
  public var snapDampingRatio = 1.0
  /// Whether `settleAppBar` snaps: false is a null `snapAnimationSpec`, which leaves the bar
  /// wherever the gesture left it.
  public var snap = true

  /// Creates the options; every argument defaults to the platform's current default.
  public init(
    behavior: ComposeScrollBehavior = .exitUntilCollapsed,
    snapStiffness: Double = ComposeM3Options.motionSchemeSnapStiffness,
    snapDampingRatio: Double = 1, snap: Bool = true
  ) {
    self.behavior = behavior
    self.snapStiffness = snapStiffness
    self.snapDampingRatio = snapDampingRatio
    self.snap = snap
  }
}
