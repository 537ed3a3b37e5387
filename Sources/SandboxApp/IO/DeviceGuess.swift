import SandboxFormats
import SandboxStage

/// Points from pixels for `measure`: `--scale K`, `--device NAME`, or a guess from the video's
/// width against the device catalogue.
struct DeviceGuess: Equatable {
  /// The device, when one was named or recognised.
  var device: DeviceProfile?
  /// Pixels per point.
  var scale: Double
  /// Whether it was guessed (and so is worth printing).
  var guessed: Bool

  /// The status bar's height in points on the device (the default device's when none), which
  /// `measure` leaves out at the top (`MeasureSettings.topInset`).
  var statusBarHeight: Double { (device ?? DeviceCatalog.standard).statusBarHeight }

  /// A line for standard error saying what was assumed.
  var description: String {
    let scaleText = JSONSerializer.format((scale * 1000).rounded() / 1000)
    guard let device else { return "\(scaleText) pixels per point" }
    return "\(device.displayName) (\(device.name)) at ×\(scaleText)"
  }

  /// The guess for a video `width` pixels wide: a device recorded at its own density (1179 px:
  /// iPhone 15 Pro at ×3); else a device at a whole scale 1…4 (the project's renders: 390 px,
  /// iPhone 14 at ×1); else the default device at whatever scale its width gives.
  static func guess(width: Int) -> DeviceGuess {
    let pixels = Double(width)
    if let native = DeviceCatalog.all.first(where: {
      abs($0.width * $0.pixelRatio - pixels) <= 2
    }) {
      return DeviceGuess(device: native, scale: pixels / native.width, guessed: true)
    }
    for scale in 1...4 {
      if let device = DeviceCatalog.all.first(where: {
        abs($0.width * Double(scale) - pixels) < 1
      }) {
        return DeviceGuess(device: device, scale: Double(scale), guessed: true)
      }
    }
    let standard = DeviceCatalog.standard
    return DeviceGuess(device: standard, scale: pixels / standard.width, guessed: true)
  }
}
