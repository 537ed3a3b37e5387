/// Finds the header's visible bottom edge in one frame from its side-strip profile.
///
/// A full-bleed header reaches the screen's left edge; inset cards and list rows usually leave a
/// margin of the content's background there. So, walking up the strip from the content, the
/// first row that stops looking like the background is the header (or its shadow); the edge is
/// the steepest step just above it, placed to a fraction of a pixel by how much of the header's
/// level the rows across the step still carry. With a known header colour the walk goes down
/// from the top instead, while the strip still looks like the header.
public struct HeaderEdgeFinder: Sendable {
  /// The edge in pixels from the top and how far it can be trusted (0…1).
  public struct Edge: Sendable, Equatable {
    public var bottom: Double
    public var confidence: Double
  }

  /// Luma difference still counted as "the same colour" (compression noise, gradients).
  public static let tolerance: Float = 10
  /// Pixels per point.
  public var pointScale: Double
  /// The header's luma when given.
  public var headerLuma: Double?

  public init(pointScale: Double, headerLuma: Double?) {
    self.pointScale = pointScale
    self.headerLuma = headerLuma
  }

  /// The edge in `profile`, looking no lower than `lowestRow` (the content region's bottom); nil
  /// when the strip shows none (nothing above the content differs from the page, or the step is
  /// at the very top).
  public func edge(in profile: FrameProfile, lowestRow: Int) -> Edge? {
    let side = profile.side
    let last = max(1, min(lowestRow, side.count) - 1)
    // The background: the strip's most common level over the lower part of the region.
    let background = HeaderEdgeFinder.mode(side[(last * 3 / 5)...last])
    var boundary: Int?  // first row below the header (its edge is just above it)
    if let headerLuma {
      let level = Float(headerLuma)
      let allowed = max(HeaderEdgeFinder.tolerance, abs(level - background) * 0.3)
      var row = 0
      while row <= last && abs(side[row] - level) <= allowed { row += 1 }
      boundary = row == 0 ? nil : row
    } else {
      var row = last
      while row >= 0 && abs(side[row] - background) <= HeaderEdgeFinder.tolerance { row -= 1 }
      boundary = row < 0 ? nil : row + 1
    }
    guard let boundary, boundary > 0 else { return nil }
    // The steepest step in the few points above the boundary (a shadow is a soft ramp below).
    let reach = max(2, Int((8 * pointScale).rounded()))
    var step = boundary - 1  // the step lies between rows step and step + 1
    var steepest: Float = -1
    for row in max(0, boundary - reach)...min(boundary, side.count - 2) {
      let difference = abs(side[row] - side[row + 1])
      if difference > steepest {
        steepest = difference
        step = row
      }
    }
    if step <= 0 { return nil }
    let high = side[max(0, step - 1)]
    let low = side[min(side.count - 1, step + 2)]
    let contrast = high - low
    var bottom = Double(step + 1)
    if abs(contrast) >= 4 {
      func covered(_ row: Int) -> Double {
        Double(max(0, min(1, (side[row] - low) / contrast)))
      }
      bottom = Double(step) + covered(step) + covered(step + 1)
    }
    let confidence = Double(max(0, min(1, abs(contrast) / 24)))
    return Edge(bottom: bottom, confidence: confidence)
  }

  /// The most common level (to one luma step) of `values`.
  static func mode(_ values: ArraySlice<Float>) -> Float {
    var counts = [Int](repeating: 0, count: 256)
    for value in values { counts[Int(max(0, min(255, value.rounded())))] += 1 }
    var best = 0
    for level in 1..<256 where counts[level] > counts[best] { best = level }
    return Float(best)
  }
}
