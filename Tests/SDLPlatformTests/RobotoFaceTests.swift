import SandboxPrimitives
import TestSupport
import Testing

@testable import SDLPlatform

/// Roboto, the Android skins' face: found where fonts-roboto installs it, about 5 % narrower
/// than Inter, and replaced by the UI face, without failing, where it is missing.
@Suite(.serialized, .sdlSession)
struct RobotoFaceTests {
  private let headless = PlatformOptions(headless: true, environment: [:])
  private let text = "Headlines from around the world"

  @Test func robotoIsFoundAndNarrowerThanInter() throws {
    let session = try SDLSession(options: headless)
    let fonts = try FontLibrary(session: session)
    let regular = try #require(
      fonts.robotoFiles[.regular], "Roboto missing: `make bootstrap` installs fonts-roboto")
    #expect(regular.hasSuffix("Roboto-Regular.ttf"))
    #expect(fonts.file(.roboto, .medium).hasSuffix("Roboto-Medium.ttf"))
    #expect(fonts.file(.ui, .regular).hasSuffix("Inter-Regular.otf"))
    let canvas = try Canvas(
      offscreen: session, fonts: fonts, size: Size(width: 400, height: 60), scale: 3)
    let inter = try canvas.measure(text, size: 22)
    let roboto = try canvas.measure(text, size: 22, family: .roboto)
    // Roboto's advances are about 5 % narrower than Inter's for the same text and size.
    #expect(roboto.width / inter.width > 0.90 && roboto.width / inter.width < 0.97)
  }

  @Test func missingRobotoFallsBackToTheUIFace() throws {
    let session = try SDLSession(options: headless)
    var candidates = FontLibrary.Candidates.system
    candidates.roboto = [.regular: ["/no/Roboto-Regular.ttf"], .medium: ["/no/Roboto-Medium.ttf"]]
    let fonts = try FontLibrary(session: session, candidates: candidates)
    #expect(fonts.robotoFiles.isEmpty)
    #expect(fonts.file(.roboto, .medium) == fonts.files[.medium])
    let canvas = try Canvas(
      offscreen: session, fonts: fonts, size: Size(width: 400, height: 60), scale: 1)
    #expect(
      try canvas.measure(text, size: 22, family: .roboto) == (try canvas.measure(text, size: 22)))
    // A Roboto run still draws: dark ink on the white canvas.
    let list = DisplayList(
      size: Size(width: 400, height: 60), background: .white,
      commands: [
        .text(TextRun(text, at: Point(x: 4, y: 4), size: 22, color: .black, family: .roboto))
      ])
    try canvas.draw(list)
    let pixels = try canvas.readPixels()
    var ink = 0
    for y in 0..<pixels.height {
      for x in 0..<pixels.width where pixels.pixel(x: x, y: y).r < 128 { ink += 1 }
    }
    #expect(ink > 200)
  }
}
