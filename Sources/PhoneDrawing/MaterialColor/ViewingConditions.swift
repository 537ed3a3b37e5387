import Foundation

/// The CAM16 viewing conditions HCT is defined in: sRGB's D65 white, an adapting luminance of
/// 200/π · Y(L* 50)/100 cd/m², a background of L* 50, an average surround (2) and no discounting
/// of the illuminant (material-color-utilities `hct/ViewingConditions.DEFAULT`, built by
/// `ViewingConditions.make`; the formulas are CIE CAM16's).
public struct ViewingConditions: Sendable {
  public let n: Double
  public let aw: Double
  public let nbb: Double
  public let ncb: Double
  public let c: Double
  public let nc: Double
  public let rgbD: (Double, Double, Double)
  public let fl: Double
  public let flRoot: Double
  public let z: Double

  /// XYZ → CAM16's cone responses (rows), from the CAM16 paper (Li et al. 2017).
  static let xyzToCam16RGB: [[Double]] = [
    [0.401288, 0.650173, -0.051461],
    [-0.250268, 1.204414, 0.045854],
    [-0.002079, 0.048952, 0.953127],
  ]

  /// The conditions every HCT colour is measured in.
  public static let standard = ViewingConditions(
    adaptingLuminance: 200 / Double.pi * ColorScience.y(fromLstar: 50) / 100,
    backgroundLstar: 50, surround: 2, discountingIlluminant: false)

  init(
    adaptingLuminance: Double, backgroundLstar: Double, surround: Double,
    discountingIlluminant: Bool
  ) {
    let white = ColorScience.whitePointD65
    let m = ViewingConditions.xyzToCam16RGB
    let rW = white.x * m[0][0] + white.y * m[0][1] + white.z * m[0][2]
    let gW = white.x * m[1][0] + white.y * m[1][1] + white.z * m[1][2]
    let bW = white.x * m[2][0] + white.y * m[2][1] + white.z * m[2][2]
    let f = 0.8 + surround / 10
    c =
      f >= 0.9 ? 0.59 + (0.69 - 0.59) * ((f - 0.9) * 10) : 0.525 + (0.59 - 0.525) * ((f - 0.8) * 10)
    var d =
      discountingIlluminant ? 1 : f * (1 - (1 / 3.6) * exp((-adaptingLuminance - 42) / 92))
    d = min(max(d, 0), 1)
    nc = f
    let rgbD = (d * (100 / rW) + 1 - d, d * (100 / gW) + 1 - d, d * (100 / bW) + 1 - d)
    self.rgbD = rgbD
    let k = 1 / (5 * adaptingLuminance + 1)
    let k4 = k * k * k * k
    let k4F = 1 - k4
    let fl = k4 * adaptingLuminance + 0.1 * k4F * k4F * cbrt(5 * adaptingLuminance)
    self.fl = fl
    let n = ColorScience.y(fromLstar: max(0.1, backgroundLstar)) / white.y
    self.n = n
    z = 1.48 + n.squareRoot()
    let nbb = 0.725 / pow(n, 0.2)
    self.nbb = nbb
    ncb = nbb
    func adapted(_ channel: Double, _ whiteChannel: Double) -> Double {
      let factor = pow(fl * channel * whiteChannel / 100, 0.42)
      return 400 * factor / (factor + 27.13)
    }
    let rA = adapted(rgbD.0, rW)
    let gA = adapted(rgbD.1, gW)
    let bA = adapted(rgbD.2, bW)
    aw = (2 * rA + gA + 0.05 * bA) * nbb
    flRoot = pow(fl, 0.25)
  }
}
