import SandboxPrimitives
import TestSupport
import Testing

@testable import SDLPlatform

/// `DrawCommand.blurBackdrop` in pixels: sharp, high-contrast content under the blurred area
/// comes out smoothed, its edges spread over several pixels, while the pixels outside are
/// exactly as drawn; and the occlusion plan leaves the same frame as drawing everything in
/// order.
@Suite(.serialized, .sdlSession)
struct BackdropBlurTests {
  private static let size = Size(width: 100, height: 60)

  private func canvas(scale: Double) throws -> Canvas {
    let session = try SDLSession(options: PlatformOptions(headless: true, environment: [:]))
    return try Canvas(
      offscreen: session, fonts: try FontLibrary(session: session), size: BackdropBlurTests.size,
      scale: scale)
  }

  /// Black and white stripes `width` points wide over the whole canvas, then a blur of the top
  /// half.
  private func stripes(width: Double, blur: Double) -> DisplayList {
    var commands: [DrawCommand] = []
    var x = 0.0
    while x < BackdropBlurTests.size.width {
      commands.append(
        .fillRect(Rect(x: x, y: 0, width: width, height: BackdropBlurTests.size.height), .black))
      x += 2 * width
    }
    commands.append(.blurBackdrop(Rect(x: 0, y: 0, width: 100, height: 30), radius: blur))
    return DisplayList(size: BackdropBlurTests.size, background: .white, commands: commands)
  }

  /// Largest minus smallest green value along row `y`, over columns `xs`.
  private func spread(_ pixels: PixelBuffer, y: Int, xs: Range<Int>) -> Int {
    let values = xs.map { Int(pixels.pixel(x: $0, y: y).g) }
    return values.max()! - values.min()!
  }

  @Test func stripesUnderTheBlurLoseTheirContrastAndOnlyThere() throws {
    let canvas = try canvas(scale: 3)
    try canvas.draw(stripes(width: 2, blur: 3))
    let pixels = try canvas.readPixels()
    // 2-pt (6-px) stripes under a 3-pt (9-px) blur: a grey that barely ripples.
    for y in [15, 45, 75] {
      #expect(spread(pixels, y: y, xs: 30..<270) < 24, "row \(y)")
      let mid = Int(pixels.pixel(x: 150, y: y).g)
      #expect(abs(mid - 128) < 20, "row \(y): \(mid)")
    }
    // Below the blurred band: the stripes exactly as drawn, black and white.
    for y in [95, 150] {
      #expect(spread(pixels, y: y, xs: 30..<270) == 255, "row \(y)")
      #expect(pixels.pixel(x: 3, y: y) == Color.black && pixels.pixel(x: 9, y: y) == .white)
    }
  }

  @Test func anEdgeUnderTheBlurSpreadsOverSeveralPixels() throws {
    let canvas = try canvas(scale: 3)
    let list = DisplayList(
      size: BackdropBlurTests.size, background: .white,
      commands: [
        .fillRect(Rect(x: 0, y: 0, width: 50, height: 60), .black),
        .blurBackdrop(Rect(x: 0, y: 0, width: 100, height: 30), radius: 3),
      ])
    try canvas.draw(list)
    let pixels = try canvas.readPixels()
    /// Columns whose green is strictly between 10 % and 90 % along row `y`.
    func ramp(_ y: Int) -> Int {
      (100..<200).filter {
        let g = pixels.pixel(x: $0, y: y).g
        return g > 25 && g < 230
      }.count
    }
    // A Gaussian of 9 px rises from 10 % to 90 % over about 2.56 σ ≈ 23 px.
    #expect(ramp(45) >= 15 && ramp(45) <= 30, "\(ramp(45))")
    #expect(ramp(150) == 0, "the edge below the blur stays sharp")
  }

  @Test func aBlurOnOneSolidColourLeavesItAsItIs() throws {
    let canvas = try canvas(scale: 2)
    let grey = Color(r: 90, g: 120, b: 200)
    try canvas.draw(
      DisplayList(
        size: BackdropBlurTests.size, background: grey,
        commands: [.blurBackdrop(Rect(x: 10, y: 10, width: 50, height: 30), radius: 4)]))
    let pixels = try canvas.readPixels()
    #expect(pixels.pixel(x: 60, y: 50) == grey)
  }

  /// A later opaque cover over part of the blurred area: the plan must still draw what the
  /// blur reads, so the planned frame is the frame drawn in order.
  @Test func plannedFramesWithABlurMatchDrawingEverythingInOrder() throws {
    let canvas = try canvas(scale: 2)
    var commands: [DrawCommand] = [
      .fillRect(Rect(x: 0, y: 0, width: 100, height: 60), Color(r: 240, g: 240, b: 240))
    ]
    for i in 0..<10 {
      commands.append(
        .fillRect(
          Rect(x: Double(i) * 10, y: 5, width: 5, height: 50),
          Color(r: UInt8(i * 25), g: 30, b: 200)))
    }
    commands.append(.blurBackdrop(Rect(x: 0, y: 0, width: 100, height: 40), radius: 4))
    commands.append(
      .fillRect(Rect(x: 0, y: 0, width: 100, height: 40), Color(r: 255, g: 255, b: 255, a: 200)))
    // The cover, after the blur, over half of what it read.
    commands.append(
      .fillRect(Rect(x: 40, y: 10, width: 60, height: 45), Color(r: 10, g: 90, b: 10)))
    let list = DisplayList(size: BackdropBlurTests.size, background: .white, commands: commands)
    func frame(planned: Bool) throws -> PixelBuffer {
      canvas.skipsHiddenWork = planned
      // A stale frame first: skipped work must never let it show.
      try canvas.draw(
        DisplayList(
          size: BackdropBlurTests.size, background: Color(r: 1, g: 200, b: 3),
          commands: []))
      try canvas.draw(list)
      return try canvas.readPixels()
    }
    let planned = try frame(planned: true)
    let inOrder = try frame(planned: false)
    #expect(planned == inOrder)
    // And the blur did something: the bars next to the cover are smeared.
    #expect(spread(planned, y: 20, xs: 0..<70) < 120)
  }
}
