import SandboxPrimitives

/// One layer of an icon: a path filled, or stroked with round caps and joins, at a share of the
/// icon's opacity.
public struct IconLayer: Hashable, Sendable {
  public var path: VectorPath
  /// Stroke width in the icon's units; nil fills the path.
  public var strokeWidth: Double?
  /// Multiplies the colour's opacity (a battery's translucent outline).
  public var opacity: Double

  public init(_ path: VectorPath, strokeWidth: Double? = nil, opacity: Double = 1) {
    self.path = path
    self.strokeWidth = strokeWidth
    self.opacity = opacity
  }
}
