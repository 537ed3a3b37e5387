import Foundation

/// A colour's CAM16 hue (degrees) and chroma, in the standard viewing conditions: the two
/// coordinates HCT takes from CAM16 (its tone is L*).
///
/// The forward model (sRGB → XYZ → adapted cone responses → opponent a, b → hue, J, chroma) is
/// CIE CAM16 as material-color-utilities `hct/Cam16.fromInt` evaluates it.
public struct Cam16: Sendable, Equatable {
  public var hue: Double
  public var chroma: Double
  public var j: Double

  public init(_ color: Color, in vc: ViewingConditions = .standard) {
    let r = ColorScience.linearized(color.r)
    let g = ColorScience.linearized(color.g)
    let b = ColorScience.linearized(color.b)
    let x = 0.41233895 * r + 0.35762064 * g + 0.18051042 * b
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    let z = 0.01932141 * r + 0.11916382 * g + 0.95034478 * b
    let m = ViewingConditions.xyzToCam16RGB
    let rD = vc.rgbD.0 * (x * m[0][0] + y * m[0][1] + z * m[0][2])
    let gD = vc.rgbD.1 * (x * m[1][0] + y * m[1][1] + z * m[1][2])
    let bD = vc.rgbD.2 * (x * m[2][0] + y * m[2][1] + z * m[2][2])
    func adapt(_ v: Double) -> Double {
      let f = pow(vc.fl * abs(v) / 100, 0.42)
      return Cam16.sign(v) * 400 * f / (f + 27.13)
    }
    let rA = adapt(rD)
    let gA = adapt(gD)
    let bA = adapt(bD)
    let a = (11 * rA - 12 * gA + bA) / 11
    let bb = (rA + gA - 2 * bA) / 9
    let u = (20 * rA + 20 * gA + 21 * bA) / 20
    let p2 = (40 * rA + 20 * gA + bA) / 20
    let hue = ColorScience.sanitizedDegrees(atan2(bb, a) * (180 / Double.pi))
    let ac = p2 * vc.nbb
    let j = 100 * pow(ac / vc.aw, vc.c * vc.z)
    let huePrime = hue < 20.14 ? hue + 360 : hue
    let eHue = 0.25 * (cos(huePrime * (Double.pi / 180) + 2) + 3.8)
    let p1 = 50000.0 / 13.0 * eHue * vc.nc * vc.ncb
    let t = p1 * hypot(a, bb) / (u + 0.305)
    let alpha = pow(1.64 - pow(0.29, vc.n), 0.73) * pow(t, 0.9)
    self.hue = hue
    self.j = j
    self.chroma = alpha * (j / 100).squareRoot()
  }

  /// −1, 0 or 1 (Java's `Math.signum` without the signed zero).
  static func sign(_ v: Double) -> Double { v < 0 ? -1 : (v > 0 ? 1 : 0) }
}
