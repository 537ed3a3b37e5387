import Foundation

/// sRGB ↔ linear RGB ↔ CIE XYZ ↔ L* conversions, in the conventions Material's colour utilities
/// use (material-color-utilities `utils/ColorUtils`): linear channels and Y on a 0…100 scale, the
/// D65 white point (95.047, 100, 108.883), and channel rounding half up then clamping to 0…255.
///
/// The HCT solver and CAM16 build on these; keeping the same scales and rounding is what makes
/// a palette tone land on the same 8-bit colour as the reference implementation.
public enum ColorScience {
  /// D65 white point in XYZ (Y = 100).
  public static let whitePointD65 = (x: 95.047, y: 100.0, z: 108.883)

  /// Rows of the sRGB (linear, 0…100) → XYZ matrix; the middle row gives Y (luminance).
  static let srgbToXYZ: [[Double]] = [
    [0.41233895, 0.35762064, 0.18051042],
    [0.2126, 0.7152, 0.0722],
    [0.01932141, 0.11916382, 0.95034478],
  ]

  /// An 8-bit channel → linear 0…100 (the sRGB transfer function, threshold 0.040449936).
  public static func linearized(_ component: UInt8) -> Double {
    let normalized = Double(component) / 255
    if normalized <= 0.040449936 { return normalized / 12.92 * 100 }
    return pow((normalized + 0.055) / 1.055, 2.4) * 100
  }

  /// A linear 0…100 channel → the unrounded 0…255 sRGB value.
  public static func delinearizedUnrounded(_ linear: Double) -> Double {
    let normalized = linear / 100
    let encoded =
      normalized <= 0.0031308 ? normalized * 12.92 : 1.055 * pow(normalized, 1 / 2.4) - 0.055
    return encoded * 255
  }

  /// A linear 0…100 channel → an 8-bit channel, rounded half up and clamped.
  public static func delinearized(_ linear: Double) -> UInt8 {
    let value = (delinearizedUnrounded(linear) + 0.5).rounded(.down)
    return UInt8(min(max(value, 0), 255))
  }

  /// The colour whose linear channels are `linear` (0…100 each).
  public static func color(linear: (Double, Double, Double)) -> Color {
    Color(r: delinearized(linear.0), g: delinearized(linear.1), b: delinearized(linear.2))
  }

  /// Relative luminance Y (0…100) of a colour.
  public static func luminance(_ color: Color) -> Double {
    let m = srgbToXYZ[1]
    return m[0] * linearized(color.r) + m[1] * linearized(color.g) + m[2] * linearized(color.b)
  }

  /// CIE L* (0…100) of a colour: its HCT tone.
  public static func lstar(_ color: Color) -> Double { lstar(fromY: luminance(color)) }

  /// L* → Y, both 0…100.
  public static func y(fromLstar lstar: Double) -> Double { 100 * labInverse((lstar + 16) / 116) }

  /// Y → L*, both 0…100.
  public static func lstar(fromY y: Double) -> Double { labForward(y / 100) * 116 - 16 }

  /// The grey of tone `lstar`.
  public static func grey(lstar: Double) -> Color {
    let c = delinearized(y(fromLstar: lstar))
    return Color(r: c, g: c, b: c)
  }

  /// CIELAB's f(t): a cube root above ε = 216/24389, a line below it (κ = 24389/27).
  static func labForward(_ t: Double) -> Double {
    let epsilon = 216.0 / 24389.0
    let kappa = 24389.0 / 27.0
    return t > epsilon ? pow(t, 1.0 / 3.0) : (kappa * t + 16) / 116
  }

  /// The inverse of `labForward`.
  static func labInverse(_ ft: Double) -> Double {
    let epsilon = 216.0 / 24389.0
    let kappa = 24389.0 / 27.0
    let cube = ft * ft * ft
    return cube > epsilon ? cube : (116 * ft - 16) / kappa
  }

  /// An angle in degrees brought into 0 ..< 360.
  public static func sanitizedDegrees(_ degrees: Double) -> Double {
    let r = degrees.truncatingRemainder(dividingBy: 360)
    return r < 0 ? r + 360 : r
  }
}
