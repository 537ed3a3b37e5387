import HeaderEngine

/// One simulated device: its screen in points, its density, its status bar and the shape of its
/// glass. Pure data; `DeviceCatalog` holds the built-in ones and `docs/devices.md` cites where
/// every figure comes from.
public struct DeviceProfile: Hashable, Sendable {
  /// The name `--device` and a script's `"viewport": {"device": …}` take (`iphone-15-pro`).
  public var name: String
  /// What `devices` prints beside the name ("iPhone 15 Pro").
  public var displayName: String
  /// Portrait screen width and height, in points (iOS) or dp (Android).
  public var width: Double
  public var height: Double
  /// Physical pixels per point (UIKit `UIScreen.scale`, Android `density`).
  public var pixelRatio: Double
  /// Height of the system status bar, in points: the default of `header.statusBarHeight`.
  public var statusBarHeight: Double
  /// The top safe-area inset, in points. Equal to the status bar except on Dynamic Island
  /// iPhones, whose safe area (59 pt) reaches 5 pt below the bar (54 pt).
  public var topSafeArea: Double
  /// How the status bar lays out its clock and glyphs.
  public var statusBarStyle: StatusBarStyle
  /// Radius of the screen's rounded corners, in points (0 for a square-cornered screen).
  public var cornerRadius: Double
  /// The camera and sensor cutout at the top of the screen.
  public var cutout: DeviceCutout
  /// The bottom safe-area inset (home indicator or gesture bar), in points.
  public var bottomSafeArea: Double
  /// Width of the home indicator capsule (iOS) or the gesture navigation handle (Android), in
  /// points; 0 draws none.
  public var homeIndicatorWidth: Double

  public init(
    name: String, displayName: String, width: Double, height: Double, pixelRatio: Double,
    statusBarHeight: Double, topSafeArea: Double? = nil, statusBarStyle: StatusBarStyle,
    cornerRadius: Double, cutout: DeviceCutout, bottomSafeArea: Double,
    homeIndicatorWidth: Double
  ) {
    self.name = name
    self.displayName = displayName
    self.width = width
    self.height = height
    self.pixelRatio = pixelRatio
    self.statusBarHeight = statusBarHeight
    self.topSafeArea = topSafeArea ?? statusBarHeight
    self.statusBarStyle = statusBarStyle
    self.cornerRadius = cornerRadius
    self.cutout = cutout
    self.bottomSafeArea = bottomSafeArea
    self.homeIndicatorWidth = homeIndicatorWidth
  }

  /// The strip above the header on this device under `model`: a UIKit navigation bar lays out
  /// below the top safe area (`safeAreaInsets.top`, 59 pt on Dynamic Island iPhones), every
  /// other header under the status bar.
  public func topInset(for model: HeaderModelName) -> Double {
    model == .uikitLargeTitle ? topSafeArea : statusBarHeight
  }
}
