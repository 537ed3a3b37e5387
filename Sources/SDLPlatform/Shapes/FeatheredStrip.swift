import CSDL2
import SandboxPrimitives

/// A long polyline as triangles with a one-pixel feathered rim (Dear ImGui's approach), for
/// lines that change every frame — the live plots — where rasterizing a fresh coverage mask of
/// their whole box each frame would cost milliseconds.
///
/// Each point gets four vertices across the line: the outer rim (transparent), the core's two
/// sides (the line's colour), the other rim. Offsets are mitred at bends, so the strip is
/// continuous; the rim spans one pixel centred on the true edge, so a pixel's opacity ramps with
/// its distance from the edge — the exact coverage for edges along the pixel grid, within a few
/// percent elsewhere. Lines under one pixel wide are drawn one pixel wide at proportionally lower
/// opacity. Geometry goes through `SDL_RenderGeometry`, which the software renderer rasterizes
/// deterministically.
struct FeatheredStrip {
  private(set) var vertices: [SDL_Vertex] = []
  private(set) var indices: [Int32] = []

  /// Lines with more points than this are drawn as strips; shorter ones (icons, the panel's
  /// glyphs) get exact coverage masks.
  static let minimumPoints = 17

  /// Builds the strip through `points` (pixels), `halfWidth` pixels to each side, in `color`.
  mutating func build(_ points: [Point], halfWidth: Double, color: Color) {
    vertices.removeAll(keepingCapacity: true)
    indices.removeAll(keepingCapacity: true)
    var clean: [Point] = []
    clean.reserveCapacity(points.count)
    for p in points where p.x.isFinite && p.y.isFinite {
      if let last = clean.last, abs(last.x - p.x) < 1e-6, abs(last.y - p.y) < 1e-6 { continue }
      clean.append(p)
    }
    guard clean.count >= 2, halfWidth > 0 else { return }
    let core = max(halfWidth - 0.5, 0)
    let alpha = UInt8((Double(color.a) * min(2 * halfWidth, 1)).rounded())
    let solid = SDL_Color(r: color.r, g: color.g, b: color.b, a: alpha)
    let clear = SDL_Color(r: color.r, g: color.g, b: color.b, a: 0)
    for i in clean.indices {
      let n = FeatheredStrip.mitredNormal(
        i > 0 ? clean[i - 1] : nil, clean[i], i + 1 < clean.count ? clean[i + 1] : nil)
      let p = clean[i]
      for (offset, shade) in [(core + 1, clear), (core, solid), (-core, solid), (-core - 1, clear)]
      {
        vertices.append(
          SDL_Vertex(
            position: SDL_FPoint(x: Float(p.x + n.x * offset), y: Float(p.y + n.y * offset)),
            color: shade, tex_coord: SDL_FPoint(x: 0, y: 0)))
      }
      guard i > 0 else { continue }
      let a = Int32(4 * (i - 1))
      let b = Int32(4 * i)
      // Three bands (rim, core, rim), two triangles each.
      for band: Int32 in 0..<3 {
        indices += [a + band, b + band, b + band + 1, a + band, b + band + 1, a + band + 1]
      }
    }
  }

  /// The unit normal at `p`, lengthened so both neighbouring segments keep their width (at most
  /// doubled, at sharp bends).
  private static func mitredNormal(_ prev: Point?, _ p: Point, _ next: Point?) -> Point {
    func normal(_ a: Point, _ b: Point) -> Point {
      let dx = b.x - a.x
      let dy = b.y - a.y
      let len = (dx * dx + dy * dy).squareRoot()
      return len > 0 ? Point(x: dy / len, y: -dx / len) : Point(x: 0, y: 0)
    }
    let n1 = prev.map { normal($0, p) }
    let n2 = next.map { normal(p, $0) }
    let sx = (n1?.x ?? 0) + (n2?.x ?? 0)
    let sy = (n1?.y ?? 0) + (n2?.y ?? 0)
    let len = (sx * sx + sy * sy).squareRoot()
    guard len > 1e-12, let reference = n1 ?? n2 else { return n1 ?? n2 ?? Point(x: 0, y: 0) }
    let ux = sx / len
    let uy = sy / len
    let cosine = max(ux * reference.x + uy * reference.y, 0.5)
    return Point(x: ux / cosine, y: uy / cosine)
  }
}
