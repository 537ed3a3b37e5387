import Foundation

/// Finds the sRGB colour of a given HCT hue, chroma and tone (L*): the colour of that hue and
/// tone with the requested chroma when sRGB holds it, else the most chromatic one there is.
///
/// The method is material-color-utilities' `hct/HctSolver` (the algorithm, not its code): first
/// Newton's method on CAM16 lightness J for the exact colour (five rounds at most, using
/// 2·f(J)/J for the derivative); when that leaves the sRGB cube, a bisection along the edge of
/// the cube's slice at the tone's luminance, narrowed plane by plane between the linear values
/// where an 8-bit channel changes ("critical planes"), to the colour of the target hue on the
/// gamut boundary.
enum HctSolver {
  /// Linear RGB (0…100) → cone responses scaled by the viewing conditions' discount (rows).
  static let scaledDiscountFromLinRGB: [[Double]] = [
    [0.001200833568784504, 0.002389694492170889, 0.0002795742885861124],
    [0.0005891086651375999, 0.0029785502573438758, 0.0003270666104008398],
    [0.00010146692491640572, 0.0005364214359186694, 0.0032979401770712076],
  ]
  /// The inverse of `scaledDiscountFromLinRGB`.
  static let linRGBFromScaledDiscount: [[Double]] = [
    [1373.2198709594231, -1100.4251190754821, -7.278681089101213],
    [-271.815969077903, 559.6580465940733, -32.46047482791194],
    [1.9622899599665666, -57.173814538844006, 308.7233197812385],
  ]
  /// Luminance weights of linear R, G, B.
  static let yFromLinRGB = (0.2126, 0.7152, 0.0722)

  /// The linear value (0…100) half-way between 8-bit channel values i and i + 1, i in 0..<255:
  /// where a channel's rounded value changes.
  static let criticalPlanes: [Double] = (0..<255).map { i in
    let normalized = (Double(i) + 0.5) / 255
    return normalized <= 0.040449936
      ? normalized / 12.92 * 100 : pow((normalized + 0.055) / 1.055, 2.4) * 100
  }

  typealias Vector = (Double, Double, Double)

  static func multiply(_ v: Vector, _ m: [[Double]]) -> Vector {
    (
      v.0 * m[0][0] + v.1 * m[0][1] + v.2 * m[0][2],
      v.0 * m[1][0] + v.1 * m[1][1] + v.2 * m[1][2],
      v.0 * m[2][0] + v.1 * m[2][1] + v.2 * m[2][2]
    )
  }

  static func component(_ v: Vector, _ axis: Int) -> Double {
    axis == 0 ? v.0 : (axis == 1 ? v.1 : v.2)
  }

  /// An angle in radians (not far from 0) brought into 0 ..< 2π.
  static func sanitizedRadians(_ angle: Double) -> Double {
    (angle + Double.pi * 8).truncatingRemainder(dividingBy: Double.pi * 2)
  }

  static func adapted(_ component: Double) -> Double {
    let af = pow(abs(component), 0.42)
    return Cam16.sign(component) * 400 * af / (af + 27.13)
  }

  static func unadapted(_ adapted: Double) -> Double {
    let magnitude = abs(adapted)
    let base = max(0, 27.13 * magnitude / (400 - magnitude))
    return Cam16.sign(adapted) * pow(base, 1 / 0.42)
  }

  /// CAM16 hue (radians) of a linear RGB colour.
  static func hue(of linear: Vector) -> Double {
    let s = multiply(linear, scaledDiscountFromLinRGB)
    let rA = adapted(s.0)
    let gA = adapted(s.1)
    let bA = adapted(s.2)
    return atan2((rA + gA - 2 * bA) / 9, (11 * rA - 12 * gA + bA) / 11)
  }

  /// Whether going counter-clockwise from `a`, `b` comes before `c`.
  static func inCyclicOrder(_ a: Double, _ b: Double, _ c: Double) -> Bool {
    sanitizedRadians(b - a) < sanitizedRadians(c - a)
  }

  /// The point of segment source→target whose `axis` coordinate is `coordinate`.
  static func point(on source: Vector, _ target: Vector, axis: Int, at coordinate: Double)
    -> Vector
  {
    let t =
      (coordinate - component(source, axis)) / (component(target, axis) - component(source, axis))
    return (
      source.0 + (target.0 - source.0) * t, source.1 + (target.1 - source.1) * t,
      source.2 + (target.2 - source.2) * t
    )
  }

  /// Vertex `n` (0…11) of the polygon where the plane of luminance `y` cuts the RGB cube: two
  /// channels at 0 or 100 and the third solved for `y`; nil when the third leaves 0…100.
  static func vertex(y: Double, _ n: Int) -> Vector? {
    let (kR, kG, kB) = yFromLinRGB
    let first = n % 4 <= 1 ? 0.0 : 100.0
    let second = n % 2 == 0 ? 0.0 : 100.0
    let bounded = 0.0...100.0
    if n < 4 {
      let r = (y - first * kG - second * kB) / kR
      return bounded.contains(r) ? (r, first, second) : nil
    } else if n < 8 {
      let g = (y - second * kR - first * kB) / kG
      return bounded.contains(g) ? (second, g, first) : nil
    } else {
      let b = (y - first * kR - second * kG) / kB
      return bounded.contains(b) ? (first, second, b) : nil
    }
  }

  /// The edge of the luminance-`y` slice whose hues bracket `targetHue`.
  static func bracketingEdge(y: Double, targetHue: Double) -> (Vector, Vector) {
    var left: Vector = (-1, -1, -1)
    var right = left
    var leftHue = 0.0
    var rightHue = 0.0
    var started = false
    var uncut = true
    for n in 0..<12 {
      guard let mid = vertex(y: y, n) else { continue }
      let midHue = hue(of: mid)
      if !started {
        (left, right, leftHue, rightHue, started) = (mid, mid, midHue, midHue, true)
        continue
      }
      if uncut || inCyclicOrder(leftHue, midHue, rightHue) {
        uncut = false
        if inCyclicOrder(leftHue, targetHue, midHue) {
          (right, rightHue) = (mid, midHue)
        } else {
          (left, leftHue) = (mid, midHue)
        }
      }
    }
    return (left, right)
  }

  /// The gamut-boundary colour of luminance `y` and hue `targetHue` (radians), linear RGB.
  static func boundary(y: Double, targetHue: Double) -> Vector {
    var (left, right) = bracketingEdge(y: y, targetHue: targetHue)
    var leftHue = hue(of: left)
    for axis in 0..<3 where component(left, axis) != component(right, axis) {
      var lPlane: Int
      var rPlane: Int
      let l = ColorScience.delinearizedUnrounded(component(left, axis))
      let r = ColorScience.delinearizedUnrounded(component(right, axis))
      if component(left, axis) < component(right, axis) {
        lPlane = Int((l - 0.5).rounded(.down))
        rPlane = Int((r - 0.5).rounded(.up))
      } else {
        lPlane = Int((l - 0.5).rounded(.up))
        rPlane = Int((r - 0.5).rounded(.down))
      }
      for _ in 0..<8 {
        guard abs(rPlane - lPlane) > 1 else { break }
        let mPlane = Int((Double(lPlane + rPlane) / 2).rounded(.down))
        let mid = point(on: left, right, axis: axis, at: criticalPlanes[mPlane])
        let midHue = hue(of: mid)
        if inCyclicOrder(leftHue, targetHue, midHue) {
          right = mid
          rPlane = mPlane
        } else {
          left = mid
          leftHue = midHue
          lPlane = mPlane
        }
      }
    }
    return ((left.0 + right.0) / 2, (left.1 + right.1) / 2, (left.2 + right.2) / 2)
  }

  /// The in-gamut colour of exactly this hue (radians), chroma and luminance, or nil.
  static func exact(hue: Double, chroma: Double, y: Double) -> Color? {
    let vc = ViewingConditions.standard
    var j = y.squareRoot() * 11
    let tInner = 1 / pow(1.64 - pow(0.29, vc.n), 0.73)
    let eHue = 0.25 * (cos(hue + 2) + 3.8)
    let p1 = eHue * (50000.0 / 13.0) * vc.nc * vc.ncb
    let hSin = sin(hue)
    let hCos = cos(hue)
    for round in 0..<5 {
      let jNormalized = j / 100
      let alpha = chroma == 0 || j == 0 ? 0 : chroma / jNormalized.squareRoot()
      let t = pow(alpha * tInner, 1 / 0.9)
      let ac = vc.aw * pow(jNormalized, 1 / vc.c / vc.z)
      let p2 = ac / vc.nbb
      let gamma = 23 * (p2 + 0.305) * t / (23 * p1 + 11 * t * hCos + 108 * t * hSin)
      let a = gamma * hCos
      let b = gamma * hSin
      let rA = (460 * p2 + 451 * a + 288 * b) / 1403
      let gA = (460 * p2 - 891 * a - 261 * b) / 1403
      let bA = (460 * p2 - 220 * a - 6300 * b) / 1403
      let linear = multiply(
        (unadapted(rA), unadapted(gA), unadapted(bA)), linRGBFromScaledDiscount)
      guard linear.0 >= 0, linear.1 >= 0, linear.2 >= 0 else { return nil }
      let (kR, kG, kB) = yFromLinRGB
      let fnj = kR * linear.0 + kG * linear.1 + kB * linear.2
      guard fnj > 0 else { return nil }
      if round == 4 || abs(fnj - y) < 0.002 {
        guard linear.0 <= 100.01, linear.1 <= 100.01, linear.2 <= 100.01 else { return nil }
        return ColorScience.color(linear: linear)
      }
      j -= (fnj - y) * j / (2 * fnj)
    }
    return nil
  }

  /// The colour of HCT (`hue`°, `chroma`, `tone`), chroma reduced to what sRGB holds.
  static func solve(hue: Double, chroma: Double, tone: Double) -> Color {
    if chroma < 0.0001 || tone < 0.0001 || tone > 99.9999 {
      return ColorScience.grey(lstar: tone)
    }
    let radians = ColorScience.sanitizedDegrees(hue) / 180 * Double.pi
    let y = ColorScience.y(fromLstar: tone)
    if let found = exact(hue: radians, chroma: chroma, y: y) { return found }
    return ColorScience.color(linear: boundary(y: y, targetHue: radians))
  }
}
