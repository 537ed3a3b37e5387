import Foundation
import SandboxPrimitives
import Testing

@testable import SDLPlatform

/// `CoverageRasterizer.alpha`, the one-pass bytes every mask is made of, gives the bytes of
/// `coverage()` exactly, and masks of several pieces merged byte by byte are the bytes of their
/// coverages merged: the start-up saving changes no pixel.
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

  /// A line of several runs (a sharp turn and a crossing) and a stroked path are merged from
  /// pieces: their masks are the bytes of the pieces' coverages merged by the larger, each in
  /// its own box, as the masks were made before they were merged in bytes.
  @Test func piecesMergedInBytesAreTheirCoveragesMerged() throws {
    var zigzag = VectorPath()
    zigzag.move(to: Point(x: 1, y: 1))
    zigzag.line(to: Point(x: 14, y: 11))
    zigzag.line(to: Point(x: 2, y: 12))
    zigzag.line(to: Point(x: 15, y: 1.5))
    let shapes: [ShapeMask] = [
      .polyline(
        [Point(x: 2, y: 3), Point(x: 30.5, y: 4), Point(x: 3.25, y: 9), Point(x: 28, y: 17)],
        halfWidth: 1.6),
      .path(zigzag, scale: 2, strokeWidth: 1.5),
    ]
    var merged = 0
    for shape in shapes {
      let (pieces, _) = shape.outline()
      let mask = try #require(MaskRasterizer().mask(shape))
      let w = Int(mask.width)
      var coverage = [Double](repeating: 0, count: w * Int(mask.height))
      for piece in pieces {
        guard
          let (bx, by, bw, bh) = MaskRasterizer.box(
            of: piece, x0: Double(mask.x), y0: Double(mask.y), w: mask.width, h: mask.height)
        else { continue }
        var grid = CoverageRasterizer(width: bw, height: bh)
        for polygon in piece {
          grid.add(
            polygon: polygon.map {
              Point(x: $0.x - Double(mask.x) - Double(bx), y: $0.y - Double(mask.y) - Double(by))
            })
        }
        let values = grid.coverage()
        for row in 0..<bh {
          for column in 0..<bw {
            let i = (by + row) * w + bx + column
            coverage[i] = max(coverage[i], values[row * bw + column])
          }
        }
      }
      if pieces.count > 1 { merged += 1 }
      #expect(mask.alpha == coverage.map(MaskRasterizer.byte), "\(shape)")
    }
    // Both shapes are made of more than one piece: the merge is what is compared.
    #expect(merged == shapes.count)
  }
}
