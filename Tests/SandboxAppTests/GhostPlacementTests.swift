import Foundation
import PhoneDrawing
import PhoneSimulation
import SDLPlatform
import SandboxFormats
import SandboxPrimitives
import SandboxStage
import TestSupport
import Testing

@testable import SandboxApp

/// The onion skin (G, `render --ghosts`) outlines each phone's earlier headers exactly where
/// those headers were drawn: in the window (panel open or closed, device frame on), in its F12
/// screenshots and in `render`, for one, three and five phones, at a fractional canvas scale.
@Suite(.serialized, .sdlSession) struct GhostPlacementTests {
  static let viewport = Size(width: 390, height: 844)
  static let trail = 4

  /// Phone `index`'s settings: headers of different heights so the phones move differently.
  static func settings(_ index: Int, deviceFrame: Bool) throws -> SandboxSettings {
    var values = ConfigValues()
    try values.set(key: "header.maximumHeight", value: .number(160 + 20 * Double(index)))
    try values.set(key: "header.shiftBehavior", value: .string("enabledWithStatusBar"))
    try values.set(key: "view.deviceFrame", value: .bool(deviceFrame))
    return try SandboxSettings(values: values)
  }

  static func phones(_ count: Int, deviceFrame: Bool) throws -> [StageSetup.Phone] {
    try (0..<count).map { index in
      StageSetup.Phone(
        settings: try settings(index, deviceFrame: deviceFrame),
        label: "\(CompareCaption.letter(index)) · \(index)")
    }
  }

  /// Where each phone's scene was placed in `list`: its clip, followed by its background.
  static func screens(_ list: DisplayList) -> [Rect] {
    var result: [Rect] = []
    for (index, command) in list.commands.enumerated().dropLast() {
      guard case .pushClip(let clip) = command, clip.width == viewport.width,
        clip.height == viewport.height, case .fillRect(let fill, _) = list.commands[index + 1],
        fill == clip
      else { continue }
      result.append(clip)
    }
    return result
  }

  static func isGhostHeader(_ command: DrawCommand) -> Rect? {
    guard case .strokeRect(let rect, 1.5, let color) = command,
      color.r == 0xE9, color.g == 0x1E, color.b == 0x63
    else { return nil }
    return rect
  }

  /// The onion skin's header outlines in `list`, per phone, in that phone's own points.
  static func ghosts(_ list: DisplayList, screens: [Rect]) -> [[Rect]] {
    var result = Array(repeating: [Rect](), count: screens.count)
    for command in list.commands {
      guard let rect = isGhostHeader(command),
        let phone = screens.firstIndex(where: { $0.minX <= rect.minX && rect.maxX <= $0.maxX })
      else { continue }
      let origin = screens[phone]
      result[phone].append(
        Rect(x: rect.x - origin.x, y: rect.y - origin.y, width: rect.width, height: rect.height))
    }
    return result
  }

  /// Where the outlines belong: each phone's header at the `trail` frames before the last, in
  /// its own points (inset by a point at the sides, as the trail draws them).
  static func expected(_ headers: [[Rect]]) -> [[Rect]] {
    headers.map { frames in
      frames.dropLast().suffix(trail).filter { $0.height > 0 }.map {
        Rect(x: $0.x + 1, y: $0.y, width: $0.width - 2, height: $0.height)
      }
    }
  }

  static func same(_ a: [[Rect]], _ b: [[Rect]]) -> Bool {
    func key(_ r: Rect) -> [Double] { [r.y, r.x, r.height, r.width] }
    guard a.count == b.count else { return false }
    return zip(a, b).allSatisfy { x, y in
      let sx = x.sorted { key($0).lexicographicallyPrecedes(key($1)) }
      let sy = y.sorted { key($0).lexicographicallyPrecedes(key($1)) }
      return sx.count == sy.count
        && zip(sx, sy).allSatisfy { p, q in
          zip(key(p), key(q)).allSatisfy { abs($0 - $1) < 1e-6 }
        }
    }
  }

  static let script = """
    {"version": 1, "fps": 60, "duration": 0.2833,
     "viewport": {"width": 390, "height": 844, "scale": 1},
     "events": [{"t": 0.02, "type": "swipe", "x": 200, "fromY": 700, "toY": 560,
                 "duration": 0.25}]}
    """

  /// The window replaying the flick (`--replay`) with G pressed first, 16 frames of 1/60 s: the
  /// last frame's list and its F12 screenshot's, and each phone's header after every frame.
  static func window(
    phones count: Int, panel: Bool
  ) throws -> (list: DisplayList, screenshot: DisplayList, headers: [[Rect]], canvas: Size) {
    var setup = StageSetup(phones: try phones(count, deviceFrame: true), viewport: viewport)
    setup.showTimeline = true
    setup.preferences.showPanel = panel
    setup.replay = try EventScript.decode(Self.script, file: "flick.json")
    var stage = try Stage(setup)
    _ = stage.start()
    var headers = Array(repeating: [Rect](), count: count)
    var last: StageFrame?
    for frame in 0..<16 {
      var events: [InputEvent] = []
      if frame == 0 { events.append(.keyDown(.g, [])) }
      if frame == 15 { events.append(.keyDown(.f12, [])) }
      let start = stage.phones[0].time
      let timed = events.enumerated().map {
        TimedInputEvent(time: start + Double($0.offset + 1) / 60 / 8, event: $0.element)
      }
      last = stage.frame(
        StageInput(
          events: timed, eventsFrom: start, eventsTo: start + 1.0 / 60, realSeconds: 1.0 / 60))
      for index in 0..<count {
        headers[index].append(GhostTrail.Outline(stage.phones[index]).header)
      }
    }
    let frame = try #require(last)
    #expect(stage.layout.columnShown == panel)
    let screenshot = try #require(
      frame.effects.compactMap { if case .screenshot(let list, _, _) = $0 { list } else { nil } }
        .first)
    return (try #require(frame.list), screenshot, headers, stage.canvasSize)
  }

  /// `render --ghosts` of the same flick with the same trail length: its last frame (at the
  /// window's last frame's time) and each phone's header at every frame after the first.
  static func render(
    phones count: Int, deviceFrame: Bool
  ) throws -> (list: DisplayList, headers: [[Rect]]) {
    let script = try EventScript.decode(Self.script, file: "flick.json")
    var setup = StageSetup.headless(script, phones: try phones(count, deviceFrame: deviceFrame))
    setup.ghostLength = trail
    var runner = try ScriptRunner(setup)
    var headers = Array(repeating: [Rect](), count: count)
    while let frame = runner.nextFrame() {
      guard frame > 0 else { continue }
      for index in 0..<count {
        headers[index].append(GhostTrail.Outline(runner.phones[index]).header)
      }
    }
    return (runner.frameList(), headers)
  }

  @Test(arguments: [(1, false), (1, true), (3, false), (3, true), (5, false), (5, true)])
  func windowAndScreenshotGhostsSitOnTheHeaders(phones: Int, panel: Bool) throws {
    let window = try Self.window(phones: phones, panel: panel)
    let expected = Self.expected(window.headers)
    #expect(expected.allSatisfy { $0.count == Self.trail }, "every phone has a full trail")
    for list in [window.list, window.screenshot] {
      let screens = Self.screens(list)
      #expect(screens.count == phones)
      let ghosts = Self.ghosts(list, screens: screens)
      #expect(Self.same(ghosts, expected), "\(ghosts) ≠ \(expected)")
    }
  }

  @Test(arguments: [(1, false), (3, false), (3, true), (5, true)])
  func renderGhostsSitOnTheHeaders(phones: Int, deviceFrame: Bool) throws {
    let render = try Self.render(phones: phones, deviceFrame: deviceFrame)
    let screens = Self.screens(render.list)
    #expect(screens.count == phones)
    #expect(Self.same(Self.ghosts(render.list, screens: screens), Self.expected(render.headers)))
  }

  /// Pixels: the window's frame drawn at a fractional scale puts each phone's ghost outlines,
  /// relative to its screen, where the render's frame of the same motion puts them.
  @Test func ghostPixelsMatchBetweenWindowAndRenderAtAFractionalScale() throws {
    let scale = 0.85
    let window = try Self.window(phones: 3, panel: true)
    let render = try Self.render(phones: 3, deviceFrame: true)
    #expect(Self.same(window.headers, render.headers), "the window replays the render's motion")
    func ghostBoxes(_ list: DisplayList, canvas: Size) throws -> [[Int]] {
      let bare = DisplayList(
        size: list.size, background: list.background,
        commands: list.commands.filter { Self.isGhostHeader($0) == nil })
      let canvas = try SDLPlatform.offscreenCanvas(size: canvas, scale: scale)
      let pixels = try [list, bare].map { frame in
        try canvas.draw(frame)
        return try canvas.readPixels()
      }
      return Self.screens(list).map { screen in
        let x0 = Int((screen.minX * scale).rounded())
        let y0 = Int((screen.minY * scale).rounded())
        let x1 = Int((screen.maxX * scale).rounded())
        let y1 = Int((screen.maxY * scale).rounded())
        var box = [Int.max, Int.max, Int.min, Int.min]
        for y in y0..<min(y1, pixels[0].height) {
          for x in x0..<min(x1, pixels[0].width)
          where pixels[0].pixel(x: x, y: y) != pixels[1].pixel(x: x, y: y) {
            box = [
              min(box[0], x - x0), min(box[1], y - y0), max(box[2], x - x0), max(box[3], y - y0),
            ]
          }
        }
        return box
      }
    }
    let windowBoxes = try ghostBoxes(window.list, canvas: window.canvas)
    let renderBoxes = try ghostBoxes(render.list, canvas: render.list.size)
    #expect(windowBoxes.allSatisfy { $0[0] != Int.max }, "the ghosts show: \(windowBoxes)")
    for (w, r) in zip(windowBoxes, renderBoxes) {
      #expect(zip(w, r).allSatisfy { abs($0 - $1) <= 1 }, "window \(w) vs render \(r)")
    }
  }
}
