import Foundation
import PhoneDrawing
import PhoneSimulation
import SandboxStage
import SandboxPrimitives
import TestSupport
import Testing

@testable import SDLPlatform
@testable import SandboxApp

/// The showcase scene drawn headless with the software renderer: known pixels in the status bar
/// and header areas, at rest and after a flick has shifted both away.
@Suite(.serialized, .sdlSession) struct ShowcaseFrameTests {
  static func showcase() throws -> Sandbox {
    let setup = ConfigSources(assets: AssetLocator(root: assetsDirectory))
    let settings = try setup.settings(TuningOptions(presetName: "showcase"))
    return try Sandbox(settings: settings, viewport: Size(width: 390, height: 844))
  }

  static func draw(_ sandbox: Sandbox) throws -> PixelBuffer {
    let canvas = try SDLPlatform.offscreenCanvas(size: Size(width: 390, height: 844), scale: 1)
    try canvas.draw(SceneBuilder.build(sandbox.sceneState()))
    return try canvas.readPixels()
  }

  /// Pixels in the strip y0..<y1 that are (near) white.
  static func whitePixels(_ pixels: PixelBuffer, y0: Int, y1: Int) -> Int {
    var count = 0
    for y in y0..<y1 {
      for x in 0..<pixels.width {
        let c = pixels.pixel(x: x, y: y)
        if c.r > 230 && c.g > 230 && c.b > 230 { count += 1 }
      }
    }
    return count
  }

  @Test func restingShowcaseShowsStatusBarGlyphsOnTheHeader() throws {
    let pixels = try Self.draw(try Self.showcase())
    #expect(pixels.width == 390 && pixels.height == 844)
    // Header colour behind the status bar and in the expanded header's empty middle.
    #expect(pixels.pixel(x: 195, y: 2) == Theme.headerBackground)
    #expect(pixels.pixel(x: 300, y: 110) == Theme.headerBackground)
    // The clock, signal, Wi-Fi and battery glyphs are white on it.
    #expect(Self.whitePixels(pixels, y0: 0, y1: 54) > 40)
    // Below the 230 pt header: the content background between the cards' margin.
    #expect(pixels.pixel(x: 2, y: 400) == Theme.contentBackground)
  }

  @Test func afterAFlickTheHeaderAndStatusBarAreGone() throws {
    var sandbox = try Self.showcase()
    sandbox.submit(.pointerDown(.finger(0), x: 195, y: 650), at: 0.1)
    for step in 1...18 {
      let u = Double(step) / 18
      sandbox.submit(.pointerMove(.finger(0), x: 195, y: 650 - 400 * u), at: 0.1 + 0.15 * u)
    }
    sandbox.submit(.pointerUp(.finger(0), x: 195, y: 250), at: 0.25)
    sandbox.advance(toTime: 6)
    #expect(sandbox.engine.layout.statusBarShift == 54, "the default device's bar")
    let pixels = try Self.draw(sandbox)
    var headerColoured = 0
    for y in 0..<54 {
      for x in 0..<390 where pixels.pixel(x: x, y: y) == Theme.headerBackground {
        headerColoured += 1
      }
    }
    #expect(headerColoured == 0, "neither the header nor its status bar strip remains")
  }

  /// The device frame's outer corners are round: outside the bezel's arc the canvas background
  /// shows, also where the bezel's straight strips (drawn again over the screen's edges) used to
  /// run on and square the corner off.
  @Test func theDeviceFramesOuterCornersAreRound() throws {
    var sandbox = try Self.showcase()
    sandbox.view.showHUD = false
    var state = sandbox.sceneState()
    state.showDeviceFrame = true
    let list = PhonesPainter.paint([state], viewport: Size(width: 390, height: 844), bezel: 12)
    let canvas = try SDLPlatform.offscreenCanvas(size: list.size, scale: 2)
    try canvas.draw(list)
    let pixels = try canvas.readPixels()
    let radius = state.device.cornerRadius + 12
    var background = list.background
    background.a = 255
    // (15, 5) pt lies outside the outer arc; (radius, 0.5) is on the rim's straight top edge.
    #expect(hypot(radius - 15, radius - 5) > radius + 1)
    #expect(pixels.pixel(x: 30, y: 10) == background)
    #expect(pixels.pixel(x: 30, y: pixels.height - 11) == background)
    #expect(pixels.pixel(x: pixels.width - 31, y: 10) == background)
    #expect(pixels.pixel(x: Int(radius * 2) + 4, y: 1) == Theme.bezelRim)
    // On each corner's diagonal, inside the screen's rectangle (which pokes out past the
    // outline): 3 pt beyond the outline the canvas shows, 4 pt within it the bezel. The screen's
    // fill and corner paths once left a dark square there.
    let screen = 12.0
    let centre = screen + state.device.cornerRadius
    let diagonal = 1 / 2.0.squareRoot()
    for (distance, colour) in [(radius + 3, background), (radius - 4, Theme.bezel)] {
      let inset = Int(((centre - distance * diagonal) * 2).rounded())
      #expect(inset > Int(screen * 2), "the point lies inside the screen's rectangle")
      for (x, y) in [
        (inset, inset), (pixels.width - 1 - inset, inset),
        (inset, pixels.height - 1 - inset), (pixels.width - 1 - inset, pixels.height - 1 - inset),
      ] {
        #expect(pixels.pixel(x: x, y: y) == colour, "(\(x), \(y)) at \(distance) pt")
      }
    }
  }

  /// The bench's scene — showcase, HUD on, finger dragging the header through collapse and
  /// back — drawn at 2× with the occlusion plan and without it: the same pixels in every frame.
  /// Every other reference frame fills through SDL (`SDL_RenderFillRects`) rather than straight
  /// into the surface (`SurfaceFill`), so the bench's frames are also the frames SDL would draw.
  /// Frames are compared by a hash of the canvas's own memory, so the test holds no copies of
  /// multi-megabyte frames (other suites measure this process's resident memory meanwhile).
  @Test func occlusionPlanKeepsShowcaseFramesPixelIdentical() throws {
    var sandbox = try Self.showcase()
    sandbox.view.showHUD = true
    let viewport = Size(width: 390, height: 844)
    let canvas = try SDLPlatform.offscreenCanvas(size: viewport, scale: 2)
    func frameHash() -> UInt64? {
      canvas.withFrameBytes { bytes in
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a over 64-bit words
        let words = bytes.bindMemory(to: UInt64.self)
        for word in words { hash = (hash ^ word) &* 0x100_0000_01b3 }
        return hash
      }
    }
    var compared = 0
    for frame in 0..<150 {
      SyntheticScroll.step(&sandbox, frame: frame, events: SyntheticScroll.dragEvents(frame: frame))
      guard frame % 6 == 0 else { continue }
      let hud = HUDText.lines(
        sandbox: sandbox, framesPerSecond: 60, frameMilliseconds: 1.25, renderer: "software")
      let list = PhonesPainter.paint([sandbox.sceneState(hudLines: hud)], viewport: viewport)
      canvas.skipsHiddenWork = true
      try canvas.draw(list)
      let planned = frameHash()
      canvas.skipsHiddenWork = false
      canvas.fillsDirectly = frame % 12 == 0
      try canvas.draw(list)
      canvas.fillsDirectly = true
      let reference = frameHash()
      #expect(planned != nil && planned == reference, "frame \(frame) differs")
      if planned != reference { break }
      compared += 1
    }
    #expect(compared == 25)
  }
}
