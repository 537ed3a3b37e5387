/// The options of the UIKit large-title model (`uikitLargeTitle.*`).
public struct UIKitLargeTitleOptions: Equatable, Sendable {
  /// Since iOS 16 a navigation bar released half way between its large and inline states animates
  /// to the nearer one (observed; flutter/flutter#126028, re-created in PR flutter/flutter#156381).
  /// Off gives the iOS 11–15 behaviour: the bar rests wherever the scroll stops.
  public var snap = true

  /// Creates the options.
  public init(snap: Bool = true) { self.snap = snap }
}
