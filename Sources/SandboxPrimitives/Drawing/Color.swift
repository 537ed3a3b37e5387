import Foundation

/// An 8-bit sRGB colour with straight (non-premultiplied) alpha.
public struct Color: Hashable, Sendable, Codable {
  public var r: UInt8
  public var g: UInt8
  public var b: UInt8
  public var a: UInt8

  public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
    self.r = r
    self.g = g
    self.b = b
    self.a = a
  }

  /// A colour from `0xRRGGBB`, fully opaque.
  public init(hex: UInt32) {
    self.init(r: UInt8((hex >> 16) & 0xFF), g: UInt8((hex >> 8) & 0xFF), b: UInt8(hex & 0xFF))
  }

  /// The same colour with its alpha multiplied by `opacity` (clamped to 0…1).
  public func withOpacity(_ opacity: Double) -> Color {
    let o = opacity.isFinite ? min(max(opacity, 0), 1) : 0
    var c = self
    c.a = UInt8((Double(a) * o).rounded())
    return c
  }

  /// Linear interpolation between two colours, `t` clamped to 0…1.
  public static func mix(_ from: Color, _ to: Color, _ t: Double) -> Color {
    let u = t.isFinite ? min(max(t, 0), 1) : 0
    func m(_ a: UInt8, _ b: UInt8) -> UInt8 {
      let start = Double(a)
      let mixed: Double = start + (Double(b) - start) * u
      return UInt8(mixed.rounded())
    }
    return Color(r: m(from.r, to.r), g: m(from.g, to.g), b: m(from.b, to.b), a: m(from.a, to.a))
  }

  public static let black = Color(r: 0, g: 0, b: 0)
  public static let white = Color(r: 255, g: 255, b: 255)
  public static let clear = Color(r: 0, g: 0, b: 0, a: 0)
}
