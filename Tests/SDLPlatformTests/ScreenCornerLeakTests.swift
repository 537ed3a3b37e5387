import Foundation
import PhoneDrawing
import SandboxStage
import SandboxFormats
import SandboxPrimitives
import TestSupport
import Testing

@testable import SDLPlatform

/// The phone's rounded screen corners with the device frame on, drawn at fractional window
/// scales: every pixel wholly outside the screen's rounded rectangle and wholly inside the
/// bezel is the bezel's colour, so no pixel of the screen (header or content) shows past the
/// rounded corners.
@Suite(.serialized, .sdlSession) struct ScreenCornerLeakTests {
  /// Signed distance (negative inside) from (x, y) to a rounded rectangle.
  static func distance(_ x: Double, _ y: Double, to rect: Rect, radius: Double) -> Double {
    let qx = abs(x - (rect.minX + rect.width / 2)) - (rect.width / 2 - radius)
    let qy = abs(y - (rect.minY + rect.height / 2)) - (rect.height / 2 - radius)
    let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
    return outside + min(max(qx, qy), 0) - radius
  }

  @Test(arguments: [0.85, 1.37, 0.94, 2.625])
  func noScreenPixelLeaksPastTheRoundedCorners(windowScale: Double) throws {
    let device = try #require(DeviceCatalog.profile(named: "iphone-14"))
    var state = SceneState(viewport: Size(width: device.width, height: device.height))
    state.device = device
    state.showDeviceFrame = true
    let bezel = 12.0
    let list = PhonesPainter.paint([state], viewport: state.viewport, bezel: bezel)
    let session = try SDLSession(options: PlatformOptions(headless: true, environment: [:]))
    let canvas = try Canvas(
      offscreen: session, fonts: try FontLibrary(session: session), size: list.size,
      scale: windowScale)
    try canvas.draw(list)
    let pixels = try canvas.readPixels()
    let scale = Double(pixels.width) / list.size.width
    // Everything in output pixels, the screen where its edges land (rounded to the nearest
    // pixel, as the painter places them), the radii scaled.
    func snapped(_ r: Rect) -> Rect {
      let x0 = (r.minX * scale).rounded()
      let y0 = (r.minY * scale).rounded()
      return Rect(
        x: x0, y: y0, width: (r.maxX * scale).rounded() - x0,
        height: (r.maxY * scale).rounded() - y0)
    }
    let screenPoints = Rect(
      x: bezel, y: bezel, width: state.viewport.width, height: state.viewport.height)
    let screen = snapped(screenPoints)
    let r = device.cornerRadius * scale
    let inner = snapped(screenPoints.insetBy(-bezel + Theme.bezelRimWidth))
    let innerRadius = (device.cornerRadius + bezel - Theme.bezelRimWidth) * scale
    // Half a pixel's diagonal: a centre this far outside a shape means the whole pixel is.
    let margin = 0.75
    var checked = 0
    var leaks: [String] = []
    for py in 0..<pixels.height {
      let y = Double(py) + 0.5
      let nearTop = y < screen.minY + r
      let nearBottom = y > screen.maxY - r
      guard nearTop || nearBottom else { continue }
      for px in 0..<pixels.width {
        let x = Double(px) + 0.5
        guard x < screen.minX + r || x > screen.maxX - r else { continue }
        guard Self.distance(x, y, to: screen, radius: r) > margin,
          Self.distance(x, y, to: inner, radius: innerRadius) < -2 * margin
        else { continue }
        checked += 1
        let color = pixels.pixel(x: px, y: py)
        if color.r != Theme.bezel.r || color.g != Theme.bezel.g || color.b != Theme.bezel.b {
          leaks.append("(\(px), \(py)) \(color)")
        }
      }
    }
    #expect(checked > 100, "too few corner pixels checked: \(checked)")
    #expect(leaks.isEmpty, "\(leaks.count) corner pixel(s) at \(windowScale)×: \(leaks.prefix(8))")
  }
}
