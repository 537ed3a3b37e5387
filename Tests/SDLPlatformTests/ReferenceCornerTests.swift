import Foundation
import PhoneDrawing
import SandboxStage
import SandboxFormats
import SandboxPrimitives
import TestSupport
import Testing

@testable import SDLPlatform

/// The reference recording's screen has phone A's rounded corners under the device frame:
/// beside the phones in its own slot, and over phone A (`overlay`), the pixels just inside the
/// square corner are the bezel's, while the middle of the screen is the recording's.
@Suite(.serialized, .sdlSession) struct ReferenceCornerTests {
  static func draw(_ mode: ReferenceMode) throws -> (pixels: PixelBuffer, screen: Rect) {
    let device = try #require(DeviceCatalog.profile(named: "iphone-14"))
    var state = SceneState(viewport: Size(width: device.width, height: device.height))
    state.device = device
    state.showDeviceFrame = true
    let session = try SDLSession(options: PlatformOptions(headless: true, environment: [:]))
    let probe = PhonesPainter.paint(
      [state], viewport: state.viewport, bezel: 12,
      reference: ReferenceSlot(image: nil, mode: mode, opacity: 1, caption: ["Reference"]))
    let canvas = try Canvas(
      offscreen: session, fonts: try FontLibrary(session: session), size: probe.size, scale: 1)
    // A plain red recording the screen's size.
    let width = Int(state.viewport.width)
    let height = Int(state.viewport.height)
    var red = [UInt8](repeating: 0, count: width * height * 4)
    for index in 0..<(width * height) {
      red[index * 4 + 2] = 255
      red[index * 4 + 3] = 255
    }
    let image = try canvas.registerImage(bgra: red, width: width, height: height)
    let slot = ReferenceSlot(image: image, mode: mode, opacity: 1, caption: ["Reference"])
    let list = PhonesPainter.paint([state], viewport: state.viewport, bezel: 12, reference: slot)
    try canvas.draw(list)
    let arrangement = PhoneArrangement(
      viewports: mode == .beside ? [state.viewport, state.viewport] : [state.viewport],
      bezel: 12)
    return (try canvas.readPixels(), arrangement.frame(arrangement.count - 1))
  }

  @Test(arguments: [ReferenceMode.beside, .overlay])
  func theRecordingsScreenCornersAreRounded(mode: ReferenceMode) throws {
    let (pixels, screen) = try Self.draw(mode)
    func isRed(_ x: Double, _ y: Double) -> Bool {
      let color = pixels.pixel(x: Int(x), y: Int(y))
      return color.r > 200 && color.g < 40 && color.b < 40
    }
    func isBezel(_ x: Double, _ y: Double) -> Bool {
      let color = pixels.pixel(x: Int(x), y: Int(y))
      return color.r == Theme.bezel.r && color.g == Theme.bezel.g && color.b == Theme.bezel.b
    }
    #expect(
      isRed((screen.x + screen.width / 2), (screen.y + screen.height / 2)),
      "the recording fills the screen")
    func isCanvas(_ x: Double, _ y: Double) -> Bool {
      let color = pixels.pixel(x: Int(x), y: Int(y))
      let canvas = Theme.sideColumnBackground
      return color.r == canvas.r && color.g == canvas.g && color.b == canvas.b
    }
    // Points in from each square corner, outside a 47 pt rounded corner: 8 pt in, inside the
    // device's outline (47 + 12 pt, concentric), the bezel; 3 pt in, past the outline, the
    // canvas, as around the rest of the phone.
    for (inset, expected) in [(8.0, isBezel), (3.0, isCanvas)] {
      let corners = [
        (screen.minX + inset, screen.minY + inset), (screen.maxX - inset - 1, screen.minY + inset),
        (screen.minX + inset, screen.maxY - inset - 1),
        (screen.maxX - inset - 1, screen.maxY - inset - 1),
      ]
      for (x, y) in corners {
        #expect(
          expected(x, y), "\(mode): (\(x), \(y)) is \(pixels.pixel(x: Int(x), y: Int(y)))")
      }
    }
    // Along the edge, away from the corners, the recording reaches the screen's edge.
    #expect(isRed(screen.minX + 1, (screen.y + screen.height / 2)))
  }
}
