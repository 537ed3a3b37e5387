/// The simulated screen, in points, and its pixel density (pixels per point).
public struct Viewport: Hashable, Sendable {
  /// Width in points.
  public var width: Double
  /// Height in points.
  public var height: Double
  /// Pixels per point of the rendered output (PNG, video); changes the picture's size only.
  public var scale: Double
  /// Physical pixels per point of the simulated device, which the simulation sees (Flutter's
  /// scroll tolerance is one device pixel); independent of `scale` and of the window's zoom.
  public var pixelRatio: Double
  /// The `DeviceCatalog` profile simulated (status bar style, cutout, corners, and the default
  /// status-bar height), by its canonical name; nil means the default device
  /// (`DeviceCatalog.defaultName`) with this viewport's own size.
  public var device: String?

  /// The default device's screen (iPhone 15 Pro, 393×852 pt, ×3) rendered at 2× so headless
  /// renders stay small.
  public static let standard = DeviceCatalog.standard.viewport(scale: 2)

  /// The default phone's device pixel ratio: the iPhone 15 Pro is a ×3 screen.
  public static let defaultPixelRatio: Double = 3
  /// Accepted device pixel ratios: 1 (desktop) to 4 (the densest phones round up to it).
  public static let pixelRatioRange: ClosedRange<Double> = 1...4

  /// Accepted width and height, in points.
  public static let sizeRange: ClosedRange<Double> = 100...4000
  /// Accepted scale.
  public static let scaleRange: ClosedRange<Double> = 1...4

  /// Creates a viewport.
  public init(
    width: Double, height: Double, scale: Double, pixelRatio: Double = Viewport.defaultPixelRatio,
    device: String? = nil
  ) {
    self.width = width
    self.height = height
    self.scale = scale
    self.pixelRatio = pixelRatio
    self.device = device
  }

  /// The simulated device: the named profile, else the default one.
  public var profile: DeviceProfile {
    device.flatMap(DeviceCatalog.profile(named:)) ?? DeviceCatalog.standard
  }

  /// The centre, where wheel events without a position point.
  public var center: (x: Double, y: Double) { (width / 2, height / 2) }
}

extension DeviceProfile {
  /// The device's screen as a script viewport rendered at `scale`.
  public func viewport(scale: Double) -> Viewport {
    Viewport(width: width, height: height, scale: scale, pixelRatio: pixelRatio, device: name)
  }
}
