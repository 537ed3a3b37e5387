import Foundation
import SandboxPrimitives
import Testing

@testable import SDLPlatform

/// `CoverageRasterizer.alpha`, the one-pass bytes a one-piece mask is made of, gives the bytes
/// of `coverage()` exactly: the start-up saving changes no pixel.
@Suite struct CoverageBytesTests {
  /// A regular polygon of `sides` around (`cx`, `cy`), clockwise or not.
  static func polygon(sides: Int, cx: Double, cy: Double, radius: Double, clockwise: Bool)
    -> [Point]
  {
    (0..<sides).map { index in
      let angle = Double(index) / Double(sides) * 2 * Double.pi * (clockwise ? 1 : -1)
      return Point(x: cx + radius * cos(angle), y: cy + radius * sin(angle))
    }
  }

  @Test(
    "the bytes equal the coverage's bytes",
    arguments: [
      // A disc-like polygon inside the grid, one reaching past the left and bottom sides
      // (cut off exactly), a thin sliver and a triangle with a vertex on a pixel corner.
      (polygon(sides: 48, cx: 20.3, cy: 17.8, radius: 12.6, clockwise: true), 41, 37),
      (polygon(sides: 96, cx: 3.5, cy: 21.25, radius: 17.1, clockwise: false), 31, 19),
      ([Point(x: 0.2, y: 0.4), Point(x: 29.7, y: 1.1), Point(x: 0.3, y: 1.3)], 30, 3),
      ([Point(x: 2, y: 2), Point(x: 17.5, y: 4.25), Point(x: 6.125, y: 15.75)], 20, 18),
    ])
  func bytesEqualCoverage(points: [Point], width: Int, height: Int) {
    var grid = CoverageRasterizer(width: width, height: height)
    grid.add(polygon: points)
    let expected = grid.coverage().map(MaskRasterizer.byte)
    let bytes = grid.alpha()
    #expect(bytes == expected)
    // Each case has partly covered pixels, where the two paths could part.
    #expect(bytes.contains { $0 > 0 && $0 < 255 })
  }

  /// A one-piece mask (a corner, a disc) is made from those bytes: the same as the coverage of
  /// its outline rasterized and converted separately.
  @Test func aCornersMaskIsItsOutlinesCoverageInBytes() throws {
    let shape = ShapeMask.corner(radius: 55 * 2, width: 110, height: 110, corner: 0)
    let mask = try #require(MaskRasterizer().mask(shape))
    let (pieces, box) = shape.outline()
    #expect(pieces.count == 1)
    let size = try #require(box)
    var grid = CoverageRasterizer(width: Int(size.width), height: Int(size.height))
    for polygon in pieces[0] { grid.add(polygon: polygon) }
    #expect(mask.alpha == grid.coverage().map(MaskRasterizer.byte))
  }
}
