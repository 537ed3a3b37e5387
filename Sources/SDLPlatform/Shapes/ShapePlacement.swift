import CSDL2
import SandboxPrimitives

/// Where a curved command's mask lands: its art (`ShapeMask`), its origin snapped to whole
/// output pixels, and a box that surely holds every pixel it touches.
///
/// The painter draws with it and the occlusion plan reasons with it, so both agree on what a
/// command can touch. Snapping the origin (not each edge) keeps the art's own proportions exact
/// and lets a moving shape reuse its mask.
struct ShapePlacement {
  var shape: ShapeMask
  var x: Int32
  var y: Int32
  var bounds: SDL_Rect

  /// A disc: its bounding box's top-left corner snapped to the nearest pixel, or, when
  /// `fractional`, its centre to the nearest quarter pixel.
  ///
  /// Translucent discs are fractional: snapped to whole pixels, a small one (the thumbnails'
  /// "sun") sits up to half a pixel off at 1×, lopsided about its centre, where a 4× frame puts
  /// it within an eighth of a point. A quarter pixel at 1× is where a 4× frame puts it, and a
  /// moving disc still reuses one of at most sixteen masks per radius.
  static func disc(
    center: Point, radius: Double, grid: PixelGrid, fractional: Bool = false
  ) -> ShapePlacement? {
    let r = radius * grid.scale
    guard r > 0, r.isFinite, r <= Double(MaskRasterizer.largestSide) else { return nil }
    guard fractional else {
      let x = grid.pixel(center.x - radius)
      let y = grid.pixel(center.y - radius)
      let side = Int32((2 * r).rounded(.up))
      return ShapePlacement(
        shape: .disc(radius: r), x: x, y: y, bounds: SDL_Rect(x: x, y: y, w: side, h: side))
    }
    // The centre goes to the nearest quarter pixel; the mask's offset from its whole pixel
    // depends only on the centre's quarter and the radius, so equal discs share a mask.
    func placed(_ centre: Double) -> (pixel: Int32, offset: Double) {
      let quarters = Double(PixelGrid.nearest(centre * grid.scale * 4))
      let whole = (quarters / 4).rounded(.down)
      let left = (quarters / 4 - whole) - r
      let below = left.rounded(.down)
      return (Int32(whole + below), left - below)
    }
    let (x, offsetX) = placed(center.x)
    let (y, offsetY) = placed(center.y)
    let shape = ShapeMask.disc(radius: r, offsetX: offsetX, offsetY: offsetY)
    let box = shape.discBox
    return ShapePlacement(
      shape: shape, x: x, y: y, bounds: SDL_Rect(x: x, y: y, w: box.width, h: box.height))
  }

  /// A polyline at least one pixel wide: its bounding box's top-left corner snapped.
  static func polyline(_ points: [Point], width: Double, grid: PixelGrid) -> ShapePlacement? {
    guard points.count >= 2 else { return nil }
    let s = grid.scale
    let half = max(width * s, 1) / 2
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    for p in points {
      minX = min(minX, p.x * s)
      minY = min(minY, p.y * s)
      maxX = max(maxX, p.x * s)
      maxY = max(maxY, p.y * s)
    }
    let limit = Double(MaskRasterizer.largestSide)
    guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite, half.isFinite,
      maxX - minX <= limit, maxY - minY <= limit, half <= limit
    else { return nil }
    let local = points.map { Point(x: $0.x * s - minX, y: $0.y * s - minY) }
    let x = PixelGrid.nearest(minX)
    let y = PixelGrid.nearest(minY)
    // Mitred bends reach at most twice the half width out (see OutlineBuilder).
    let pad = Int32((2 * half).rounded(.up)) + 1
    return ShapePlacement(
      shape: .polyline(local, halfWidth: half), x: x, y: y,
      bounds: SDL_Rect(
        x: x - pad, y: y - pad, w: Int32((maxX - minX).rounded(.up)) + 2 * pad,
        h: Int32((maxY - minY).rounded(.up)) + 2 * pad))
  }

  /// A path at `origin` (points), filled or stroked `strokeWidth` points wide: the origin snapped.
  static func path(
    _ path: VectorPath, at origin: Point, strokeWidth: Double?, grid: PixelGrid
  ) -> ShapePlacement? {
    let s = grid.scale
    guard let box = path.bounds else { return nil }
    let (minX, minY, maxX, maxY) = (box.minX, box.minY, box.maxX, box.maxY)
    let pad = max(strokeWidth ?? 0, 0)
    let limit = Double(MaskRasterizer.largestSide)
    guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite, pad.isFinite,
      (maxX - minX + 2 * pad) * s <= limit, (maxY - minY + 2 * pad) * s <= limit
    else { return nil }
    let x = grid.pixel(origin.x)
    let y = grid.pixel(origin.y)
    let x0 = Int32(((minX - pad) * s).rounded(.down)) - 1
    let y0 = Int32(((minY - pad) * s).rounded(.down)) - 1
    let x1 = Int32(((maxX + pad) * s).rounded(.up)) + 1
    let y1 = Int32(((maxY + pad) * s).rounded(.up)) + 1
    return ShapePlacement(
      shape: .path(path, scale: s, strokeWidth: strokeWidth), x: x, y: y,
      bounds: SDL_Rect(x: x + x0, y: y + y0, w: x1 - x0, h: y1 - y0))
  }
}
