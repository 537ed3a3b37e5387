import PhoneSimulation
import SandboxFormats
import SandboxPrimitives
import TuningPanel

/// "Fit to reference": the panel's button (or Ctrl+F) asks the host to measure the reference
/// recording and fit phone A to it off the frame loop (`StageEffect.fitReference`); the host
/// reports how far it is every frame and how it ended (`Stage.referenceFitProgressed`), and the
/// result lands on phone A as one undoable change. See docs/fit.md.
extension StageReview {
  /// The phases the panel names while a fit runs.
  static let fitPhases = (
    starting: "Starting", measuring: "Measuring the video", fitting: "Fitting",
    cancelling: "Cancelling"
  )

  /// What a fit's end leaves the stage to do.
  enum FitEnd: Equatable {
    /// Show this toast (a failure, said in the panel already).
    case toast(title: String, detail: String)
    /// Apply these changes to phone A as one action; `rms` says how well they fit.
    case apply([String: ParameterValue], rms: String)
  }

  /// Why no fit can start now, nil when one can.
  var fitBlocker: String? {
    guard let reference else {
      return "Fit to reference needs a reference video: open one with --reference VIDEO"
    }
    if reference.problem != nil {
      return "Fit to reference: the reference video could not be opened (see the banner)"
    }
    return nil
  }

  /// What the panel's fit row shows now; nil on a headless stage (no window, no panel).
  func fitRow(isHeadless: Bool) -> ReferenceFitRow? {
    guard !isHeadless else { return nil }
    if let phase = fit.phase { return .running(phase: phase, fraction: fit.fraction) }
    if let blocker = fitBlocker { return .unavailable(blocker) }
    if fit.poor != nil { return .poor(note: fit.note ?? "") }
    return .ready(note: fit.note, failed: fit.failed)
  }

  /// Asks the host to fit phone A's `values`, as they are now, to the reference (with the
  /// replayed `script`, the gesture to fit). Returns whether a fit started.
  mutating func requestFit(
    values: ConfigValues, script: EventScript?, effects: inout [StageEffect]
  ) -> Bool {
    if fit.isRunning {
      effects.append(.log("fit to reference: a fit is already running (Esc cancels it)"))
      return false
    }
    guard let track = reference?.track, fitBlocker == nil else {
      effects.append(.log(fitBlocker ?? "fit to reference: no reference"))
      return false
    }
    fit = ReferenceFitState()
    fit.phase = Self.fitPhases.starting
    fit.replayable = script != nil
    effects.append(
      .fitReference(
        ReferenceFitOrder(
          values: values, videoPath: track.path, offset: track.offset, script: script)))
    effects.append(.log("fit to reference: \(track.path) (Esc cancels)"))
    return true
  }

  /// Asks the host to stop the running fit; it reports `.cancelled` when it has.
  mutating func cancelFit(effects: inout [StageEffect]) {
    guard fit.isRunning, fit.phase != Self.fitPhases.cancelling else { return }
    fit.phase = Self.fitPhases.cancelling
    effects.append(.cancelReferenceFit)
  }

  /// The host's news of the fit it runs: progress (each frame) or its end. Returns what the
  /// stage must do at the end: a toast, or the changes to apply (`fitApplied` then says how it
  /// went); nil while the fit runs or when none does.
  mutating func fitProgressed(
    _ progress: ReferenceFitProgress, effects: inout [StageEffect]
  ) -> FitEnd? {
    guard fit.isRunning else { return nil }
    let cancelling = fit.phase == Self.fitPhases.cancelling
    switch progress {
    case .measuring(let fraction):
      if !cancelling { fit.phase = Self.fitPhases.measuring }
      fit.fraction = fraction
    case .fitting(let fraction):
      if !cancelling { fit.phase = Self.fitPhases.fitting }
      fit.fraction = fraction
    case .cancelled:
      endFit(note: "Fit cancelled; nothing changed", failed: false)
      effects.append(.log("fit to reference: cancelled"))
    case .failed(let reason):
      endFit(note: "Fit failed: \(reason)", failed: true)
      effects.append(.log("fit to reference failed: \(reason)"))
      return .toast(title: "Fit to reference failed", detail: reason)
    case .finished(let changes, let before, let after, let headerUnmeasured, let scroll, let limit):
      // No header edge in the video: the fit left the header's keys alone; say so with the RMS.
      let rms =
        "RMS \(Self.points(before)) → \(Self.points(after)) pt"
        + (headerUnmeasured ? " (no header edge in the video; header left as it was)" : "")
      effects.append(.log("fit to reference: \(rms)"))
      guard scroll <= limit else { return poorFit(changes, rms: rms, scroll, limit, &effects) }
      return .apply(changes, rms: rms)
    }
    return nil
  }

  /// A fit whose scroll RMS is over `limit`: not applied, said with both numbers in the panel
  /// and a toast, and kept for "Apply anyway" when it changes anything.
  private mutating func poorFit(
    _ changes: [String: ParameterValue], rms: String, _ scroll: Double, _ limit: Double,
    _ effects: inout [StageEffect]
  ) -> FitEnd {
    let verdict = "scroll RMS \(Self.points(scroll)) pt over the limit \(Self.points(limit)) pt"
    endFit(note: "Poor fit, not applied: \(verdict); \(rms)", failed: true)
    effects.append(.log("fit to reference: poor fit, not applied: \(verdict)"))
    guard !changes.isEmpty else {
      return .toast(title: "Poor fit", detail: "\(verdict); nothing to change")
    }
    fit.poor = ReferenceFitState.PoorFit(changes: changes, rms: rms + ", a poor fit applied anyway")
    return .toast(title: "Poor fit: not applied", detail: "\(verdict) · Apply anyway in the panel")
  }

  /// "Apply anyway": the poor fit kept by the last fit, to apply as one undoable change (nil
  /// when there is none).
  func applyFitAnyway() -> FitEnd? {
    guard let poor = fit.poor, !fit.isRunning else { return nil }
    return .apply(poor.changes, rms: poor.rms)
  }

  /// The fit's `changes` were applied to phone A, now at `values` (or not, for `problem`):
  /// notes it under the button and returns the toast that says so.
  mutating func fitApplied(
    _ changes: [String: ParameterValue], rms: String, problem: String?, values: ConfigValues
  ) -> (title: String, detail: String) {
    if changes.isEmpty {
      endFit(note: "\(rms): phone A's values already fit best", failed: false)
      return ("Fitted to the reference", "\(rms); nothing to change")
    }
    if let problem {
      endFit(note: "Fit not applied: \(problem)", failed: true)
      return ("Fit to reference failed", problem)
    }
    let changed = ParameterRegistry.keys.filter { changes[$0] != nil }.map { key in
      let label = ParameterRegistry.parameter(key)?.label ?? key
      return "\(label) \(PanelField.parameter(key).display(in: values))"
    }
    let again = fit.replayable ? " · R replays the gesture" : ""
    endFit(
      note: "\(rms) · " + changed.joined(separator: ", ") + " (Ctrl+Z undoes)\(again)",
      failed: false)
    return ("Fitted to the reference", "\(rms) · \(changed.count) value(s) · Ctrl+Z undoes\(again)")
  }

  private mutating func endFit(note: String, failed: Bool) {
    fit = ReferenceFitState()
    fit.note = note
    fit.failed = failed
  }

  /// An RMS in points as the panel shows it: two decimals.
  static func points(_ value: Double) -> String {
    value.isFinite ? HUDText.fixed(value, 2) : "∞"
  }
}
