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
