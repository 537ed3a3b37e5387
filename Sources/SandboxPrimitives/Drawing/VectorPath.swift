/// A vector outline in points: straight lines and circular arcs, one or more subpaths.
///
/// Filled with the non-zero rule (a subpath wound the other way cuts a hole), or stroked with
/// round caps and joins. Coordinates are relative to where a `fillPath` / `strokePath` command puts
/// the path, so an icon's art is the same value wherever it is drawn and renderers can cache its
/// pixels. Angles are in radians, measured from +x towards +y (clockwise on screen, y down); only
/// the renderer evaluates sines and cosines, so a path hashes the same on every machine.
public struct VectorPath: Hashable, Sendable {
  /// One step of the outline.
  public enum Element: Hashable, Sendable {
    /// Starts a new subpath at the point.
    case move(Point)
    /// A straight line from the current point.
    case line(Point)
    /// A line from the current point to the arc's start, then the arc from `start` to `end`
    /// (radians; `end` < `start` runs counter-clockwise on screen).
    case arc(center: Point, radius: Double, start: Double, end: Double)
    /// Closes the subpath back to its first point.
    case close
  }

  public private(set) var elements: [Element]

  public init(_ elements: [Element] = []) {
    self.elements = elements
  }

  public mutating func move(to p: Point) { elements.append(.move(p)) }
  public mutating func line(to p: Point) { elements.append(.line(p)) }
  public mutating func close() { elements.append(.close) }

  public mutating func arc(center: Point, radius: Double, from start: Double, to end: Double) {
    elements.append(.arc(center: center, radius: radius, start: start, end: end))
  }

  /// Appends every subpath of `other`.
  public mutating func append(_ other: VectorPath) {
    elements.append(contentsOf: other.elements)
  }

  /// A closed circle; `reversed` winds it the other way (a hole inside a filled shape).
  public static func circle(center: Point, radius: Double, reversed: Bool = false) -> VectorPath {
    let turn = 2 * Double.pi
    return VectorPath([
      .arc(center: center, radius: radius, start: 0, end: reversed ? -turn : turn), .close,
    ])
  }

  /// A closed rounded rectangle (radius limited to half the shorter side), clockwise on screen;
  /// `reversed` winds it the other way (a hole).
  public static func roundedRect(_ r: Rect, radius: Double, reversed: Bool = false) -> VectorPath {
    let k = max(0, min(radius, r.width / 2, r.height / 2))
    let half = Double.pi / 2
    var corners: [(Point, Double)] = [
      (Point(x: r.maxX - k, y: r.minY + k), -half),
      (Point(x: r.maxX - k, y: r.maxY - k), 0),
      (Point(x: r.minX + k, y: r.maxY - k), half),
      (Point(x: r.minX + k, y: r.minY + k), 2 * half),
    ]
    var path = VectorPath()
    if reversed {
      corners.reverse()
      for (c, start) in corners {
        path.arc(center: c, radius: k, from: start + half, to: start)
      }
    } else {
      for (c, start) in corners {
        path.arc(center: c, radius: k, from: start, to: start + half)
      }
    }
    path.close()
    return path
  }

  /// A closed polygon through `points`.
  public static func polygon(_ points: [Point]) -> VectorPath {
    guard let first = points.first else { return VectorPath() }
    var path = VectorPath([.move(first)])
    for p in points.dropFirst() { path.line(to: p) }
    path.close()
    return path
  }

  /// A box holding the whole outline (an arc counts as its full circle); nil when empty.
  public var bounds: Rect? {
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    func include(_ p: Point, _ r: Double) {
      minX = min(minX, p.x - r)
      minY = min(minY, p.y - r)
      maxX = max(maxX, p.x + r)
      maxY = max(maxY, p.y + r)
    }
    for element in elements {
      switch element {
      case .move(let p), .line(let p): include(p, 0)
      case .arc(let c, let r, _, _): include(c, abs(r))
      case .close: break
      }
    }
    guard minX <= maxX, minY <= maxY else { return nil }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Every number the path carries (for checks that none is NaN or infinite).
  public var numbers: [Double] {
    elements.flatMap { element -> [Double] in
      switch element {
      case .move(let p), .line(let p): return [p.x, p.y]
      case .arc(let c, let r, let a, let b): return [c.x, c.y, r, a, b]
      case .close: return []
      }
    }
  }

  /// The path scaled by `factor` about its origin (art authored on a unit grid, drawn at a size).
  public func scaled(by factor: Double) -> VectorPath {
    func s(_ p: Point) -> Point { Point(x: p.x * factor, y: p.y * factor) }
    return VectorPath(
      elements.map { element in
        switch element {
        case .move(let p): return .move(s(p))
        case .line(let p): return .line(s(p))
        case .arc(let c, let r, let a, let b):
          return .arc(center: s(c), radius: r * factor, start: a, end: b)
        case .close: return .close
        }
      })
  }
}
