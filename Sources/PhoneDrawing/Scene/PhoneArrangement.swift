import SandboxPrimitives

/// Where compared phones sit on the canvas: side by side with a gutter between them, under a
/// band that holds each phone's caption, so the caption stays however the header moves and two
/// headers never read as one bar. A lone phone has neither gutter nor band.
///
/// Phones of different devices (`--compare PRESET@DEVICE`) keep their own screen sizes at the
/// canvas's one points-to-pixels scale, top-aligned under the band, so a Pixel 8 (412 × 915 dp)
/// beside an iPhone (393 × 852 pt) is as much bigger as it is on a desk.
public struct PhoneArrangement: Sendable, Equatable {
  /// Each phone's viewport in points, A first.
  public var viewports: [Size]
  /// Width of the bezel around each phone's screen (`view.deviceFrame`), 0 without one.
  public var bezel: Double
  /// How much the caption band and its text are enlarged (≥ 1) so captions stay readable when
  /// the window shrinks the canvas (`CaptionScale`).
  public var captionScale: Double

  /// The most phones a window or a render compares.
  public static let maximumPhones = 5
  /// Points between compared phones (at least 16: the headers must read as separate bars).
  public static let gutterWidth = 16.0
  /// Height of the caption band above compared phones at caption scale 1: a name line and up to
  /// two "what differs" lines.
  public static let captionBandHeight = 52.0

  public init(viewport: Size, count: Int, bezel: Double = 0, captionScale: Double = 1) {
    self.init(
      viewports: Array(repeating: viewport, count: max(1, count)), bezel: bezel,
      captionScale: captionScale)
  }

  public init(viewports: [Size], bezel: Double = 0, captionScale: Double = 1) {
    self.viewports = viewports.isEmpty ? [Size(width: 0, height: 0)] : viewports
    self.bezel = max(0, bezel)
    self.captionScale = max(1, captionScale.isFinite ? captionScale : 1)
  }

  /// Phone A's viewport.
  public var viewport: Size { viewports[0] }

  /// How many phones (1…`maximumPhones`).
  public var count: Int { viewports.count }

  /// Phone A with its bezel, in points.
  public var slotWidth: Double { slotWidth(0) }

  /// Phone `index` with its bezel, in points.
  public func slotWidth(_ index: Int) -> Double { viewports[index].width + 2 * bezel }

  /// The gutter in use (0 for a lone phone).
  public var gutter: Double { count > 1 ? PhoneArrangement.gutterWidth : 0 }

  /// The caption band's height in use (0 for a lone phone).
  public var captionBand: Double {
    count > 1 ? PhoneArrangement.captionBandHeight * captionScale : 0
  }

  /// The phones' part of the canvas, band included: as tall as the tallest phone.
  public var size: Size {
    let widths = viewports.indices.reduce(0) { $0 + slotWidth($1) }
    let tallest = viewports.map(\.height).max() ?? 0
    return Size(
      width: widths + Double(count - 1) * gutter, height: tallest + 2 * bezel + captionBand)
  }

  /// The left edge of phone `index`'s slot (its bezel's outer edge).
  public func slotX(_ index: Int) -> Double {
    (0..<index).reduce(0) { $0 + slotWidth($1) + gutter }
  }

  /// Phone `index`'s viewport (its screen, inside the bezel) on the canvas, top-aligned.
  public func frame(_ index: Int) -> Rect {
    Rect(
      x: slotX(index) + bezel, y: captionBand + bezel,
      width: viewports[index].width, height: viewports[index].height)
  }

  /// The phone under canvas x (a gutter belongs to the phone on its left).
  public func phone(atX x: Double) -> Int {
    for index in 1..<max(count, 1) where x < slotX(index) { return index - 1 }
    return count - 1
  }

  /// Canvas point (x, y) in the points of the phone under x (its own origin at the top left).
  public func local(x: Double, y: Double) -> Point {
    let origin = frame(phone(atX: x))
    return Point(x: x - origin.x, y: y - origin.y)
  }
}
