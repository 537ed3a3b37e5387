import CSDL2
import Dispatch
import SandboxPrimitives

/// The masks a frame is about to need, rasterized on another thread while the painter's own
/// thread plans the frame and rasterizes its text.
///
/// Why: the window's first frame rasterizes the device frame's corners and the screen's rounded
/// corners (about 200 000 mask pixels at 2×) and then, separately, every text it shows; each
/// took about 2 ms on this machine, one after the other. Coverage is pure arithmetic
/// (`MaskRasterizer`), so it can run beside the text; textures are still made on the painter's
/// thread, as SDL wants. Only a cold frame prepares (see `DisplayListPainter.paint`).
final class MaskPreparation: @unchecked Sendable {
  let shapes: [ShapeMask]
  /// Written by the worker, read only after `wait()`.
  private var results: [MaskRasterizer.Mask?]
  private let done = DispatchGroup()

  /// Starts rasterizing `shapes` on a background queue.
  init(_ shapes: [ShapeMask]) {
    self.shapes = shapes
    results = Array(repeating: nil, count: shapes.count)
    DispatchQueue.global(qos: .userInitiated).async(group: done) { [self] in
      let rasterizer = MaskRasterizer()
      for index in shapes.indices { results[index] = rasterizer.mask(shapes[index]) }
    }
  }

  /// Waits for the worker and returns each shape with its mask (nil: it covers no pixel).
  func wait() -> [(ShapeMask, MaskRasterizer.Mask?)] {
    done.wait()
    return Array(zip(shapes, results))
  }

  /// The shapes `commands` will ask `ShapeMaskCache` for, as the painter computes them (rounded
  /// rectangles' corner squares, discs, short lines, paths), in order and with duplicates. Shapes
  /// a clip or a cover will hide are in too: they are rasterized for nothing, but beside the
  /// text.
  static func shapes(in commands: [DrawCommand], grid: PixelGrid) -> [ShapeMask] {
    var shapes: [ShapeMask] = []
    func add(_ placed: ShapePlacement?) {
      if let placed { shapes.append(placed.shape) }
    }
    for command in commands {
      switch command {
      case .fillRoundedRect(let r, let radius, let c) where c.a > 0:
        guard radius * grid.scale > 0 else { continue }
        let p = grid.rect(r)
        if p.isEmpty { continue }
        let rounded = grid.cornerRadius(radius, p)
        for (index, square) in cornerSquares(of: p, band: PixelGrid.cornerBand(radius: rounded))
          .enumerated()
        where !square.isEmpty {
          shapes.append(
            .corner(radius: rounded, width: square.w, height: square.h, corner: UInt8(index)))
        }
      case .fillCircle(let center, let radius, let c) where c.a > 0:
        add(ShapePlacement.disc(center: center, radius: radius, grid: grid, fractional: c.a < 255))
      case .polyline(let points, let width, let c)
      where c.a > 0 && points.count < FeatheredStrip.minimumPoints:
        add(ShapePlacement.polyline(points, width: width, grid: grid))
      case .fillPath(let path, let origin, let c) where c.a > 0:
        add(ShapePlacement.path(path, at: origin, strokeWidth: nil, grid: grid))
      case .strokePath(let path, let origin, let width, let c) where c.a > 0:
        add(ShapePlacement.path(path, at: origin, strokeWidth: width, grid: grid))
      default:
        continue
      }
    }
    return shapes
  }

  /// A rounded rect's four corner squares (top-left, top-right, bottom-left, bottom-right):
  /// `band` pixels on each side, the right and bottom ones narrower when the corners meet (a
  /// pill of odd width), so no pixel is drawn twice. The painter draws these.
  static func cornerSquares(of p: SDL_Rect, band k: Int32) -> [SDL_Rect] {
    let left = min(k, p.w)
    let right = min(k, p.w - left)
    let top = min(k, p.h)
    let bottom = min(k, p.h - top)
    return [
      SDL_Rect(x: p.x, y: p.y, w: left, h: top),
      SDL_Rect(x: p.maxX - right, y: p.y, w: right, h: top),
      SDL_Rect(x: p.x, y: p.maxY - bottom, w: left, h: bottom),
      SDL_Rect(x: p.maxX - right, y: p.maxY - bottom, w: right, h: bottom),
    ]
  }
}
