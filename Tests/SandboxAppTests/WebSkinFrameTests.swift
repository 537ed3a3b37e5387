import Foundation
import PhoneDrawing
import PhoneSimulation
import SandboxStage
import SandboxFormats
import SandboxPrimitives
import TestSupport
import Testing

@testable import SDLPlatform
@testable import SandboxApp

/// The web skin drawn headless with the software renderer: on the `web-sticky` page at rest, the
/// menu and search icons and the large title are ink on the bar, the row's middle is bare bar;
/// dark mode turns the bar Chromium's dark `Canvas`.
@Suite(.serialized, .sdlSession) struct WebSkinFrameTests {
  static let size = Size(width: 412, height: 915)

  static func sandbox(_ set: [(String, String)] = []) throws -> Sandbox {
    let setup = ConfigSources(assets: AssetLocator(root: assetsDirectory))
    let overrides = ConfigLayer(entries: set.map { .init(key: $0.0, value: .string($0.1)) })
    let options = TuningOptions(presetName: "web-sticky", overrides: overrides)
    let settings = try setup.settings(options, device: DeviceCatalog.profile(named: "pixel-8"))
    return try Sandbox(settings: settings, viewport: size)
  }

  static func draw(_ sandbox: Sandbox) throws -> PixelBuffer {
    let canvas = try SDLPlatform.offscreenCanvas(size: size, scale: 1)
    try canvas.draw(SceneBuilder.build(sandbox.sceneState()))
    return try canvas.readPixels()
  }

  /// Pixels in the box whose every channel is below `below` (ink on a light bar) or above
  /// `above` (ink on a dark bar).
  static func inked(
    _ pixels: PixelBuffer, x: Range<Int>, y: Range<Int>, below: UInt8? = nil, above: UInt8? = nil
  ) -> Int {
    var count = 0
    for py in y {
      for px in x {
        let c = pixels.pixel(x: px, y: py)
        let dark = below.map { c.r < $0 && c.g < $0 && c.b < $0 } ?? true
        let light = above.map { c.r > $0 && c.g > $0 && c.b > $0 } ?? true
        if dark && light { count += 1 }
      }
    }
    return count
  }

  @Test func iconsAndLargeTitleAreInkOnTheLightBar() throws {
    let sandbox = try Self.sandbox()
    let bar = Int(sandbox.settings.header.statusBarHeight)
    let pixels = try Self.draw(sandbox)
    let row = (bar + 16)..<(bar + 40)
    #expect(pixels.pixel(x: 200, y: bar + 28) == Color.white, "the row's bare middle")
    #expect(Self.inked(pixels, x: 16..<40, y: row, below: 160) > 20, "the menu icon")
    #expect(Self.inked(pixels, x: 372..<396, y: row, below: 160) > 20, "the search icon")
    #expect(Self.inked(pixels, x: 16..<200, y: (bar + 56)..<(bar + 112), below: 80) > 200)
    // (Left of the camera cut-out, which the status bar draws over the row's top.)
    #expect(Self.inked(pixels, x: 60..<140, y: row, below: 200) == 0, "no small title at rest")
  }

  @Test func darkModeIsChromiumsDarkCanvasWithLightIcons() throws {
    let sandbox = try Self.sandbox([("theme.mode", "dark")])
    let bar = Int(sandbox.settings.header.statusBarHeight)
    let pixels = try Self.draw(sandbox)
    #expect(pixels.pixel(x: 200, y: bar + 28) == Color(hex: 0x121212))
    #expect(Self.inked(pixels, x: 16..<40, y: (bar + 16)..<(bar + 40), above: 100) > 20)
  }
}
