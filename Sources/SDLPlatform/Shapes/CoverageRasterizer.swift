import SandboxPrimitives

/// Exact area coverage of polygons on a pixel grid: each pixel gets the fraction of its square
/// that the polygons cover (non-zero rule, clamped to 1), the box filter real anti-aliasing uses.
///
/// Every edge adds, per pixel row it crosses, the signed area it leaves to its right in each
/// pixel it passes through, and a full step after it; a running sum along the row then gives the
/// winding-weighted coverage. No supersampling, so edges are exact at any scale or position; only
/// the caller's flattening of curves into lines approximates. Pure arithmetic: the same input
/// gives the same bytes on every run.
struct CoverageRasterizer {
  let width: Int
  let height: Int
  /// Per row, `width + 2` cells: the deltas the running sum adds up (two cells of spill on the
  /// right for edges on the last column).
  private var cells: [Double]

  init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = Array(repeating: 0, count: (self.width + 2) * self.height)
  }

  /// Adds a closed polygon (the last point joins the first), in pixels relative to the grid.
  /// Parts outside the grid are cut off exactly.
  mutating func add(polygon points: [Point]) {
    guard points.count >= 3 else { return }
    var previous = points[points.count - 1]
    for p in points {
      addEdge(previous, p)
      previous = p
    }
  }

  /// Coverage 0…1 of each pixel, row by row: the exact values `alpha()` rounds (the tests
  /// compare the two).
  func coverage() -> [Double] {
    var result = Array(repeating: 0.0, count: width * height)
    forEachCoverage { index, value in result[index] = value }
    return result
  }

  /// `coverage()` as mask bytes (`MaskRasterizer.byte` of each value), in one pass: a mask
  /// never holds its coverage as doubles. At start-up the window's first frame rasterizes about
  /// 200 000 mask pixels (the device frame's and the screen's corners at ×2), and the doubles
  /// were 1.6 MB more to fault in, write and read back.
  func alpha() -> [UInt8] {
    [UInt8](unsafeUninitializedCapacity: width * height) { bytes, count in
      forEachCoverage { index, value in bytes[index] = MaskRasterizer.byte(value) }
      count = width * height
    }
  }

  /// Calls `body` with each pixel's index and coverage, row by row: the running sum of the row's
  /// cells, its magnitude clamped to 1 (non-zero rule).
  @inline(__always)
  private func forEachCoverage(_ body: (Int, Double) -> Void) {
    let stride = width + 2
    cells.withUnsafeBufferPointer { deltas in
      for row in 0..<height {
        var sum = 0.0
        for x in 0..<width {
          sum += deltas[row * stride + x]
          body(row * width + x, min(abs(sum), 1))
        }
      }
    }
  }

  /// Splits the edge where it crosses the grid's left and right sides, so that each piece lies
  /// on one side and can be clamped into the grid without changing what it covers inside.
  private mutating func addEdge(_ a: Point, _ b: Point) {
    guard a.y != b.y, a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { return }
    var cuts: [Double] = [0, 1]
    for side in [0.0, Double(width)] where (a.x - side) * (b.x - side) < 0 {
      cuts.append((side - a.x) / (b.x - a.x))
    }
    cuts.sort()
    for i in 1..<cuts.count where cuts[i] > cuts[i - 1] {
      let p = point(a, b, cuts[i - 1])
      let q = point(a, b, cuts[i])
      addClampedEdge(p, q)
    }
  }

  private func point(_ a: Point, _ b: Point, _ t: Double) -> Point {
    Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
  }

  /// An edge wholly left of, inside or right of the grid: outside parts act as if on the border
  /// (left of the grid covers every pixel of the row to its right, right of it covers none).
  private mutating func addClampedEdge(_ a: Point, _ b: Point) {
    let w = Double(width)
    let ax = min(max(a.x, 0), w)
    let bx = min(max(b.x, 0), w)
    let sign: Double = b.y > a.y ? 1 : -1
    let (x0, y0, x1, y1) = b.y > a.y ? (ax, a.y, bx, b.y) : (bx, b.y, ax, a.y)
    let top = max(y0, 0)
    let bottom = min(y1, Double(height))
    guard bottom > top else { return }
    let slope = (x1 - x0) / (y1 - y0)
    var row = Int(top.rounded(.down))
    while Double(row) < bottom {
      let ys = max(top, Double(row))
      let ye = min(bottom, Double(row + 1))
      if ye > ys {
        let xs = x0 + (ys - y0) * slope
        let xe = x0 + (ye - y0) * slope
        addSpan(row: row, from: min(xs, xe), to: max(xs, xe), weight: sign * (ye - ys))
      }
      row += 1
    }
  }

  /// One row's piece of an edge, running between x `left` and `right` over `weight` (signed)
  /// of the row's height: each pixel it passes gets the share of its square right of the edge.
  private mutating func addSpan(row: Int, from left: Double, to right: Double, weight: Double) {
    let base = row * (width + 2)
    let first = min(max(Int(left.rounded(.down)), 0), width)
    let last = min(max(Int(right.rounded(.down)), first), width)
    var previous = 0.0
    for i in first...last {
      let share = CoverageRasterizer.rightShare(column: i, left: left, right: right)
      cells[base + i] += weight * (share - previous)
      previous = share
    }
    cells[base + last + 1] += weight * (1 - previous)
  }

  /// The mean, over a line running uniformly from x `left` to `right`, of the part of pixel
  /// column [i, i + 1) right of the line.
  static func rightShare(column i: Int, left: Double, right: Double) -> Double {
    let c = Double(i)
    guard right - left > 1e-12 else { return min(max(c + 1 - left, 0), 1) }
    // ∫ min(max(c + 1 − x, 0), 1) dx, measured from x = c.
    func integral(_ x: Double) -> Double {
      let u = x - c
      if u <= 0 { return u }
      if u >= 1 { return 0.5 }
      return u - u * u / 2
    }
    return (integral(right) - integral(left)) / (right - left)
  }
}
