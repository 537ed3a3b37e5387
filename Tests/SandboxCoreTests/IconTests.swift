import PhoneDrawing
import SandboxPrimitives
import TestSupport
import Testing

@testable import SandboxStage

@Suite struct IconTests {
  @Test(
    "Every icon's art, strokes included, stays inside its declared box", arguments: Icon.allCases)
  func artStaysInItsBox(icon: Icon) throws {
    #expect(!icon.layers.isEmpty)
    for layer in icon.layers {
      let box = try #require(SceneProbe.tightBounds(layer.path))
      let pad = (layer.strokeWidth ?? 0) / 2
      #expect(box.minX - pad >= -1e-9 && box.minY - pad >= -1e-9, "\(icon)")
      #expect(box.maxX + pad <= icon.size.width + 1e-9, "\(icon)")
      #expect(box.maxY + pad <= icon.size.height + 1e-9, "\(icon)")
      let finite = layer.path.numbers.allSatisfy { $0.isFinite }
      #expect(finite)
    }
  }

  @Test("Painting scales the art and fades each layer by its share of the colour's opacity")
  func paintScalesAndFades() throws {
    var commands: [DrawCommand] = []
    Icon.battery.paint(
      at: Point(x: 10, y: 20), factor: 2, color: Color.white.withOpacity(0.5), into: &commands)
    #expect(commands.count == 3)
    let alphas = commands.compactMap { SceneProbe.color($0)?.a }
    #expect(alphas == [51, 51, 128])
    let box = try #require(SceneProbe.bounds(commands[2]))
    #expect(isClose(box.width, 38) && isClose(box.minX, 14))
    var none: [DrawCommand] = []
    Icon.menu.paint(at: Point(x: 0, y: 0), factor: 1, color: .clear, into: &none)
    #expect(none.isEmpty)
  }
}
