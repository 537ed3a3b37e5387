import Foundation
import PhoneDrawing
import SandboxPrimitives
import Testing

@testable import SandboxStage

/// Shared fixtures and probes for the scene tests (namespaced so they cannot clash with helpers
/// of other test files in this module).
enum SceneProbe {
  /// The pairs of `boxes` (indices, the lower first) that overlap.
  static func overlappingPairs(_ boxes: [Rect]) -> [(Int, Int)] {
    boxes.indices.flatMap { i in
      boxes.indices.filter { j in
        let a = boxes[i]
        let b = boxes[j]
        return j > i && a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
      }.map { (i, $0) }
    }
  }

  static let width = 390.0
  static let height = 844.0

  /// A flexible header at rest: status bar 20, min 56 + 20, max 128 + 20, 60 rows of 88 pt.
  static func restingState() -> SceneState {
    var s = SceneState(viewport: Size(width: width, height: height))
    s.statusBarHeight = 20
    s.headerMinHeight = 76
    s.headerMaxHeight = 148
    s.headerHeight = 148
    s.headerTop = 0
    s.phase = "overExtending"
    s.phasePercentage = 1
    s.shiftBehaviorName = "enabled"
    return s
  }

  /// All text runs of `list`.
  static func texts(_ commands: [DrawCommand]) -> [TextRun] {
    commands.compactMap { if case .text(let run) = $0 { run } else { nil } }
  }

  /// Text runs whose string is `text`.
  static func texts(_ commands: [DrawCommand], equalTo text: String) -> [TextRun] {
    texts(commands).filter { $0.text == text }
  }

  /// A conservative bounding box of `command` (text width estimated), nil for clip commands.
  static func bounds(_ command: DrawCommand) -> Rect? {
    switch command {
    case .fillRect(let r, _), .fillRoundedRect(let r, _, _), .strokeRect(let r, _, _):
      return r
    case .fillCircle(let c, let radius, _):
      return Rect(x: c.x - radius, y: c.y - radius, width: 2 * radius, height: 2 * radius)
    case .polyline(let points, let w, _):
      let xs = points.map(\.x)
      let ys = points.map(\.y)
      return Rect(
        x: xs.min()! - w / 2, y: ys.min()! - w / 2, width: xs.max()! - xs.min()! + w,
        height: ys.max()! - ys.min()! + w)
    case .fillPath(let path, let o, _):
      return tightBounds(path)?.offsetBy(dx: o.x, dy: o.y)
    case .strokePath(let path, let o, let w, _):
      return tightBounds(path).map {
        Rect(
          x: $0.x + o.x - w / 2, y: $0.y + o.y - w / 2, width: $0.width + w, height: $0.height + w)
      }
    case .fillGradient(let r, _, _), .image(_, let r), .blendedImage(_, let r, _),
      .blurBackdrop(let r, _):
      return r
    case .text(let run):
      let w = Theme.estimatedWidth(characters: run.text.count, size: run.size)
      let x = run.origin.x - w * run.anchorFraction
      return Rect(x: x, y: run.origin.y, width: w, height: Theme.lineHeight(run.size))
    case .pushClip, .popClip:
      return nil
    }
  }

  /// The box of `path` with arcs traced (VectorPath.bounds counts an arc as its whole circle).
  static func tightBounds(_ path: VectorPath) -> Rect? {
    var points: [Point] = []
    for element in path.elements {
      switch element {
      case .move(let p), .line(let p): points.append(p)
      case .arc(let c, let r, let a, let b):
        for i in 0...256 {
          let t = a + (b - a) * Double(i) / 256
          points.append(Point(x: c.x + r * cos(t), y: c.y + r * sin(t)))
        }
      case .close: break
      }
    }
    guard let first = points.first else { return nil }
    var box = Rect(x: first.x, y: first.y, width: 0, height: 0)
    for p in points {
      let x0 = min(box.minX, p.x)
      let y0 = min(box.minY, p.y)
      box = Rect(
        x: x0, y: y0, width: max(box.maxX, p.x) - x0, height: max(box.maxY, p.y) - y0)
    }
    return box
  }

  /// The colour of a drawing command (nil for clips).
  static func color(_ command: DrawCommand) -> Color? {
    switch command {
    case .fillRect(_, let c), .fillRoundedRect(_, _, let c), .strokeRect(_, _, let c),
      .fillCircle(_, _, let c), .polyline(_, _, let c), .fillPath(_, _, let c),
      .strokePath(_, _, _, let c):
      return c
    case .fillGradient(_, let top, let bottom):
      return top.a >= bottom.a ? top : bottom
    case .text(let run): return run.color
    case .pushClip, .popClip, .image, .blendedImage, .blurBackdrop: return nil
    }
  }

  /// Every Double a command carries, to check that none is NaN or infinite.
  static func numbers(_ command: DrawCommand) -> [Double] {
    switch command {
    case .fillRect(let r, _), .strokeRect(let r, _, _), .pushClip(let r):
      return [r.x, r.y, r.width, r.height]
    case .fillRoundedRect(let r, let radius, _):
      return [r.x, r.y, r.width, r.height, radius]
    case .fillCircle(let c, let radius, _):
      return [c.x, c.y, radius]
    case .polyline(let points, let w, _):
      return points.flatMap { [$0.x, $0.y] } + [w]
    case .fillPath(let path, let o, _):
      return path.numbers + [o.x, o.y]
    case .strokePath(let path, let o, let w, _):
      return path.numbers + [o.x, o.y, w]
    case .fillGradient(let r, _, _), .image(_, let r), .blendedImage(_, let r, _):
      return [r.x, r.y, r.width, r.height]
    case .blurBackdrop(let r, let radius):
      return [r.x, r.y, r.width, r.height, radius]
    case .text(let run):
      return [run.origin.x, run.origin.y, run.size] + (run.rasterSize.map { [$0] } ?? [])
        + (run.anchor.map { [$0] } ?? [])
    case .popClip:
      return []
    }
  }

  /// Commands one painter appends for `state`.
  static func painted(
    _ state: SceneState, _ paint: (SceneState, inout [DrawCommand]) -> Void
  ) -> [DrawCommand] {
    var commands: [DrawCommand] = []
    paint(state, &commands)
    return commands
  }
}

@Suite("Scene builder: layout, culling, determinism")
struct SceneBuilderTests {
  @Test(
    "Header background is the header frame (0, headerTop, width, headerHeight)",
    arguments: [(0.0, 148.0), (0.0, 100.0), (-30.0, 76.0), (-56.0, 76.0), (0.0, 230.0)])
  func headerBackgroundIsHeaderFrame(top: Double, height: Double) {
    var s = SceneProbe.restingState()
    s.headerTop = top
    s.headerHeight = height
    let list = SceneBuilder.build(s)
    let frame = Rect(x: 0, y: top, width: SceneProbe.width, height: height)
    #expect(list.commands.contains(.fillRect(frame, Theme.headerBackground)))
    #expect(list.commands.contains(.pushClip(frame)))
    #expect(list.size == Size(width: 390, height: 844))
    #expect(list.background == Theme.cardBackground)
  }

  @Test("Content top is headerMaxHeight − scrollOffset and rows stack under it")
  func contentTopAndRowRects() {
    var s = SceneProbe.restingState()
    #expect(SceneBuilder.contentTopY(s) == 148)
    s.scrollOffset = -40
    #expect(SceneBuilder.contentTopY(s) == 188)
    s.scrollOffset = 300
    #expect(SceneBuilder.contentTopY(s) == -152)
    let row = SceneBuilder.rowRect(index: 5, s)
    #expect(
      row == Rect(x: 0, y: -152 + ContentSettings.topPadding + 5 * 88, width: 390, height: 88))
    #expect(SceneBuilder.rowIndex(at: Point(x: 100, y: row.y + 1), s) == 5)
    #expect(SceneBuilder.rowIndex(at: Point(x: 100, y: row.maxY - 0.01), s) == 5)
    #expect(SceneBuilder.rowIndex(at: Point(x: 100, y: row.maxY), s) == 6)
    s.scrollOffset = 0
    #expect(SceneBuilder.rowIndex(at: Point(x: 100, y: 150), s) == nil)
  }

  @Test("At rest the first card sits 12 pt under the expanded header")
  func firstCardAtRest() {
    let list = SceneBuilder.build(SceneProbe.restingState())
    let cards = cardRects(list.commands)
    #expect(cards.first == Rect(x: 12, y: 160, width: 366, height: 80))
    #expect(SceneBuilder.cardRect(index: 0, SceneProbe.restingState()) == cards.first)
    let title = SceneProbe.texts(list.commands, equalTo: "Story 1").first
    #expect(title?.origin.x == 94.0)
  }

  @Test("A 2000-row list scrolled to 10 000 pt emits only the visible cards")
  func onlyVisibleRowsAreEmitted() {
    var s = SceneProbe.restingState()
    s.rowCount = 2000
    s.scrollOffset = 10_000
    s.headerHeight = 76
    s.phase = "collapsing"
    s.phasePercentage = 0
    let list = SceneBuilder.build(s)
    let cards = cardRects(list.commands)
    // 844 pt of viewport over 88-pt rows: at most 11 rows can intersect it.
    #expect(SceneBuilder.visibleRows(s) == 111..<122)
    // rowsTop = 148 − 10 000 + 8 = −9844; row 111 spans −76…12 and its card (−72…8, edge to 9)
    // is wholly under the 76-pt opaque header, so it is not painted; row 112's card starts at 16.
    #expect(cards.count == 10)
    #expect(cards.map(\.y).min() == 16)
    let titles = SceneProbe.texts(list.commands).filter { $0.text.hasPrefix("Story ") }
    #expect(titles.count == 10)
    #expect(titles.first?.text == "Story 113")
    // About 50 commands per card (outline clips, thumbnail, titles), independent of rowCount.
    #expect(list.commands.count < 600)
  }

  @Test("A row touching the viewport edge only at a line is not drawn")
  func visibleRowBoundaries() {
    var s = SceneProbe.restingState()
    // rowsTop = 148 − 244 + 8 = −88: row 0 spans −88…0, row 10 starts at 792, row 11 at 880.
    s.scrollOffset = 244
    #expect(SceneBuilder.visibleRows(s) == 1..<11)
    s.scrollOffset = 244 - 0.5
    #expect(SceneBuilder.visibleRows(s) == 0..<11)
    // rowsTop = 156 − 4: row 7 starts at 768, row 8 at 856 — below 844.
    s.scrollOffset = 4
    #expect(SceneBuilder.visibleRows(s) == 0..<8)
    s.rowCount = 5
    #expect(SceneBuilder.visibleRows(s) == 0..<5)
    s.rowCount = 0
    #expect(SceneBuilder.visibleRows(s).isEmpty)
  }

  @Test("Layers paint back to front: cards, header, status bar")
  func paintingOrder() {
    var s = SceneProbe.restingState()
    s.scrollOffset = 100
    s.headerHeight = 76
    let commands = SceneBuilder.build(s).commands
    let header = commands.firstIndex(
      of: .fillRect(Rect(x: 0, y: 0, width: 390, height: 76), Theme.headerBackground))
    let lastCard = commands.lastIndex {
      if case .fillRoundedRect(_, _, let c) = $0 { c == Theme.cardEdge } else { false }
    }
    let clock = commands.firstIndex {
      if case .text(let run) = $0 { run.text == "9:41" } else { false }
    }
    #expect(header != nil && lastCard != nil && clock != nil)
    if let header, let lastCard, let clock { #expect(lastCard < header && header < clock) }
  }

  @Test("Pulling past the top moves the first card down by the pull")
  func overscrollMovesContentDown() {
    var s = SceneProbe.restingState()
    s.scrollOffset = -60
    s.headerHeight = 208
    let cards = cardRects(SceneBuilder.build(s).commands)
    #expect(cards.first?.y == 220)
  }

  @Test("Short content ends with the end-of-content marker right after the last card")
  func endMarkerForShortContent() {
    var s = SceneProbe.restingState()
    s.rowCount = 3
    let commands = SceneBuilder.build(s).commands
    let marker = SceneProbe.texts(commands, equalTo: "End of content · 3 rows")
    #expect(marker.count == 1)
    #expect(marker.first?.origin.y == 450.0)  // 148 header + 8 padding + 3 × 88 rows + 30
    #expect(marker.first?.alignment == .center)
    #expect(cardRects(commands).count == 3)
    s.rowCount = 1
    #expect(
      SceneProbe.texts(SceneBuilder.build(s).commands, equalTo: "End of content · 1 row").count == 1
    )
    s.rowCount = 60
    #expect(
      SceneProbe.texts(SceneBuilder.build(s).commands).allSatisfy { !$0.text.hasPrefix("End of") })
    #expect(ContentSettings(rowCount: 60, rowHeight: 88).contentHeight == 8 + 60 * 88 + 64)
  }

  @Test("Card titles carry the card colour as background and their line box stays in the card")
  func cardTextBackground() {
    let commands = SceneBuilder.build(SceneProbe.restingState()).commands
    let cards = commands.compactMap {
      if case .fillRoundedRect(let r, _, let c) = $0, c == Theme.cardBackground { r } else { nil }
    }
    let runs = SceneProbe.texts(commands).filter { $0.text.hasPrefix("Story ") }
    #expect(!runs.isEmpty)
    for run in runs {
      #expect(run.background == Theme.cardBackground)
      let top = run.origin.y
      let bottom = top + Theme.lineHeight(run.size)
      #expect(cards.contains { $0.minY <= top && bottom <= $0.maxY && $0.minX < run.origin.x })
    }
  }

  @Test("A text background changes the hash; a run without one hashes as before the field")
  func textBackgroundHash() {
    let run = TextRun("Story 1", at: Point(x: 1, y: 2), size: 16, color: Theme.cardTitle)
    var shaded = run
    shaded.background = Theme.cardBackground
    let plain = DisplayList(size: Size(width: 10, height: 10), commands: [.text(run)])
    let hinted = DisplayList(size: Size(width: 10, height: 10), commands: [.text(shaded)])
    #expect(plain.stableHash != hinted.stableHash)
    #expect(plain != hinted)
    var moved = DisplayList(size: Size(width: 20, height: 20))
    moved.append(hinted, offsetX: 3, offsetY: 4)
    let texts = SceneProbe.texts(moved.commands)
    #expect(texts.map(\.background) == [Theme.cardBackground])
  }

  @Test("Same state, same hash; one point of scroll changes it")
  func determinism() {
    var s = SceneProbe.restingState()
    s.showHUD = true
    s.hudLines = ["offset 0.0", "phase overExtending 1.00"]
    s.touches = [Point(x: 100, y: 400)]
    s.showTouchIndicators = true
    let a = SceneBuilder.build(s)
    let b = SceneBuilder.build(s)
    #expect(a == b)
    #expect(a.stableHash == b.stableHash)
    s.scrollOffset += 1
    #expect(SceneBuilder.build(s).stableHash != a.stableHash)
  }

  @Test(
    "Hostile input yields finite commands",
    arguments: [Double.nan, .infinity, -.infinity, 1e300, -1e300])
  func hostileInputStaysFinite(value: Double) {
    var s = SceneProbe.restingState()
    s.scrollOffset = value
    s.headerHeight = value
    s.headerTop = value
    s.statusBarShift = value
    s.phasePercentage = value
    s.shadowOpacity = value
    s.shiftedContentAlpha = value
    s.rowCount = Int.max
    s.touches = [Point(x: value, y: 10)]
    s.showTouchIndicators = true
    let commands = SceneBuilder.build(s).commands
    #expect(commands.allSatisfy { SceneProbe.numbers($0).allSatisfy(\.isFinite) })
    s.rowHeight = 0
    s.rowCount = 10
    #expect(SceneBuilder.visibleRows(s).isEmpty)
    #expect(
      SceneBuilder.build(s).commands.allSatisfy { SceneProbe.numbers($0).allSatisfy(\.isFinite) })
  }

  @Test("Every pushClip has a matching popClip")
  func clipsBalance() {
    var s = SceneProbe.restingState()
    s.showHUD = true
    s.hudLines = ["a"]
    s.showHelp = true
    var depth = 0
    for command in SceneBuilder.build(s).commands {
      if case .pushClip = command { depth += 1 }
      if case .popClip = command { depth -= 1 }
      #expect(depth >= 0)
    }
    #expect(depth == 0)
  }

  /// Frames of the card fills (white, spanning the width between the margins), in painting order.
  @Test("Rows wholly under the opaque header are culled; a card whose edge peeks out is not")
  func rowsUnderTheHeaderAreCulled() {
    var s = SceneProbe.restingState()
    s.headerHeight = 76
    s.phase = "collapsing"
    s.phasePercentage = 0
    // rowsTop = 148 − 160 + 8 = −4: card 0 spans 0…80 with its edge to 81.
    s.scrollOffset = 160
    #expect(cardRects(SceneBuilder.build(s).commands).first?.y == 0)
    // rowsTop = 148 − 165 + 8 = −9: card 0 spans −5…75, edge to 76 = the header's bottom.
    s.scrollOffset = 165
    #expect(cardRects(SceneBuilder.build(s).commands).first?.y == 83)
    #expect(SceneProbe.texts(SceneBuilder.build(s).commands, equalTo: "Story 1").isEmpty)
    // Shifted off screen, the header hides nothing: card 0 is painted again.
    s.headerTop = -76
    #expect(cardRects(SceneBuilder.build(s).commands).first?.y == -5)
  }

  @Test("The grey content background is painted around the cards, not under them")
  func contentBackgroundSurroundsCards() {
    var s = SceneProbe.restingState()
    s.scrollOffset = 40
    let commands = SceneBuilder.build(s).commands
    let card = SceneBuilder.cardRect(index: 2, s)
    func isGrey(_ p: Point) -> Bool {
      var grey = false
      var clips: [Rect] = []
      for command in commands {
        switch command {
        case .pushClip(let r): clips.append(r)
        case .popClip: clips.removeLast()
        case .fillRect(let r, let c):
          let clip = clips.last ?? r
          let inside = { (q: Rect) in
            p.x >= q.minX && p.x < q.maxX && p.y >= q.minY && p.y < q.maxY
          }
          if inside(r) && inside(clip) { grey = c == Theme.contentBackground }
        default: break
        }
      }
      return grey
    }
    #expect(isGrey(Point(x: 3, y: (card.y + card.height / 2))))  // left margin
    #expect(isGrey(Point(x: 388, y: (card.y + card.height / 2))))  // right margin
    #expect(isGrey(Point(x: 195, y: card.maxY + 3)))  // gap under the card and its edge
    #expect(isGrey(Point(x: card.minX + 0.5, y: card.minY + 0.5)))  // outside a rounded corner
    // The card's middle shows the white clear.
    #expect(!isGrey(Point(x: 195, y: card.y + card.height / 2)))
    #expect(!isGrey(Point(x: 195, y: card.minY + 0.5)))  // the card's flat top
  }

  /// Each card's rect once, in painting order (a card is drawn in several clipped pieces).
  private func cardRects(_ commands: [DrawCommand]) -> [Rect] {
    var seen: [Rect] = []
    for rect in allCardRects(commands) where !seen.contains(rect) { seen.append(rect) }
    return seen
  }

  private func allCardRects(_ commands: [DrawCommand]) -> [Rect] {
    commands.compactMap {
      if case .fillRoundedRect(let r, _, let c) = $0, c == Theme.cardBackground,
        r.x == Theme.cardMargin, r.width == SceneProbe.width - 2 * Theme.cardMargin
      {
        r
      } else {
        nil
      }
    }
  }
}
