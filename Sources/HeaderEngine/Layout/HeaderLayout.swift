/// The header's geometry and derived visuals after one engine update.
public struct HeaderLayout: Equatable, Sendable {
  /// Header height including the status-bar strip, in points (≥ Hmin).
  public var height: Double
  /// The header's y, in points: `−min(accMax, shiftAccumulator)`, in `[−accMax, 0]`.
  public var top: Double
  /// How far the status bar has moved up, in points, in `[0, statusBarHeight]`.
  public var statusBarShift: Double
  /// MDC's raw shift accumulator, in points (≥ 0; may exceed accMax by the quick-return anchor).
  public var shiftAccumulator: Double
  /// The scroll phase (MDC `scrollPhase`).
  public var phase: ScrollPhase
  /// Progress within the phase (MDC `scrollPhasePercentage`); not comparable across phases.
  public var phasePercentage: Double
  /// Shadow opacity of the header, `visibleShadowOpacity × intensity`, in `[0, 1]`.
  public var shadowOpacity: Double
  /// Alpha for views that fade as the header shifts (MDC `hideViewWhenShifted:`), in `[0, 1]`.
  public var shiftedContentAlpha: Double
  /// The engine's ideal visibility (MDC `wantsToBeHidden`).
  public var wantsToBeHidden: Bool
  /// Whether the header counts as shifted off screen (MDC `isShiftedOffscreen`, with #9022 fixed).
  public var isShiftedOffscreen: Bool
  /// Whether the shift animation is running (advance it with `HeaderEngine.tick(dt:)`).
  public var isAnimating: Bool

  /// Creates a layout from its parts.
  public init(
    height: Double, top: Double, statusBarShift: Double, shiftAccumulator: Double,
    phase: ScrollPhase, phasePercentage: Double, shadowOpacity: Double,
    shiftedContentAlpha: Double, wantsToBeHidden: Bool, isShiftedOffscreen: Bool,
    isAnimating: Bool
  ) {
    self.height = height
    self.top = top
    self.statusBarShift = statusBarShift
    self.shiftAccumulator = shiftAccumulator
    self.phase = phase
    self.phasePercentage = phasePercentage
    self.shadowOpacity = shadowOpacity
    self.shiftedContentAlpha = shiftedContentAlpha
    self.wantsToBeHidden = wantsToBeHidden
    self.isShiftedOffscreen = isShiftedOffscreen
    self.isAnimating = isAnimating
  }
}
