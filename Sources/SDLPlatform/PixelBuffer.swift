import SandboxCore

/// A frame read back from a renderer: tightly packed RGBA bytes, 4 per pixel, rows top-down.
public struct PixelBuffer: Sendable, Equatable {
  /// Width in pixels.
  public var width: Int
  /// Height in pixels.
  public var height: Int
  /// `width × height × 4` bytes, R, G, B, A per pixel.
  public var bytes: [UInt8]

  /// A zero-filled (transparent black) buffer of `width × height` pixels.
  public init(width: Int = 0, height: Int = 0) {
    self.width = width
    self.height = height
    self.bytes = [UInt8](repeating: 0, count: max(0, width * height * 4))
  }

  /// Resizes the storage, reusing it when the byte count is unchanged.
  mutating func reshape(width: Int, height: Int) {
    self.width = width
    self.height = height
    let count = width * height * 4
    if bytes.count != count { bytes = [UInt8](repeating: 0, count: count) }
  }

  /// The colour at pixel (x, y); (0, 0) is top-left.
  public func pixel(x: Int, y: Int) -> Color {
    precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) out of range")
    let i = (y * width + x) * 4
    return Color(r: bytes[i], g: bytes[i + 1], b: bytes[i + 2], a: bytes[i + 3])
  }
}
