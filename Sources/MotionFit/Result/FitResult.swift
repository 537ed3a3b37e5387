import PhoneSimulation
import SandboxFormats

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
  /// The input's `headerBottom` showed no header on any row (every cell empty or 0): the column
  /// was left out of the residuals and no header key was varied
  /// (`MeasuredSeries.headerUnmeasured`).
  public var headerUnmeasured = false
  /// The note a report prints when `headerUnmeasured`.
  public static let headerUnmeasuredNote =
    "headerBottom shows no header edge on any row: the header was not fitted "
    + "(its keys keep their given values)"
  /// Rows whose header edge was not seen (empty `headerBottom` cells), left out of that column.
  public var unseenHeaderRows = 0
  /// The note a report prints when some rows' header edge was not seen.
  public var unseenHeaderNote: String? {
    guard unseenHeaderRows > 0, !headerUnmeasured else { return nil }
    return "headerBottom: the edge was not seen on \(unseenHeaderRows) rows (empty cells); "
      + "the header was fitted on the others"
  }
  /// Each lift of the settled gesture: its time and the (corrected) velocity it releases with.
  public var releases: [FitRelease] {
    // The physics stage fitted the corrections; the header stage replays its corrected script.
    FitRelease.releases(of: script, corrections: physicsRanking.first?.corrections ?? [])
  }
  /// Whether the best fit reproduces the recording's scroll well enough (nil without a fit).
  public var quality: FitQuality?
  /// How late the recording shows the script's touches (seconds; `FitObjective.latencies`): 0
  /// for a gesture derived from the recording.
  public var latency = 0.0

  /// The report's notes: the header left alone, or rows without a seen edge.
  public var notes: [String] {
    (headerUnmeasured ? [FitResult.headerUnmeasuredNote] : [])
      + (unseenHeaderNote.map { [$0] } ?? [])
  }

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

  /// The keys the fit decided, what a fitted preset holds (`Preset.fittedLayer`): the best
  /// candidate's choices (deceleration model, header model and its options) and every value
  /// the input determined; a value it did not determine kept its given one and is left out
  /// (all of them are kept from a partial fit, which has no uncertainties).
  public var decidedKeys: Set<String> {
    let values = fittedValues.filter { partial || $0.uncertainty != nil }
    return Set(values.map(\.parameter.key) + (best?.candidate.choices.map(\.key) ?? []))
  }

  /// Every fitted value: the deceleration stage's, then the header stage's (which may refit a
  /// rate it also varies; the later value wins). Such a rate keeps the larger of the two
  /// uncertainties: the header stage replays the release velocities the deceleration stage
  /// settled on, so its own curvature leaves out how far a rate and a release velocity trade
  /// off against each other (a 10 % lower friction with a 10 % slower release flings the same
  /// way for a while), which the deceleration stage, varying both, sees.
  public var fittedValues: [FittedValue] {
    var result: [FittedValue] = []
    for value in (physicsRanking.first?.values ?? []) + (best?.values ?? []) {
      if let i = result.firstIndex(where: { $0.parameter.key == value.parameter.key }) {
        var later = value
        if let earlier = result[i].uncertainty {
          later.uncertainty = max(earlier, value.uncertainty ?? earlier)
        }
        result[i] = later
      } else {
        result.append(value)
      }
    }
    return result
  }
}
