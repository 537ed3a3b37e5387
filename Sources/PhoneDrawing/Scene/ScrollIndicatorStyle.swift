import SandboxFormats
import SandboxPrimitives

/// How a platform draws its scroll indicator: size, place, colour and when it fades.
public struct ScrollIndicatorStyle: Sendable, Equatable {
  /// Thumb thickness and its gap from the right edge and from the track's ends, in points.
  public var thickness: Double
  public var edgeInset: Double
  /// The thumb never gets shorter than this while in range, in points.
  public var minimumLength: Double
  /// Seconds to fade in when scrolling starts, to wait after the last movement, and to fade out.
  public var fadeIn: Double
  public var delay: Double
  public var fadeOut: Double
  /// The thumb's colour at full opacity (over light content).
  public var color: Color

  /// iOS (UIScrollView's default indicator): a 3-pt dark capsule 3 pt from the edge. Fade timing
  /// and the minimum length are estimates from screen recordings of UIKit (no published figure):
  /// shown at once, kept about half a second after the last movement, faded in about a third.
  public static let ios = ScrollIndicatorStyle(
    thickness: 3, edgeInset: 3, minimumLength: 36, fadeIn: 0.1, delay: 0.5, fadeOut: 0.33,
    color: Color(r: 0, g: 0, b: 0, a: 90))

  /// Android (View scrollbars): AOSP ViewConfiguration's `SCROLL_BAR_DEFAULT_DELAY` (300 ms)
  /// and `SCROLL_BAR_FADE_DURATION` (250 ms); shown at full opacity at once (`awakenScrollBars`).
  /// Thinner than iOS's: the Material thumb drawn inside the 4-dp `SCROLL_BAR_SIZE` is about
  /// 2 dp wide (estimate), flush with the edge.
  public static let android = ScrollIndicatorStyle(
    thickness: 2, edgeInset: 1, minimumLength: 48, fadeIn: 0, delay: 0.3, fadeOut: 0.25,
    color: Color(r: 0, g: 0, b: 0, a: 110))

  /// The style of `device`'s platform.
  public static func of(_ device: DeviceProfile) -> ScrollIndicatorStyle {
    device.statusBarStyle == .android ? .android : .ios
  }
}
