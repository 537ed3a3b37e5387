import SandboxPrimitives

/// One hue and chroma at every tone: Material's tonal palette (material-color-utilities
/// `palettes/TonalPalette`). A scheme role is a tone of one of these.
public struct TonalPalette: Sendable, Equatable {
  public let hue: Double
  public let chroma: Double

  public init(hue: Double, chroma: Double) {
    self.hue = hue
    self.chroma = chroma
  }

  /// The colour at `tone` (0…100). Tone 99 of a yellow hue is the channel-wise average of tones
  /// 98 and 100 (rounded half up), as the reference palette does to avoid a greenish near-white.
  public func tone(_ tone: Double) -> Color {
    if tone == 99 && Hct.isYellow(hue) {
      let a = self.tone(98)
      let b = self.tone(100)
      func average(_ x: UInt8, _ y: UInt8) -> UInt8 {
        let mean: Double = (Double(x) + Double(y)) / 2 + 0.5
        return UInt8(mean.rounded(.down))
      }
      return Color(r: average(a.r, b.r), g: average(a.g, b.g), b: average(a.b, b.b))
    }
    return Hct(hue: hue, chroma: chroma, tone: tone).color
  }
}
