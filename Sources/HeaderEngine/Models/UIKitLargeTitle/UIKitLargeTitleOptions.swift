import MotionPhysics

/// The options of the UIKit large-title model (`uikitLargeTitle.*`).
public struct UIKitLargeTitleOptions: Equatable, Sendable {
  /// F: PR flutter/flutter#156381's snap duration, 300 ms ("eyeballed on an iPhone 16 simulator
  /// running iOS 18", cupertino/nav_bar.dart).
  public static let defaultSnapDuration = 0.3
  /// The cubic Bézier that stands for `Curves.fastEaseInToSlowEaseOut`, the snap's curve (F: a
  /// `ThreePointCubic` fitted to iOS 16.3 frames, curves.dart). No one Bézier is that curve; this
  /// least-squares fit stays within 0.035 of it, and the model plays the exact three-point curve
  /// whenever this default is set.
  public static let fastEaseInToSlowEaseOutFit = try! CubicBezier(0.3, 0.45, 0, 1)

  /// Since iOS 16 a navigation bar released half way between its large and inline states animates
  /// to the nearer one (observed; flutter/flutter#126028, re-created in PR flutter/flutter#156381).
  /// Off gives the iOS 11–15 behaviour: the bar rests wherever the scroll stops.
  public var snap = true
  /// The snap's duration, seconds.
  public var snapDuration = UIKitLargeTitleOptions.defaultSnapDuration
  /// The snap's curve (see `fastEaseInToSlowEaseOutFit`).
  public var snapCurve = UIKitLargeTitleOptions.fastEaseInToSlowEaseOutFit

  /// Creates the options.
  public init(
    snap: Bool = true, snapDuration: Double = UIKitLargeTitleOptions.defaultSnapDuration,
    snapCurve: CubicBezier = UIKitLargeTitleOptions.fastEaseInToSlowEaseOutFit
  ) {
    self.snap = snap
    self.snapDuration = snapDuration
    self.snapCurve = snapCurve
  }

  /// The snap's easing: the exact three-point curve for the default, the Bézier otherwise.
  public var snapEasing: SnapCurve {
    snapCurve == UIKitLargeTitleOptions.fastEaseInToSlowEaseOutFit
      ? .threePoint(.fastEaseInToSlowEaseOut) : .bezier(snapCurve)
  }
}
