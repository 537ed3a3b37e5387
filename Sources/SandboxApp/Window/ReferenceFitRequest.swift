import MotionFit
import MotionMeasure
import SandboxStage
import SandboxFormats

/// What "Fit to reference" fits: a reference video, how it lines up with the session, phone A's
/// values and gesture, and what may change. `ReferenceFitJob` runs it.
struct ReferenceFitRequest: Sendable {
  /// The reference video.
  var videoPath: String
  /// Seconds added to the video's times to get the session's: the session time of the video's
  /// first frame. Negative: the video starts before the session, and its frames before the
  /// session's time 0 are left out. Positive: phone A's script is moved earlier by as much, and
  /// must have no event before that time.
  var timeOffset: Double = 0
  /// Phone A's current values: the fit's start, and what the changes are counted from.
  var values: ConfigValues
  /// Phone A's finger (its script or the session's recording); nil derives one from the video,
  /// as `fit` does without `--script`.
  var script: EventScript?
  /// Pixels per point of the video; nil guesses from its width as `measure` does.
  var pointScale: Double?
  /// The deceleration model: `.auto` tries all five (as `fit --physics auto`).
  var physics: FitPlan.Choice = .auto
  /// The header model: `.configured` keeps phone A's, `.auto` tries every model.
  var model: FitPlan.Choice = .configured
  /// The continuous keys to vary (nil: `FitDefaults.varied`, what acts on the chosen models).
  var vary: [String]?
  /// Keys kept at phone A's values.
  var fixed: Set<String> = []
  /// Starts per candidate (`fit --starts`).
  var starts = 3

  /// The video's rows on the session's clock, and the gesture that replays phone A's finger on
  /// the same clock (both from 0).
  func aligned(_ rows: [MeasureRow]) throws(CommandFailure) -> (MeasuredSeries, FitGesture) {
    let kept = rows.filter { $0.time + timeOffset >= -1e-9 }
    guard kept.count >= 20 else {
      throw CommandFailure(
        .dataError,
        "\(videoPath): expected at least 20 frames at or after the session's start with time "
          + "offset \(timeOffset) s, found \(kept.count)")
    }
    let start = kept[0].time + timeOffset
    let series = MeasuredSeries(
      time: kept.map(\.time), scrollOffset: kept.map(\.scrollOffset),
      headerBottom: kept.map(\.headerBottom))
    guard var script else {
      return (
        series,
        .derived(
          viewport: Viewport.standard, touchSlop: values[Param.scroll.touchSlop])
      )
    }
    if start > 1e-9 {
      if let early = script.events.first(where: { $0.t < start - 1e-9 }) {
        throw CommandFailure(
          .dataError,
          "\(videoPath): the video starts at \(start) s of the session (time offset "
            + "\(timeOffset) s), after phone A's event at \(early.t) s; expected an offset at "
            + "or before the first event")
      }
      script.events = script.events.map { TimedScriptEvent(t: $0.t - start, event: $0.event) }
      if let duration = script.duration { script.duration = max(0, duration - start) }
    }
    return (series, .script(script))
  }

  /// The fit's plan for `series` and `gesture`.
  func plan(series: MeasuredSeries, gesture: FitGesture) -> FitPlan {
    FitPlan(
      series: series, gesture: gesture, base: values, physics: physics, model: model, vary: vary,
      fixed: fixed, starts: starts)
  }
}

/// A finished fit: the changes to apply to phone A and how much they help.
struct ReferenceFitOutcome: Sendable {
  /// Every key the fit decided whose value differs from phone A's (continuous values and
  /// discrete choices), for `Stage.applyParameterChanges`: `changes(_:from:fixed:)`.
  var changes: [String: ParameterValue]
  /// RMS of simulated − measured over the compared columns before and after, points.
  var rmsBefore: Double
  var rmsAfter: Double
  /// The whole fit (rankings, uncertainties) for a report.
  var result: FitResult

  /// What a fit changes on phone A, whose values were `values`: the keys a fitted preset holds
  /// (`Preset.fittedLayer`: what the fit decided, nothing from the device, `view.*` or
  /// `content.*`) whose fitted value differs from phone A's.
  static func changes(
    _ result: FitResult, from values: ConfigValues, fixed: Set<String> = []
  ) -> [String: ParameterValue] {
    let layer = Preset.fittedLayer(result.values, keys: result.decidedKeys.union(fixed))
    var changes: [String: ParameterValue] = [:]
    for entry in layer.entries where entry.value != values[entry.key] {
      changes[entry.key] = entry.value
    }
    return changes
  }
}
