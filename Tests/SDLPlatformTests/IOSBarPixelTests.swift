import PhoneDrawing
import SandboxFormats
import SandboxPrimitives
import TestSupport
import Testing

@testable import SDLPlatform

/// The iOS skin's bar drawn at 3×, in pixels: the list under the scrolled bar is blurred, and
/// the bar's hairline stands out from it in light and dark mode.
@Suite(.serialized, .sdlSession)
struct IOSBarPixelTests {
  /// The iOS bar with a list scrolled under it, at 3×: inside the bar the list's edges are
  /// blurred (far less contrast than the same kind of content below it), and the hairline just
  /// below the bar stands out from the bar in light and dark mode.
  @Test(arguments: ["light", "dark"])
  func theIOSBarBlursTheListUnderItAndShowsItsHairline(mode: String) throws {
    var values = ConfigValues()
    try values.set(key: "theme.skin", value: .string("ios"))
    try values.set(key: "theme.mode", value: .string(mode))
    let appearance = SceneAppearance(values: values)
    var state = SceneState(viewport: Size(width: 390, height: 300))
    state.palette = appearance.palette
    state.skin = appearance.skin
    state.statusBarHeight = 20
    state.headerMinHeight = 64
    state.headerMaxHeight = 116
    state.headerHeight = 64
    state.scrollOffset = 200
    state.elevationIntensity = 1
    state.title = "Inbox"
    let list = SceneBuilder.build(state)
    let session = try SDLSession(options: PlatformOptions(headless: true, environment: [:]))
    let canvas = try Canvas(
      offscreen: session, fonts: try FontLibrary(session: session), size: list.size, scale: 3)
    try canvas.draw(list)
    let pixels = try canvas.readPixels()
    let barBottom = 64 * 3
    // Largest jump between neighbouring pixels down each column: in the bar below its
    // buttons and titles (54…63 pt), and in the list below the bar.
    func sharpest(_ rows: Range<Int>) -> Int {
      var best = 0
      for x in stride(from: 0, to: pixels.width, by: 3) {
        for y in rows.dropLast() {
          let a = Int(pixels.pixel(x: x, y: y).g)
          let b = Int(pixels.pixel(x: x, y: y + 1).g)
          best = max(best, abs(a - b))
        }
      }
      return best
    }
    let inBar = sharpest(54 * 3..<(barBottom - 3))
    let below = sharpest(barBottom + 3..<pixels.height - 60)
    #expect(below > 4 * max(inBar, 1), "\(mode): steps of \(inBar) in the bar, \(below) below")
    // The hairline: its one pixel row just below the bar, against the bar above it, mid-bar (clear of the
    // blurred thumbnails at the leading edge).
    let line = pixels.pixel(x: 195 * 3, y: barBottom)
    let bar = pixels.pixel(x: 195 * 3, y: barBottom - 3)
    #expect(abs(Int(line.g) - Int(bar.g)) >= 25, "\(mode): hairline \(line) on bar \(bar)")
  }
}
