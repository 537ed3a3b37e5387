import MotionPhysics

/// How each platform animates a scroll that code asks for: `scrollTo` (UIKit
/// `setContentOffset(_:animated:)`, Android `smoothScrollTo`, Flutter `animateTo`) and
/// `scrollToTop` (the iOS status-bar tap). The platform is the deceleration model's: the UIKit
/// models play UIKit's animation, `android` Android's, the Flutter models Flutter's.
public enum ProgrammaticScroll {
  /// The platform family of a deceleration model.
  public enum Platform: Sendable, Equatable {
    case uikit, android, flutter

    /// The family `name` belongs to.
    public init(_ name: DecelerationModelName) {
      switch name {
      case .uikit, .uikitFast: self = .uikit
      // Chromium's own smooth `scrollTo` is not modelled yet; a web page on a phone is most
      // often Chrome on Android, whose platform animation this is.
      case .android, .chromium: self = .android
      case .flutterClamping, .flutterBouncing: self = .flutter
      }
    }
  }

  /// UIKit `setContentOffset(_:animated:)`: UIKit documents neither duration nor curve. 0.3 s
  /// with UIKit's default ease-in-out is an estimate (screen recordings of UIKit apps).
  public static let uikitSetContentOffsetDuration = 0.3
  /// UIKit's status-bar tap (`scrollsToTop`): 0.5 s on Flutter's `linearToEaseOut`, which
  /// Flutter's `CupertinoPageScaffold._handleStatusBarTap` says was "eyeballed from iOS". An
  /// estimate of the same kind.
  public static let uikitScrollToTopDuration = 0.5
  /// Android `NestedScrollView.DEFAULT_SMOOTH_SCROLL_DURATION` (250 ms), which equals
  /// `OverScroller`'s `DEFAULT_DURATION` behind `ScrollView.smoothScrollBy`.
  public static let androidSmoothScrollDuration = 0.25
  /// Flutter `Scaffold._handleStatusBarTap`: `animateTo(0, duration: 1000 ms,
  /// curve: Curves.easeOutCirc)`.
  public static let flutterStatusBarTapDuration = 1.0
  /// `animateTo` has no default duration or curve in Flutter (both are required); a script that
  /// leaves them out under a Flutter model gets 300 ms on `Curves.ease`, the sandbox's choice.
  public static let flutterDefaultDuration = 0.3

  /// The animation of a `scrollTo` under `platform`; `duration` and `curve` given by the script
  /// win over the platform's own.
  public static func scrollTo(
    on platform: Platform, duration: Double? = nil, curve: ScrollToCurve? = nil
  ) -> ScrollAnimation.Kind {
    switch platform {
    case .uikit:
      return .timed(
        duration: duration ?? uikitSetContentOffsetDuration, curve: curve ?? .easeInOut)
    case .android:
      return .timed(
        duration: duration ?? androidSmoothScrollDuration, curve: curve ?? .viscousFluid)
    case .flutter:
      return .timed(duration: duration ?? flutterDefaultDuration, curve: curve ?? .ease)
    }
  }

  /// The animation of a status-bar tap under `platform`. Android has no such gesture; its phone
  /// plays `smoothScrollTo(0)`, as an app that wires one up would.
  public static func scrollToTop(on platform: Platform) -> ScrollAnimation.Kind {
    switch platform {
    case .uikit: return .timed(duration: uikitScrollToTopDuration, curve: .linearToEaseOut)
    case .android: return scrollTo(on: .android)
    case .flutter: return .timed(duration: flutterStatusBarTapDuration, curve: .easeOutCirc)
    }
  }
}
