import SandboxPrimitives

/// A shape's coverage as 8-bit alpha, pure arithmetic (no SDL): what `ShapeMaskCache` uploads and
/// what the tests compare with analytic coverage.
struct MaskRasterizer {
  /// Coverage bytes of a `width` × `height` mask whose top-left pixel is (`x`, `y`) from the
  /// command's snapped origin.
  struct Mask: Sendable {
    var x: Int32
    var y: Int32
    var width: Int32
    var height: Int32
    var alpha: [UInt8]
  }

  /// Largest mask side (pixels): bigger shapes are not real art, and a runaway one must not take
  /// the memory.
  static let largestSide: Int32 = 4096

  /// The mask of `shape`, or nil when it covers no pixel. Pieces are merged by the larger
  /// coverage (see `OutlineBuilder`).
  func mask(_ shape: ShapeMask) -> Mask? {
    let (pieces, fixedBox) = shape.outline()
    let (minX, minY, maxX, maxY) = MaskRasterizer.bounds(pieces.joined())
    let x0: Double
    let y0: Double
    let w: Int32
    let h: Int32
    if let box = fixedBox {
      (x0, y0, w, h) = (0, 0, box.width, box.height)
    } else {
      guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return nil }
      x0 = minX.rounded(.down)
      y0 = minY.rounded(.down)
      w = Int32(min(maxX.rounded(.up) - x0, Double(MaskRasterizer.largestSide)))
      h = Int32(min(maxY.rounded(.up) - y0, Double(MaskRasterizer.largestSide)))
    }
    guard w > 0, h > 0, w <= MaskRasterizer.largestSide, h <= MaskRasterizer.largestSide else {
      return nil
    }
    // Pieces are merged byte by byte, by the larger: `byte` never decreases, so the larger
    // byte is the byte of the larger coverage. A piece over the whole mask (a disc, a corner)
    // is taken as it is; nothing is allocated before a piece needs it.
    var alpha: [UInt8] = []
    for piece in pieces {
      // Each piece is rasterized in its own box (a plot line's runs are small), then merged.
      guard let (bx, by, bw, bh) = MaskRasterizer.box(of: piece, x0: x0, y0: y0, w: w, h: h)
      else { continue }
      var grid = CoverageRasterizer(width: bw, height: bh)
      for polygon in piece {
        grid.add(
          polygon: polygon.map { Point(x: $0.x - x0 - Double(bx), y: $0.y - y0 - Double(by)) })
      }
      let pieceAlpha = grid.alpha()
      if alpha.isEmpty && bx == 0 && by == 0 && bw == Int(w) && bh == Int(h) {
        alpha = pieceAlpha
        continue
      }
      if alpha.isEmpty { alpha = [UInt8](repeating: 0, count: Int(w) * Int(h)) }
      for row in 0..<bh {
        for column in 0..<bw {
          let value = pieceAlpha[row * bw + column]
          let i = (by + row) * Int(w) + bx + column
          if value > alpha[i] { alpha[i] = value }
        }
      }
    }
    if alpha.isEmpty { alpha = [UInt8](repeating: 0, count: Int(w) * Int(h)) }
    return Mask(x: Int32(x0), y: Int32(y0), width: w, height: h, alpha: alpha)
  }

  /// The pixels of a mask `w` × `h` whose top-left is (`x0`, `y0`) that `piece` is rasterized
  /// in: its bounding box, whole pixels, cut to the mask; nil when that is empty. Left of the
  /// mask still covers what is right of it, so a box starts at column 0 when the piece reaches
  /// past the left side.
  static func box(of piece: [[Point]], x0: Double, y0: Double, w: Int32, h: Int32)
    -> (x: Int, y: Int, width: Int, height: Int)?
  {
    var (px0, py0, px1, py1) = bounds(piece[...])
    (px0, py0, px1, py1) = (px0 - x0, py0 - y0, px1 - x0, py1 - y0)
    guard px0.isFinite, py0.isFinite, px1.isFinite, py1.isFinite else { return nil }
    let bx = Int(max(0, min(px0.rounded(.down), Double(w))))
    let by = Int(max(0, min(py0.rounded(.down), Double(h))))
    let bw = Int(max(0, min(px1.rounded(.up), Double(w)))) - bx
    let bh = Int(max(0, min(py1.rounded(.up), Double(h)))) - by
    guard bw > 0, bh > 0 else { return nil }
    return (bx, by, bw, bh)
  }

  /// Coverage 0…1 as a byte: `c` × 255 clamped and rounded half away from zero, as
  /// `rounded()` does, without its library call (one per mask pixel at start-up). For v ≥ 0,
  /// v − trunc(v) is exact, so the comparison with 0.5 decides as `rounded()` would.
  @inline(__always)
  static func byte(_ c: Double) -> UInt8 {
    let v = min(max(c * 255, 0), 255)
    let whole = Int(v)
    return UInt8(whole + (v - Double(whole) >= 0.5 ? 1 : 0))
  }

  /// The bounding box (min x, min y, max x, max y) of `polygons`; infinite when empty.
  static func bounds<C: Collection>(_ polygons: C) -> (Double, Double, Double, Double)
  where C.Element == [Point] {
    var box = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
    for polygon in polygons {
      for p in polygon {
        box = (min(box.0, p.x), min(box.1, p.y), max(box.2, p.x), max(box.3, p.y))
      }
    }
    return box
  }
}
