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
  private var drawBlend = SDL_BLENDMODE_INVALID
  private var roundedRows = RoundedRectRows()
  /// The last queued rectangle, kept out of `rects` while the next one may still extend it.
  private var openRect = SDL_Rect()
  /// The current clip in canvas pixels (the whole canvas when no clip is pushed).
  private var clipRect = SDL_Rect()
  /// The clip SDL currently has (nil: none).
  private var sdlClip: SDL_Rect?

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
    sdlClip = nil
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
    let grid = grid
    try occlusion.plan(
      commands, grid: grid, width: w, height: h, background: background,
      skipping: canvasFill?.index,
      text: OcclusionPlan.TextSource(
        measure: { run in try DisplayListPainter.measure(run, grid: grid, cache: text) },
        texture: { run, backdrop in
          try DisplayListPainter.texture(for: run, backdrop: backdrop, grid: grid, cache: text)
        }))
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
    clipRect = SDL_Rect(x: 0, y: 0, w: w, h: h)
    openRect.w = 0
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
        pushClip(r)
        continue
      case .popClip:
        popClip()
        continue
      default:
        break
      }
      if clipIsEmpty { continue }
      switch command {
      case .fillRect(let r, let given):
        if given.a == 0 { continue }
        let c = occlusion.precomposited[index] ?? given
        let p = pixelRect(r)
        if p.w > 0 && p.h > 0 { queue(p, c) }
      case .fillRoundedRect(let r, let radius, let given):
        if given.a == 0 { continue }
        let c = occlusion.precomposited[index] ?? given
        // An opaque rounded rect straight under another opaque one (a card's edge under the
        // card) only shows where the upper one does not cover it; skipping the covered rows
        // leaves the same pixels, since the upper one overwrites them.
        if c.a == 255, index + 1 < commands.count,
          case .fillRoundedRect(let upper, let upperRadius, let upperColor) = commands[index + 1],
          upperColor.a == 255
        {
          fillRoundedRect(r, radius: radius, c, under: (upper, upperRadius))
        } else {
          fillRoundedRect(r, radius: radius, c)
        }
      case .strokeRect(let r, let width, let given):
        if given.a == 0 { continue }
        let c = occlusion.precomposited[index] ?? given
        strokeRect(r, width: width, c)
      case .fillCircle(let center, let radius, let given):
        if given.a == 0 { continue }
        let c = occlusion.precomposited[index] ?? given
        flush()
        fillCircle(cx: center.x * scale, cy: center.y * scale, r: radius * scale, c)
      case .polyline(let points, let width, let c):
        if c.a == 0 { continue }
        flush()
        polyline(points, width: width, c)
      case .text(let run):
        if run.color.a == 0 { continue }
        flush()
        if let entry = occlusion.textures[index] {
          drawText(run, entry: entry, opaque: occlusion.opaqueText[index])
        }
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

  /// Queues `rect` cut to the current clip. A rectangle that continues the previous one
  /// straight down (same columns, next row) extends it instead: rounded corners seen through a
  /// narrow clip become a few rectangles rather than one per pixel row, and the software
  /// renderer pays a set-up per rectangle.
  @inline(__always)
  private mutating func queue(_ rect: SDL_Rect, _ c: Color) {
    let r = rect.intersection(clipRect)
    if r.w <= 0 || r.h <= 0 { return }
    if c != pendingColor {
      flush()
      pendingColor = c
    }
    if r.continuesStraightDown(from: openRect) {
      openRect.h += r.h
      return
    }
    if openRect.w > 0 { rects.append(openRect) }
    openRect = r
  }

  private mutating func flush() {
    if openRect.w > 0 {
      rects.append(openRect)
      openRect.w = 0
    }
    if rects.isEmpty { return }
    fillRects(rects, pendingColor)
    rects.removeAll(keepingCapacity: true)
  }

  /// One SDL fill of `rects` (canvas pixels, already cut to their clips) in `c`, unclipped.
  private mutating func fillRects(_ rects: [SDL_Rect], _ c: Color) {
    setColor(c)
    useSDLClip(nil)
    rects.withUnsafeBufferPointer { buf in
      _ = SDL_RenderFillRects(renderer, buf.baseAddress, Int32(buf.count))
    }
  }

  private mutating func fillPixels(_ rect: SDL_Rect, _ c: Color) {
    var r = rect
    setColor(c)
    SDL_RenderFillRect(renderer, &r)
  }

  /// Fills the occlusion plan's background rectangles (canvas pixels) with `c`, opaque.
  private mutating func fillBackground(_ c: Color) {
    if !occlusion.background.isEmpty { fillRects(occlusion.background, c) }
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

  /// Fills rounded rect `r` through the current clip; with `upper`, the opaque rounded rect
  /// drawn next, leaves out the rows it covers whole (the card's edge under the card).
  private mutating func fillRoundedRect(
    _ r: Rect, radius: Double, _ c: Color, under upper: (Rect, Double)? = nil
  ) {
    let p = pixelRect(r)
    let visible = p.intersection(clipRect)
    if p.isEmpty || visible.isEmpty { return }
    var q: SDL_Rect?
    var upperRadius = 0.0
    if let (upperRect, radius) = upper {
      let box = pixelRect(upperRect)
      if !box.isEmpty {
        q = box
        upperRadius = cornerRadius(radius, box)
      }
    }
    let rows = roundedRows.rects(
      box: p, radius: cornerRadius(radius, p), visible: visible, upper: q,
      upperRadius: upperRadius)
    for row in rows {
      queue(SDL_Rect(x: p.x + row.x, y: p.y + row.y, w: row.w, h: row.h), c)
    }
  }

  private func cornerRadius(_ radius: Double, _ p: SDL_Rect) -> Double {
    grid.cornerRadius(radius, p)
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
      if right > left { queueRow(SDL_Rect(x: left, y: y, w: right - left, h: 1), c) }
    }
    flush()
  }

  /// Widest short row (pixels) handed to SDL in `PlainStorePieces`: through SDL's streaming
  /// loop, each thumbnail's 29-pixel "sun" rows cost more than the thumbnail.
  static let shortRow: Int32 = 48

  /// Queues a one-pixel-high row, in plain-store pieces when it is short.
  private mutating func queueRow(_ row: SDL_Rect, _ c: Color) {
    guard row.w <= DisplayListPainter.shortRow else {
      queue(row, c)
      return
    }
    PlainStorePieces.split(row.x, row.x + row.w) { start, end in
      queue(SDL_Rect(x: start, y: row.y, w: end - start, h: 1), c)
    }
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
      useSDLClip(clips.last)
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

  /// The size in pixels of `run`'s texture (cached measurement); nil for empty text.
  static func measure(_ run: TextRun, grid: PixelGrid, cache: TextTextureCache) throws
    -> (width: Int32, height: Int32)?
  {
    if run.text.isEmpty { return nil }
    let pixelSize = fontPixelSize(points: run.size, scale: grid.scale)
    let (w, h) = try cache.measure(run.text, weight: run.weight, pixelSize: pixelSize)
    return (w, h)
  }

  /// The texture `run` is drawn with: rasterised pre-composited on `backdrop` when given (an
  /// opaque texture copied unblended, its colour mixed to the run's opacity), else blended.
  static func texture(
    for run: TextRun, backdrop: Color?, grid: PixelGrid, cache: TextTextureCache
  ) throws -> TextTextureCache.Entry? {
    let pixelSize = fontPixelSize(points: run.size, scale: grid.scale)
    let color = backdrop.map { BackdropBlend.text(run.color, over: $0) } ?? run.color
    return try cache.texture(
      run.text, weight: run.weight, pixelSize: pixelSize, color: color, background: backdrop)
  }

  /// Copies `run`'s texture: opaque ones as they are, blended ones at the run's opacity.
  private mutating func drawText(_ run: TextRun, entry: TextTextureCache.Entry, opaque: Bool) {
    var dst = grid.textRect(run, width: entry.width, height: entry.height)
    if !opaque { SDL_SetTextureAlphaMod(entry.texture, run.color.a) }
    useSDLClip(clips.last)
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

  /// Rectangles are cut to the clip as they are queued, so a clip change costs SDL nothing;
  /// SDL's own clip is only set for what SDL clips itself (text and lines), see `useSDLClip`.
  private mutating func applyClip() {
    clipRect = clips.last ?? SDL_Rect(x: 0, y: 0, w: canvasPixels.w, h: canvasPixels.h)
  }

  /// Whether the current clip lets nothing through.
  private var clipIsEmpty: Bool { clipRect.isEmpty }

  /// Sets SDL's clip to `wanted` (nil: none) unless it is already that. Fills run unclipped
  /// (their rectangles are cut already); text and lines run under the current clip. A list of
  /// card corners, each in its own small clip, then changes SDL's clip not at all.
  private mutating func useSDLClip(_ wanted: SDL_Rect?) {
    switch (wanted, sdlClip) {
    case (nil, nil): return
    case (let a?, let b?) where a.x == b.x && a.y == b.y && a.w == b.w && a.h == b.h: return
    default: break
    }
    sdlClip = wanted
    if var rect = wanted {
      SDL_RenderSetClipRect(renderer, &rect)
    } else {
      SDL_RenderSetClipRect(renderer, nil)
    }
  }
}
