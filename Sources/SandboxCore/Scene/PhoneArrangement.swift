import SandboxPrimitives

/// Where compared phones sit on the canvas: side by side with a gutter between them, under a
/// band that holds each phone's caption, so the caption stays however the header moves and two
/// headers never read as one bar. A lone phone has neither gutter nor band.
public struct PhoneArrangement: Sendable, Equatable {
  /// One phone's viewport in points.
  public var viewport: Size
  /// How many phones (1…`maximumPhones`).
  public var count: Int
  /// Width of the bezel around each phone's screen (`view.deviceFrame`), 0 without one.
  public var bezel: Double

  /// The most phones a window or a render compares.
  public static let maximumPhones = 5
  /// Points between compared phones (at least 16: the headers must read as separate bars).
  public static let gutterWidth = 16.0
  /// Height of the caption band above compared phones: a name line and a "what differs" line.
  public static let captionBandHeight = 40.0

  public init(viewport: Size, count: Int, bezel: Double = 0) {
    self.viewport = viewport
    self.count = max(1, count)
    self.bezel = max(0, bezel)
  }

  /// One phone with its bezel, in points.
  public var slotWidth: Double { viewport.width + 2 * bezel }

  /// The gutter in use (0 for a lone phone).
  public var gutter: Double { count > 1 ? PhoneArrangement.gutterWidth : 0 }

  /// The caption band's height in use (0 for a lone phone).
  public var captionBand: Double { count > 1 ? PhoneArrangement.captionBandHeight : 0 }

  /// The phones' part of the canvas, band included.
  public var size: Size {
    Size(
      width: Double(count) * slotWidth + Double(count - 1) * gutter,
      height: viewport.height + 2 * bezel + captionBand)
  }

  /// Phone `index`'s viewport (its screen, inside the bezel) on the canvas.
  public func frame(_ index: Int) -> Rect {
    Rect(
      x: Double(index) * (slotWidth + gutter) + bezel, y: captionBand + bezel,
      width: viewport.width, height: viewport.height)
  }

  /// The phone under canvas x (a gutter belongs to the phone on its left).
  public func phone(atX x: Double) -> Int {
    min(max(Int(x / (slotWidth + gutter)), 0), count - 1)
  }

  /// Canvas point (x, y) in the points of the phone under x (its own origin at the top left).
  public func local(x: Double, y: Double) -> Point {
    let origin = frame(phone(atX: x))
    return Point(x: x - origin.x, y: y - origin.y)
  }
}
