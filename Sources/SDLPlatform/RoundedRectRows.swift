import CSDL2

/// The pixel rectangles that fill a rounded rectangle seen through a clip, worked out once per
/// shape and kept.
///
/// A frame draws the same shapes over and over in other places — every card's corners, every
/// thumbnail, the HUD panel — and working out a corner row by row costs more than filling it.
/// Rows are computed relative to the shape's own pixel box and cut to the part of the box the
/// clip lets through, so equal cards anywhere on screen share one entry. Within a shape, rows
/// that continue straight down are merged, top to bottom.
struct RoundedRectRows {
  /// Everything the rows depend on, relative to the shape's box.
  struct Key: Hashable {
    var width: Int32
    var height: Int32
    var radius: Double
    /// The part of the box the clip lets through.
    var visibleX: Int32
    var visibleY: Int32
    var visibleWidth: Int32
    var visibleHeight: Int32
    /// The opaque rounded rectangle drawn next, whose fully covered rows are left out (the
    /// edge under a card); zero size when there is none.
    var upperX: Int32 = 0
    var upperY: Int32 = 0
    var upperWidth: Int32 = 0
    var upperHeight: Int32 = 0
    var upperRadius: Double = 0

    /// One mixed word for all fields: a frame looks up a few hundred shapes, and feeding the
    /// hasher thirteen fields one by one cost more than the lookup.
    func hash(into hasher: inout Hasher) {
      func pair(_ a: Int32, _ b: Int32) -> UInt64 {
        UInt64(UInt32(bitPattern: a)) << 32 | UInt64(UInt32(bitPattern: b))
      }
      func mix(_ h: UInt64, _ word: UInt64) -> UInt64 {
        let m = (h ^ word) &* 0xBF58_476D_1CE4_E5B9
        return m ^ (m >> 29)
      }
      var h = pair(width, height) &* 0x9E37_79B9_7F4A_7C15
      h = mix(h, pair(visibleX, visibleY))
      h = mix(h, pair(visibleWidth, visibleHeight))
      h = mix(h, pair(upperX, upperY))
      h = mix(h, pair(upperWidth, upperHeight))
      h = mix(h, radius.bitPattern)
      h = mix(h, upperRadius.bitPattern)
      hasher.combine(h)
    }
  }

  /// Shapes kept; past this the memo starts again (a scrolling list uses a few dozen).
  static let capacity = 1024
  /// Corner tables kept; past this they start again (radii are few in practice).
  static let tableCapacity = 64

  private var memo: [Key: [SDL_Rect]] = [:]
  private var tables: [Double: CornerInsets] = [:]
  private var scratch: [SDL_Rect] = []

  /// The rectangles filling rounded rectangle `box` (pixels) with corner `radius` (pixels,
  /// at most half its size) where `visible` (pixels, inside `box`) lets it show; without the
  /// rows that `upper` (pixels) with `upperRadius` covers whole, when given. Relative to
  /// `box`'s top-left corner.
  mutating func rects(
    box: SDL_Rect, radius: Double, visible: SDL_Rect, upper: SDL_Rect? = nil,
    upperRadius: Double = 0
  ) -> [SDL_Rect] {
    var key = Key(
      width: box.w, height: box.h, radius: radius, visibleX: visible.x - box.x,
      visibleY: visible.y - box.y, visibleWidth: visible.w, visibleHeight: visible.h)
    if let upper, !upper.isEmpty {
      key.upperX = upper.x - box.x
      key.upperY = upper.y - box.y
      key.upperWidth = upper.w
      key.upperHeight = upper.h
      key.upperRadius = upperRadius
    }
    if let known = memo[key] { return known }
    scratch.removeAll(keepingCapacity: true)
    if key.upperWidth > 0 {
      rowsUnder(key)
    } else {
      rows(key)
    }
    if memo.count >= RoundedRectRows.capacity { memo.removeAll(keepingCapacity: true) }
    let result = scratch
    memo[key] = result
    return result
  }

  private mutating func table(_ radius: Double) -> CornerInsets {
    if let known = tables[radius] { return known }
    if tables.count >= RoundedRectRows.tableCapacity { tables.removeAll(keepingCapacity: true) }
    let table = CornerInsets(radius: radius)
    tables[radius] = table
    return table
  }

  /// Adds `r` cut to the visible part, merged into the previous rectangle when it continues
  /// it straight down.
  private mutating func collect(_ r: SDL_Rect, visible: SDL_Rect) {
    let cut = r.intersection(visible)
    if cut.isEmpty { return }
    if let last = scratch.last, cut.continuesStraightDown(from: last) {
      scratch[scratch.count - 1].h += cut.h
    } else {
      scratch.append(cut)
    }
  }

  /// Top corner rows, the middle, then the bottom corner rows, skipping rows the clip hides.
  private mutating func rows(_ key: Key) {
    let p = SDL_Rect(x: 0, y: 0, w: key.width, h: key.height)
    let visible = SDL_Rect(
      x: key.visibleX, y: key.visibleY, w: key.visibleWidth, h: key.visibleHeight)
    let corners = table(key.radius)
    if corners.rows == 0 {
      collect(p, visible: visible)
      return
    }
    let clipTop = visible.y
    let clipBottom = visible.y + visible.h
    let topEnd = min(corners.rows, p.h)
    let bottomStart = max(p.h - corners.rows, topEnd)
    let topFrom = max(0, clipTop)
    for y in topFrom..<max(min(topEnd, clipBottom), topFrom) {
      if let (start, end) = corners.span(p, row: y) {
        collect(SDL_Rect(x: start, y: y, w: end - start, h: 1), visible: visible)
      }
    }
    let middleTop = max(topEnd, clipTop)
    let middleEnd = min(bottomStart, clipBottom)
    if middleEnd > middleTop {
      collect(SDL_Rect(x: 0, y: middleTop, w: p.w, h: middleEnd - middleTop), visible: visible)
    }
    let bottomFrom = max(bottomStart, clipTop)
    for y in bottomFrom..<max(min(p.h, clipBottom), bottomFrom) {
      if let (start, end) = corners.span(p, row: y) {
        collect(SDL_Rect(x: start, y: y, w: end - start, h: 1), visible: visible)
      }
    }
  }

  /// The rows of the shape that the upper shape does not cover whole. Rows between the corner
  /// bands of both shapes all look alike, so after one of them the loop jumps to the next band
  /// edge: a card's ~170 middle rows cost one step, not 170.
  private mutating func rowsUnder(_ key: Key) {
    let p = SDL_Rect(x: 0, y: 0, w: key.width, h: key.height)
    let q = SDL_Rect(x: key.upperX, y: key.upperY, w: key.upperWidth, h: key.upperHeight)
    let visible = SDL_Rect(
      x: key.visibleX, y: key.visibleY, w: key.visibleWidth, h: key.visibleHeight)
    let corners = table(key.radius)
    let upperCorners = table(key.upperRadius)
    let pRows = corners.rows
    let qRows = upperCorners.rows
    let edges = [pRows, p.h - pRows, q.y, q.y + qRows, q.y + q.h - qRows, q.y + q.h]
    var run: (span: (Int32, Int32), top: Int32, height: Int32)?
    var y = max(0, visible.y)
    let end = min(p.h, visible.y + visible.h)
    while y < end {
      var next = y + 1
      if y >= pRows && y < p.h - pRows
        && (y < q.y || y >= q.y + q.h || (y >= q.y + qRows && y < q.y + q.h - qRows))
      {
        next = end
        for edge in edges where edge > y && edge < next { next = edge }
      }
      let count = next - y
      defer { y = next }
      var span = corners.span(p, row: y)
      if let shown = span, let cover = upperCorners.span(q, row: y), cover.0 <= shown.0,
        cover.1 >= shown.1
      {
        span = nil
      }
      if let span, let current = run, current.span == span, current.top + current.height == y {
        run?.height += count
        continue
      }
      if let current = run {
        collect(
          SDL_Rect(
            x: current.span.0, y: current.top, w: current.span.1 - current.span.0,
            h: current.height), visible: visible)
      }
      run = span.map { ($0, y, count) }
    }
    if let current = run {
      collect(
        SDL_Rect(
          x: current.span.0, y: current.top, w: current.span.1 - current.span.0,
          h: current.height), visible: visible)
    }
  }
}
