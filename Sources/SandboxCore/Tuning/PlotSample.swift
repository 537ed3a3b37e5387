/// One sample of the live plots: the motion numbers at simulation time `time`.
public struct PlotSample: Sendable, Hashable {
  /// Simulation time, seconds.
  public var time: Double
  /// Scroll offset, points.
  public var scrollOffset: Double
  /// Scroll velocity, points per second.
  public var scrollVelocity: Double
  /// Header height including the status-bar strip, points.
  public var headerHeight: Double
  /// Header top (≤ 0), points.
  public var headerTop: Double
  /// Status-bar shift, points.
  public var statusBarShift: Double

  /// Creates a sample.
  public init(
    time: Double, scrollOffset: Double, scrollVelocity: Double, headerHeight: Double,
    headerTop: Double, statusBarShift: Double
  ) {
    self.time = time
    self.scrollOffset = scrollOffset
    self.scrollVelocity = scrollVelocity
    self.headerHeight = headerHeight
    self.headerTop = headerTop
    self.statusBarShift = statusBarShift
  }

  /// The sample for `sandbox` now.
  public init(_ sandbox: Sandbox) {
    let layout = sandbox.engine.layout
    self.init(
      time: sandbox.time, scrollOffset: sandbox.scroll.offset,
      scrollVelocity: sandbox.scroll.velocity, headerHeight: layout.height,
      headerTop: layout.top, statusBarShift: layout.statusBarShift)
  }

  /// The value of `series`.
  public func value(_ series: PlotSeries) -> Double {
    switch series {
    case .scrollOffset: return scrollOffset
    case .scrollVelocity: return scrollVelocity
    case .headerHeight: return headerHeight
    case .headerTop: return headerTop
    case .statusBarShift: return statusBarShift
    }
  }
}
