/// What the analysis is told about a recording: its pixels per point and, when the automatic
/// choices are wrong, where the content is and what colour the header is.
public struct MeasureSettings: Sendable, Equatable {
  /// A rectangle in points (origin top-left, y down).
  public struct Region: Sendable, Equatable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
      self.x = x
      self.y = y
      self.width = width
      self.height = height
    }
  }

  /// An sRGB colour, 0…255 per channel.
  public struct RGB: Sendable, Equatable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
      self.red = red
      self.green = green
      self.blue = blue
    }

    /// Its luma as ffmpeg's `gray` output carries it (BT.601 weights, full range).
    public var luma: Double {
      0.299 * Double(red) + 0.587 * Double(green) + 0.114 * Double(blue)
    }
  }

  /// Pixels per point (3 for an iPhone 15 Pro recording).
  public var pointScale: Double
  /// The content region in points; nil: the whole width less the scroll indicator's strip, from
  /// the header down to above the home indicator.
  public var contentRegion: Region?
  /// The header's colour; nil: found automatically (the edge is wherever the screen's side
  /// margin stops looking like the content's background).
  public var headerColor: RGB?

  /// Points left out at the right edge by default: the scroll indicator moves on its own.
  public static let indicatorMargin = 10.0
  /// Points left out at the bottom by default: a home indicator stays put.
  public static let bottomMargin = 34.0
  /// Width of the side strip (points from the left edge) where the header edge is looked for:
  /// full-bleed headers reach it, inset cards and rows usually do not.
  public static let sideStrip = 8.0

  /// Points at the screen's top never registered, header or not: the status bar's zone, whose
  /// camera cutout, clock and icons stay put while the content scrolls under them when the
  /// header is off screen. Left in, the cutout raised the true shift's cost enough for a
  /// look-alike row 528 pt away to win (platforms under Android's fling, a flick from rest
  /// with the header off). 0 for a recording with nothing fixed at its top.
  public var topInset: Double

  public init(
    pointScale: Double, contentRegion: Region? = nil, headerColor: RGB? = nil,
    topInset: Double = 0
  ) {
    self.pointScale = pointScale
    self.contentRegion = contentRegion
    self.headerColor = headerColor
    self.topInset = topInset
  }
}
