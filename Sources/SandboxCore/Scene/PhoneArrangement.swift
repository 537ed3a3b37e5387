import SandboxPrimitives

/// Where compared phones sit on the canvas: side by side with a gutter between them, under a
/// band that holds each phone's caption, so the caption stays however the header moves and two
/// headers never read as one bar. A lone phone has neither gutter nor band.
public struct PhoneArrangement: Sendable, Equatable {
  /// One phone's viewport in points.
  public var viewport: Size
  /// How many phones (1…`maximumPhones`).
  public var count: Int

  /// The most phones a window or a render compares.
  public static let maximumPhones = 5
  /// Points between compared phones (at least 16: the headers must read as separate bars).
  public static let gutterWidth = 16.0
  /// Height of the caption band above compared phones: a name line and a "what differs" line.
  public static let captionBandHeight = 40.0

  public init(viewport: Size, count: Int) {
    self.viewport = viewport
    self.count = max(1, count)
  }

  /// The gutter in use (0 for a lone phone).
  public var gutter: Double { count > 1 ? PhoneArrangement.gutterWidth : 0 }

  /// The caption band's height in use (0 for a lone phone).
  public var captionBand: Double { count > 1 ? PhoneArrangement.captionBandHeight : 0 }

  /// The phones' part of the canvas, band included.
  public var size: Size {
    Size(
      width: Double(count) * viewport.width + Double(count - 1) * gutter,
      height: viewport.height + captionBand)
  }

  /// Phone `index`'s viewport on the canvas.
  public func frame(_ index: Int) -> Rect {
    Rect(
      x: Double(index) * (viewport.width + gutter), y: captionBand, width: viewport.width,
      height: viewport.height)
  }

  /// The phone under canvas x (a gutter belongs to the phone on its left).
  public func phone(atX x: Double) -> Int {
    min(max(Int(x / (viewport.width + gutter)), 0), count - 1)
  }

  /// Canvas point (x, y) in the points of the phone under x (its own origin at the top left).
  public func local(x: Double, y: Double) -> Point {
    let origin = frame(phone(atX: x))
    return Point(x: x - origin.x, y: y - origin.y)
  }
}
