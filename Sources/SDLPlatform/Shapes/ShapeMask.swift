import SandboxPrimitives

/// A shape's art in output pixels, independent of where it is drawn: what `ShapeMaskCache` keys
/// its coverage textures by. Equal keys rasterize to equal masks, so a card corner, a dot or an
/// icon is rasterized once and then only copied, however the content scrolls.
enum ShapeMask: Hashable, Sendable {
  /// A disc of `radius` pixels, `offsetX` and `offsetY` pixels (0 ≤ offset < 1) from the mask's
  /// left and top edges.
  case disc(radius: Double, offsetX: Double = 0, offsetY: Double = 0)
  /// The top-left-facing corner of a rounded rectangle with corner `radius` pixels, seen through
  /// a `width` × `height` pixel region whose outer corner is the rectangle's; `corner` mirrors it
  /// (bit 0: right side, bit 1: bottom).
  case corner(radius: Double, width: Int32, height: Int32, corner: UInt8)
  /// A line through `points` (pixels from the snapped origin), `halfWidth` pixels to each side,
  /// butt ends and round joins.
  case polyline([Point], halfWidth: Double)
  /// A path (points) at `scale`, filled (`strokeWidth` nil) or stroked `strokeWidth` points wide.
  case path(VectorPath, scale: Double, strokeWidth: Double?)

  /// A disc's mask box: the pixels from its mask's top-left corner to past its far edges
  /// (0 × 0 for other shapes).
  var discBox: (width: Int32, height: Int32) {
    guard case .disc(let r, let dx, let dy) = self else { return (0, 0) }
    return (Int32((dx + 2 * r).rounded(.up)), Int32((dy + 2 * r).rounded(.up)))
  }

  /// The polygons to fill, in pixels from the command's snapped origin, and the box to rasterize
  /// them in when it is fixed (corners); otherwise the mask is the polygons' bounding box.
  func outline() -> (pieces: [[[Point]]], box: (width: Int32, height: Int32)?) {
    switch self {
    case .disc(let r, let dx, let dy):
      // A fixed box: the chords' vertices stand a hair outside the circle, and must not widen
      // the mask past the box the occlusion plan expects.
      return ([[OutlineBuilder.circle(Point(x: dx + r, y: dy + r), r)]], discBox)
    case .corner(let r, let w, let h, let corner):
      var points: [Point] = []
      OutlineBuilder.appendArc(
        &points, center: Point(x: r, y: r), radius: r, from: Double.pi, to: 1.5 * Double.pi)
      // Far enough past the region that its sides are all inside the shape.
      let far = Double(max(w, h)) + r + 1
      points += [Point(x: far, y: 0), Point(x: far, y: far), Point(x: 0, y: far)]
      let mirrored = points.map { p in
        Point(
          x: corner & 1 != 0 ? Double(w) - p.x : p.x, y: corner & 2 != 0 ? Double(h) - p.y : p.y)
      }
      return ([[mirrored]], (w, h))
    case .polyline(let points, let h):
      return (OutlineBuilder.stroke(points, closed: false, halfWidth: h, caps: .butt), nil)
    case .path(let path, let scale, let width):
      if let width {
        return (OutlineBuilder.stroke(path, scale: scale, halfWidth: width * scale / 2), nil)
      }
      return (OutlineBuilder.fill(path, scale: scale), nil)
    }
  }
}
