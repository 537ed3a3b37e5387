import SandboxPrimitives

/// Colours worked out in advance for drawing on a known solid backdrop without blending.
enum BackdropBlend {
  /// Opacity steps of text pre-composited on a backdrop. Each step is its own cached texture, so
  /// a title fading with the scroll position is rasterised at most this many (+1) times and then
  /// never again; a step is 1/32 of full opacity, below what the eye tells apart in a fade.
  static let textOpacitySteps = 32.0

  /// The opaque colour translucent `c` leaves when filled over opaque `backdrop`, exactly as
  /// SDL's software renderer blends a fill into an ARGB8888 target: per channel
  /// c·a/255 + backdrop·(255 − a)/255, each quotient truncated.
  static func fill(_ c: Color, over backdrop: Color) -> Color {
    let a = UInt32(c.a)
    let inverse = 255 - a
    func channel(_ source: UInt8, _ destination: UInt8) -> UInt8 {
      UInt8(UInt32(source) * a / 255 + inverse * UInt32(destination) / 255)
    }
    return Color(
      r: channel(c.r, backdrop.r), g: channel(c.g, backdrop.g), b: channel(c.b, backdrop.b),
      a: 255)
  }

  /// The opaque colour to rasterise text of colour `c` with, pre-composited on `backdrop`: its
  /// opacity rounded to a `textOpacitySteps` step, then mixed with the backdrop.
  static func text(_ c: Color, over backdrop: Color) -> Color {
    if c.a == 255 { return Color(r: c.r, g: c.g, b: c.b, a: 255) }
    let opacity = (Double(c.a) / 255 * textOpacitySteps).rounded() / textOpacitySteps
    let mixed = Color.mix(backdrop, c, opacity)
    return Color(r: mixed.r, g: mixed.g, b: mixed.b, a: 255)
  }
}
