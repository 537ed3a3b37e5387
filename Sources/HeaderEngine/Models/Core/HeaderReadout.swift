/// What a platform's own tests assert beside the header's geometry, one value each, for the
/// trace's last five columns. A model without the element reads 0 (see docs/header-models.md).
public struct HeaderReadout: Hashable, Sendable {
  /// The lifted (elevated, scrolled-under) fraction the bar shows, 0…1: Android's lift, Compose's
  /// container colour, Flutter's scrolled-under elevation, UIKit's standard appearance.
  public var liftFraction: Double
  /// CollapsingToolbarLayout's content scrim alpha (Flutter: the FlexibleSpaceBar background's
  /// fade), 0…1.
  public var scrimAlpha: Double
  /// The collapsing title's interpolation fraction, 0 expanded … 1 collapsed.
  public var titleProgress: Double
  /// Where the header image's top is, in points, relative to where it rests when expanded
  /// (negative: moved up).
  public var parallaxOffset: Double
  /// How many times Flutter's `onStretchTrigger` fired.
  public var stretchTriggers: Int

  public init(
    liftFraction: Double = 0, scrimAlpha: Double = 0, titleProgress: Double = 0,
    parallaxOffset: Double = 0, stretchTriggers: Int = 0
  ) {
    self.liftFraction = liftFraction
    self.scrimAlpha = scrimAlpha
    self.titleProgress = titleProgress
    self.parallaxOffset = parallaxOffset
    self.stretchTriggers = stretchTriggers
  }

  /// The fraction of the flexible range `[hMin, hMax]` a header of `height` has collapsed.
  public static func collapseFraction(height: Double, hMin: Double, hMax: Double) -> Double {
    guard hMax > hMin else { return 0 }
    return min(max((hMax - height) / (hMax - hMin), 0), 1)
  }
}
