import CSDL2
import SandboxCore
import Testing

@testable import SDLPlatform

/// The project's seeded generator, with the helpers the random lists need.
private struct Seeded {
  var generator: SoakRandom
  init(state: UInt64) { generator = SoakRandom(seed: state) }
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
/// lines, and text with and without an opaque background, overlapping at random.
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
    switch rng.next() % 9 {
    case 0, 1: commands.append(.fillRect(r, c))
    case 2, 3: commands.append(.fillRoundedRect(r, radius: rng.range(0, 20), c))
    case 4:
      commands.append(.fillCircle(center: Point(x: r.x, y: r.y), radius: rng.range(0, 15), c))
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
            size: rng.range(6, 22), weight: rng.pick(FontWeight.allCases), color: c,
            alignment: rng.pick([.leading, .center, .trailing]), background: background)))
    case 7:
      commands.append(.strokeRect(r, width: rng.range(0.5, 5), c))
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

@Suite(.serialized)
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

  @Test(arguments: [1.0, 2.0])
  func plannedFramesMatchDrawingEverythingInOrder(scale: Double) throws {
    let canvas = try canvas(scale: scale)
    var rng = Seeded(state: 0x5EED + UInt64(scale))
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

  private func plan(_ commands: [DrawCommand], skipping: Int? = nil) -> OcclusionPlan {
    var plan = OcclusionPlan()
    plan.plan(
      commands, grid: PixelGrid(scale: 1), width: 100, height: 80, skipping: skipping,
      texture: { _ in nil })
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

  @Test func backgroundSkipsFullyCoveredRowsAndTrimsCoveredEnds() {
    let p = plan([
      .fillRect(Rect(x: 0, y: 0, width: 100, height: 30), .black),  // a full-width header
      .fillRect(Rect(x: 0, y: 30, width: 12, height: 50), .black),  // left margin
      .fillRect(Rect(x: 88, y: 50, width: 12, height: 30), .black),  // right margin, lower part
      .fillRect(Rect(x: 40, y: 40, width: 20, height: 10), .black),  // in the middle: not cut
    ])
    #expect(
      p.background.map { [$0.x, $0.y, $0.w, $0.h] } == [[12, 30, 88, 20], [12, 50, 76, 30]])
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
    // Rows 10..<70 are covered edge to edge by the band; the top corner rows are not.
    #expect(p.background.map { [$0.x, $0.y, $0.w, $0.h] } == [[0, 0, 100, 10]])
  }
}
