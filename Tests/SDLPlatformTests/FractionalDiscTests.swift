import SandboxStage
import SandboxPrimitives
import TestSupport
import Testing

@testable import SDLPlatform

/// Small translucent discs (the list thumbnails' "sun") sit at their fractional position at 1×,
/// as a 4× frame draws them, instead of snapped to whole pixels.
@Suite(.serialized, .sdlSession) struct FractionalDiscTests {
  static let size = Size(width: 24, height: 20)
  static let veil = Color.white.withOpacity(0.45)

  /// The red channel (0…255) of every pixel of `commands` drawn on black at `scale`.
  private func pixels(_ commands: [DrawCommand], scale: Double) throws -> [[Int]] {
    let session = try SDLSession(options: PlatformOptions(headless: true, environment: [:]))
    let canvas = try Canvas(
      offscreen: session, fonts: try FontLibrary(session: session), size: Self.size, scale: scale)
    try canvas.draw(DisplayList(size: Self.size, background: .black, commands: commands))
    let image = try canvas.readPixels()
    return (0..<image.height).map { y in
      (0..<image.width).map { x in Int(image.pixel(x: x, y: y).r) }
    }
  }

  @Test func aTranslucentDiscAtAHalfPixelIsSymmetricAboutItsCentreAt1x() throws {
    let disc = DrawCommand.fillCircle(
      center: Point(x: 10.5, y: 9.5), radius: 3.3, FractionalDiscTests.veil)
    let image = try pixels([disc], scale: 1)
    var lit = 0
    for y in 0..<image.count {
      for x in 0...10 {
        // Pixel x spans [x, x + 1): its mirror about 10.5 is pixel 20 − x; rows likewise about
        // 9.5 (row y and row 18 − y).
        #expect(image[y][x] == image[y][20 - x], "row \(y): columns \(x) and \(20 - x)")
        if y <= 18 {
          #expect(image[y][x] == image[18 - y][x], "column \(x): rows \(y) and \(18 - y)")
        }
        if image[y][x] > 0 { lit += 1 }
      }
    }
    #expect(lit > 10)
  }

  @Test(arguments: [(10.5, 9.5), (7.25, 8.75), (11.0, 10.0), (12.75, 6.25)])
  func coverageAt1xMatchesThe4xFrameAveraged(x: Double, y: Double) throws {
    let disc = DrawCommand.fillCircle(
      center: Point(x: x, y: y), radius: 3.3, FractionalDiscTests.veil)
    let one = try pixels([disc], scale: 1)
    let four = try pixels([disc], scale: 4)
    var worst = 0.0
    for row in 0..<one.count {
      for column in 0..<one[row].count {
        var sum = 0
        for dy in 0..<4 {
          for dx in 0..<4 { sum += four[row * 4 + dy][column * 4 + dx] }
        }
        worst = max(worst, abs(Double(one[row][column]) - Double(sum) / 16))
      }
    }
    // Both are exact-area coverage of the same disc; they differ only by 8-bit rounding.
    #expect(worst <= 2, "disc at (\(x), \(y)): off by \(worst) of 255")
  }
}
