import CSDL2
import SandboxPrimitives

/// Where display-list geometry lands in output pixels: every edge is rounded to the nearest pixel
/// (points × scale), so rectangles that share an edge in points tile without gaps or overlaps.
///
/// The painter draws with it and the occlusion plan predicts with it, so both agree to the pixel
/// on what a command touches.
struct PixelGrid {
  /// Output pixels per point.
  var scale = 1.0

  /// v × scale rounded to the nearest pixel, halves away from zero, clamped to ±1e8 (0 for
  /// NaN). Rounds by truncating v × scale ± 0.5, which is a single instruction where the
  /// library `round` is a call: the painter rounds every edge of every shape of every frame.
  @inline(__always)
  func pixel(_ v: Double) -> Int32 {
    let p = v * scale
    guard p.isFinite else { return 0 }
    let clamped = min(max(p, -1e8), 1e8)
    return Int32(clamped + (clamped < 0 ? -0.5 : 0.5))
  }

  /// `pixels` rounded to the nearest whole pixel, halves away from zero, clamped to ±1e8.
  @inline(__always)
  static func nearest(_ pixels: Double) -> Int32 {
    guard pixels.isFinite else { return 0 }
    let clamped = min(max(pixels, -1e8), 1e8)
    return Int32(clamped + (clamped < 0 ? -0.5 : 0.5))
  }

  /// ceil(radius): the rows (and columns) from each edge of a rounded rectangle that its corners
  /// reach into. Past them the shape is solid; the painter draws the corners' squares from
  /// masks, and the occlusion plan claims the rest as painted, so both must count alike.
  static func cornerBand(radius: Double) -> Int32 {
    Int32(min(max(radius, 0).rounded(.up), 1e6))
  }

  /// `r` with each edge rounded to the nearest pixel.
  @inline(__always)
  func rect(_ r: Rect) -> SDL_Rect {
    let x0 = pixel(r.minX)
    let y0 = pixel(r.minY)
    return SDL_Rect(x: x0, y: y0, w: pixel(r.maxX) - x0, h: pixel(r.maxY) - y0)
  }

  /// The corner radius in pixels of a rounded rect whose pixel box is `p`: `radius` points,
  /// limited to half the box's width and height.
  func cornerRadius(_ radius: Double, _ p: SDL_Rect) -> Double {
    min(max(radius * scale, 0), Double(p.w) / 2, Double(p.h) / 2)
  }

  /// Where a rendered text texture of `width` × `height` pixels is copied for `run`: scaled by
  /// `run.rasterScale` (rounded to whole pixels) and placed by `run.anchorFraction`.
  func textRect(_ run: TextRun, width: Int32, height: Int32) -> SDL_Rect {
    var w = width
    var h = height
    let scale = run.rasterScale
    if scale != 1 {
      w = PixelGrid.nearest(Double(width) * scale)
      h = PixelGrid.nearest(Double(height) * scale)
    }
    var x = pixel(run.origin.x)
    switch run.anchorFraction {
    case 0: break
    case 0.5: x -= w / 2
    case 1: x -= w
    case let fraction: x -= PixelGrid.nearest(Double(w) * fraction)
    }
    return SDL_Rect(x: x, y: pixel(run.origin.y), w: w, h: h)
  }
}

/// Rows under 16 pixels are filled by SDL's software renderer with plain stores; 16 or more go
/// through its streaming loop, which leaves partly written cache lines at both ends of every
/// row. Short runs are therefore handed to SDL in pieces of at most this many pixels.
enum PlainStorePieces {
  static let widest: Int32 = 15

  /// Calls `body` with [start, end) of each of the fewest equal pieces of [start, end) that
  /// are at most `widest` pixels wide, left to right.
  static func split(_ start: Int32, _ end: Int32, _ body: (Int32, Int32) -> Void) {
    let width = end - start
    guard width > widest else {
      if width > 0 { body(start, end) }
      return
    }
    let pieces = (width + widest - 1) / widest
    var x = start
    for piece in 1...pieces {
      let next = start + width * piece / pieces
      body(x, next)
      x = next
    }
  }
}

extension SDL_Rect {
  var isEmpty: Bool { w <= 0 || h <= 0 }

  /// Whether this rectangle continues `above` straight down: the same columns, starting on the
  /// row after it ends. The two can then be filled as one.
  func continuesStraightDown(from above: SDL_Rect) -> Bool {
    above.w > 0 && above.x == x && above.w == w && above.y + above.h == y
  }
  var maxX: Int32 { x + w }
  var maxY: Int32 { y + h }

  /// The overlap of two rectangles (empty, with zero size, when they do not meet).
  @inline(__always)
  func intersection(_ other: SDL_Rect) -> SDL_Rect {
    let x0 = Swift.max(x, other.x)
    let y0 = Swift.max(y, other.y)
    let x1 = Swift.min(maxX, other.maxX)
    let y1 = Swift.min(maxY, other.maxY)
    return SDL_Rect(x: x0, y: y0, w: Swift.max(0, x1 - x0), h: Swift.max(0, y1 - y0))
  }

  /// Whether every pixel of `inner` (not empty) lies inside this rectangle.
  func contains(_ inner: SDL_Rect) -> Bool {
    inner.x >= x && inner.y >= y && inner.maxX <= maxX && inner.maxY <= maxY
  }
}
