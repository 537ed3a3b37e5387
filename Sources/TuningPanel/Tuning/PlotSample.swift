import HeaderEngine
import PhoneSimulation

/// One sample of the live plots: the motion numbers at simulation time `time`, and the rest of
/// the trace row, so the history saves as the same CSV `trace` prints.
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
  /// The trace columns the plots do not draw (`trace`'s meaning and units).
  public var shiftAccumulator = 0.0
  public var phase = ""
  public var phasePercentage = 0.0
  public var shadowOpacity = 0.0
  public var wantsToBeHidden = false
  public var isTracking = false
  public var readout = HeaderReadout()

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

  /// The sample for `sandbox` now: its trace row.
  public init(_ sandbox: Sandbox) {
    self.init(sandbox.traceRow(frame: 0))
  }

  /// The sample of a trace row.
  public init(_ row: TraceRow) {
    self.init(
      time: row.time, scrollOffset: row.scrollOffset, scrollVelocity: row.scrollVelocity,
      headerHeight: row.headerHeight, headerTop: row.headerTop,
      statusBarShift: row.statusBarShift)
    shiftAccumulator = row.shiftAccumulator
    phase = row.phase
    phasePercentage = row.phasePercentage
    shadowOpacity = row.shadowOpacity
    wantsToBeHidden = row.wantsToBeHidden
    isTracking = row.isTracking
    readout = HeaderReadout(
      liftFraction: row.liftFraction, scrimAlpha: row.scrimAlpha,
      titleProgress: row.titleProgress, parallaxOffset: row.parallaxOffset,
      stretchTriggers: row.stretchTriggers)
  }

  /// This sample as trace row number `frame`.
  public func traceRow(frame: Int) -> TraceRow {
    TraceRow(
      frame: frame, time: time, scrollOffset: scrollOffset, scrollVelocity: scrollVelocity,
      headerHeight: headerHeight, headerTop: headerTop, shiftAccumulator: shiftAccumulator,
      statusBarShift: statusBarShift, phase: phase, phasePercentage: phasePercentage,
      shadowOpacity: shadowOpacity, wantsToBeHidden: wantsToBeHidden, isTracking: isTracking,
      liftFraction: readout.liftFraction, scrimAlpha: readout.scrimAlpha,
      titleProgress: readout.titleProgress, parallaxOffset: readout.parallaxOffset,
      stretchTriggers: readout.stretchTriggers)
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
