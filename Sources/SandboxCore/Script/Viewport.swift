/// The simulated screen, in points, and its pixel density (pixels per point).
public struct Viewport: Hashable, Sendable {
  /// Width in points.
  public var width: Double
  /// Height in points.
  public var height: Double
  /// Pixels per point for rendering.
  public var scale: Double

  /// An iPhone 14-sized portrait screen (390×844 pt) at 2× so headless renders stay small.
  public static let standard = Viewport(width: 390, height: 844, scale: 2)

  /// Accepted width and height, in points.
  public static let sizeRange: ClosedRange<Double> = 100...4000
  /// Accepted scale.
  public static let scaleRange: ClosedRange<Double> = 1...4

  /// Creates a viewport.
  public init(width: Double, height: Double, scale: Double) {
    self.width = width
    self.height = height
    self.scale = scale
  }

  /// The centre, where wheel events without a position point.
  public var center: (x: Double, y: Double) { (width / 2, height / 2) }
}
