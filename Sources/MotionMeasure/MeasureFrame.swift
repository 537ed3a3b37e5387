/// One decoded video frame handed to the analysis: pixels in memory and the frame's own
/// timestamp. The analysis never decodes, reads files or looks at a clock; the caller (the
/// `measure` command, or a test) does that and passes frames in presentation order.
public struct MeasureFrame: Sendable {
  /// How the bytes of a frame are laid out.
  public enum PixelFormat: Sendable {
    /// One luma byte per pixel (ffmpeg's `gray`).
    case gray
    /// Red, green, blue bytes per pixel (ffmpeg's `rgb24`).
    case rgb24

    /// Bytes per pixel.
    public var bytesPerPixel: Int {
      switch self {
      case .gray: return 1
      case .rgb24: return 3
      }
    }
  }

  /// Width and height in pixels.
  public var width: Int
  public var height: Int
  public var format: PixelFormat
  /// Presentation time in seconds (from the container, so variable frame rates stay right).
  public var time: Double
  /// Rows top to bottom, `width × bytesPerPixel` bytes each, no padding.
  public var pixels: [UInt8]

  public init(width: Int, height: Int, format: PixelFormat, time: Double, pixels: [UInt8]) {
    precondition(pixels.count >= width * height * format.bytesPerPixel, "frame too small")
    self.width = width
    self.height = height
    self.format = format
    self.time = time
    self.pixels = pixels
  }
}

extension MeasureFrame {
  /// BGRA pixels (a reference video's decoded frames) as one luma byte each, with Rec. 601's
  /// weights as ffmpeg's `gray` does. Here rather than beside the decoder because this module is
  /// optimised in debug builds too: unoptimised, this loop was a large share of what the test
  /// suite's debug children spent measuring references.
  public static func luma(bgra: [UInt8]) -> [UInt8] {
    var gray = [UInt8](repeating: 0, count: bgra.count / 4)
    bgra.withUnsafeBufferPointer { source in
      gray.withUnsafeMutableBufferPointer { target in
        for index in target.indices {
          let b = Int(source[index * 4])
          let g = Int(source[index * 4 + 1])
          let r = Int(source[index * 4 + 2])
          target[index] = UInt8((299 * r + 587 * g + 114 * b + 500) / 1000)
        }
      }
    }
    return gray
  }
}
