extension HeaderLayout {
  /// The layout of a platform model from its visible geometry, with the phase and its percentage
  /// derived by MDC's own rule, `ScrollPhase.classify` (`shifting` when the top is above the screen,
  /// `collapsing` below Hmax, `overExtending` at or above it) so the trace columns read alike.
  ///
  /// `collapse` goes to the `shiftAccumulator` column: each model says what it puts there.
  /// The toolbar's content (icons, collapsed title) stays opaque while the bar is on screen,
  /// however collapsed (the title styles fade the expanded title themselves), and fades only as
  /// the bar scrolls away, over its collapsed height.
  static func platform(
    height: Double, top: Double, hMin: Double, hMax: Double, collapse: Double,
    shadowOpacity: Double, wantsToBeHidden: Bool, accMax: Double,
    isAnimating: Bool
  ) -> HeaderLayout {
    let (phase, percentage) = ScrollPhase.classify(
      top: top, height: height, hMin: hMin, hMax: hMax
    ) { accMax > 0 ? min(1, -top / accMax) : 0 }
    return HeaderLayout(
      height: height, top: 0 + top, statusBarShift: 0, shiftAccumulator: 0 + collapse,
      phase: phase, phasePercentage: percentage,
      shadowOpacity: min(max(shadowOpacity, 0), 1),
      shiftedContentAlpha: top < 0 && hMin > 0 ? 1 - min(-top / hMin, 1) : 1,
      wantsToBeHidden: wantsToBeHidden,
      isShiftedOffscreen: accMax > 0 && top <= -accMax, isAnimating: isAnimating)
  }
}
