import PhoneSimulation

/// What a fit found: the best candidate, both rankings and the fitted configuration.
public struct FitResult: Sendable {
  /// The best header-stage fit (nil when nothing could be simulated).
  public var best: CandidateFit?
  /// Deceleration models, best first, fitted on `scrollOffset`.
  public var physicsRanking: [CandidateFit]
  /// Header candidates under the chosen deceleration model, best first.
  public var headerRanking: [CandidateFit]
  /// The full fitted configuration.
  public var values: ConfigValues
  /// The gesture the fit settled on (a derived one with its release corrections).
  public var script: EventScript
  /// Interrupted before the search finished.
  public var partial: Bool
  /// The input's `headerBottom` was 0 on every row (no header edge found): the column was left
  /// out of the residuals and no header key was varied (`MeasuredSeries.headerUnmeasured`).
  public var headerUnmeasured = false
  /// The note a report prints when `headerUnmeasured`.
  public static let headerUnmeasuredNote =
    "headerBottom is 0 on every row: no header edge was measured, so the header was not fitted "
    + "(its keys keep their given values)"

  public init(
    best: CandidateFit?, physicsRanking: [CandidateFit], headerRanking: [CandidateFit],
    values: ConfigValues, script: EventScript, partial: Bool
  ) {
    self.script = script
    self.best = best
    self.physicsRanking = physicsRanking
    self.headerRanking = headerRanking
    self.values = values
    self.partial = partial
  }

  /// Every fitted value: the deceleration stage's, then the header stage's (which may refit a
  /// rate it also varies; the later one wins).
  public var fittedValues: [FittedValue] {
    var result: [FittedValue] = []
    for value in (physicsRanking.first?.values ?? []) + (best?.values ?? []) {
      if let i = result.firstIndex(where: { $0.parameter.key == value.parameter.key }) {
        result[i] = value
      } else {
        result.append(value)
      }
    }
    return result
  }
}
