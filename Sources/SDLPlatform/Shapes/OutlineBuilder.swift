import Foundation
import SandboxPrimitives

/// Turns vector art into the closed polygons `CoverageRasterizer` fills, in output pixels.
///
/// Arcs become chords whose vertices sit just outside the circle, so the polygon straddles the
/// true curve by at most `tolerance` / 2 either way (well under the 1/64 coverage error allowed).
/// Strokes become outlines: each smooth run of a line is offset to both sides (mitred at its
/// gentle bends) and closed with round caps; runs meet at sharp corners, where their caps overlap
/// and make a round join. A shape is a list of *pieces*, each a set of polygons filled together
/// with the non-zero rule; pieces are merged by taking the larger coverage, so overlapping caps
/// never count twice.
enum OutlineBuilder {
  /// Largest distance (pixels) between a chord and its arc.
  static let tolerance = 0.01
  /// Bends sharper than this (radians) end a stroke run: the runs meet with round caps there.
  static let sharpTurn = 0.5

  /// One closed polygon per subpath of `path`, scaled by `scale` (pixels relative to the path's
  /// origin), with the subpath's original vertices marked as corners.
  static func subpaths(_ path: VectorPath, scale: Double) -> [(points: [Point], closed: Bool)] {
    var result: [(points: [Point], closed: Bool)] = []
    var current: [Point] = []
    func finish(closed: Bool) {
      if !current.isEmpty { result.append((current, closed)) }
      current = []
    }
    for element in path.elements {
      switch element {
      case .move(let p):
        finish(closed: false)
        current.append(Point(x: p.x * scale, y: p.y * scale))
      case .line(let p):
        current.append(Point(x: p.x * scale, y: p.y * scale))
      case .arc(let c, let r, let start, let end):
        appendArc(
          &current, center: Point(x: c.x * scale, y: c.y * scale), radius: r * scale,
          from: start, to: end)
      case .close:
        finish(closed: true)
      }
    }
    finish(closed: false)
    return result
  }

  /// Appends the arc's points (its start included) to `points`.
  static func appendArc(
    _ points: inout [Point], center: Point, radius: Double, from start: Double, to end: Double
  ) {
    let r = max(radius, 0)
    guard r.isFinite, start.isFinite, end.isFinite else { return }
    let sweep = end - start
    let count = segmentCount(radius: r, sweep: sweep)
    // Vertices at r + tolerance/2 put the chords' midpoints tolerance/2 inside the circle.
    let step = sweep / Double(count)
    let vertexRadius = count > 1 ? r + tolerance / 2 : r
    for i in 0...count {
      let angle = start + step * Double(i)
      let rr = (i == 0 || i == count) ? r : vertexRadius
      points.append(Point(x: center.x + rr * cos(angle), y: center.y + rr * sin(angle)))
    }
  }

  /// Chords for an arc of `radius` pixels sweeping `sweep` radians.
  static func segmentCount(radius r: Double, sweep: Double) -> Int {
    guard r > tolerance else { return max(1, Int((abs(sweep) / (Double.pi / 4)).rounded(.up))) }
    let step = 2 * acos(1 - tolerance / r)
    return min(max(1, Int((abs(sweep) / step).rounded(.up))), 4096)
  }

  /// Fill: all subpaths in one piece.
  static func fill(_ path: VectorPath, scale: Double) -> [[[Point]]] {
    [subpaths(path, scale: scale).map(\.points).filter { $0.count >= 3 }]
  }

  /// Stroke `halfWidth` pixels to each side, round caps and joins.
  static func stroke(_ path: VectorPath, scale: Double, halfWidth: Double) -> [[[Point]]] {
    var pieces: [[[Point]]] = []
    for (points, closed) in subpaths(path, scale: scale) {
      pieces += stroke(points, closed: closed, halfWidth: halfWidth, caps: .round)
    }
    return pieces
  }

  /// How an open stroke ends.
  enum Cap {
    case round
    case butt
  }

  /// Stroke pieces for the line through `points`. Open lines end in `caps`; where the line bends
  /// sharply it is cut into runs that meet with round caps (a round join).
  static func stroke(_ raw: [Point], closed: Bool, halfWidth h: Double, caps: Cap) -> [[[Point]]] {
    var points: [Point] = []
    for p in raw where p.x.isFinite && p.y.isFinite {
      if let last = points.last, abs(last.x - p.x) < 1e-9, abs(last.y - p.y) < 1e-9 { continue }
      points.append(p)
    }
    if closed, points.count > 1, let first = points.first, let last = points.last,
      abs(first.x - last.x) < 1e-9, abs(first.y - last.y) < 1e-9
    {
      points.removeLast()
    }
    guard h > 0 else { return [] }
    guard points.count >= 2 else {
      guard let p = points.first, caps == .round || closed else { return [] }
      return [[circle(p, h)]]
    }
    let n = points.count
    func turn(at i: Int) -> Double {
      let a = points[(i - 1 + n) % n]
      let b = points[i]
      let c = points[(i + 1) % n]
      let u = atan2(b.y - a.y, b.x - a.x)
      let v = atan2(c.y - b.y, c.x - b.x)
      var d = v - u
      while d > Double.pi { d -= 2 * Double.pi }
      while d < -Double.pi { d += 2 * Double.pi }
      return abs(d)
    }
    if closed {
      let corners = (0..<n).filter { turn(at: $0) > sharpTurn }
      if corners.isEmpty {
        // A smooth loop (a ring): its outer and inner offsets, wound opposite ways.
        let outer = offsetLoop(points, by: h)
        let inner = offsetLoop(points, by: -h)
        return [[outer, inner.reversed()]]
      }
      // Start at a corner and walk all the way round back to it.
      let start = corners[0]
      let loop = (0...n).map { points[(start + $0) % n] }
      return runs(loop, halfWidth: h, startCap: .round, endCap: .round)
    }
    return runs(points, halfWidth: h, startCap: caps, endCap: caps)
  }

  /// Cuts the open line at its sharp bends and outlines each run.
  private static func runs(_ points: [Point], halfWidth h: Double, startCap: Cap, endCap: Cap)
    -> [[[Point]]]
  {
    var pieces: [[[Point]]] = []
    var run: [Point] = [points[0]]
    for i in 1..<points.count {
      run.append(points[i])
      let isLast = i == points.count - 1
      if !isLast {
        let a = points[i - 1]
        let b = points[i]
        let c = points[i + 1]
        var d = atan2(c.y - b.y, c.x - b.x) - atan2(b.y - a.y, b.x - a.x)
        while d > Double.pi { d -= 2 * Double.pi }
        while d < -Double.pi { d += 2 * Double.pi }
        if abs(d) <= sharpTurn { continue }
      }
      let first = pieces.isEmpty
      pieces.append([
        outline(
          run, halfWidth: h, startCap: first ? startCap : .round, endCap: isLast ? endCap : .round)
      ])
      run = [points[i]]
    }
    return pieces
  }

  /// Unit normal (left of the direction of travel, y down) of segment a → b.
  private static func normal(_ a: Point, _ b: Point) -> Point {
    let dx = b.x - a.x
    let dy = b.y - a.y
    let len = (dx * dx + dy * dy).squareRoot()
    guard len > 0 else { return Point(x: 0, y: 0) }
    return Point(x: dy / len, y: -dx / len)
  }

  /// The offset of vertex i along its mitred normal (mean of its segments' normals, lengthened so
  /// both segments' offsets keep the full distance).
  private static func mitre(_ prev: Point?, _ p: Point, _ next: Point?, by d: Double) -> Point {
    let n1 = prev.map { normal($0, p) }
    let n2 = next.map { normal(p, $0) }
    var n = Point(x: (n1?.x ?? 0) + (n2?.x ?? 0), y: (n1?.y ?? 0) + (n2?.y ?? 0))
    let len = (n.x * n.x + n.y * n.y).squareRoot()
    guard len > 1e-12 else { return p }
    n = Point(x: n.x / len, y: n.y / len)
    let reference = n1 ?? n2 ?? n
    let cosine = max(n.x * reference.x + n.y * reference.y, 0.5)
    return Point(x: p.x + n.x * d / cosine, y: p.y + n.y * d / cosine)
  }

  private static func offsetLoop(_ points: [Point], by d: Double) -> [Point] {
    let n = points.count
    return (0..<n).map { i in mitre(points[(i - 1 + n) % n], points[i], points[(i + 1) % n], by: d)
    }
  }

  /// One run's outline: its left side forwards, the end cap, its right side back, the start cap.
  private static func outline(_ run: [Point], halfWidth h: Double, startCap: Cap, endCap: Cap)
    -> [Point]
  {
    let n = run.count
    var left: [Point] = []
    var right: [Point] = []
    for i in 0..<n {
      let prev = i > 0 ? run[i - 1] : nil
      let next = i < n - 1 ? run[i + 1] : nil
      left.append(mitre(prev, run[i], next, by: h))
      right.append(mitre(prev, run[i], next, by: -h))
    }
    var polygon = left
    let endNormal = normal(run[n - 2], run[n - 1])
    let startNormal = normal(run[0], run[1])
    if endCap == .round {
      let a = atan2(endNormal.y, endNormal.x)
      var cap: [Point] = []
      // From the left side round the front to the right side (angles grow clockwise on screen).
      appendArc(&cap, center: run[n - 1], radius: h, from: a, to: a + Double.pi)
      polygon += cap.dropFirst().dropLast()
    }
    polygon += right.reversed()
    if startCap == .round {
      let a = atan2(-startNormal.y, -startNormal.x)
      var cap: [Point] = []
      appendArc(&cap, center: run[0], radius: h, from: a, to: a + Double.pi)
      polygon += cap.dropFirst().dropLast()
    }
    return polygon
  }

  /// A full circle as one polygon.
  static func circle(_ center: Point, _ radius: Double) -> [Point] {
    var points: [Point] = []
    appendArc(&points, center: center, radius: radius, from: 0, to: 2 * Double.pi)
    points.removeLast()
    return points
  }
}
