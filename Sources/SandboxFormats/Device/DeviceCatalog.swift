/// The built-in devices, their old names, and lookup by name.
///
/// Every figure is cited in `docs/devices.md`: screen sizes and scales from Apple's Human
/// Interface Guidelines ("Layout": device screen sizes) and Google's Pixel 8 tech specs
/// (1080 × 2400 px at density 2.625); status-bar heights and safe areas from UIKit's
/// `statusBarFrame` / `safeAreaInsets` as widely tabulated; screen-corner radii from
/// `UIScreen._displayCornerRadius` as published by Kyle Bashour ("Finding the real iPhone X
/// corner radius", ScreenCorners); cutout sizes as documented there, marked as estimates where no
/// published figure exists.
public enum DeviceCatalog {
  /// The device used when none is named: a current iPhone (Dynamic Island, 54-pt bar), since
  /// that is what most designers hold and what the issue asks for.
  public static let defaultName = "iphone-15-pro"

  /// Every profile, in the order `devices` lists them.
  public static let all: [DeviceProfile] = [
    // HIG: iPhone SE (2nd/3rd gen) 375×667 pt @2x; the classic 20-pt status bar; a square-cornered
    // LCD with a home button, so no corner radius, no home indicator and no bottom inset.
    DeviceProfile(
      name: "iphone-se", displayName: "iPhone SE (3rd gen)", width: 375, height: 667,
      pixelRatio: 2, statusBarHeight: 20, statusBarStyle: .iosClassic, cornerRadius: 0,
      cutout: .none, bottomSafeArea: 0, homeIndicatorWidth: 0),
    // HIG: 375×812 pt @3x. Safe area top 50 pt (the mini's notch sits lower), bottom 34 pt;
    // corner radius 44 pt (`_displayCornerRadius` of the 12/13 mini). Notch: an estimate from
    // the iPhone 13's (20 % narrower than the 12's) on the mini's denser panel.
    DeviceProfile(
      name: "iphone-13-mini", displayName: "iPhone 13 mini", width: 375, height: 812,
      pixelRatio: 3, statusBarHeight: 50, statusBarStyle: .iosNotch, cornerRadius: 44,
      cutout: .notch(width: 170, height: 33), bottomSafeArea: 34, homeIndicatorWidth: 134),
    // HIG: 390×844 pt @3x. Safe area top 47 pt, bottom 34 pt; corner radius 47.33 pt (the
    // 12/13/14's). Notch about 162 × 34 pt (an estimate; Apple publishes no figure).
    DeviceProfile(
      name: "iphone-14", displayName: "iPhone 14", width: 390, height: 844, pixelRatio: 3,
      statusBarHeight: 47, statusBarStyle: .iosNotch, cornerRadius: 47.33,
      cutout: .notch(width: 162, height: 34), bottomSafeArea: 34, homeIndicatorWidth: 134),
    // HIG: 393×852 pt @3x. Status bar 54 pt, safe area top 59 pt, bottom 34 pt; corner radius
    // 55 pt; Dynamic Island 126 × 37.33 pt, 11 pt below the top edge.
    DeviceProfile(
      name: "iphone-15-pro", displayName: "iPhone 15 Pro", width: 393, height: 852,
      pixelRatio: 3, statusBarHeight: 54, topSafeArea: 59, statusBarStyle: .iosNotch,
      cornerRadius: 55, cutout: .island(width: 126, height: 37.33, top: 11), bottomSafeArea: 34,
      homeIndicatorWidth: 134),
    // HIG: 430×932 pt @3x; the same bar, safe areas, corner radius and island as the 15 Pro.
    DeviceProfile(
      name: "iphone-15-pro-max", displayName: "iPhone 15 Pro Max", width: 430, height: 932,
      pixelRatio: 3, statusBarHeight: 54, topSafeArea: 59, statusBarStyle: .iosNotch,
      cornerRadius: 55, cutout: .island(width: 126, height: 37.33, top: 11), bottomSafeArea: 34,
      homeIndicatorWidth: 134),
    // Google Pixel 8 tech specs: 1080 × 2400 px, 428 ppi (density 2.625, the 420-dpi bucket):
    // 411.4 × 914.3 dp, listed as 412 × 915. Status bar 24 dp: AOSP's
    // `status_bar_height_portrait` default (the device's cutout-driven bar may be taller; not
    // confirmed). Corner radius and punch hole are estimates read off Google's product images.
    // Gesture navigation: a 24-dp bar holding the navigation handle, 108 dp wide (SystemUI's
    // `navigation_home_handle_width`; an estimate, not checked against AOSP here).
    DeviceProfile(
      name: "pixel-8", displayName: "Google Pixel 8", width: 412, height: 915,
      pixelRatio: 2.625, statusBarHeight: 24, statusBarStyle: .android, cornerRadius: 34,
      cutout: .punchHole(diameter: 12, centerY: 12), bottomSafeArea: 24, homeIndicatorWidth: 108),
    // HIG: iPad Pro 11" / iPad Air 834×1194 pt @2x. Status bar 24 pt, home indicator inset
    // 20 pt; corner radius 18 pt.
    DeviceProfile(
      name: "ipad-11", displayName: "iPad Pro 11-inch", width: 834, height: 1194, pixelRatio: 2,
      statusBarHeight: 24, statusBarStyle: .iosPad, cornerRadius: 18, cutout: .none,
      bottomSafeArea: 20, homeIndicatorWidth: 0),
  ]

  /// The names the window's `--device` took before profiles existed, kept working.
  public static let aliases: [(alias: String, name: String)] = [
    ("phone", "iphone-14"),
    ("android", "pixel-8"),
    ("tablet", "ipad-11"),
  ]

  /// The default device.
  public static var standard: DeviceProfile { profile(named: defaultName)! }

  /// The profile called `name` or one of its aliases; nil when unknown.
  public static func profile(named name: String) -> DeviceProfile? {
    let canonical = aliases.first { $0.alias == name }?.name ?? name
    return all.first { $0.name == canonical }
  }

  /// The known names for an error message: "iphone-se, …, ipad-11 (or phone, android, tablet)".
  public static var knownNames: String {
    all.map(\.name).joined(separator: ", ") + " (or "
      + aliases.map(\.alias).joined(
        separator: ", ") + ")"
  }
}
