import PhoneDrawing
import SandboxStage
import SandboxFormats
import SandboxPrimitives
import Testing

@testable import SDLPlatform

/// A large mask is copied as bands that hold every pixel with coverage: the clear rest would
/// blend to the same pixels, so leaving it out changes nothing but the work.
@Suite struct MaskBandsTests {
  /// The device frame's screen corners (at 1×, 2×, 3×), a big translucent disc and a card
  /// corner: bands never overlap, stay inside the mask and miss no covered pixel.
  @Test(arguments: [1.0, 2, 3])
  func bandsHoldEveryCoveredPixel(scale: Double) throws {
    var shapes = try Self.screenCorners(scale: scale)
    shapes.append(.disc(radius: 40 * scale, offsetX: 0.25, offsetY: 0.5))
    shapes.append(.corner(radius: 12 * scale, width: 26, height: 26, corner: 3))
    for shape in shapes {
      let mask = try #require(MaskRasterizer().mask(shape))
      let bands = MaskBands.bands(alpha: mask.alpha, width: mask.width, height: mask.height)
      if bands.isEmpty { continue }
      let w = Int(mask.width)
      var owners = [Int](repeating: 0, count: mask.alpha.count)
      for band in bands {
        #expect(band.x >= 0 && band.y >= 0 && band.w > 0 && band.h > 0)
        #expect(band.x + band.w <= mask.width && band.y + band.h <= mask.height)
        for y in Int(band.y)..<Int(band.y + band.h) {
          for x in Int(band.x)..<Int(band.x + band.w) { owners[y * w + x] += 1 }
        }
      }
      #expect(owners.allSatisfy { $0 <= 1 }, "bands overlap")
      let missed = zip(mask.alpha, owners).filter { $0.0 != 0 && $0.1 == 0 }.count
      #expect(missed == 0, "\(missed) covered pixels outside every band")
      let area = owners.reduce(0, +)
      #expect(Double(area) <= MaskBands.worthwhileShare * Double(mask.alpha.count))
    }
  }

  /// The screen corners at 2× (the bench's frame) are cut to about a third of their square.
  @Test func screenCornersAtTwiceAreCut() throws {
    for shape in try Self.screenCorners(scale: 2) {
      let mask = try #require(MaskRasterizer().mask(shape))
      let bands = MaskBands.bands(alpha: mask.alpha, width: mask.width, height: mask.height)
      let area = bands.reduce(0) { $0 + Int($1.w) * Int($1.h) }
      #expect(!bands.isEmpty && area * 2 < mask.alpha.count, "\(area) of \(mask.alpha.count)")
    }
  }

  /// Small masks and masks that are mostly covered are copied whole.
  @Test func smallOrFullMasksAreCopiedWhole() throws {
    let corner = try #require(
      MaskRasterizer().mask(.corner(radius: 24, width: 24, height: 24, corner: 0)))
    #expect(MaskBands.bands(alpha: corner.alpha, width: 24, height: 24).isEmpty)
    let full = [UInt8](repeating: 255, count: 100 * 100)
    #expect(MaskBands.bands(alpha: full, width: 100, height: 100).isEmpty)
  }

  /// The four screen corners of the default device's frame as masks at `scale`.
  static func screenCorners(scale: Double) throws -> [ShapeMask] {
    let device = try #require(DeviceCatalog.profile(named: "iphone-15-pro"))
    var state = SceneState(viewport: Size(width: device.width, height: device.height))
    state.device = device
    state.showDeviceFrame = true
    var commands: [DrawCommand] = []
    DevicePainter.paintScreenCorners(state, into: &commands)
    var grid = PixelGrid()
    grid.scale = scale
    return try commands.map { command in
      guard case .fillPath(let path, let origin, _) = command else {
        throw CancellationError()
      }
      return try #require(ShapePlacement.path(path, at: origin, strokeWidth: nil, grid: grid))
        .shape
    }
  }
}
