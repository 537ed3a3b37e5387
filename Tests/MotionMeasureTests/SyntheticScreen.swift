import MotionMeasure

/// A made-up phone screen for the analysis's unit tests: a flat header of `headerLuma` down to
/// `headerBottom` pixels, and under it a content strip of inset "cards" with varying blocks,
/// drawn at a fractional scroll offset by area sampling (as a renderer's antialiasing would).
struct SyntheticScreen {
  var width = 120
  var height = 400
  var headerLuma: Double = 60
  var background: Double = 235

  /// The content's luma at content coordinate `y` (pixels) and column `x`.
  func content(x: Int, y: Double) -> Double {
    let pitch = 44.0
    let row = (y / pitch).rounded(.down)
    let within = y - row * pitch
    let inset = x < 18 || x >= width - 22
    if inset || within < 4 { return background }
    // Each card: a block whose shade and width depend on the card's number, and text-like bars.
    let card = Int(row) & 0xFFFF
    let shade = Double((card * 37) % 150) + 40
    if x < 34 && within >= 10 && within < 34 { return shade }
    let barLength = 20 + (card * 13) % 50
    if x >= 38 && x < 38 + barLength && within >= 12 && within < 18 { return 40 }
    if x >= 38 && x < 38 + barLength / 2 && within >= 24 && within < 28 { return 120 }
    return 255
  }

  /// A frame with the content scrolled by `offset` pixels and the header's edge at
  /// `headerBottom` pixels (both may be fractional).
  func frame(offset: Double, headerBottom: Double, time: Double, noise: UInt64 = 0) -> MeasureFrame
  {
    var pixels = [UInt8](repeating: 0, count: width * height)
    var state = noise
    for y in 0..<height {
      let headerCover = max(0, min(1, headerBottom - Double(y)))
      for x in 0..<width {
        // Eight samples a pixel vertically: a fractional offset blends neighbouring rows.
        var sum = 0.0
        for sample in 0..<8 {
          sum += content(x: x, y: Double(y) + (Double(sample) + 0.5) / 8 + offset)
        }
        var value = headerCover * headerLuma + (1 - headerCover) * sum / 8
        if noise != 0 {
          state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
          value += Double(Int((state >> 33) % 7) - 3)
        }
        pixels[y * width + x] = UInt8(max(0, min(255, value.rounded())))
      }
    }
    return MeasureFrame(width: width, height: height, format: .gray, time: time, pixels: pixels)
  }
}
