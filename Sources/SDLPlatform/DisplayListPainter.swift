import CSDL2
import SandboxPrimitives

/// Turns display-list commands into SDL draw calls at integer pixel positions.
///
/// Every rectangle edge is rounded to the nearest output pixel (see `PixelGrid`). Curves —
/// rounded corners, discs, lines, paths — are anti-aliased: their exact area coverage is
/// rasterized once into a mask texture (`ShapeMaskCache`) and copied, tinted, wherever the shape
/// appears, with its origin snapped to the pixel grid. A rounded rectangle is solid rectangles
/// plus four corner masks that never overlap them, so translucent shapes blend correctly.
/// Before drawing, an `OcclusionPlan` finds what later opaque commands cover, so the background
/// is only painted where it can show and hidden commands are skipped. Buffers are reused across
/// frames, so a steady-state frame allocates nothing.
struct DisplayListPainter {
  private let renderer: OpaquePointer
  private var rects: [SDL_Rect] = []
  private var pendingColor = Color.clear
  private var clips: [SDL_Rect] = []
  private let masks: ShapeMaskCache
  private let images: ImageTextureStore
  private var strip = FeatheredStrip()
  private var grid = PixelGrid()
  private var scale: Double { grid.scale }
  private var occlusion = OcclusionPlan()
  private var backdropBlur = BackdropBlur()
  /// Whether to plan occlusion (on by default). Off, every command is drawn over a full clear:
  /// the plain reference the tests compare the planned frame's pixels against.
  var skipsHiddenWork = true
  /// Whether curved edges (mask copies) are drawn (on by default). Off, a frame costs what it
  /// would without anti-aliased curves: the bench's measure of what the edges cost.
  var drawsShapeMasks = true
  /// Whether a cold frame's masks are rasterized on another thread while its text is
  /// (`MaskPreparation`; on by default). Off, each is rasterized where it is drawn.
  var preparesMasks = true
  /// `masks.rasterizations` after the last frame: a frame that added some marks the next one
  /// cold (see `paint`).
  private var rasterizationsSeen = -1
  private var canvasPixels = SDL_Rect()
  private var drawBlend = SDL_BLENDMODE_INVALID
  /// The last queued rectangle, kept out of `rects` while the next one may still extend it.
  private var openRect = SDL_Rect()
  /// Where opaque fills may be written directly (see `SurfaceFill`).
  private let fillTarget: SurfaceFill.Target
  /// Whether every frame starts from a clear of the whole output, even when the canvas fills it
  /// and the occlusion plan would paint only the background left uncovered. On for GPU
  /// renderers, where a clear is the cheapest operation there is and a frame that does not
  /// start with one was measured to go wrong: under Mesa's llvmpipe on Xvfb, the frames drawn
  /// in the first half second after the window was placed lost the last two rows of background
  /// fills next to the device frame's corners (a black 13 × 2 px patch on a 1280 × 800 screen),
  /// until some later frame repainted them; a frame opened with a clear showed no such loss.
  /// Off for the software renderer, whose fills stream to memory: there the plan's saving is
  /// the point (see `OcclusionPlan`).
  let clearsEachFrame: Bool
  /// Whether opaque fills are written directly when the target allows it (on by default). Off,
  /// every fill goes through `SDL_RenderFillRects`: what the tests compare the direct bytes to.
  var fillsDirectly = true
  /// This frame's directly writable surface, if any.
  private var directSurface: UnsafeMutablePointer<SDL_Surface>?
  /// Whether the last frame wrote its opaque fills directly.
  var filledDirectly: Bool { directSurface != nil }
  /// Whether SDL may hold queued drawing that a direct fill must not overtake.
  private var sdlQueued = true
  /// The current clip in canvas pixels (the whole canvas when no clip is pushed).
  private var clipRect = SDL_Rect()
  /// The clip SDL currently has (nil: none).
  private var sdlClip: SDL_Rect?

  init(
    renderer: OpaquePointer, masks: ShapeMaskCache, images: ImageTextureStore,
    fillTarget: SurfaceFill.Target = .none, clearsEachFrame: Bool = false
  ) {
    self.renderer = renderer
    self.fillTarget = fillTarget
    self.clearsEachFrame = clearsEachFrame
    self.masks = masks
    self.images = images
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
    directSurface = fillsDirectly ? SurfaceFill.surface(of: fillTarget) : nil
    sdlQueued = true
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
    // The frame's masks are rasterized beside the plan, which rasterizes its text, when the
    // cache is cold: the first frame, or the one after a frame that rasterized masks (new
    // content). A warm frame looks for nothing: what it lacks is rasterized where it is drawn.
    if drawsShapeMasks && preparesMasks
      && (masks.rasterizations != rasterizationsSeen || masks.count == 0)
    {
      masks.prepare(MaskPreparation.shapes(in: commands, grid: grid))
    }
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
    if planned && !letterboxed && output == (w, h) && !clearsEachFrame {
      // The canvas is the whole output: only the background left uncovered needs painting.
      SDL_RenderSetViewport(renderer, &canvasPixels)
      fillBackground(background)
    } else {
      setColor(letterboxed ? letterbox : background)
      SDL_RenderClear(renderer)
      sdlQueued = true
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
      rasterizationsSeen = masks.rasterizations
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
      hole = planned ? occlusion.holes[index] : SDL_Rect()
      switch command {
      case .fillRect(let r, let given):
        if given.a == 0 { continue }
        let c = occlusion.precomposited[index] ?? given
        let p = pixelRect(r)
        if p.w > 0 && p.h > 0 { queueAroundHole(p, c) }
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
        if let placed = ShapePlacement.disc(
          center: center, radius: radius, grid: grid, fractional: given.a < 255)
        {
          drawShape(placed, c)
        }
      case .polyline(let points, let width, let c):
        if c.a == 0 { continue }
        if let placed = ShapePlacement.polyline(points, width: width, grid: grid) {
          if points.count >= FeatheredStrip.minimumPoints {
            drawStrip(placed, c)
          } else {
            drawShape(placed, c)
          }
        }
      case .fillPath(let path, let origin, let given):
        if given.a == 0 { continue }
        let c = occlusion.precomposited[index] ?? given
        if let placed = ShapePlacement.path(path, at: origin, strokeWidth: nil, grid: grid) {
          drawShape(placed, c)
        }
      case .strokePath(let path, let origin, let width, let given):
        if given.a == 0 { continue }
        let c = occlusion.precomposited[index] ?? given
        if let placed = ShapePlacement.path(path, at: origin, strokeWidth: width, grid: grid) {
          drawShape(placed, c)
        }
      case .fillGradient(let r, let top, let bottom):
        fillGradient(r, top: top, bottom: bottom)
      case .image(let image, let r):
        flush()
        guard let texture = images.texture(image) else { continue }
        var dst = pixelRect(r)
        useSDLClip(clips.last)
        SDL_RenderCopy(renderer, texture, nil, &dst)
        sdlQueued = true
      case .blendedImage(let image, let r, let blend):
        flush()
        guard let texture = images.texture(image) else { continue }
        var dst = pixelRect(r)
        useSDLClip(clips.last)
        sdlQueued = true
        switch blend {
        case .over(let opacity):
          let alpha = opacity.isFinite ? min(max(opacity, 0), 1) : 1
          var mode = SDL_BLENDMODE_NONE
          SDL_GetTextureBlendMode(texture, &mode)
          SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
          SDL_SetTextureAlphaMod(texture, UInt8((alpha * 255).rounded()))
          SDL_RenderCopy(renderer, texture, nil, &dst)
          SDL_SetTextureAlphaMod(texture, 255)
          SDL_SetTextureBlendMode(texture, mode)
        case .difference:
          let clip = clips.last ?? SDL_Rect(x: 0, y: 0, w: canvasPixels.w, h: canvasPixels.h)
          DifferenceBlend.draw(
            images.rawPixels[image.id], image, into: dst.intersection(clip), placed: dst,
            renderer: renderer)
        }
      case .blurBackdrop(let r, let radius):
        // On one solid colour a blur changes nothing (the plan found it, see `OcclusionPlan`).
        if occlusion.precomposited[index] != nil { continue }
        flush()
        let area = pixelRect(r).intersection(clipRect)
        if area.isEmpty { continue }
        useSDLClip(nil)
        backdropBlur.blur(area, sigma: radius * scale, renderer: renderer)
        sdlQueued = true
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

  /// Whether a queued rectangle overlaps `r` (or too many are queued to look).
  private func queuedRectsMeet(_ r: SDL_Rect) -> Bool {
    if rects.count > 32 { return true }
    if openRect.w > 0 && !openRect.intersection(r).isEmpty { return true }
    for rect in rects where !rect.intersection(r).isEmpty { return true }
    return false
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

  /// One fill of `rects` (canvas pixels, already cut to their clips) in `c`, unclipped: opaque
  /// ones straight into the surface when it can be written (after SDL's queue, which they must
  /// not overtake), the rest through SDL.
  private mutating func fillRects(_ rects: [SDL_Rect], _ c: Color) {
    if c.a == 255, let surface = directSurface {
      if sdlQueued {
        SDL_RenderFlush(renderer)
        sdlQueued = false
      }
      SurfaceFill.fill(rects, color: c, viewport: canvasPixels, surface: surface)
      return
    }
    sdlQueued = true
    setColor(c)
    useSDLClip(nil)
    rects.withUnsafeBufferPointer { buf in
      _ = SDL_RenderFillRects(renderer, buf.baseAddress, Int32(buf.count))
    }
  }

  private mutating func fillPixels(_ rect: SDL_Rect, _ c: Color) {
    var r = rect
    sdlQueued = true
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

  /// Fills rounded rect `r` through the current clip: solid rectangles between the corners and a
  /// coverage mask in each corner square. With `upper`, the opaque rounded rect drawn next,
  /// pieces it covers solidly are left out (the card's edge under the card).
  private mutating func fillRoundedRect(
    _ r: Rect, radius: Double, _ c: Color, under upper: (Rect, Double)? = nil
  ) {
    let p = pixelRect(r)
    if p.isEmpty || p.intersection(clipRect).isEmpty { return }
    let R = grid.cornerRadius(radius, p)
    let k = PixelGrid.cornerBand(radius: R)
    covers.removeAll(keepingCapacity: true)
    if let (upperRect, upperRadius) = upper {
      let q = pixelRect(upperRect)
      if !q.isEmpty {
        let uk = PixelGrid.cornerBand(radius: grid.cornerRadius(upperRadius, q))
        covers.append(SDL_Rect(x: q.x, y: q.y + uk, w: q.w, h: q.h - 2 * uk))
        covers.append(SDL_Rect(x: q.x + uk, y: q.y, w: q.w - 2 * uk, h: q.h))
      }
    }
    if k == 0 {
      queueUncovered(p, c)
      return
    }
    // Corner squares: ceil(radius) on each side (see `MaskPreparation.cornerSquares`).
    let corners = MaskPreparation.cornerSquares(of: p, band: k)
    let (left, right) = (corners[0].w, corners[1].w)
    let (top, bottom) = (corners[0].h, corners[2].h)
    queueUncovered(SDL_Rect(x: p.x + left, y: p.y, w: p.w - left - right, h: top), c)
    queueUncovered(SDL_Rect(x: p.x, y: p.y + top, w: p.w, h: p.h - top - bottom), c)
    queueUncovered(
      SDL_Rect(x: p.x + left, y: p.maxY - bottom, w: p.w - left - right, h: bottom), c)
    for (i, square) in corners.enumerated() {
      if square.isEmpty || square.intersection(clipRect).isEmpty { continue }
      if covers.contains(where: { $0.contains(square) }) || hole.contains(square) { continue }
      let shape = ShapeMask.corner(radius: R, width: square.w, height: square.h, corner: UInt8(i))
      drawMask(shape, x: square.x, y: square.y, c)
    }
  }

  /// Opaque pieces of the upper rounded rect (see `fillRoundedRect`).
  private var covers: [SDL_Rect] = []
  /// The part of the current command a later cover paints over (`OcclusionPlan.holes`).
  private var hole = SDL_Rect()

  /// Queues `rect` without the current command's `hole`: the rows above and below it whole, the
  /// columns beside it in its rows.
  private mutating func queueAroundHole(_ rect: SDL_Rect, _ c: Color) {
    let cut = rect.intersection(hole)
    if cut.isEmpty {
      queue(rect, c)
      return
    }
    if cut.y > rect.y { queue(SDL_Rect(x: rect.x, y: rect.y, w: rect.w, h: cut.y - rect.y), c) }
    if cut.x > rect.x { queue(SDL_Rect(x: rect.x, y: cut.y, w: cut.x - rect.x, h: cut.h), c) }
    if rect.maxX > cut.maxX {
      queue(SDL_Rect(x: cut.maxX, y: cut.y, w: rect.maxX - cut.maxX, h: cut.h), c)
    }
    if rect.maxY > cut.maxY {
      queue(SDL_Rect(x: rect.x, y: cut.maxY, w: rect.w, h: rect.maxY - cut.maxY), c)
    }
  }

  /// Queues `piece` without the rows a cover spans whole (one cut, top or bottom or middle).
  private mutating func queueUncovered(_ piece: SDL_Rect, _ c: Color) {
    if piece.isEmpty { return }
    for cover in covers where !cover.isEmpty && cover.x <= piece.x && cover.maxX >= piece.maxX {
      let y0 = max(piece.y, cover.y)
      let y1 = min(piece.maxY, cover.maxY)
      guard y1 > y0 else { continue }
      if y0 > piece.y {
        queueAroundHole(SDL_Rect(x: piece.x, y: piece.y, w: piece.w, h: y0 - piece.y), c)
      }
      if piece.maxY > y1 {
        queueAroundHole(SDL_Rect(x: piece.x, y: y1, w: piece.w, h: piece.maxY - y1), c)
      }
      return
    }
    queueAroundHole(piece, c)
  }

  // MARK: Masks

  /// Draws a placed shape's mask tinted `c`, unless the clip hides it.
  private mutating func drawShape(_ placed: ShapePlacement, _ c: Color) {
    if placed.bounds.intersection(clipRect).isEmpty { return }
    drawMask(placed.shape, x: placed.x, y: placed.y, c)
  }

  /// Copies `shape`'s mask in colour `c` with its top-left at (x, y) + its offset, through the
  /// current clip. Queued rectangles that reach under it go first (they were drawn before it in
  /// the list); others stay queued, so a rounded rect's pieces and the next one's still go to SDL
  /// as one batch around its corner masks.
  private mutating func drawMask(_ shape: ShapeMask, x: Int32, y: Int32, _ c: Color) {
    guard drawsShapeMasks else { return }
    guard let (entry, tinted) = masks.entry(shape, color: c) else { return }
    var dst = SDL_Rect(x: x + entry.x, y: y + entry.y, w: entry.width, h: entry.height)
    let visible = dst.intersection(clipRect)
    if visible.isEmpty { return }
    if queuedRectsMeet(visible) { flush() }
    if tinted {
      SDL_SetTextureColorMod(entry.texture, c.r, c.g, c.b)
      SDL_SetTextureAlphaMod(entry.texture, c.a)
    }
    useSDLClip(clips.last)
    sdlQueued = true
    if entry.bands.isEmpty {
      SDL_RenderCopy(renderer, entry.texture, nil, &dst)
      return
    }
    // Only the bands with coverage: the rest is clear and would leave the pixels as they are.
    for band in entry.bands {
      var source = band
      var target = SDL_Rect(x: dst.x + band.x, y: dst.y + band.y, w: band.w, h: band.h)
      SDL_RenderCopy(renderer, entry.texture, &source, &target)
    }
  }

  /// A long (live) polyline as a feathered triangle strip, at the same snapped place its mask
  /// would be (see `FeatheredStrip`).
  private mutating func drawStrip(_ placed: ShapePlacement, _ c: Color) {
    guard drawsShapeMasks, case .polyline(let local, let half) = placed.shape else { return }
    if placed.bounds.intersection(clipRect).isEmpty { return }
    let origin = Point(x: Double(placed.x), y: Double(placed.y))
    strip.build(
      local.map { Point(x: $0.x + origin.x, y: $0.y + origin.y) }, halfWidth: half, color: c)
    if strip.vertices.isEmpty { return }
    if queuedRectsMeet(placed.bounds) { flush() }
    // Untextured geometry blends by the renderer's draw blend mode: the rims are translucent.
    if drawBlend != SDL_BLENDMODE_BLEND {
      drawBlend = SDL_BLENDMODE_BLEND
      SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }
    useSDLClip(clips.last)
    sdlQueued = true
    strip.vertices.withUnsafeBufferPointer { v in
      strip.indices.withUnsafeBufferPointer { ix in
        _ = SDL_RenderGeometry(
          renderer, nil, v.baseAddress, Int32(v.count), ix.baseAddress, Int32(ix.count))
      }
    }
  }

  /// A vertical ramp from `top` to `bottom`, one colour per output row (taken at the row's
  /// middle), so it is smooth at any scale.
  private mutating func fillGradient(_ r: Rect, top: Color, bottom: Color) {
    let p = pixelRect(r)
    let from = max(p.y, clipRect.y)
    let to = min(p.maxY, clipRect.maxY)
    let height = r.height * scale
    guard !p.isEmpty, to > from, height > 0, height.isFinite else { return }
    let y0 = r.minY * scale
    for y in from..<to {
      let c = Color.mix(top, bottom, (Double(y) + 0.5 - y0) / height)
      if c.a > 0 { queue(SDL_Rect(x: p.x, y: y, w: p.w, h: 1), c) }
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
    let pixelSize = fontPixelSize(points: run.rasterSize ?? run.size, scale: grid.scale)
    let (w, h) = try cache.measure(
      run.text, family: run.family, weight: run.weight, pixelSize: pixelSize)
    return (w, h)
  }

  /// The texture `run` is drawn with: rasterised pre-composited on `backdrop` when given (an
  /// opaque texture copied unblended, its colour mixed to the run's opacity), else blended.
  static func texture(
    for run: TextRun, backdrop: Color?, grid: PixelGrid, cache: TextTextureCache
  ) throws -> TextTextureCache.Entry? {
    let pixelSize = fontPixelSize(points: run.rasterSize ?? run.size, scale: grid.scale)
    let color = backdrop.map { BackdropBlend.text(run.color, over: $0) } ?? run.color
    return try cache.texture(
      run.text, family: run.family, weight: run.weight, pixelSize: pixelSize, color: color,
      background: backdrop)
  }

  /// Copies `run`'s texture: opaque ones as they are, blended ones at the run's opacity.
  private mutating func drawText(_ run: TextRun, entry: TextTextureCache.Entry, opaque: Bool) {
    var dst = grid.textRect(run, width: entry.width, height: entry.height)
    if !opaque { SDL_SetTextureAlphaMod(entry.texture, run.color.a) }
    useSDLClip(clips.last)
    sdlQueued = true
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
