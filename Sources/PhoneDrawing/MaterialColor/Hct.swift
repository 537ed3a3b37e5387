/// A colour in HCT: CAM16 hue and chroma with CIE L* as tone (Material's colour space, in which
/// tone alone predicts contrast). material-color-utilities `hct/Hct`.
public struct Hct: Sendable, Equatable {
  /// Hue in degrees (0 ..< 360), chroma (0 … about 130 in sRGB), tone (L*, 0…100).
  public let hue: Double
  public let chroma: Double
  public let tone: Double
  /// The sRGB colour these coordinates name.
  public let color: Color

  /// The HCT coordinates of `color`.
  public init(_ color: Color) {
    let cam = Cam16(color)
    hue = cam.hue
    chroma = cam.chroma
    tone = ColorScience.lstar(color)
    self.color = Color(r: color.r, g: color.g, b: color.b)
  }

  /// The sRGB colour nearest to (hue, chroma, tone): exact when sRGB holds it, else the same hue
  /// and tone at the most chroma sRGB has. The coordinates are then re-measured from it.
  public init(hue: Double, chroma: Double, tone: Double) {
    self.init(HctSolver.solve(hue: hue, chroma: chroma, tone: tone))
  }

  /// Whether a hue is in the yellows (105° ..< 125°), whose tone-99 step Material's tonal
  /// palette blends instead of solving (`Hct.isYellow`).
  public static func isYellow(_ hue: Double) -> Bool { hue >= 105 && hue < 125 }
}
