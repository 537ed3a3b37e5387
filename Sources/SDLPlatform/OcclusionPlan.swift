import CSDL2
import SandboxPrimitives

/// What a frame's later opaque commands hide, worked out in pixels before anything is drawn.
///
/// The software renderer pays for every pixel it writes — its fills stream straight to memory —
/// so a frame that paints the background everywhere and then cards, thumbnails, text, a header
/// and the HUD on top of it writes the covered pixels two or three times. The plan finds:
/// - *covers*: boxes one opaque command paints completely (an opaque rectangle; the middle band
///   and the middle column of an opaque rounded rectangle; text pre-composited on its opaque
///   background), each cut to the clip it is drawn under;
/// - the *background*: per band of rows, one stretch between the first and last wide gap the
///   covers leave, plus the narrow gaps at the row's ends — where the background can still show;
/// - *hidden* commands: those whose every pixel lies inside a cover drawn after them;
/// - *holes*: for an opaque fill that is not hidden, the largest part of it one later cover
///   paints over (the bezel under the screen, the screen's white under the header), which the
///   fill can leave out.
///
/// Painting only the background rectangles and skipping hidden commands leaves exactly the
/// pixels of drawing everything in order, because whatever a cover hides it overwrites opaquely.
/// The plan also finds the solid colour under translucent fills and text (`backdrop`), so they
/// can be drawn pre-composited.
struct OcclusionPlan {
  /// How the plan reaches text: sizes before any texture exists, then the texture to draw.
  struct TextSource {
    /// The run's texture size in pixels; nil for empty text.
    var measure: (TextRun) throws -> (width: Int32, height: Int32)?
    /// The run's texture: pre-composited on the backdrop colour when one is given (opaque),
    /// else for blending.
    var texture: (TextRun, Color?) throws -> TextTextureCache.Entry?
  }

  /// Canvas pixel rectangles still to be filled with the background colour, band by band from
  /// the top (see `subtractCovers`).
  private(set) var background: [SDL_Rect] = []
  /// Per command: true when nothing it draws would survive (covered later, or clipped away).
  private(set) var hidden: [Bool] = []
  /// Per command: for an opaque rectangle or rounded rectangle, the pixels of its box a later
  /// cover paints over (at least `hidingArea` of them), which it need not fill; empty otherwise.
  /// A device frame's rim, its bezel and the screen's background are nested opaque fills, each
  /// wholly painted over but a ring: without the holes the first frame wrote its 1.6 M pixels
  /// three times over (measured at ×2, 834×1868 px).
  private(set) var holes: [SDL_Rect] = []
  /// Per command: the texture a `.text` command is drawn with, so drawing looks it up once.
  private(set) var textures: [TextTextureCache.Entry?] = []
  /// Per command: true for text drawn pre-composited on its backdrop (an opaque texture).
  private(set) var opaqueText: [Bool] = []
  /// Per command: for a translucent fill that lies wholly on one solid colour, the opaque colour
  /// it blends to there, to draw instead of blending pixel by pixel; nil otherwise.
  private(set) var precomposited: [Color?] = []

  /// What a command paints solidly in one colour, cut to its clip: an opaque rectangle, or the
  /// middle band and middle column of an opaque rounded rectangle.
  private struct Solid {
    var band: SDL_Rect
    var column: SDL_Rect
    var color: Color
  }

  /// Covers at least this many pixels can hide earlier commands. Smaller ones only shrink the
  /// background: checking every command against every small cover costs more than it saves.
  static let hidingArea = 64 * 64
  /// At most this many covers are checked when deciding whether a command is hidden.
  static let hidingCovers = 8

  private var covers: [SDL_Rect] = []
  private var solids: [Solid?] = []
  /// Covers in command order, with the index of the command that paints each.
  private var coverOwners: [(index: Int, rect: SDL_Rect)] = []
  /// Each blur's command index and the pixels it reads (its box cut to its clip).
  private var blurs: [(index: Int, area: SDL_Rect)] = []
  private var bounds: [SDL_Rect] = []
  private var clips: [SDL_Rect] = []
  private var hiding: [SDL_Rect] = []
  private var edges: [Int32] = []
  private var active: [SDL_Rect] = []
  private var gaps: [Span] = []
  private var spans: [Span] = []
  private var previousSpans: [Span] = []

  /// A run of pixel columns [start, end).
  private struct Span: Equatable {
    var start: Int32
    var end: Int32
  }

  /// Most commands looked at, walking back from one, to find the solid colour under it.
  static let backdropSearch = 512

  /// Plans `commands` for a canvas of `width` × `height` pixels whose background is
  /// `background`, ignoring the command at `skipping` (the leading canvas fill the background
  /// replaces). `text` measures runs and resolves their textures: with a backdrop colour, the
  /// run pre-composited on it (opaque); without, the run to be blended.
  mutating func plan(
    _ commands: [DrawCommand], grid: PixelGrid, width: Int32, height: Int32,
    background: Color, skipping: Int?, text: TextSource
  ) throws {
    let canvas = SDL_Rect(x: 0, y: 0, w: width, h: height)
    covers.removeAll(keepingCapacity: true)
    bounds.removeAll(keepingCapacity: true)
    textures.removeAll(keepingCapacity: true)
    opaqueText.removeAll(keepingCapacity: true)
    precomposited.removeAll(keepingCapacity: true)
    solids.removeAll(keepingCapacity: true)
    clips.removeAll(keepingCapacity: true)
    clips.append(canvas)
    coverOwners.removeAll(keepingCapacity: true)
    blurs.removeAll(keepingCapacity: true)
    for index in commands.indices {
      let clip = clips[clips.count - 1]
      var box = SDL_Rect()
      var resolvedTexture: TextTextureCache.Entry?
      var textIsOpaque = false
      var solid: Solid?
      var translucentFill: Color?
      switch commands[index] {
      case .pushClip(let r):
        clips.append(grid.rect(r).intersection(clip))
      case .popClip:
        if clips.count > 1 { clips.removeLast() }
      case .fillRect(let r, let c):
        box = grid.rect(r)
        if c.a == 255 {
          coverOwners.append((index, box.intersection(clip)))
          solid = Solid(band: box.intersection(clip), column: SDL_Rect(), color: c)
        } else {
          translucentFill = c
        }
      case .fillRoundedRect(let r, let radius, let c):
        box = grid.rect(r)
        if c.a < 255 { translucentFill = c }
        if c.a == 255, !box.isEmpty {
          // Rows below the corners are full width; the columns between the corner circles are
          // full height (each corner row's inset is at most ceil(radius)).
          let rows = PixelGrid.cornerBand(radius: grid.cornerRadius(radius, box))
          let band = SDL_Rect(x: box.x, y: box.y + rows, w: box.w, h: box.h - 2 * rows)
          let column = SDL_Rect(x: box.x + rows, y: box.y, w: box.w - 2 * rows, h: box.h)
          coverOwners.append((index, band.intersection(clip)))
          coverOwners.append((index, column.intersection(clip)))
          solid = Solid(band: band.intersection(clip), column: column.intersection(clip), color: c)
        }
      case .strokeRect(let r, _, let c):
        box = grid.rect(r)
        if c.a < 255 { translucentFill = c }
      case .fillCircle(let center, let radius, let c):
        box =
          ShapePlacement.disc(center: center, radius: radius, grid: grid, fractional: c.a < 255)?
          .bounds ?? SDL_Rect()
        if c.a < 255 { translucentFill = c }
      case .polyline(let points, let width, _):
        box = ShapePlacement.polyline(points, width: width, grid: grid)?.bounds ?? SDL_Rect()
      case .fillPath(let path, let origin, let c):
        box =
          ShapePlacement.path(path, at: origin, strokeWidth: nil, grid: grid)?.bounds ?? SDL_Rect()
        if c.a < 255 { translucentFill = c }
      case .strokePath(let path, let origin, let width, let c):
        box =
          ShapePlacement.path(path, at: origin, strokeWidth: width, grid: grid)?.bounds
          ?? SDL_Rect()
        if c.a < 255 { translucentFill = c }
      case .fillGradient(let r, _, _), .image(_, let r), .blendedImage(_, let r, _):
        // Rows of many opacities, or pixels: neither a cover nor one colour to pre-composite.
        box = grid.rect(r)
      case .blurBackdrop(let r, _):
        // Reads what is drawn under it: covers drawn later must not hide that (`markHidden`).
        box = grid.rect(r)
        blurs.append((index, box.intersection(clip)))
      case .text(let run):
        guard run.color.a > 0 else { break }
        // Text on a known solid colour is drawn pre-composited on it, unblended: the colour the
        // builder vouches for, else the one found under the run's box.
        if run.color.a == 255, let hint = run.background, hint.a == 255 {
          resolvedTexture = try text.texture(run, hint)
          if let entry = resolvedTexture {
            box = grid.textRect(run, width: entry.width, height: entry.height)
          }
          textIsOpaque = resolvedTexture != nil
        } else if let size = try text.measure(run) {
          box = grid.textRect(run, width: size.width, height: size.height)
          let backdrop = self.backdrop(
            under: box.intersection(clip), before: index, commands, background: background,
            skipping: skipping)
          resolvedTexture = try text.texture(run, backdrop)
          textIsOpaque = backdrop != nil && resolvedTexture != nil
        }
        if textIsOpaque { coverOwners.append((index, box.intersection(clip))) }
      }
      bounds.append(box.intersection(clip))
      textures.append(resolvedTexture)
      opaqueText.append(textIsOpaque)
      solids.append(solid)
      var precomposite: Color?
      if let c = translucentFill, c.a > 0,
        let backdrop = backdrop(
          under: box.intersection(clip), before: index, commands, background: background,
          skipping: skipping)
      {
        precomposite = BackdropBlend.fill(c, over: backdrop)
      } else if case .blurBackdrop = commands[index] {
        // A blur over one solid colour leaves it as it is: the colour marks it as nothing to do.
        precomposite = backdrop(
          under: box.intersection(clip), before: index, commands, background: background,
          skipping: skipping)
      }
      precomposited.append(precomposite)
    }

    markHidden(commands, skipping: skipping)
    // Covers inside one of the largest (glyphs on the HUD panel) add nothing to the union, and
    // covers under a thousandth of the canvas (corner pieces, glyphs) trim next to nothing:
    // leaving both out keeps the sweep below to a few dozen covers instead of hundreds.
    covers.removeAll(keepingCapacity: true)
    covers.append(contentsOf: hiding)
    let smallest = Int(width) * Int(height) / 1000
    for (index, cover) in coverOwners
    where index != skipping && !cover.isEmpty && Int(cover.w) * Int(cover.h) >= smallest
      && !readByEarlierBlur(cover, drawnAt: index)
    {
      var redundant = false
      for big in hiding where big.contains(cover) {
        redundant = true
        break
      }
      if !redundant { covers.append(cover) }
    }
    subtractCovers(from: canvas)
  }

  /// Whether `cover`, painted by command `index`, meets the area a blur before it reads: the
  /// pixels under it must then be drawn (background included) for the blur to read them.
  private func readByEarlierBlur(_ cover: SDL_Rect, drawnAt index: Int) -> Bool {
    blurs.contains { $0.index < index && !$0.area.intersection(cover).isEmpty }
  }

  /// The one solid colour every pixel of `box` shows just before command `index` is drawn, or
  /// nil when that is not known: walking back, commands that do not touch `box` are passed over,
  /// and the first that does must paint all of it solidly. Reaching the start means the
  /// background. Hidden commands are not special here, so both ways of drawing agree.
  private func backdrop(
    under box: SDL_Rect, before index: Int, _ commands: [DrawCommand], background: Color,
    skipping: Int?
  ) -> Color? {
    guard !box.isEmpty else { return nil }
    var k = index - 1
    var steps = 0
    while k >= 0 {
      defer { k -= 1 }
      steps += 1
      if steps > OcclusionPlan.backdropSearch { return nil }
      if k == skipping, case .fillRect(_, let c) = commands[k] { return c }
      switch commands[k] {
      case .pushClip, .popClip:
        continue
      default:
        break
      }
      if bounds[k].intersection(box).isEmpty { continue }
      guard let solid = solids[k], solid.band.contains(box) || solid.column.contains(box) else {
        return nil
      }
      return solid.color
    }
    return background
  }

  /// The pixel box of a point-space box, rounded outwards; `fallback` when not finite.
  private static func box(
    minX: Double, minY: Double, maxX: Double, maxY: Double, grid: PixelGrid, fallback: SDL_Rect
  ) -> SDL_Rect {
    let x0 = (minX * grid.scale).rounded(.down)
    let y0 = (minY * grid.scale).rounded(.down)
    let x1 = (maxX * grid.scale).rounded(.up)
    let y1 = (maxY * grid.scale).rounded(.up)
    guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite, x1 >= x0, y1 >= y0 else {
      return fallback
    }
    let limit = 1e8
    let ix0 = Int32(min(max(x0, -limit), limit))
    let iy0 = Int32(min(max(y0, -limit), limit))
    let ix1 = Int32(min(max(x1, -limit), limit))
    let iy1 = Int32(min(max(y1, -limit), limit))
    return SDL_Rect(x: ix0, y: iy0, w: ix1 - ix0, h: iy1 - iy0)
  }

  /// Walks the commands from last to first, keeping the largest covers seen so far, and marks a
  /// command hidden when its clipped box is empty or lies inside one of them.
  private mutating func markHidden(_ commands: [DrawCommand], skipping: Int?) {
    hidden.removeAll(keepingCapacity: true)
    hidden.append(contentsOf: repeatElement(false, count: commands.count))
    holes.removeAll(keepingCapacity: true)
    holes.append(contentsOf: repeatElement(SDL_Rect(), count: commands.count))
    hiding.removeAll(keepingCapacity: true)
    var owner = coverOwners.count - 1
    for index in commands.indices.reversed() {
      switch commands[index] {
      case .pushClip, .popClip:
        continue
      default:
        break
      }
      let box = bounds[index]
      if index != skipping {
        if box.isEmpty {
          hidden[index] = true
        } else {
          for cover in hiding where cover.contains(box) {
            hidden[index] = true
            break
          }
          if !hidden[index] && solids[index] != nil { holes[index] = largestHole(in: box) }
        }
      }
      // A blur reads the pixels under it: covers drawn after it must not hide what it reads.
      if case .blurBackdrop = commands[index] {
        let read = bounds[index]
        hiding.removeAll { !$0.intersection(read).isEmpty }
      }
      // Only now does this command's own cover join: it must not hide the command itself.
      while owner >= 0, coverOwners[owner].index == index {
        let cover = coverOwners[owner].rect
        owner -= 1
        if index == skipping { continue }
        addHidingCover(cover)
      }
    }
  }

  /// The largest part of `box` one of the hiding covers (drawn later, read by no blur in
  /// between) paints over, if at least `hidingArea` pixels; else an empty rectangle.
  private func largestHole(in box: SDL_Rect) -> SDL_Rect {
    var best = SDL_Rect()
    var bestArea = OcclusionPlan.hidingArea - 1
    for cover in hiding {
      let part = cover.intersection(box)
      let area = part.isEmpty ? 0 : Int(part.w) * Int(part.h)
      if area > bestArea {
        best = part
        bestArea = area
      }
    }
    return best
  }

  private mutating func addHidingCover(_ cover: SDL_Rect) {
    let area = Int(cover.w) * Int(cover.h)
    guard !cover.isEmpty, area >= OcclusionPlan.hidingArea else { return }
    if hiding.count < OcclusionPlan.hidingCovers {
      hiding.append(cover)
      return
    }
    var smallest = 0
    for i in hiding.indices
    where Int(hiding[i].w) * Int(hiding[i].h) < Int(hiding[smallest].w) * Int(hiding[smallest].h) {
      smallest = i
    }
    if Int(hiding[smallest].w) * Int(hiding[smallest].h) < area { hiding[smallest] = cover }
  }

  /// Fills `background` with, for each band of rows between cover edges, what covers leave
  /// uncovered: one stretch from the first to the last wide gap, and narrow gaps at either end
  /// on their own — no rectangle at all where covers span the whole row. Bands with the same
  /// rectangles as the band above extend them instead.
  ///
  /// Covered pixels between the first and last wide gap are filled anyway. Cutting them out
  /// writes fewer pixels but measured slower: the software renderer's fill streams past the
  /// cache, and every cut adds partly written cache lines on every row (2026-11, AMD EPYC,
  /// showcase frames mid-scroll: 1.37 ms with whole rows trimmed at the ends; 1.58 ms also
  /// cutting around text, 1.73 ms around rounded rectangles, 1.84 ms around every cover).
  /// Narrow end gaps are different: filled as columns under 16 pixels, which SDL fills with
  /// plain stores, they let the stretch start after the margin, the card's edge, a thumbnail
  /// and the text beside it.
  private mutating func subtractCovers(from canvas: SDL_Rect) {
    background.removeAll(keepingCapacity: true)
    covers.sort { $0.y < $1.y }
    edges.removeAll(keepingCapacity: true)
    edges.append(canvas.y)
    edges.append(canvas.maxY)
    for cover in covers {
      edges.append(cover.y)
      edges.append(cover.maxY)
    }
    edges.sort()
    active.removeAll(keepingCapacity: true)
    previousSpans.removeAll(keepingCapacity: true)
    var next = 0
    var openEnd = Int32.min
    var top = edges[0]
    for edge in edges.dropFirst() where edge > top {
      let bottom = edge
      active.removeAll { $0.maxY <= top }
      while next < covers.count, covers[next].y <= top {
        if covers[next].maxY > top { active.append(covers[next]) }
        next += 1
      }
      uncoveredSpans(width: canvas.w)
      if openEnd == top, !spans.isEmpty, spans == previousSpans {
        for i in (background.count - spans.count)..<background.count {
          background[i].h += bottom - top
        }
      } else {
        for span in spans {
          background.append(
            SDL_Rect(x: span.start, y: top, w: span.end - span.start, h: bottom - top))
        }
      }
      swap(&spans, &previousSpans)
      openEnd = bottom
      top = bottom
    }
  }

  /// Gaps up to this wide (pixels) at a row's ends are filled on their own, so the stretch
  /// between them can start and end past them.
  static let narrowGap: Int32 = 32
  /// The spans to fill for the active covers, in `spans`: the narrow gaps at either end (in
  /// `PlainStorePieces`) and one stretch from the first to the last wide gap; none when covers span the
  /// whole width.
  private mutating func uncoveredSpans(width: Int32) {
    spans.removeAll(keepingCapacity: true)
    gaps.removeAll(keepingCapacity: true)
    active.sort { $0.x < $1.x }
    var cursor: Int32 = 0
    for cover in active {
      if cover.x > cursor { gaps.append(Span(start: cursor, end: min(cover.x, width))) }
      cursor = max(cursor, cover.maxX)
      if cursor >= width { break }
    }
    if cursor < width { gaps.append(Span(start: cursor, end: width)) }
    guard !gaps.isEmpty else { return }
    let firstWide = gaps.firstIndex { $0.end - $0.start > OcclusionPlan.narrowGap }
    let lastWide = gaps.lastIndex { $0.end - $0.start > OcclusionPlan.narrowGap }
    for (i, gap) in gaps.enumerated() {
      if let firstWide, let lastWide, i >= firstWide, i <= lastWide {
        if i == firstWide { spans.append(Span(start: gap.start, end: gaps[lastWide].end)) }
        continue
      }
      PlainStorePieces.split(gap.start, gap.end) { start, end in
        spans.append(Span(start: start, end: end))
      }
    }
  }
}
