import SandboxPrimitives

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

  /// The `canvas`-point part of a (possibly letterboxed, possibly wider) output read back
  /// under `mapping`, from the canvas's top left: a screenshot of the phones without the column.
  public func cropped(to mapping: CanvasMapping, canvas: Size) -> PixelBuffer {
    let x0 = max(0, min(width, Int(mapping.originX)))
    let y0 = max(0, min(height, Int(mapping.originY)))
    let w = max(0, min(width - x0, Int((canvas.width * mapping.scale).rounded())))
    let h = max(0, min(height - y0, Int((canvas.height * mapping.scale).rounded())))
    var out = PixelBuffer(width: w, height: h)
    for row in 0..<h {
      let from = ((y0 + row) * width + x0) * 4
      let to = row * w * 4
      out.bytes.replaceSubrange(to..<(to + w * 4), with: bytes[from..<(from + w * 4)])
    }
    return out
  }

  /// The colour at pixel (x, y); (0, 0) is top-left.
  public func pixel(x: Int, y: Int) -> Color {
    precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) out of range")
    let i = (y * width + x) * 4
    return Color(r: bytes[i], g: bytes[i + 1], b: bytes[i + 2], a: bytes[i + 3])
  }
}
