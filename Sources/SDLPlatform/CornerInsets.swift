import CSDL2

/// The pixel rows of a rounded rectangle's corners for one corner radius: row i from the top or
/// bottom edge fills [left + leftInset[i], right − rightInset[i]).
///
/// A row's inset is where the corner circle crosses the row's centre line, rounded to the nearest
/// pixel. Working the table out once per radius keeps square roots and rounding out of the
/// per-row loop, which is run for every card corner of every frame.
struct CornerInsets {
  /// Corner radius in pixels (at most half the box's width and height).
  let radius: Double
  /// Rows from each edge that are inset: ceil(radius).
  let rows: Int32
  private let leftInsets: [Int32]
  private let rightInsets: [Int32]

  init(radius: Double) {
    let rad = max(radius, 0)
    self.radius = rad
    let rows = CornerInsets.rows(radius: rad)
    self.rows = rows
    var left: [Int32] = []
    var right: [Int32] = []
    left.reserveCapacity(Int(rows))
    right.reserveCapacity(Int(rows))
    for i in 0..<rows {
      // Distance from this row's centre to the line through the corner circles' centres.
      let d = rad - (Double(i) + 0.5)
      let inset = d > 0 ? rad - (rad * rad - d * d).squareRoot() : 0
      // round(x0 + inset) and round(x1 − inset) for whole-pixel edges x0 and x1 (half away
      // from zero, for edges at or right of the canvas origin).
      left.append(Int32((inset + 0.5).rounded(.down)))
      right.append(Int32((inset - 0.5).rounded(.up)))
    }
    leftInsets = left
    rightInsets = right
  }

  /// ceil(radius): the rows from each edge that corners inset. The occlusion plan claims the
  /// rows and columns past them as painted, so both must count them the same way.
  static func rows(radius: Double) -> Int32 {
    Int32(min(max(radius, 0).rounded(.up), 1e6))
  }

  /// The span [start, end) that row `y` of the rounded rectangle with pixel box `p` fills, or
  /// nil when the row is outside the box or empty.
  func span(_ p: SDL_Rect, row y: Int32) -> (Int32, Int32)? {
    guard y >= p.y, y < p.y + p.h else { return nil }
    let fromEdge = min(y - p.y, p.y + p.h - 1 - y)
    guard fromEdge < rows else { return (p.x, p.x + p.w) }
    let start = p.x + leftInsets[Int(fromEdge)]
    let end = p.x + p.w - rightInsets[Int(fromEdge)]
    return end > start ? (start, end) : nil
  }
}
