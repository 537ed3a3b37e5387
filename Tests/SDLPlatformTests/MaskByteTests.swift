import Testing

@testable import SDLPlatform

/// A mask's bytes are the coverage × 255 rounded half away from zero: the inlined rounding
/// gives the bytes `rounded()` gave, on halves, near halves and across the range.
@Suite struct MaskByteTests {
  static func reference(_ c: Double) -> UInt8 {
    UInt8(min(max(c * 255, 0), 255).rounded())
  }

  @Test func matchesRoundedOnHalvesAndNeighbours() {
    for k in 0...255 {
      for v in [Double(k), Double(k) + 0.5, Double(k) + 0.25, Double(k) + 0.75] {
        for x in [v.nextDown, v, v.nextUp] {
          let c = x / 255
          #expect(MaskRasterizer.byte(c) == Self.reference(c), "coverage \(c)")
        }
      }
    }
    for c in [-1.0, -0.0, 0, 1, 1.5, 1e-300, 0.5 / 255, 0.49999999999999994] {
      #expect(MaskRasterizer.byte(c) == Self.reference(c), "coverage \(c)")
    }
  }

  @Test func matchesRoundedOnSeededValues() {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    var mismatches = 0
    for _ in 0..<200_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let c = Double(state >> 11) / Double(1 << 53) * 1.2 - 0.1
      if MaskRasterizer.byte(c) != Self.reference(c) { mismatches += 1 }
    }
    #expect(mismatches == 0)
  }
}
