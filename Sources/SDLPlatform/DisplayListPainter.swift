import CSDL2
import SandboxCore

/// Turns display-list commands into SDL draw calls at integer pixel positions.
///
/// Every edge is rounded to the nearest output pixel (see `PixelGrid`). Curves are drawn as
/// horizontal pixel spans, which never overlap and therefore blend translucent colours correctly.
/// Before drawing, an `OcclusionPlan` finds what later opaque commands cover, so the background
/// is only painted where it can show and hidden commands are skipped. Buffers are reused across
/// frames, so a steady-state frame allocates nothing.
struct DisplayListPainter {
  private let renderer: OpaquePointer
  private var rects: [SDL_Rect] = []
  private var pendingColor = Color.clear
  private var clips: [SDL_Rect] = []
  private var vertices: [SDL_Vertex] = []
  private var indices: [Int32] = []
  private var grid = PixelGrid()
  private var scale: Double { grid.scale }
  private var occlusion = OcclusionPlan()
  /// Whether to plan occlusion (on by default). Off, every command is drawn over a full clear:
  /// the plain reference the tests compare the planned frame's pixels against.
  var skipsHiddenWork = true
  private var canvasPixels = SDL_Rect()
  private var clipIsEmpty = false
  private var drawBlend = SDL_BLENDMODE_INVALID

  init(renderer: OpaquePointer) {
    self.renderer = renderer
    rects.reserveCapacity(256)
    clips.reserveCapacity(16)
  }

  /// Font pixel size for `points` at `scale`: round(points × scale), at least 1.
  static func fontPixelSize(points: Double, scale: Double) -> Int32 {
    let px = (points * scale).rounded()
    guard px.isFinite else { return 1 }
    return Int32(min(max(px, 1), 2048))
  }

  mutating func paint(
    _ list: DisplayList, mapping: CanvasMapping, letterbox: Color, text: TextTextureCache
  ) throws {
    grid.scale = mapping.scale
    drawBlend = SDL_BLENDMODE_INVALID
    let w = pixel(list.size.width)
    let h = pixel(list.size.height)
    canvasPixels = SDL_Rect(x: Int32(mapping.originX), y: Int32(mapping.originY), w: w, h: h)
    SDL_RenderSetViewport(renderer, nil)
    SDL_RenderSetClipRect(renderer, nil)
    let letterboxed = mapping.originX > 0 || mapping.originY > 0
    // The frame is opaque: a translucent background is drawn as its opaque colour.
    var background = list.background
    background.a = 255
    // A composed frame starts by filling each phone with its own opaque background; when that
    // fill covers the whole canvas, clearing with its colour gives the same pixels and saves a
    // full-canvas fill (1.3 M pixels for a phone at 2×).
    let canvasFill = leadingCanvasFill(list, width: w, height: h)
    if let canvasFill { background = canvasFill.color }
    let commands = list.commands
    let planned = skipsHiddenWork
    if planned {
      let grid = grid
      try occlusion.plan(
        commands, grid: grid, width: w, height: h, skipping: canvasFill?.index,
        texture: { run in try DisplayListPainter.texture(for: run, grid: grid, cache: text) })
    }
    var output = (w: Int32(0), h: Int32(0))
    SDL_GetRendererOutputSize(renderer, &output.w, &output.h)
    if planned && !letterboxed && output == (w, h) {
      // The canvas is the whole output: only the background left uncovered needs painting.
      SDL_RenderSetViewport(renderer, &canvasPixels)
      fillBackground(background)
    } else {
      setColor(letterboxed ? letterbox : background)
      SDL_RenderClear(renderer)
      SDL_RenderSetViewport(renderer, &canvasPixels)
      if letterboxed {
        if planned {
          fillBackground(background)
        } else {
          fillPixels(SDL_Rect(x: 0, y: 0, w: w, h: h), background)
        }
      }
    }
    clips.removeAll(keepingCapacity: true)
    clipIsEmpty = false
    defer {
      flush()
      SDL_RenderSetClipRect(renderer, nil)
      SDL_RenderSetViewport(renderer, nil)
    }
    for index in commands.indices {
      if index == canvasFill?.index { continue }
      if planned && occlusion.hidden[index] { continue }
      let command = commands[index]
      switch command {
      case .pushClip(let r):
        flush()
        pushClip(r)
        continue
      case .popClip:
        flush()
        popClip()
        continue
      default:
        break
      }
      if clipIsEmpty { continue }
      switch command {
      case .fillRect(let r, let c):
        if c.a == 0 { continue }
        let p = pixelRect(r)
        if p.w > 0 && p.h > 0 { queue(p, c) }
      case .fillRoundedRect(let r, let radius, let c):
        if c.a == 0 { continue }
        // An opaque rounded rect straight under another opaque one (a card's edge under the
        // card) only shows where the upper one does not cover it; skipping the covered rows
        // leaves the same pixels, since the upper one overwrites them.
        if c.a == 255, index + 1 < commands.count,
          case .fillRoundedRect(let upper, let upperRadius, let upperColor) = commands[index + 1],
          upperColor.a == 255
        {
          fillRoundedRect(r, radius: radius, c, under: upper, radius: upperRadius)
        } else {
          fillRoundedRect(r, radius: radius, c)
        }
      case .strokeRect(let r, let width, let c):
        if c.a == 0 { continue }
        strokeRect(r, width: width, c)
      case .fillCircle(let center, let radius, let c):
        if c.a == 0 { continue }
        flush()
        fillCircle(cx: center.x * scale, cy: center.y * scale, r: radius * scale, c)
      case .polyline(let points, let width, let c):
        if c.a == 0 { continue }
        flush()
        polyline(points, width: width, c)
      case .text(let run):
        if run.color.a == 0 { continue }
        flush()
        try drawText(run, resolved: planned ? occlusion.textures[index] : nil, cache: text)
      case .pushClip, .popClip:
        break
      }
    }
  }

  // MARK: Coordinates

  private func pixel(_ v: Double) -> Int32 { grid.pixel(v) }

  private func pixelRect(_ r: Rect) -> SDL_Rect { grid.rect(r) }

  /// Opaque fills use no blending: the software renderer otherwise runs its per-pixel blend
  /// loop even at alpha 255, which made a phone frame's rectangles cost ~2× more (measured).
  private mutating func setColor(_ c: Color) {
    SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a)
    let blend = c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND
    if blend != drawBlend {
      drawBlend = blend
      SDL_SetRenderDrawBlendMode(renderer, blend)
    }
  }

  // MARK: Rectangles (batched per colour)

  private mutating func queue(_ rect: SDL_Rect, _ c: Color) {
    if c != pendingColor {
      flush()
      pendingColor = c
    }
    rects.append(rect)
  }

  private mutating func flush() {
    if rects.isEmpty { return }
    setColor(pendingColor)
    rects.withUnsafeBufferPointer { buf in
      _ = SDL_RenderFillRects(renderer, buf.baseAddress, Int32(buf.count))
    }
    rects.removeAll(keepingCapacity: true)
  }

  private mutating func fillPixels(_ rect: SDL_Rect, _ c: Color) {
    var r = rect
    setColor(c)
    SDL_RenderFillRect(renderer, &r)
  }

  /// Fills the occlusion plan's background rectangles (canvas pixels) with `c`, opaque.
  private mutating func fillBackground(_ c: Color) {
    let rects = occlusion.background
    if rects.isEmpty { return }
    setColor(c)
    rects.withUnsafeBufferPointer { buf in
      _ = SDL_RenderFillRects(renderer, buf.baseAddress, Int32(buf.count))
    }
  }

  private mutating func strokeRect(_ r: Rect, width: Double, _ c: Color) {
    let p = pixelRect(r)
    if p.w <= 0 || p.h <= 0 { return }
    let t = min(max(1, pixel(width)), (min(p.w, p.h) + 1) / 2)
    queue(SDL_Rect(x: p.x, y: p.y, w: p.w, h: t), c)
    if p.h > t { queue(SDL_Rect(x: p.x, y: p.y + p.h - t, w: p.w, h: t), c) }
    let middle = p.h - 2 * t
    if middle > 0 {
      queue(SDL_Rect(x: p.x, y: p.y + t, w: t, h: middle), c)
      if p.w > t { queue(SDL_Rect(x: p.x + p.w - t, y: p.y + t, w: t, h: middle), c) }
    }
  }

  private mutating func fillRoundedRect(_ r: Rect, radius: Double, _ c: Color) {
    let p = pixelRect(r)
    if p.w <= 0 || p.h <= 0 { return }
    let rad = min(max(radius * scale, 0), Double(p.w) / 2, Double(p.h) / 2)
    let rows = Int32(rad.rounded(.up))
    if rows == 0 {
      queue(p, c)
      return
    }
    let x0 = Double(p.x)
    let x1 = Double(p.x + p.w)
    // Rows outside the clip would be dropped by SDL anyway; not queueing them keeps a card
    // corner drawn through a small clip at a few dozen spans instead of the whole outline.
    let (clipTop, clipBottom) = clipRows
    for i in 0..<rows {
      let top = p.y + i
      let bottom = p.y + p.h - 1 - i
      let topShows = top >= clipTop && top < clipBottom
      let bottomShows = bottom > top && bottom >= clipTop && bottom < clipBottom
      if !topShows && !bottomShows { continue }
      // Distance from this pixel row's centre to the corner circles' centre line.
      let d = rad - (Double(i) + 0.5)
      let inset = d > 0 ? rad - (rad * rad - d * d).squareRoot() : 0
      let left = Int32((x0 + inset).rounded())
      let right = Int32((x1 - inset).rounded())
      if right <= left { continue }
      if topShows { queue(SDL_Rect(x: left, y: top, w: right - left, h: 1), c) }
      if bottomShows { queue(SDL_Rect(x: left, y: bottom, w: right - left, h: 1), c) }
    }
    let middleTop = max(p.y + rows, clipTop)
    let middleEnd = min(p.y + p.h - rows, clipBottom)
    if middleEnd > middleTop {
      queue(SDL_Rect(x: p.x, y: middleTop, w: p.w, h: middleEnd - middleTop), c)
    }
  }

  /// The pixel rows [top, bottom) the current clip lets through (the whole canvas when none).
  private var clipRows: (Int32, Int32) {
    guard let clip = clips.last else { return (Int32.min, Int32.max) }
    return (clip.y, clip.y + clip.h)
  }

  /// The horizontal pixel span of row `y` of the rounded rect `p` (pixels) with corner radius
  /// `rad` (pixels, already limited to half the size), as `fillRoundedRect` draws it; nil when
  /// the row is outside or empty.
  private static func roundedSpan(_ p: SDL_Rect, rad: Double, row y: Int32) -> (Int32, Int32)? {
    guard y >= p.y, y < p.y + p.h else { return nil }
    let fromEdge = min(y - p.y, p.y + p.h - 1 - y)
    guard Double(fromEdge) < rad.rounded(.up) else { return (p.x, p.x + p.w) }
    let d = rad - (Double(fromEdge) + 0.5)
    let inset = d > 0 ? rad - (rad * rad - d * d).squareRoot() : 0
    let left = Int32((Double(p.x) + inset).rounded())
    let right = Int32((Double(p.x + p.w) - inset).rounded())
    return right > left ? (left, right) : nil
  }

  private func cornerRadius(_ radius: Double, _ p: SDL_Rect) -> Double {
    grid.cornerRadius(radius, p)
  }

  /// `fillRoundedRect(r)` without the rows that the opaque rounded rect `upper`, drawn next,
  /// covers completely. Runs of equal spans are merged into one rectangle.
  private mutating func fillRoundedRect(
    _ r: Rect, radius: Double, _ c: Color, under upper: Rect, radius upperRadius: Double
  ) {
    let p = pixelRect(r)
    if p.w <= 0 || p.h <= 0 { return }
    let q = pixelRect(upper)
    let rad = cornerRadius(radius, p)
    let upperRad = q.w > 0 && q.h > 0 ? cornerRadius(upperRadius, q) : 0
    var run: (span: (Int32, Int32), top: Int32, height: Int32)?
    func emit() {
      if let run {
        queue(SDL_Rect(x: run.span.0, y: run.top, w: run.span.1 - run.span.0, h: run.height), c)
      }
      run = nil
    }
    // Rows between the corner bands of both shapes all look alike, so after one of them the
    // loop jumps to the next band edge: a card's ~170 middle rows cost one step, not 170.
    let hasUpper = q.w > 0 && q.h > 0
    let pRows = Int32(rad.rounded(.up))
    let qRows = Int32(upperRad.rounded(.up))
    let edges: [Int32] =
      hasUpper
      ? [p.y + pRows, p.y + p.h - pRows, q.y, q.y + qRows, q.y + q.h - qRows, q.y + q.h]
      : [p.y + pRows, p.y + p.h - pRows]
    let (clipTop, clipBottom) = clipRows
    var y = max(p.y, clipTop)
    let end = min(p.y + p.h, clipBottom)
    while y < end {
      var next = y + 1
      if y >= p.y + pRows && y < p.y + p.h - pRows
        && (!hasUpper || y < q.y || y >= q.y + q.h || (y >= q.y + qRows && y < q.y + q.h - qRows))
      {
        next = end
        for edge in edges where edge > y && edge < next { next = edge }
      }
      let count = next - y
      defer { y = next }
      guard let span = DisplayListPainter.roundedSpan(p, rad: rad, row: y) else {
        emit()
        continue
      }
      if hasUpper, let cover = DisplayListPainter.roundedSpan(q, rad: upperRad, row: y),
        cover.0 <= span.0, cover.1 >= span.1
      {
        emit()
        continue
      }
      if let current = run, current.span == span, current.top + current.height == y {
        run?.height += count
      } else {
        emit()
        run = (span, y, count)
      }
    }
    emit()
  }

  /// A disc centred at (cx, cy) with radius `r`, all in output pixels.
  private mutating func fillCircle(cx: Double, cy: Double, r: Double, _ c: Color) {
    guard r > 0, cx.isFinite, cy.isFinite, r.isFinite else { return }
    let top = Int32((cy - r).rounded(.down))
    let bottom = Int32((cy + r).rounded(.up))
    for y in top..<bottom {
      let dy = Double(y) + 0.5 - cy
      if abs(dy) >= r { continue }
      let half = (r * r - dy * dy).squareRoot()
      let left = Int32((cx - half).rounded())
      let right = Int32((cx + half).rounded())
      if right > left { queue(SDL_Rect(x: left, y: y, w: right - left, h: 1), c) }
    }
    flush()
  }

  // MARK: Lines

  private mutating func polyline(_ points: [Point], width: Double, _ c: Color) {
    guard points.count >= 2 else { return }
    let half = max(width * scale, 1) / 2
    let color = SDL_Color(r: c.r, g: c.g, b: c.b, a: c.a)
    vertices.removeAll(keepingCapacity: true)
    indices.removeAll(keepingCapacity: true)
    for i in 1..<points.count {
      let ax = points[i - 1].x * scale
      let ay = points[i - 1].y * scale
      let bx = points[i].x * scale
      let by = points[i].y * scale
      let len = ((bx - ax) * (bx - ax) + (by - ay) * (by - ay)).squareRoot()
      guard len > 0, len.isFinite else { continue }
      let nx = -(by - ay) / len * half
      let ny = (bx - ax) / len * half
      let base = Int32(vertices.count)
      func corner(_ x: Double, _ y: Double) -> SDL_Vertex {
        SDL_Vertex(
          position: SDL_FPoint(x: Float(x), y: Float(y)), color: color,
          tex_coord: SDL_FPoint(x: 0, y: 0))
      }
      vertices.append(corner(ax + nx, ay + ny))
      vertices.append(corner(bx + nx, by + ny))
      vertices.append(corner(bx - nx, by - ny))
      vertices.append(corner(ax - nx, ay - ny))
      for offset: Int32 in [0, 1, 2, 0, 2, 3] { indices.append(base + offset) }
    }
    if !vertices.isEmpty {
      // Untextured geometry blends by the renderer's draw blend mode, which the last fill left
      // behind: set it from this line's colour (translucent lines blend, opaque ones copy).
      setColor(c)
      vertices.withUnsafeBufferPointer { v in
        indices.withUnsafeBufferPointer { ix in
          _ = SDL_RenderGeometry(
            renderer, nil, v.baseAddress, Int32(v.count), ix.baseAddress, Int32(ix.count))
        }
      }
    }
    // Round joins; skipped for translucent lines, where the overlap would show darker.
    if c.a == 255 && points.count > 2 {
      for p in points[1..<(points.count - 1)] {
        fillCircle(cx: p.x * scale, cy: p.y * scale, r: half, c)
      }
    }
  }

  /// The index and colour of an opaque `fillRect` covering the whole canvas that comes before
  /// anything is drawn (only whole-canvas clips before it), or nil.
  private func leadingCanvasFill(_ list: DisplayList, width: Int32, height: Int32)
    -> (index: Int, color: Color)?
  {
    func coversCanvas(_ r: Rect) -> Bool {
      let p = pixelRect(r)
      return p.x <= 0 && p.y <= 0 && p.x + p.w >= width && p.y + p.h >= height
    }
    for (index, command) in list.commands.enumerated() {
      switch command {
      case .pushClip(let r) where coversCanvas(r):
        continue
      case .fillRect(let r, let c) where c.a == 255 && coversCanvas(r):
        return (index, c)
      default:
        return nil
      }
    }
    return nil
  }

  // MARK: Text

  /// The texture `run` is drawn with, and whether it is opaque: opaque text on a known opaque
  /// colour is rasterised pre-composited on it and copied unblended. Nil for empty text.
  static func texture(for run: TextRun, grid: PixelGrid, cache: TextTextureCache) throws
    -> (entry: TextTextureCache.Entry, opaque: Bool)?
  {
    let pixelSize = fontPixelSize(points: run.size, scale: grid.scale)
    var background: Color?
    if run.color.a == 255, let hint = run.background, hint.a == 255 { background = hint }
    guard
      let entry = try cache.texture(
        run.text, weight: run.weight, pixelSize: pixelSize, color: run.color,
        background: background)
    else { return nil }
    return (entry, background != nil)
  }

  /// Copies `run`'s texture — `resolved` when the occlusion plan already looked it up.
  private mutating func drawText(
    _ run: TextRun, resolved: TextTextureCache.Entry?, cache: TextTextureCache
  ) throws {
    let entry: TextTextureCache.Entry
    let opaque: Bool
    if let resolved {
      entry = resolved
      opaque = run.color.a == 255 && run.background.map { $0.a == 255 } == true
    } else {
      guard let found = try DisplayListPainter.texture(for: run, grid: grid, cache: cache)
      else { return }
      (entry, opaque) = found
    }
    var dst = grid.textRect(run, width: entry.width, height: entry.height)
    if !opaque { SDL_SetTextureAlphaMod(entry.texture, run.color.a) }
    SDL_RenderCopy(renderer, entry.texture, nil, &dst)
  }

  // MARK: Clipping

  private mutating func pushClip(_ r: Rect) {
    let p = pixelRect(r)
    let outer = clips.last ?? SDL_Rect(x: 0, y: 0, w: canvasPixels.w, h: canvasPixels.h)
    let x0 = max(p.x, outer.x)
    let y0 = max(p.y, outer.y)
    let x1 = min(p.x + p.w, outer.x + outer.w)
    let y1 = min(p.y + p.h, outer.y + outer.h)
    let clip = SDL_Rect(x: x0, y: y0, w: max(0, x1 - x0), h: max(0, y1 - y0))
    clips.append(clip)
    applyClip()
  }

  private mutating func popClip() {
    if !clips.isEmpty { clips.removeLast() }
    applyClip()
  }

  private mutating func applyClip() {
    guard var top = clips.last else {
      clipIsEmpty = false
      SDL_RenderSetClipRect(renderer, nil)
      return
    }
    clipIsEmpty = top.w <= 0 || top.h <= 0
    if !clipIsEmpty { SDL_RenderSetClipRect(renderer, &top) }
  }
}
