import CSDL2
import CSDL2Image
import CSDL2TTF
import SandboxPrimitives
import SandboxStage
import TestSupport
import Testing

@testable import SDLPlatform

private let headless = PlatformOptions(headless: true, environment: [:])
private let red = Color(r: 230, g: 20, b: 30)
private let white = Color.white

/// An offscreen canvas of `size` points at `scale`, on a fresh headless session.
private func makeCanvas(
  _ size: Size = Size(width: 100, height: 80), scale: Double = 1
) throws -> Canvas {
  let session = try SDLSession(options: headless)
  let fonts = try FontLibrary(session: session)
  return try Canvas(offscreen: session, fonts: fonts, size: size, scale: scale)
}

private func drawn(_ canvas: Canvas, _ commands: [DrawCommand], background: Color = .white)
  throws -> PixelBuffer
{
  let list = DisplayList(size: canvas.mapping.canvas, background: background, commands: commands)
  try canvas.draw(list)
  return try canvas.readPixels()
}

/// Pixels in the box whose red channel is below 128 (dark ink on white).
private func darkPixels(_ p: PixelBuffer, x0: Int, y0: Int, x1: Int, y1: Int) -> Int {
  var n = 0
  for y in y0..<min(y1, p.height) {
    for x in x0..<min(x1, p.width) where p.pixel(x: x, y: y).r < 128 { n += 1 }
  }
  return n
}

@Suite(.serialized, .sdlSession)
struct SDLPlatformTests {
  // MARK: Drawing

  @Test(arguments: [1.0, 2.0])
  func fillRectLandsOnScaledPixels(scale: Double) throws {
    let canvas = try makeCanvas(scale: scale)
    let px = try drawn(canvas, [.fillRect(Rect(x: 10, y: 20, width: 30, height: 10), red)])
    #expect(px.width == Int(100 * scale) && px.height == Int(80 * scale))
    let s = Int(scale)
    #expect(px.pixel(x: 10 * s, y: 20 * s) == red)
    #expect(px.pixel(x: 40 * s - 1, y: 30 * s - 1) == red)
    #expect(px.pixel(x: 40 * s, y: 25 * s) == white)
    #expect(px.pixel(x: 10 * s - 1, y: 25 * s) == white)
    #expect(px.pixel(x: 20 * s, y: 30 * s) == white)
  }

  @Test func translucentRectBlendsOverBackground() throws {
    let canvas = try makeCanvas()
    let half = Color(r: 0, g: 0, b: 0, a: 128)
    let px = try drawn(canvas, [.fillRect(Rect(x: 0, y: 0, width: 10, height: 10), half)])
    let c = px.pixel(x: 5, y: 5)
    #expect(c.r >= 120 && c.r <= 135 && c.a == 255)
  }

  @Test(arguments: [1.0, 2.0])
  func roundedRectLeavesCornersEmpty(scale: Double) throws {
    let canvas = try makeCanvas(scale: scale)
    let r = Rect(x: 10, y: 10, width: 60, height: 40)
    let px = try drawn(canvas, [.fillRoundedRect(r, radius: 12, red)])
    let s = Int(scale)
    #expect(px.pixel(x: 10 * s, y: 10 * s) == white)
    #expect(px.pixel(x: 70 * s - 1, y: 50 * s - 1) == white)
    #expect(px.pixel(x: 40 * s, y: 30 * s) == red)
    // Straight edges are filled right up to the rectangle's border.
    #expect(px.pixel(x: 40 * s, y: 10 * s) == red)
    #expect(px.pixel(x: 10 * s, y: 30 * s) == red)
    // Roundness: along the corner's diagonal, the edge sits near radius × (1 − 1/√2) in.
    let inset = 12 * (1 - 1 / 2.0.squareRoot()) * scale
    let inside = Int((10 * scale + inset + 1.5).rounded(.up))
    let outside = Int((10 * scale + inset - 1.5).rounded(.down))
    #expect(px.pixel(x: inside, y: inside) == red)
    #expect(px.pixel(x: outside, y: outside) == white)
  }

  @Test func strokeAndCircleAndPolyline() throws {
    let canvas = try makeCanvas()
    let px = try drawn(
      canvas,
      [
        .strokeRect(Rect(x: 10, y: 10, width: 30, height: 30), width: 2, red),
        .fillCircle(center: Point(x: 70, y: 25), radius: 10, red),
        .polyline([Point(x: 10, y: 60), Point(x: 50, y: 60), Point(x: 50, y: 75)], width: 4, red),
      ])
    #expect(px.pixel(x: 10, y: 10) == red)
    #expect(px.pixel(x: 11, y: 25) == red)
    #expect(px.pixel(x: 12, y: 25) == white)
    #expect(px.pixel(x: 25, y: 25) == white)
    #expect(px.pixel(x: 70, y: 25) == red)
    #expect(px.pixel(x: 61, y: 16) == white)
    #expect(px.pixel(x: 30, y: 60) == red)
    #expect(px.pixel(x: 30, y: 65) == white)
    #expect(px.pixel(x: 50, y: 70) == red)
  }

  @Test func nestedClipsIntersect() throws {
    let canvas = try makeCanvas(scale: 2)
    let px = try drawn(
      canvas,
      [
        .pushClip(Rect(x: 0, y: 0, width: 50, height: 80)),
        .pushClip(Rect(x: 20, y: 0, width: 100, height: 40)),
        .fillRect(Rect(x: 0, y: 0, width: 100, height: 80), red),
        .popClip,
        .popClip,
        .fillRect(Rect(x: 90, y: 70, width: 10, height: 10), red),
      ])
    #expect(px.pixel(x: 60, y: 40) == red)
    #expect(px.pixel(x: 30, y: 40) == white)
    #expect(px.pixel(x: 110, y: 40) == white)
    #expect(px.pixel(x: 60, y: 90) == white)
    #expect(px.pixel(x: 190, y: 150) == red)
  }

  @Test func disjointClipDrawsNothing() throws {
    let canvas = try makeCanvas()
    let px = try drawn(
      canvas,
      [
        .pushClip(Rect(x: 0, y: 0, width: 10, height: 10)),
        .pushClip(Rect(x: 50, y: 50, width: 10, height: 10)),
        .fillRect(Rect(x: 0, y: 0, width: 100, height: 80), red),
        .popClip,
        .popClip,
      ])
    #expect(px.pixel(x: 5, y: 5) == white)
    #expect(px.pixel(x: 55, y: 55) == white)
  }

  @Test func textIsDrawnAndCachedAcrossFramesAndAlpha() throws {
    let canvas = try makeCanvas(Size(width: 200, height: 60), scale: 2)
    let run = TextRun("Header 42", at: Point(x: 10, y: 10), size: 16, color: .black)
    var px = try drawn(canvas, [.text(run)])
    #expect(darkPixels(px, x0: 0, y0: 0, x1: 400, y1: 120) > 100)
    let afterFirst = canvas.rasterizations
    #expect(afterFirst == 1)

    px = try drawn(canvas, [.text(run)])
    #expect(canvas.rasterizations == afterFirst)

    // On the plain background, faded text is pre-composited: one texture per opacity step
    // (1/32), so 25 % and 26 % share one, drawn again without rasterising.
    var faded = run
    faded.color = Color.black.withOpacity(0.25)
    px = try drawn(canvas, [.text(faded)])
    #expect(canvas.rasterizations == afterFirst + 1)
    faded.color = Color.black.withOpacity(0.26)
    px = try drawn(canvas, [.text(faded)])
    #expect(canvas.rasterizations == afterFirst + 1)
    // Faded ink is lighter than the opaque one but still drawn.
    #expect(darkPixels(px, x0: 0, y0: 0, x1: 400, y1: 120) == 0)
    var lit = 0
    for y in 0..<px.height {
      for x in 0..<px.width where px.pixel(x: x, y: y).r < 250 { lit += 1 }
    }
    #expect(lit > 100)

    // Over two colours the run is blended instead, its opacity applied per draw: any opacity
    // reuses the one blended texture.
    let stripe = DrawCommand.fillRect(Rect(x: 0, y: 0, width: 40, height: 60), red)
    _ = try drawn(canvas, [stripe, .text(faded)])
    let blended = canvas.rasterizations
    #expect(blended == afterFirst + 2)
    faded.color = Color.black.withOpacity(0.7)
    _ = try drawn(canvas, [stripe, .text(faded)])
    #expect(canvas.rasterizations == blended)

    var bold = run
    bold.weight = .bold
    _ = try drawn(canvas, [.text(bold)])
    #expect(canvas.rasterizations == blended + 1)
  }

  @Test func steadyStateFrameIsIdenticalAndRasterizesNothing() throws {
    let canvas = try makeCanvas(Size(width: 390, height: 844), scale: 2)
    var commands: [DrawCommand] = []
    for i in 0..<60 {
      let c = Color(r: UInt8(i * 4), g: 90, b: 200, a: i % 3 == 0 ? 140 : 255)
      let r = Rect(x: Double(i % 5) * 70, y: Double(i) * 14, width: 60, height: 12)
      commands.append(i % 4 == 0 ? .fillRoundedRect(r, radius: 6, c) : .fillRect(r, c))
    }
    for i in 0..<20 {
      let run = TextRun("Row \(i)", at: Point(x: 20, y: Double(i) * 40), size: 17, color: .black)
      commands.append(.text(run))
    }
    let first = try drawn(canvas, commands)
    let warm = canvas.rasterizations
    #expect(warm == 20)
    var second = PixelBuffer()
    try canvas.draw(DisplayList(size: Size(width: 390, height: 844), commands: commands))
    try canvas.readPixels(into: &second)
    #expect(canvas.rasterizations == warm)
    #expect(second == first)
  }

  @Test func textAlignmentPlacesRunAroundAnchor() throws {
    let canvas = try makeCanvas(Size(width: 200, height: 40))
    let width = try canvas.measure("Title", size: 20, weight: .semibold).width
    #expect(width > 20 && width < 100)
    func inkBounds(_ alignment: TextAlignment) throws -> (Int, Int) {
      let run = TextRun(
        "Title", at: Point(x: 100, y: 5), size: 20, weight: .semibold, color: .black,
        alignment: alignment)
      let px = try drawn(canvas, [.text(run)])
      var minX = Int.max
      var maxX = Int.min
      for y in 0..<px.height {
        for x in 0..<px.width where px.pixel(x: x, y: y).r < 128 {
          minX = min(minX, x)
          maxX = max(maxX, x)
        }
      }
      return (minX, maxX)
    }
    let leading = try inkBounds(.leading)
    let center = try inkBounds(.center)
    let trailing = try inkBounds(.trailing)
    #expect(leading.0 >= 100 && leading.0 < 104)
    #expect(trailing.1 <= 100 && trailing.1 > 96)
    #expect(center.0 < 100 && center.1 > 100)
  }

  @Test func textCacheEvictsLeastRecentlyUsed() throws {
    let session = try SDLSession(options: headless)
    let fonts = try FontLibrary(session: session)
    let canvas = try Canvas(
      offscreen: session, fonts: fonts, size: Size(width: 50, height: 20), scale: 1)
    let cache = TextTextureCache(renderer: canvas.renderer, fonts: fonts, capacity: 2)
    defer { cache.removeAll() }
    _ = try cache.texture("a", weight: .regular, pixelSize: 12, color: .black)
    _ = try cache.texture("b", weight: .regular, pixelSize: 12, color: .black)
    _ = try cache.texture("a", weight: .regular, pixelSize: 12, color: .black)
    _ = try cache.texture("c", weight: .regular, pixelSize: 12, color: .black)  // evicts "b"
    #expect(cache.count == 2 && cache.evictions == 1 && cache.rasterizations == 3)
    _ = try cache.texture("a", weight: .regular, pixelSize: 12, color: .black)
    #expect(cache.rasterizations == 3)
    _ = try cache.texture("b", weight: .regular, pixelSize: 12, color: .black)
    #expect(cache.rasterizations == 4)
  }

  @Test func facadeOpensHeadlessWindowAndCanvas() throws {
    // Each canvas or window holds its session; scopes end them before the next one starts.
    do {
      let canvas = try SDLPlatform.offscreenCanvas(size: Size(width: 20, height: 10), scale: 3)
      #expect(canvas.outputPixelSize == (60, 30) && canvas.rendererName == "software")
    }
    #expect(throws: PlatformError.self) {
      _ = try SDLPlatform.offscreenCanvas(
        size: Size(width: 20, height: 10), scale: 1, fontPath: "/no/font.otf")
    }
    let window = try SDLPlatform.openWindow(
      options: headless, canvas: Size(width: 100, height: 50), scale: nil)
    // The offscreen display is 1024×768: a 100×50 canvas would fit at 10×, but automatic
    // scales stop at 8×.
    #expect(window.windowScale == 8)
    #expect(window.canvas.outputPixelSize == (800, 400))
  }

  // MARK: PNG

  @Test func pngRoundTripsThroughSDLImage() throws {
    let canvas = try makeCanvas(scale: 2)
    _ = try drawn(canvas, [.fillRect(Rect(x: 0, y: 0, width: 10, height: 10), red)])
    let path = "/tmp/sdlplatform-test-\(SDL_GetPerformanceCounter()).png"
    try canvas.savePNG(to: path)
    defer { _ = remove(path) }
    let loaded = try #require(IMG_Load(path))
    defer { SDL_FreeSurface(loaded) }
    #expect(loaded.pointee.w == 200 && loaded.pointee.h == 160)
    let rgba = try #require(SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32.rawValue, 0))
    defer { SDL_FreeSurface(rgba) }
    let bytes = rgba.pointee.pixels.assumingMemoryBound(to: UInt8.self)
    let pitch = Int(rgba.pointee.pitch)
    let at = { (x: Int, y: Int) in
      let i = y * pitch + x * 4
      return Color(r: bytes[i], g: bytes[i + 1], b: bytes[i + 2], a: bytes[i + 3])
    }
    #expect(at(5, 5) == red)
    #expect(at(100, 100) == white)
  }

  @Test func pngToUnwritablePathThrowsNamingTheCall() throws {
    let canvas = try makeCanvas()
    _ = try drawn(canvas, [])
    #expect {
      try canvas.savePNG(to: "/nonexistent-dir/frame.png")
    } throws: { error in
      guard case PlatformError.sdl(let call, _) = error else { return false }
      return call.contains("IMG_SavePNG") && call.contains("/nonexistent-dir/frame.png")
    }
  }

  // MARK: Fonts and start-up errors

  @Test func missingFontOverrideIsNoFontWithHint() throws {
    let session = try SDLSession(options: headless)
    #expect(
      throws: PlatformError.noFont(searched: ["/no/such/font.ttf"], hint: PlatformError.fontHint)
    ) {
      _ = try FontLibrary(session: session, override: "/no/such/font.ttf")
    }
    let none = FontLibrary.Candidates(paths: [.regular: ["/no/a.otf"], .bold: ["/no/b.otf"]])
    do {
      _ = try FontLibrary(session: session, candidates: none)
      Issue.record("expected .noFont")
    } catch let error as PlatformError {
      #expect(error == .noFont(searched: ["/no/a.otf", "/no/b.otf"], hint: PlatformError.fontHint))
      #expect(error.description.contains("/no/a.otf"))
      #expect(error.description.contains("install fonts-inter or fonts-dejavu-core"))
    }
  }

  @Test func missingWeightsFallBackToRegular() throws {
    let session = try SDLSession(options: headless)
    let regular = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    let fonts = try FontLibrary(
      session: session,
      candidates: .init(paths: [.regular: [regular], .bold: ["/no/bold.ttf"]]))
    #expect(fonts.files[.bold] == regular && fonts.files[.medium] == regular)
  }

  @Test func noDisplayIsOneParagraphWithAlternatives() throws {
    let options = PlatformOptions(environment: [:])
    #expect(throws: PlatformError.noDisplay) { try SDLSession.checkDisplay(options: options) }
    let text = PlatformError.noDisplay.description
    #expect(!text.contains("\n"))
    #expect(text.contains("xvfb-run -a header-sandbox"))
    #expect(text.contains("header-sandbox trace|render|check|presets|export"))
    for env in [["DISPLAY": ":1"], ["WAYLAND_DISPLAY": "wayland-0"], ["SDL_VIDEODRIVER": "x11"]] {
      try SDLSession.checkDisplay(options: PlatformOptions(environment: env))
    }
    try SDLSession.checkDisplay(options: PlatformOptions(headless: true, environment: [:]))
  }

  @Test func headlessDriversAreRefusedUnlessAskedFor() {
    let stale = PlatformOptions(environment: ["DISPLAY": ":99"])
    #expect(
      SDLSession.refusal(driver: "offscreen", options: stale) == .displayUnreachable("DISPLAY=:99"))
    #expect(SDLSession.refusal(driver: "dummy", options: stale) != nil)
    #expect(SDLSession.refusal(driver: "x11", options: stale) == nil)
    let asked = PlatformOptions(environment: ["DISPLAY": ":99", "SDL_VIDEODRIVER": "offscreen"])
    #expect(SDLSession.refusal(driver: "offscreen", options: asked) == nil)
    #expect(SDLSession.refusal(driver: "offscreen", options: headless) == nil)
    let text = PlatformError.displayUnreachable("DISPLAY=:99").description
    #expect(text.contains("could not open DISPLAY=:99") && !text.contains("\n"))
  }

  @Test func headlessOverridesVideoDriverFromEnvironment() throws {
    let previous: UnsafeMutablePointer<CChar>? = SDL_getenv("SDL_VIDEODRIVER")
    let saved = previous.map { String(cString: $0) }
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 1)
    defer {
      if let saved { SDL_setenv("SDL_VIDEODRIVER", saved, 1) } else { unsetenv("SDL_VIDEODRIVER") }
    }
    let session = try SDLSession(options: headless)
    #expect(session.videoDriver == "offscreen")
  }

  // MARK: Window, mapping, events

  @Test func headlessWindowUsesSoftwareRendererAndReportsResize() throws {
    let session = try SDLSession(options: headless)
    #expect(session.videoDriver == "offscreen")
    let fonts = try FontLibrary(session: session)
    let window = try SDLWindow(session: session, fonts: fonts, scale: 2)
    #expect(window.rendererName == "software")
    #expect(window.canvas.outputPixelSize == (780, 1688))
    _ = window.pollEvents()
    window.resize(width: 900, height: 1700)
    let events = window.pollEvents()
    #expect(events.contains(.resize(width: 450, height: 850)))
    // The phone follows the window: as large as the window allows (1700 / 844), keeping its
    // aspect ratio, centred in the spare width.
    let scale = 1700.0 / 844
    #expect(isClose(window.canvas.mapping.scale, scale) && isClose(window.windowScale, scale))
    #expect(window.canvas.mapping.originX == 57 && window.canvas.mapping.originY == 0)
    let p = window.canvas.mapping.canvasPoint(windowX: 57, windowY: 0)
    #expect(p == Point(x: 0, y: 0))
    let blue = Color(r: 0, g: 0, b: 255)
    try window.draw(
      DisplayList(
        size: SDLWindow.phoneCanvas, background: red,
        commands: [
          .pushClip(Rect(x: 0, y: 0, width: 10, height: 10)),
          .fillRect(Rect(x: 0, y: 0, width: 100, height: 100), blue),
          .popClip,
        ]))
    // The software window writes its fills into the window surface SDL made after the resize.
    #expect(window.canvas.filledDirectly)
    let px = try window.canvas.readPixels()
    #expect(px.pixel(x: 10, y: 100) == window.canvas.letterboxColor)
    #expect(px.pixel(x: 60, y: 100) == red)
    #expect(px.pixel(x: 890, y: 100) == window.canvas.letterboxColor)
    // Clip rectangles are relative to the letterboxed canvas, not the window.
    #expect(px.pixel(x: 58, y: 1) == blue && px.pixel(x: 76, y: 19) == blue)
    #expect(px.pixel(x: 80, y: 25) == red && px.pixel(x: 56, y: 6) == window.canvas.letterboxColor)
    window.present()
    // A canvas of the window's shape fills it exactly.
    window.setCanvas(Size(width: 450, height: 850), scale: 2)
    #expect(window.canvas.mapping.originX == 0 && window.canvas.mapping.originY == 0)
    #expect(window.canvas.mapping.scale == 2)
    try window.toggleFullscreen()
    #expect(window.isFullscreen)
    try window.toggleFullscreen()
    #expect(!window.isFullscreen)
  }

  /// A headless phone window made wider than the phone, so the canvas is letterboxed: the
  /// window and the canvas's left edge in output pixels.
  static func letterboxedWindow() throws -> (window: SDLWindow, originX: Int) {
    let session = try SDLSession(options: headless)
    let window = try SDLWindow(session: session, fonts: try FontLibrary(session: session), scale: 2)
    _ = window.pollEvents()
    window.resize(width: 900, height: 1700)
    _ = window.pollEvents()
    return (window, Int(window.canvas.mapping.originX))
  }

  /// The difference blend (the reference recording in difference mode) reads back the pixels
  /// under the picture where the canvas really is: on a letterboxed canvas (the window kept its
  /// size when the reference slot went away) a picture identical to what is beneath comes out
  /// black, and one differing by a known amount comes out as that amount, in place.
  @Test func differenceBlendOnALetterboxedCanvasIsBlackWhereThePicturesAgree() throws {
    let (window, originX) = try Self.letterboxedWindow()
    #expect(originX > 0, "the canvas is letterboxed")
    // Left half grey 100, right half grey 200: a picture that follows the stripe edge.
    let size = SDLWindow.phoneCanvas
    let (w, h) = (40, 40)
    var picture = [UInt8](repeating: 255, count: w * h * 4)
    for y in 0..<h {
      for x in 0..<w {
        let grey: UInt8 = x < w / 2 ? 100 : 200
        for c in 0..<3 { picture[(y * w + x) * 4 + c] = grey }
      }
    }
    let image = try window.canvas.registerImage(bgra: picture, width: w, height: h)
    let scale = window.canvas.mapping.scale
    let box = Rect(x: 100, y: 100, width: Double(w) / scale, height: Double(h) / scale)
    let grey100 = Color(r: 100, g: 100, b: 100)
    let grey200 = Color(r: 200, g: 200, b: 200)
    try window.draw(
      DisplayList(
        size: size, background: grey200,
        commands: [
          .fillRect(
            Rect(x: 0, y: 0, width: box.minX + box.width / 2, height: size.height), grey100),
          .blendedImage(image, box, .difference),
        ]))
    let pixels = try window.canvas.readPixels()
    let top = Int((box.minY * scale).rounded()) + 4
    let left = originX + Int((box.minX * scale).rounded()) + 4
    let right = originX + Int((box.maxX * scale).rounded()) - 5
    #expect(pixels.pixel(x: left, y: top) == Color(r: 0, g: 0, b: 0))
    #expect(pixels.pixel(x: right, y: top) == Color(r: 0, g: 0, b: 0))
    // Beside the picture the canvas is untouched.
    #expect(pixels.pixel(x: left - 8, y: top) == grey100)
  }

  /// The backdrop blur (the iOS bar's material) reads what is drawn under it where the canvas
  /// really is: on a letterboxed canvas, a blue/red edge under a light blur stays where it was
  /// drawn (read from the output's corner instead, it came back moved by the letterbox's width).
  @Test func backdropBlurOnALetterboxedCanvasBlursWhatIsUnderIt() throws {
    let (window, originX) = try Self.letterboxedWindow()
    #expect(originX > 20, "the canvas is letterboxed")
    let edge = 80.0
    let box = Rect(x: 20, y: 100, width: 120, height: 60)
    let blue = Color(r: 20, g: 40, b: 230)
    try window.draw(
      DisplayList(
        size: SDLWindow.phoneCanvas, background: red,
        commands: [
          .fillRect(Rect(x: 0, y: 0, width: edge, height: 400), blue),
          .blurBackdrop(box, radius: 1),
        ]))
    let pixels = try window.canvas.readPixels()
    let scale = window.canvas.mapping.scale
    let y = Int(((box.y + box.height / 2) * scale).rounded())
    func at(_ x: Double) -> Color { pixels.pixel(x: originX + Int((x * scale).rounded()), y: y) }
    let left = at(edge - 6)
    let right = at(edge + 6)
    #expect(left.b > 180 && left.r < 80, "blue left of the edge: \(left)")
    #expect(right.r > 180 && right.b < 80, "red right of the edge: \(right)")
  }

  /// A software window's opaque fills are written into its window surface (`SurfaceFill`):
  /// the window shows what SDL's own fills show, with a card's corner masks, text and a
  /// translucent fill drawn between them, before and after the window is resized.
  @Test func softwareWindowFillsItsSurfaceAsSDLWould() throws {
    let session = try SDLSession(options: headless)
    let fonts = try FontLibrary(session: session)
    let window = try SDLWindow(
      session: session, fonts: fonts, canvasSize: Size(width: 200, height: 120), scale: 2)
    let list = DisplayList(
      size: Size(width: 200, height: 120), background: white,
      commands: [
        .fillRoundedRect(Rect(x: 10.3, y: 8, width: 120, height: 60), radius: 12, red),
        .fillRect(Rect(x: 30, y: 20, width: 40, height: 30), Color(r: 0, g: 0, b: 255, a: 120)),
        .text(TextRun("Card 7", at: Point(x: 20, y: 70), size: 13, color: .black)),
        .fillRect(Rect(x: 21, y: 90, width: 13.5, height: 7), Color(r: 20, g: 140, b: 60)),
        .fillCircle(center: Point(x: 160, y: 60), radius: 20, Color(r: 20, g: 140, b: 60)),
      ])
    func frame() throws -> PixelBuffer {
      window.canvas.fillsDirectly = true
      try window.draw(list)
      #expect(window.canvas.filledDirectly)
      let direct = try window.canvas.readPixels()
      window.present()
      window.canvas.fillsDirectly = false
      try window.draw(list)
      let throughSDL = try window.canvas.readPixels()
      window.present()
      let mismatch = (0..<direct.bytes.count / 4).first { i in
        direct.bytes[4 * i..<4 * i + 4] != throughSDL.bytes[4 * i..<4 * i + 4]
      }
      #expect(
        direct.bytes.count == throughSDL.bytes.count && mismatch == nil,
        "first differing pixel: \(mismatch.map { "(\($0 % direct.width), \($0 / direct.width))" } ?? "none")"
      )
      return direct
    }
    let before = try frame()
    #expect(before.pixel(x: 60, y: 100) == red && before.pixel(x: 390, y: 230) == white)
    _ = window.pollEvents()
    window.resize(width: 300, height: 150)
    _ = window.pollEvents()
    let after = try frame()
    #expect(after.width == 300 && after.height == 150)
    window.canvas.fillsDirectly = true
  }

  /// Fractional automatic scales keep text sharp: glyphs are rasterized at the real pixel size,
  /// never drawn at one size and scaled.
  @Test func textIsRasterizedAtTheRealPixelSizeAtFractionalScales() throws {
    #expect(DisplayListPainter.fontPixelSize(points: 17, scale: 1.42) == 24)
    #expect(DisplayListPainter.fontPixelSize(points: 17, scale: 0.94) == 16)
    #expect(DisplayListPainter.fontPixelSize(points: 17, scale: 0.25) == 4)
    let canvas = try SDLPlatform.offscreenCanvas(size: Size(width: 200, height: 50), scale: 1.42)
    let size = try canvas.measure("Headlines", size: 17)
    // The texture is as tall as a 24-px font's line, measured back in points.
    #expect(isClose(size.height * 1.42, (size.height * 1.42).rounded(), 1e-6))
    #expect(size.height * 1.42 >= 24)
  }

  @Test func letterboxMappingUsesOutputOverWindowRatio() {
    // A high-DPI window: 500×900 window units backed by 1000×1800 output pixels.
    let m = CanvasMapping.fit(
      canvas: Size(width: 390, height: 844), preferredScale: 2,
      outputPixels: Size(width: 1000, height: 1800), windowSize: Size(width: 500, height: 900))
    #expect(m.scale == 2 && m.originX == 110 && m.originY == 56)
    let p = m.canvasPoint(windowX: 55 + 100, windowY: 28 + 50)
    #expect(isClose(p.x, 100) && isClose(p.y, 50))
    // A window's canvas grows to fill the output, keeping its aspect ratio.
    let filled = CanvasMapping.fit(
      canvas: Size(width: 390, height: 844), preferredScale: 2,
      outputPixels: Size(width: 1000, height: 1800), windowSize: Size(width: 500, height: 900),
      fillsOutput: true)
    #expect(isClose(filled.scale, 1800.0 / 844) && filled.originY == 0)
    let phoneWidth: Double = 390 * 1800 / 844
    #expect(filled.originX == ((1000 - phoneWidth) / 2).rounded(.down))
    let f = m.canvasPoint(normalizedX: 0.5, normalizedY: 0.5)
    #expect(isClose(f.x, 195) && isClose(f.y, 422))
    // Too small an output shrinks the scale instead of cropping.
    let small = CanvasMapping.fit(
      canvas: Size(width: 100, height: 100), preferredScale: 2,
      outputPixels: Size(width: 150, height: 300), windowSize: Size(width: 150, height: 300))
    #expect(small.scale == 1.5 && small.originX == 0 && small.originY == 75)
  }

  @Test func pushedEventsBecomeInputEventsInPoints() throws {
    let session = try SDLSession(options: headless)
    let fonts = try FontLibrary(session: session)
    let window = try SDLWindow(
      session: session, fonts: fonts, canvasSize: Size(width: 200, height: 100), scale: 2)
    _ = window.pollEvents()

    var e = SDL_Event()
    e.type = SDL_MOUSEWHEEL.rawValue
    e.wheel.y = -1
    e.wheel.preciseX = 0.25
    e.wheel.preciseY = -0.75
    e.wheel.mouseX = 100
    e.wheel.mouseY = 120
    SDL_PushEvent(&e)
    e = SDL_Event()
    e.type = SDL_MOUSEWHEEL.rawValue
    e.wheel.y = 2
    e.wheel.preciseY = 2
    e.wheel.direction = SDL_MOUSEWHEEL_FLIPPED.rawValue
    e.wheel.mouseX = 10
    e.wheel.mouseY = 20
    SDL_PushEvent(&e)

    e = SDL_Event()
    e.type = SDL_MOUSEBUTTONDOWN.rawValue
    e.button.button = UInt8(SDL_BUTTON_LEFT)
    e.button.state = UInt8(SDL_PRESSED)
    e.button.x = 40
    e.button.y = 60
    SDL_PushEvent(&e)
    e = SDL_Event()
    e.type = SDL_MOUSEMOTION.rawValue
    e.motion.state = csdl_button_mask(SDL_BUTTON_LEFT)
    e.motion.x = 40
    e.motion.y = 80
    SDL_PushEvent(&e)
    e = SDL_Event()
    e.type = SDL_MOUSEBUTTONUP.rawValue
    e.button.button = UInt8(SDL_BUTTON_LEFT)
    e.button.x = 40
    e.button.y = 80
    SDL_PushEvent(&e)
    e = SDL_Event()
    e.type = SDL_MOUSEMOTION.rawValue
    e.motion.x = 8
    e.motion.y = 4
    SDL_PushEvent(&e)

    // A mouse event SDL made from a touch must not count a second time.
    e = SDL_Event()
    e.type = SDL_MOUSEBUTTONDOWN.rawValue
    e.button.which = UInt32.max
    e.button.button = UInt8(SDL_BUTTON_LEFT)
    SDL_PushEvent(&e)

    for (type, x, y) in [
      (SDL_FINGERDOWN, Float(0.5), Float(0.25)), (SDL_FINGERMOTION, 0.5, 0.5),
      (SDL_FINGERUP, 0.25, 0.5),
    ] {
      e = SDL_Event()
      e.type = type.rawValue
      e.tfinger.touchId = 42
      e.tfinger.fingerId = 7
      e.tfinger.x = x
      e.tfinger.y = y
      SDL_PushEvent(&e)
    }

    e = SDL_Event()
    e.type = SDL_KEYDOWN.rawValue
    e.key.keysym.sym = SDL_Keycode(bitPattern: SDLK_t.rawValue)
    e.key.keysym.mod = UInt16(KMOD_LSHIFT.rawValue | KMOD_RCTRL.rawValue)
    SDL_PushEvent(&e)
    e.key.keysym.sym = SDL_Keycode(bitPattern: SDLK_x.rawValue)  // not a sandbox key: dropped
    SDL_PushEvent(&e)

    e = SDL_Event()
    e.type = SDL_TEXTINPUT.rawValue
    withUnsafeMutableBytes(of: &e.text.text) { raw in
      for (i, byte) in "hé".utf8.enumerated() { raw[i] = byte }
    }
    SDL_PushEvent(&e)

    e = SDL_Event()
    e.type = SDL_WINDOWEVENT.rawValue
    e.window.event = UInt8(SDL_WINDOWEVENT_MINIMIZED.rawValue)
    SDL_PushEvent(&e)
    e.window.event = UInt8(SDL_WINDOWEVENT_RESTORED.rawValue)
    SDL_PushEvent(&e)
    e = SDL_Event()
    e.type = SDL_QUIT.rawValue
    SDL_PushEvent(&e)

    let events = window.pollEvents()
    let expected: [InputEvent] = [
      .wheel(dx: 0.25, dy: -0.75, precise: true, x: 50, y: 60),
      .wheel(dx: 0, dy: -2, precise: false, x: 5, y: 10),
      .pointerDown(.mouse, x: 20, y: 30),
      .pointerMove(.mouse, x: 20, y: 40),
      .pointerUp(.mouse, x: 20, y: 40),
      .hover(x: 4, y: 2),
      .pointerDown(.finger(7), x: 100, y: 25),
      .pointerMove(.finger(7), x: 100, y: 50),
      .pointerUp(.finger(7), x: 50, y: 50),
      .keyDown(.t, [.shift, .control]),
      .text("hé"),
      .minimized(true),
      .minimized(false),
      .quit,
    ]
    #expect(events == expected)
  }

  @Test func syntheticFingerFromMouseIsDropped() {
    let m = CanvasMapping(
      canvas: Size(width: 10, height: 10), scale: 1, windowSize: Size(width: 10, height: 10))
    var e = SDL_Event()
    e.type = SDL_FINGERDOWN.rawValue
    e.tfinger.touchId = EventTranslator.mouseTouchID
    #expect(EventTranslator(mapping: m).translate(e).isEmpty)
    e.tfinger.touchId = 3
    #expect(EventTranslator(mapping: m).translate(e).count == 1)
  }

  @Test func clockAdvances() {
    let clock = PerformanceClock()
    let a = clock.now()
    PerformanceClock.sleep(seconds: 0.002)
    #expect(clock.now() > a && a >= 0)
  }
}
