import CSDL2
import CSDL2TTF
import SandboxPrimitives
import SandboxStage
import TestSupport
import Testing

@testable import SDLPlatform

/// The first frame's work done differently to start sooner (issue 26 §6): one face per weight
/// resized between sizes, faces opened on another thread, large masks rasterized beside the
/// text. Each must leave the pixels a plain first frame leaves.
@Suite(.serialized, .sdlSession)
struct StartupWorkTests {
  private static let headless = PlatformOptions(headless: true, environment: [:])

  /// Text at three sizes of one weight, then the first size again, drawn on one canvas
  /// (`FontLibrary`: one face resized, then a face of its own for the size that came back)
  /// and each on a canvas of its own (a face opened at that size).
  @Test func aResizedFaceDrawsWhatAFreshFaceDraws() throws {
    let sizes = [17.0, 13, 34, 17]
    // Each frame's own words, so none comes from the text texture cache.
    func run(_ index: Int) -> DrawCommand {
      .text(
        TextRun(
          "Headlines \(index) Wg", at: Point(x: 4, y: 4), size: sizes[index], color: .black))
    }
    func frame(_ canvas: Canvas, _ index: Int) throws -> [UInt8] {
      try canvas.draw(
        DisplayList(
          size: Size(width: 240, height: 60), background: .white, commands: [run(index)]))
      return try canvas.readPixels().bytes
    }
    var shared: [[UInt8]] = []
    do {
      let session = try SDLSession(options: Self.headless)
      let fonts = try FontLibrary(session: session)
      let canvas = try Canvas(
        offscreen: session, fonts: fonts, size: Size(width: 240, height: 60), scale: 2)
      for index in sizes.indices { shared.append(try frame(canvas, index)) }
      // Three sizes through the regular weight's one face, and a face of its own for 17 pt
      // (34 px) when it came back after the face moved on to 68 px.
      #expect(fonts.openFontCount == 2)
    }
    for (index, size) in sizes.enumerated() {
      let session = try SDLSession(options: Self.headless)
      let canvas = try Canvas(
        offscreen: session, fonts: try FontLibrary(session: session),
        size: Size(width: 240, height: 60), scale: 2)
      let fresh = try frame(canvas, index)
      #expect(shared[index] == fresh, "\(size) pt differs from a face opened at that size")
    }
  }

  /// `FontLibrary.warmUp`: the faces opened on another thread draw the same text, and the
  /// library hands them out (no second face is opened for a weight it warmed); told the text to
  /// expect, the frame's runs come from the warm-up's coverages in their own colours, shaded on
  /// a solid backdrop and blended across two, without opening a face for them.
  @Test func warmedFacesDrawWhatColdFacesDraw() throws {
    let size = Size(width: 240, height: 110)
    let commands: [DrawCommand] = [
      .fillRect(Rect(x: 0, y: 0, width: 240, height: 28), Color(r: 246, g: 242, b: 250)),
      // Across two fills: no one backdrop, so blended.
      .fillRect(Rect(x: 0, y: 86, width: 60, height: 24), Color(r: 20, g: 110, b: 60)),
      .text(
        TextRun(
          "Story 4", at: Point(x: 4, y: 4), size: 16, weight: .semibold,
          color: Color(r: 103, g: 80, b: 164))),
      .text(TextRun("Weekend reads", at: Point(x: 4, y: 30), size: 13, color: .black)),
      .text(
        TextRun("Headlines", at: Point(x: 4, y: 50), size: 24, weight: .bold, color: .black)),
      .text(
        TextRun(
          "Across two", at: Point(x: 30, y: 88), size: 13, color: Color(r: 230, g: 20, b: 30))),
    ]
    func frame(warm: Bool, texts: [FontWarmUp.Text]? = nil) throws -> (
      bytes: [UInt8], fonts: Int, fromCoverage: Int
    ) {
      let session = try SDLSession(options: Self.headless)
      let fonts = try FontLibrary(session: session)
      if warm { fonts.warmUp(pixelSize: 21, texts: texts ?? []) }
      let canvas = try Canvas(offscreen: session, fonts: fonts, size: size, scale: 2)
      try canvas.draw(DisplayList(size: size, background: .white, commands: commands))
      return (try canvas.readPixels().bytes, fonts.openFontCount, fonts.coveragesServed)
    }
    let cold = try frame(warm: false)
    let warm = try frame(warm: true)
    #expect(warm.bytes == cold.bytes)
    #expect(cold.fonts == 3)
    // Every weight was warmed (four), and none opened twice.
    #expect(warm.fonts == FontWeight.allCases.count)
    // Told the text to expect: a face per weight it names, one size after another, and the
    // coverage of each text; none for the other weights.
    let expected = [
      FontWarmUp.Text(weight: .semibold, pixelSize: 32, text: "Story 4"),
      FontWarmUp.Text(weight: .regular, pixelSize: 26, text: "Weekend reads"),
      FontWarmUp.Text(weight: .regular, pixelSize: 26, text: "Across two"),
      FontWarmUp.Text(weight: .regular, pixelSize: 27, text: "Not drawn"),
    ]
    let told = try frame(warm: true, texts: expected)
    #expect(told.bytes == cold.bytes)
    // Semibold and regular warmed (one face each, whatever their sizes); bold opened by the
    // frame at 48 px.
    #expect(told.fonts == 3)
    // The three named runs drawn took their extents and their textures from the coverages.
    #expect(told.fromCoverage == 6 && warm.fromCoverage == 0)
  }

  /// Waiting at once, the caller makes the faces the worker has not taken: one face per weight
  /// named, whichever thread made it, every text's coverage at every size once, from one
  /// mapping per file.
  @Test func aWaitStraightAwayStillGetsEveryFaceOnce() throws {
    let session = try SDLSession(options: Self.headless)
    let fonts = try FontLibrary(session: session)
    let sizes: [Int32] = [18, 22, 26, 30, 34, 40]
    let texts = FontWeight.allCases.flatMap { weight in
      sizes.map { FontWarmUp.Text(weight: weight, pixelSize: $0, text: "Headlines 9:41") }
    }
    let job = FontWarmUp(files: fonts.files, pixelSize: 21, texts: texts)
    let (faces, coverages, files) = job.wait()
    defer {
      for face in faces { TTF_CloseFont(face.font) }
      for coverage in coverages.values { coverage.free() }
    }
    #expect(Set(faces.map(\.weight)) == Set(FontWeight.allCases))
    #expect(faces.count == FontWeight.allCases.count)
    // Each face is left at the last size it rendered.
    #expect(faces.allSatisfy { TTF_FontHeight($0.font) > 0 && $0.pixelSize == 40 })
    #expect(coverages.count == texts.count)
    // A larger size, a taller run.
    for weight in FontWeight.allCases {
      let heights = sizes.map {
        coverages[TextCoverage.Key(text: "Headlines 9:41", weight: weight, pixelSize: $0)]?
          .height ?? 0
      }
      #expect(heights == heights.sorted() && heights[0] > 0, "\(weight): \(heights)")
    }
    #expect(Set(files.keys) == Set(fonts.files.values))
  }

  /// `FontPreparation`: faces opened before the text is known, then told it, draw what a cold
  /// frame draws, with the named runs from coverages; no face is opened twice, and SDL_ttf's
  /// start count is back to the session's when the preparation is handed over.
  @Test func facesPreparedBeforeTheTextDrawWhatColdFacesDraw() throws {
    let size = Size(width: 240, height: 60)
    let commands: [DrawCommand] = [
      .text(TextRun("Weekend reads", at: Point(x: 4, y: 4), size: 13, color: .black)),
      .text(
        TextRun("Headlines", at: Point(x: 4, y: 24), size: 20, weight: .bold, color: .black)),
    ]
    let texts = [
      FontWarmUp.Text(weight: .regular, pixelSize: 26, text: "Weekend reads"),
      FontWarmUp.Text(weight: .bold, pixelSize: 40, text: "Headlines"),
    ]
    func frame(prepared: FontPreparation?) throws -> (bytes: [UInt8], fonts: Int, served: Int) {
      let session = try SDLSession(options: Self.headless)
      let fonts = try FontLibrary(session: session)
      if let prepared {
        fonts.warmUp(pixelSize: 21, texts: texts, prepared: prepared)
        // The session's own start, and no more: the preparation's was given back.
        #expect(TTF_WasInit() == 1)
      }
      let canvas = try Canvas(offscreen: session, fonts: fonts, size: size, scale: 2)
      try canvas.draw(DisplayList(size: size, background: .white, commands: commands))
      return (try canvas.readPixels().bytes, fonts.openFontCount, fonts.coveragesServed)
    }
    let cold = try frame(prepared: nil)
    let preparation = try #require(FontPreparation(fontPath: nil))
    #expect(TTF_WasInit() == 1)
    let prepared = try frame(prepared: preparation)
    #expect(prepared.bytes == cold.bytes)
    #expect(prepared.served == 4 && cold.served == 0)
    // The two weights named, and whichever others the worker opened before it was told the
    // text (all four, on a quiet machine); none twice. The preparation was taken.
    #expect((2...FontWeight.allCases.count).contains(prepared.fonts))
    #expect(preparation.take(for: preparation.files) == nil)
  }

  /// A preparation for other files (a `--font` override the library does not use) is not
  /// taken: the library warms its own faces. One never taken closes its faces and gives SDL_ttf
  /// back.
  @Test func aPreparationForOtherFilesIsLeftAndClosesItself() throws {
    let before = TTF_WasInit()
    do {
      let other = try #require(FontLibrary.Candidates.system.paths[.bold]?.first)
      let preparation = try #require(FontPreparation(fontPath: other))
      #expect(TTF_WasInit() == before + 1)
      let session = try SDLSession(options: Self.headless)
      let fonts = try FontLibrary(session: session)
      #expect(preparation.take(for: fonts.files) == nil)
      fonts.warmUp(pixelSize: 21, texts: [], prepared: preparation)
      #expect(fonts.openFontCount == FontWeight.allCases.count)
    }
    #expect(TTF_WasInit() == before)
    #expect(FontPreparation(fontPath: "/nonexistent/font.otf") == nil)
    #expect(TTF_WasInit() == before)
  }

  /// A file that is no font (a readable text file as `--font`): every weight's face fails once
  /// and is not asked for again; the warm-up ends with no face, before and after it is told the
  /// text, and a preparation of it closes itself and gives SDL_ttf back. (Picked again and
  /// again, the failed face kept the worker spinning and the window command hung.)
  @Test func aFileThatIsNoFontEndsTheWarmUpWithNoFace() throws {
    let path = try ScratchDirectory.make("not-a-font").appendingPathComponent("x.otf").path
    try "plain text, no font tables\n".write(toFile: path, atomically: true, encoding: .utf8)
    let files = Dictionary(uniqueKeysWithValues: FontWeight.allCases.map { ($0, path) })
    let told = FontWarmUp(
      files: files, pixelSize: 21,
      texts: [FontWarmUp.Text(weight: .regular, pixelSize: 26, text: "Headlines")])
    let made = told.wait()
    #expect(made.faces.isEmpty && made.coverages.isEmpty)
    let before = TTF_WasInit()
    do {
      let preparation = try #require(FontPreparation(fontPath: path))
      let session = try SDLSession(options: Self.headless)
      let fonts = try FontLibrary(session: session, override: path)
      fonts.warmUp(pixelSize: 21, texts: [], prepared: preparation)
      #expect(fonts.openFontCount == 0)
    }
    #expect(TTF_WasInit() == before)
  }

  /// A session refused for a display that is gone quits SDL_ttf once: a start held beside it
  /// (a `FontPreparation`'s) survives the refusal.
  @Test func aRefusedSessionQuitsSDLTTFOnce() throws {
    let saved = SDL_getenv("SDL_VIDEODRIVER").map { String(cString: $0) }
    SDL_setenv("SDL_VIDEODRIVER", "offscreen", 1)
    defer {
      if let saved {
        SDL_setenv("SDL_VIDEODRIVER", saved, 1)
      } else {
        unsetenv("SDL_VIDEODRIVER")
      }
    }
    let before = TTF_WasInit()
    #expect(TTF_Init() == 0)
    let stale = PlatformOptions(environment: ["DISPLAY": ":4093"])
    #expect(throws: PlatformError.displayUnreachable("DISPLAY=:4093")) {
      _ = try SDLSession(options: stale)
    }
    #expect(TTF_WasInit() == before + 1)
    TTF_Quit()
    // And the gate is open again: the next session starts at once.
    _ = try SDLSession(options: Self.headless)
  }

  /// `MaskPreparation.shapes` names every mask the painter then asks for: a first frame of
  /// device-sized rounded rects, a card, a dot, an icon's stroke and a screen-corner path
  /// rasterizes none of them where it draws them, and its pixels are those of the same frame with
  /// nothing prepared. The next frame (a new card colour) is cold again; the one after is warm
  /// and looks for nothing.
  @Test func firstFrameMasksAreAllPreparedAndDrawTheSame() throws {
    let size = Size(width: 200, height: 300)
    var corner = VectorPath()
    corner.move(to: Point(x: 0, y: 0))
    corner.line(to: Point(x: 60, y: 0))
    corner.arc(center: Point(x: 60, y: 60), radius: 60, from: -Double.pi / 2, to: -Double.pi)
    corner.close()
    var check = VectorPath()
    check.move(to: Point(x: 0, y: 5))
    check.line(to: Point(x: 4, y: 9))
    check.line(to: Point(x: 12, y: 0))
    func commands(card: Color) -> [DrawCommand] {
      [
        .fillRoundedRect(Rect(x: 5, y: 5, width: 190, height: 290), radius: 55, .black),
        .fillRoundedRect(Rect(x: 12, y: 12, width: 176, height: 276), radius: 48.5, red),
        .fillRoundedRect(Rect(x: 20, y: 200, width: 60, height: 40), radius: 12, card),
        .fillCircle(center: Point(x: 150, y: 220), radius: 6.3, .white),
        .strokePath(check, at: Point(x: 100, y: 240), width: 2, .white),
        .fillPath(corner, at: Point(x: 100, y: 100), Color(r: 20, g: 140, b: 60)),
      ]
    }
    let grid = PixelGrid(scale: 2)
    // Four corners for each of the three rounded rects, the disc, the stroke and the path.
    #expect(MaskPreparation.shapes(in: commands(card: .white), grid: grid).count == 15)
    func frames(prepared: Bool) throws -> (bytes: [UInt8], inPlace: [Int]) {
      let session = try SDLSession(options: Self.headless)
      let canvas = try Canvas(
        offscreen: session, fonts: try FontLibrary(session: session), size: size, scale: 2)
      canvas.preparesMasks = prepared
      var inPlace: [Int] = []
      var bytes: [UInt8] = []
      for card in [Color.white, Color(r: 40, g: 40, b: 200), .white] {
        try canvas.draw(DisplayList(size: size, background: .white, commands: commands(card: card)))
        bytes += try canvas.readPixels().bytes
        inPlace.append(canvas.masksRasterizedInPlace)
      }
      return (bytes, inPlace)
    }
    let plain = try frames(prepared: false)
    let prepared = try frames(prepared: true)
    #expect(prepared.bytes == plain.bytes)
    #expect(plain.inPlace[0] > 0)
    // A new colour reuses the card's coverage: nothing more to rasterize anywhere.
    #expect(prepared.inPlace == [0, 0, 0])
  }
}

private let red = Color(r: 230, g: 20, b: 30)
