import CSDL2
import PhoneDrawing
import SandboxPrimitives
import SandboxStage
import TestSupport
import Testing

@testable import SDLPlatform

/// The project's seeded generator, with the helpers the random lists need.
private struct Seeded {
  var generator: SplitMix64
  init(state: UInt64) { generator = SplitMix64(seed: state) }
  mutating func next() -> UInt64 { generator.next() }
  mutating func unit() -> Double { generator.uniform(0...1) }
  mutating func range(_ a: Double, _ b: Double) -> Double { a + (b - a) * unit() }
  mutating func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }
}

private let size = Size(width: 120, height: 90)
private let palette = [
  Color(r: 240, g: 240, b: 244), Color(r: 57, g: 73, b: 171), Color(r: 230, g: 20, b: 30),
  Color.white, Color(r: 20, g: 20, b: 24),
]

/// A display list that mixes everything the plan reasons about: a leading canvas fill, opaque and
/// translucent rects and rounded rects (often straight after each other), nested clips, circles,
/// lines, icons, stroked arcs, gradients, blurs, and text with and without an opaque background, overlapping at random. Text comes in
/// a few sizes only: every new pixel size opens a font, and other suites in this process watch
/// its resident memory.
private func randomList(_ rng: inout Seeded) -> DisplayList {
  var commands: [DrawCommand] = []
  if rng.unit() < 0.7 {
    commands.append(
      .fillRect(Rect(x: 0, y: 0, width: size.width, height: size.height), rng.pick(palette)))
  }
  var depth = 0
  for _ in 0..<Int(rng.range(4, 40)) {
    let r = Rect(
      x: rng.range(-20, 110), y: rng.range(-20, 80), width: rng.range(0, 90),
      height: rng.range(0, 60))
    var c = rng.pick(palette)
    if rng.unit() < 0.3 { c.a = UInt8(rng.range(1, 254)) }
    switch rng.next() % 12 {
    case 0, 1: commands.append(.fillRect(r, c))
    case 2, 3: commands.append(.fillRoundedRect(r, radius: rng.range(0, 20), c))
    case 4:
      commands.append(.fillCircle(center: Point(x: r.x, y: r.y), radius: rng.range(0, 15), c))
    case 5 where rng.unit() < 0.4:
      // A plot-like line, long enough to be drawn as a feathered strip.
      let points = (0..<24).map { i in
        Point(x: r.x + r.width * Double(i) / 23, y: r.y + r.height * rng.unit())
      }
      commands.append(.polyline(points, width: rng.range(0.5, 4), c))
    case 5:
      commands.append(
        .polyline(
          [Point(x: r.x, y: r.y), Point(x: r.maxX, y: r.maxY), Point(x: r.x, y: r.maxY)],
          width: rng.range(0.5, 4), c))
    case 6:
      let background: Color? = rng.unit() < 0.6 ? rng.pick(palette) : nil
      commands.append(
        .text(
          TextRun(
            rng.pick(["Headlines", "Story 4", "m", "0.5 pt/s", "Wg"]), at: Point(x: r.x, y: r.y),
            size: rng.pick([7.5, 11, 16, 21.5]), weight: rng.pick(FontWeight.allCases), color: c,
            alignment: rng.pick([.leading, .center, .trailing]), background: background)))
    case 7:
      commands.append(.strokeRect(r, width: rng.range(0.5, 5), c))
    case 8:
      rng.pick(Icon.allCases).paint(
        at: Point(x: r.x, y: r.y), factor: rng.range(0.3, 3), color: c, into: &commands)
    case 9:
      var arc = VectorPath()
      arc.arc(
        center: Point(x: r.width / 2, y: r.height / 2), radius: rng.range(0, 25),
        from: rng.range(-4, 4), to: rng.range(-4, 4))
      commands.append(.strokePath(arc, at: Point(x: r.x, y: r.y), width: rng.range(0.2, 6), c))
    case 10 where rng.unit() < 0.3:
      // A blur reads what is under it: covers drawn after it must not hide that.
      commands.append(.blurBackdrop(r, radius: rng.range(0.5, 6)))
    case 10:
      commands.append(.fillGradient(r, top: c, bottom: rng.pick(palette).withOpacity(rng.unit())))
    default:
      if depth > 0 && rng.unit() < 0.5 {
        commands.append(.popClip)
        depth -= 1
      } else {
        commands.append(.pushClip(r))
        depth += 1
      }
    }
  }
  for _ in 0..<depth { commands.append(.popClip) }
  return DisplayList(size: size, background: rng.pick(palette), commands: commands)
}

/// Where two frames first differ, or nil when they are identical.
private func firstDifference(_ a: PixelBuffer, _ b: PixelBuffer) -> String? {
  guard a.width == b.width, a.height == b.height else { return "sizes differ" }
  for y in 0..<a.height {
    for x in 0..<a.width where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) {
      return "(\(x), \(y)): \(a.pixel(x: x, y: y)) planned, \(b.pixel(x: x, y: y)) drawn in order"
    }
  }
  return nil
}

@Suite(.serialized, .sdlSession)
struct OcclusionPlanTests {
  private func canvas(scale: Double) throws -> Canvas {
    let session = try SDLSession(options: PlatformOptions(headless: true, environment: [:]))
    return try Canvas(
      offscreen: session, fonts: try FontLibrary(session: session), size: size, scale: scale)
  }

  private func pixels(_ canvas: Canvas, _ list: DisplayList, planned: Bool) throws -> PixelBuffer {
    canvas.skipsHiddenWork = planned
    // Leave the previous frame's pixels in place: skipped work must never let them show.
    try canvas.draw(
      DisplayList(
        size: size, background: Color(r: 1, g: 200, b: 3),
        commands: [.fillRect(Rect(x: 0, y: 0, width: 120, height: 90), Color(r: 1, g: 200, b: 3))]))
    try canvas.draw(list)
    return try canvas.readPixels()
  }

  @Test(
    .tags(.slow), .enabled(if: SlowTests.enabled, SlowTests.reason), arguments: [1.0, 2.0, 2.625])
  func plannedFramesMatchDrawingEverythingInOrder(scale: Double) throws {
    let canvas = try canvas(scale: scale)
    var rng = Seeded(state: 0x5EED + UInt64(scale * 8))
    for trial in 0..<200 {
      let list = randomList(&rng)
      let planned = try pixels(canvas, list, planned: true)
      let reference = try pixels(canvas, list, planned: false)
      let difference = firstDifference(planned, reference)
      #expect(difference == nil, "trial \(trial) at scale \(scale): \(difference ?? "")")
      if difference != nil {
        print(list.commands.map { "\($0)" }.joined(separator: "\n"))
        break
      }
    }
  }

  /// `SurfaceFill`: opaque fills written straight into the surface leave the bytes SDL's own
  /// fills leave, with masks, text, lines and translucent fills drawn between them (each must
  /// land in order), planned or drawn in order.
  @Test(arguments: [1.0, 2.625])
  func directFillsLeaveTheBytesSDLFillsLeave(scale: Double) throws {
    let canvas = try canvas(scale: scale)
    var rng = Seeded(state: 0xF111 + UInt64(scale * 8))
    for trial in 0..<60 {
      let list = randomList(&rng)
      let planned = trial % 3 != 0
      canvas.fillsDirectly = true
      let direct = try pixels(canvas, list, planned: planned)
      #expect(canvas.filledDirectly, "an offscreen canvas writes its fills itself")
      canvas.fillsDirectly = false
      let throughSDL = try pixels(canvas, list, planned: planned)
      #expect(!canvas.filledDirectly)
      let difference = firstDifference(direct, throughSDL)
      #expect(
        difference == nil,
        "trial \(trial) at scale \(scale): \(difference ?? "") (first: direct, second: SDL)")
      if difference != nil {
        print(list.commands.map { "\($0)" }.joined(separator: "\n"))
        break
      }
    }
    canvas.fillsDirectly = true
  }

  private func plan(_ commands: [DrawCommand], skipping: Int? = nil) -> OcclusionPlan {
    var plan = OcclusionPlan()
    try? plan.plan(
      commands, grid: PixelGrid(scale: 1), width: 100, height: 80, background: .white,
      skipping: skipping,
      text: OcclusionPlan.TextSource(measure: { _ in nil }, texture: { _, _ in nil }))
    return plan
  }

  @Test func commandsUnderALaterOpaqueRectAreHidden() {
    let header = Rect(x: 0, y: 0, width: 100, height: 50)
    let p = plan(
      [
        .fillRect(Rect(x: 0, y: 0, width: 100, height: 80), .white),
        .fillRoundedRect(Rect(x: 10, y: 5, width: 50, height: 20), radius: 4, .black),
        .fillRect(Rect(x: 10, y: 40, width: 50, height: 20), .black),
        .fillRect(header, Color(r: 57, g: 73, b: 171)),
        .fillCircle(center: Point(x: 50, y: 15), radius: 5, .white),
      ], skipping: 0)
    // The card inside the header is hidden; the one reaching below it is not; nothing after
    // the header is hidden by it; the skipped canvas fill is never marked.
    #expect(p.hidden == [false, true, false, false, false])
  }

  @Test func nestedOpaqueFillsLeaveOutWhatTheLargestLaterCoverPaints() {
    let rim = Color(r: 58, g: 60, b: 66)
    let bezel = Color(r: 17, g: 18, b: 20)
    let p = plan([
      .fillRoundedRect(Rect(x: 0, y: 0, width: 100, height: 80), radius: 12, rim),
      .fillRoundedRect(Rect(x: 1, y: 1, width: 98, height: 78), radius: 11, bezel),
      .fillRect(Rect(x: 5, y: 5, width: 90, height: 70), .white),  // the screen
      .fillRect(Rect(x: 5, y: 5, width: 90, height: 50), .black),  // its header
      .fillRect(Rect(x: 40, y: 60, width: 10, height: 10), rim),  // too small to leave out
    ])
    let holes = p.holes.map { [$0.x, $0.y, $0.w, $0.h] }
    // The rim and the bezel leave out the screen; the screen leaves out the header (the
    // largest cover in it); the header and the last small fill have no cover after them.
    #expect(holes[0] == [5, 5, 90, 70] && holes[1] == [5, 5, 90, 70])
    #expect(holes[2] == [5, 5, 90, 50])
    #expect(p.holes[3].isEmpty && p.holes[4].isEmpty)
    #expect(p.hidden == [false, false, false, false, false])
  }

  @Test func aBlurInBetweenOrATranslucentCoverLeavesNoHole() {
    let screen = Rect(x: 5, y: 5, width: 90, height: 70)
    let blurred = plan([
      .fillRect(Rect(x: 0, y: 0, width: 100, height: 80), .black),
      .blurBackdrop(Rect(x: 20, y: 20, width: 10, height: 10), radius: 4),
      .fillRect(screen, .white),
    ])
    // The blur reads pixels under the screen: they must be the black fill's.
    #expect(blurred.holes[0].isEmpty)
    let veiled = plan([
      .fillRect(Rect(x: 0, y: 0, width: 100, height: 80), .black),
      .fillRect(screen, Color.white.withOpacity(0.5)),
    ])
    #expect(veiled.holes[0].isEmpty)
  }

  @Test func backgroundSkipsFullyCoveredRowsAndTrimsCoveredEnds() {
    let p = plan([
      .fillRect(Rect(x: 0, y: 0, width: 100, height: 30), .black),  // a full-width header
      .fillRect(Rect(x: 0, y: 30, width: 12, height: 50), .black),  // left margin
      .fillRect(Rect(x: 88, y: 50, width: 12, height: 30), .black),  // right margin, lower part
      .fillRect(Rect(x: 45, y: 40, width: 10, height: 10), .black),  // mid-row: not cut out
    ])
    #expect(
      p.background.map { [$0.x, $0.y, $0.w, $0.h] } == [[12, 30, 88, 20], [12, 50, 76, 30]])
  }

  @Test func narrowGapsAtTheEndsAreFilledAsColumnsSoTheStretchStartsPastThem() {
    let p = plan([
      .fillRect(Rect(x: 0, y: 0, width: 12, height: 80), .black),  // left margin
      .fillRect(Rect(x: 40, y: 20, width: 20, height: 20), .black),  // 28 px in: a thumbnail
    ])
    // Beside the thumbnail the 28-pixel gap is two 14-pixel columns, and the stretch starts
    // after it; above and below, one stretch from the margin.
    #expect(
      p.background.map { [$0.x, $0.y, $0.w, $0.h] } == [
        [12, 0, 88, 20], [12, 20, 14, 20], [26, 20, 14, 20], [60, 20, 40, 20], [12, 40, 88, 40],
      ])
  }

  @Test func translucentAndClippedAwayCommandsDoNotCover() {
    let p = plan([
      .fillRect(Rect(x: 0, y: 0, width: 100, height: 80), Color.black.withOpacity(0.5)),
      .pushClip(Rect(x: 0, y: 0, width: 0, height: 0)),
      .fillRect(Rect(x: 0, y: 0, width: 100, height: 80), .black),
      .popClip,
    ])
    #expect(p.background.map { [$0.x, $0.y, $0.w, $0.h] } == [[0, 0, 100, 80]])
    #expect(p.hidden == [false, false, true, false])
  }

  @Test func roundedRectCoversItsMiddleBandAndColumn() {
    let p = plan([
      .fillRoundedRect(Rect(x: 0, y: 0, width: 100, height: 80), radius: 10, .black),
      .fillRect(Rect(x: 0, y: 70, width: 100, height: 10), .black),
    ])
    // Rows 10..<70 are covered edge to edge by the band; in the top corner rows only the
    // 10-pixel ends beside the middle column are not.
    #expect(p.background.map { [$0.x, $0.y, $0.w, $0.h] } == [[0, 0, 10, 10], [90, 0, 10, 10]])
  }

  @Test func translucentFillOnOneSolidColourIsPrecomposited() {
    let blue = Color(r: 57, g: 73, b: 171)
    let veil = Color.white.withOpacity(0.45)
    let p = plan([
      .fillRect(Rect(x: 0, y: 0, width: 100, height: 40), blue),
      .fillCircle(center: Point(x: 20, y: 20), radius: 8, veil),  // on the blue only
      .fillRect(Rect(x: 50, y: 30, width: 20, height: 20), veil),  // half on blue, half on white
      .fillRect(Rect(x: 10, y: 60, width: 20, height: 10), veil),  // on the background
    ])
    #expect(p.precomposited[1] == BackdropBlend.fill(veil, over: blue))
    #expect(p.precomposited[2] == nil)
    #expect(p.precomposited[3] == BackdropBlend.fill(veil, over: .white))
  }

  /// Text's colour is its opacity, rounded to a step, laid over the backdrop channel by channel
  /// and rounded: every opacity, on a dark and a light backdrop.
  @Test func textIsMixedOverItsBackdropChannelByChannel() {
    for backdrop in [Color(r: 20, g: 20, b: 24), Color(r: 250, g: 246, b: 231)] {
      for alpha in 0...255 {
        let ink = Color(r: 230, g: 20, b: 130, a: UInt8(alpha))
        let steps = BackdropBlend.textOpacitySteps
        let opacity = alpha == 255 ? 1 : (Double(alpha) / 255 * steps).rounded() / steps
        func channel(_ source: UInt8, _ destination: UInt8) -> UInt8 {
          let base = Double(destination)
          let blended: Double = base + (Double(source) - base) * opacity
          return UInt8(blended.rounded())
        }
        let expected = Color(
          r: channel(ink.r, backdrop.r), g: channel(ink.g, backdrop.g),
          b: channel(ink.b, backdrop.b))
        #expect(BackdropBlend.text(ink, over: backdrop) == expected, "alpha \(alpha)")
      }
    }
  }

  /// A translucent rectangle straddling two colours is blended by SDL; the same rectangle cut
  /// at the seam is two precomposited fills. The pixels must be the same.
  @Test func precompositedFillsLeaveTheBlendedPixels() throws {
    let canvas = try canvas(scale: 1)
    let red = Color(r: 230, g: 20, b: 30)
    let base: [DrawCommand] = [
      .fillRect(Rect(x: 0, y: 0, width: 60, height: 90), red),
      .fillRect(Rect(x: 60, y: 0, width: 60, height: 90), Color(r: 20, g: 20, b: 24)),
    ]
    for alpha in stride(from: 1, through: 254, by: 11) {
      let veil = Color(r: 250, g: 240, b: 5, a: UInt8(alpha))
      let blended = try pixels(
        canvas,
        DisplayList(
          size: size, background: .white,
          commands: base + [.fillRect(Rect(x: 40, y: 10, width: 40, height: 20), veil)]),
        planned: true)
      let split = try pixels(
        canvas,
        DisplayList(
          size: size, background: .white,
          commands: base + [
            .fillRect(Rect(x: 40, y: 10, width: 20, height: 20), veil),
            .fillRect(Rect(x: 60, y: 10, width: 20, height: 20), veil),
          ]),
        planned: true)
      let difference = firstDifference(split, blended)
      #expect(difference == nil, "alpha \(alpha): \(difference ?? "")")
    }
  }

  /// A text cache of its own on a 2× offscreen canvas (keep the canvas alive while using it).
  private func textCache() throws -> (Canvas, TextTextureCache) {
    let session = try SDLSession(options: PlatformOptions(headless: true, environment: [:]))
    let fonts = try FontLibrary(session: session)
    let canvas = try Canvas(offscreen: session, fonts: fonts, size: size, scale: 2)
    return (canvas, TextTextureCache(renderer: canvas.renderer, fonts: fonts))
  }

  @Test func textOnASolidColourIsDrawnOpaqueAndCovers() throws {
    let (canvas, cache) = try textCache()
    let grid = PixelGrid(scale: 2)
    let blue = Color(r: 57, g: 73, b: 171)
    let title = TextRun(
      "Headlines", at: Point(x: 4, y: 4), size: 16, weight: .bold,
      color: Color.white.withOpacity(0.6))
    var plan = OcclusionPlan()
    try plan.plan(
      [
        .fillRect(Rect(x: 0, y: 0, width: 120, height: 40), blue), .text(title),
        .fillRect(Rect(x: 0, y: 50, width: 30, height: 30), .black),
        .text(TextRun("Wg", at: Point(x: 20, y: 50), size: 16, color: .white)),
      ], grid: grid, width: 240, height: 180, background: .white, skipping: nil,
      text: OcclusionPlan.TextSource(
        measure: { try DisplayListPainter.measure($0, grid: grid, cache: cache) },
        texture: {
          try DisplayListPainter.texture(for: $0, backdrop: $1, grid: grid, cache: cache)
        }))
    // The faded title sits on the header colour: opaque, mixed to its 60 % step.
    #expect(plan.opaqueText == [false, true, false, false])
    // "Wg" straddles the black square and the background: blended.
    #expect(plan.textures[3] != nil)
    cache.removeAll()
    _ = canvas
  }

  @Test func measuredTextSizeIsTheTextureSize() throws {
    let (canvas, cache) = try textCache()
    let grid = PixelGrid(scale: 2)
    for text in ["Headlines", "Story 12", "m", "0.5 pt/s", "Wg · é", "shift: hideable"] {
      for weight in FontWeight.allCases {
        for points in [9.0, 12, 17.5, 30] {
          let run = TextRun(
            text, at: Point(x: 0, y: 0), size: points, weight: weight, color: .black)
          let measured = try DisplayListPainter.measure(run, grid: grid, cache: cache)
          let blended = try DisplayListPainter.texture(
            for: run, backdrop: nil, grid: grid, cache: cache)
          let shaded = try DisplayListPainter.texture(
            for: run, backdrop: .white, grid: grid, cache: cache)
          #expect(measured?.width == blended?.width && measured?.height == blended?.height)
          #expect(shaded?.width == blended?.width && shaded?.height == blended?.height)
        }
      }
    }
    cache.removeAll()
    _ = canvas
  }
}
