import SandboxPrimitives

/// The simulated hardware's colours and sizes: cutouts, home indicator, the device frame, the
/// Android status bar and the scroll indicators. An extension so the phone scene's own theme
/// keeps its shape.
extension Theme {
  /// Cutouts (notch, Dynamic Island, punch hole) are unlit pixels or glass over a camera: black.
  public static let cutout = Color.black
  /// The home indicator over light content (iOS draws it dark on light backgrounds).
  public static let homeIndicator = Color(r: 0, g: 0, b: 0, a: 220)
  /// The home indicator over dark content (iOS draws it light there); the same opacity.
  public static let homeIndicatorOnDark = Color(r: 255, g: 255, b: 255, a: 220)
  /// Home indicator thickness and its gap above the screen's bottom edge, in points (Apple's iOS
  /// design templates: a 134 × 5 pt capsule 8 pt above the edge).
  public static let homeIndicatorHeight = 5.0
  public static let homeIndicatorBottomGap = 8.0
  /// Android's gesture navigation handle: a 4-dp capsule (SystemUI's `navigation_handle_radius`
  /// of 2 dp) centred in the device's bottom inset (the 24-dp gesture bar). An estimate: the
  /// SystemUI figures are recalled, not checked against AOSP here.
  public static let navigationHandleHeight = 4.0

  /// The bezel drawn around the screen with `view.deviceFrame`: a near-black frame with a
  /// slightly lighter rim, like a phone's glass edge under studio light.
  public static let bezel = Color(hex: 0x111214)
  public static let bezelRim = Color(hex: 0x3A3C42)
  /// Bezel thickness around the screen, in points (a current iPhone's black border is about
  /// 1.5–2 mm, 9–12 pt at 460 ppi).
  public static let bezelWidth = 12.0
  /// Width of the lighter rim on the bezel's outer edge, in points.
  public static let bezelRimWidth = 1.5

  /// Android status bar: Material's 14 sp clock, 16 dp glyphs, 16 dp side padding, and the
  /// notification dots' radius and pitch.
  public static let androidClockSize = 14.0
  public static let androidStatusInset = 16.0
  public static let androidGlyphGap = 4.0
  public static let notificationDotRadius = 3.0
  public static let notificationDotPitch = 10.0

  /// iPad status bar: 12 pt clock, glyphs and clock 20 pt from the screen's edges.
  public static let padClockSize = 12.0
  public static let padStatusInset = 20.0
}
