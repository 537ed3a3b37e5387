import Testing

@testable import SDLPlatform

/// The four corners of a rounded rectangle are mirror images of the top-left one, so the
/// painter rasterizes that one and draws the others flipped (a quarter of the work, which the
/// device frame's large screen corners made visible at start-up).
@Suite struct CornerMirrorTests {
  @Test(arguments: [(2.5, 3), (7.3, 8), (12.0, 12), (55.0 * 3, 165), (40.6, 38)])
  func everyCornerIsTheTopLeftMirrored(radius: Double, side: Int32) throws {
    let rasterizer = MaskRasterizer()
    let topLeft = try #require(
      rasterizer.mask(.corner(radius: radius, width: side, height: side, corner: 0)))
    for corner in UInt8(1)...3 {
      let mask = try #require(
        rasterizer.mask(.corner(radius: radius, width: side, height: side, corner: corner)))
      #expect(mask.width == topLeft.width && mask.height == topLeft.height)
      let w = Int(mask.width)
      let h = Int(mask.height)
      var worst = 0
      for y in 0..<h {
        for x in 0..<w {
          let mx = corner & 1 == 1 ? w - 1 - x : x
          let my = corner & 2 == 2 ? h - 1 - y : y
          worst = max(worst, abs(Int(mask.alpha[y * w + x]) - Int(topLeft.alpha[my * w + mx])))
        }
      }
      #expect(worst == 0, "corner \(corner) of radius \(radius): off by \(worst)")
    }
  }
}
