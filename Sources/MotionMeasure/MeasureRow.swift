/// One row of `header-sandbox measure`: what a video frame shows, in the units and spelling of a
/// `trace` row (seconds, points, points per second), so a measurement and a trace plot and diff
/// alike.
public struct MeasureRow: Sendable, Equatable {
  /// The frame's presentation time, seconds.
  public var time: Double
  /// Content travel since the first frame, points, positive into the content (the content moved
  /// up the screen), as `trace`'s `scrollOffset`.
  public var scrollOffset: Double
  /// Content velocity, points per second, positive into the content.
  public var scrollVelocity: Double
  /// Points from the top of the screen to the visible bottom edge of the header: 0 when the
  /// header has left the screen through its top, nil when its edge cannot be seen (a bar drawn
  /// in the page's own colour, a transparent bar at the scroll edge): unknown, never 0.
  public var headerBottom: Double?
  /// How much the registration and the edge can be trusted, 0…1 (the smaller of the two).
  public var confidence: Double

  public init(
    time: Double, scrollOffset: Double, scrollVelocity: Double, headerBottom: Double?,
    confidence: Double
  ) {
    self.time = time
    self.scrollOffset = scrollOffset
    self.scrollVelocity = scrollVelocity
    self.headerBottom = headerBottom
    self.confidence = confidence
  }

  /// The CSV header, in order; the names are `trace`'s where the quantity is the same.
  public static let columns = [
    "time", "scrollOffset", "scrollVelocity", "headerBottom", "confidence",
  ]
}
