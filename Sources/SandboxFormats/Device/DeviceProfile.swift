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

  /// The lowest layer of every configuration: the device's status bar as the default of
  /// `header.statusBarHeight`, under the preset, the script's config, `--config` and `--set`.
  public var configLayer: ConfigLayer { baseLayer(deviceFrame: false) }

  /// The device's layer for header model `headerModel` (its top inset as
  /// `header.statusBarHeight`, `topInset(for:)`), plus `view.deviceFrame` on when `deviceFrame`
  /// (the window's default: a phone in a frame reads as a phone; renders keep the registry's off).
  public func baseLayer(deviceFrame: Bool, headerModel: HeaderModelName = .mdc) -> ConfigLayer {
    var entries = [
      ConfigLayer.Entry(
        key: Param.header.statusBarHeight.name, value: topInset(for: headerModel).parameterValue)
    ]
    if deviceFrame {
      entries.append(ConfigLayer.Entry(key: Param.view.deviceFrame.name, value: .bool(true)))
    }
    return ConfigLayer(entries: entries)
  }

  /// The strip above the header on this device under `model`: a UIKit navigation bar lays out
  /// below the top safe area (`safeAreaInsets.top`, 59 pt on Dynamic Island iPhones), every
  /// other header under the status bar.
  public func topInset(for model: HeaderModelName) -> Double {
    model == .uikitLargeTitle ? topSafeArea : statusBarHeight
  }

  /// The header model the last of `layers` to state `header.model` names (the registry's
  /// default when none does): which model the device's layer is for.
  public static func headerModel(in layers: [ConfigLayer]) -> HeaderModelName {
    for layer in layers.reversed() {
      for entry in layer.entries.reversed() where entry.key == Param.header.model.name {
        if case .string(let name) = entry.value, let model = HeaderModelName(rawValue: name) {
          return model
        }
      }
    }
    return ParameterRegistry.defaultValue(Param.header.model)
  }

  /// The device's screen as a script viewport rendered at `scale`.
  public func viewport(scale: Double) -> Viewport {
    Viewport(width: width, height: height, scale: scale, pixelRatio: pixelRatio, device: name)
  }
}
