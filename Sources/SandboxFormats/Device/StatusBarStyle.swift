/// How a device's status bar lays out its clock and glyphs.
public enum StatusBarStyle: String, CaseIterable, Hashable, Sendable {
  /// Home-button iPhones: a 20-pt bar, signal and Wi-Fi left, the time centred, battery right.
  case iosClassic
  /// Face ID iPhones (notch or Dynamic Island): the time centred in the left "ear", signal,
  /// Wi-Fi and battery centred in the right one, at 17 pt semibold.
  case iosNotch
  /// iPads: a slim bar, the time at the left edge, the glyphs at the right edge.
  case iosPad
  /// Android (Material): the time and notification dots on the left, Wi-Fi, cellular and an
  /// upright battery on the right, in Roboto-like 14 sp.
  case android
}
