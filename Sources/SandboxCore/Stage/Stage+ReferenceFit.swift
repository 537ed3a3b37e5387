import SandboxPrimitives

/// "Fit to reference": the panel's button (or Ctrl+F) asks the host to measure the reference
/// recording and fit phone A to it off the frame loop (`StageEffect.fitReference`); the host
/// reports how far it is every frame and how it ended (`referenceFitProgressed`), and the
/// result lands on phone A as one undoable change. See docs/fit.md.
extension Stage {
  /// The phases the panel names while a fit runs.
  static let fitPhases = (
    starting: "Starting", measuring: "Measuring the video", fitting: "Fitting",
    cancelling: "Cancelling"
  )

  /// Why no fit can start now, nil when one can.
  var referenceFitBlocker: String? {
    guard let reference else {
      return "Fit to reference needs a reference video: open one with --reference VIDEO"
    }
    if reference.problem != nil {
      return "Fit to reference: the reference video could not be opened (see the banner)"
    }
    return nil
  }

  /// What the panel's fit row shows now; nil on a headless stage (no window, no panel).
  var referenceFitRow: ReferenceFitRow? {
    guard !setup.isHeadless else { return nil }
    if let phase = column.fit.phase {
      return .running(phase: phase, fraction: column.fit.fraction)
    }
    if let blocker = referenceFitBlocker { return .unavailable(blocker) }
    return .ready(note: column.fit.note, failed: column.fit.failed)
  }

  /// Asks the host to fit phone A's values, as they are now, to the reference.
  mutating func requestReferenceFit() {
    if column.fit.isRunning {
      effects.append(.log("fit to reference: a fit is already running (Esc cancels it)"))
      return
    }
    guard let track = reference?.track, referenceFitBlocker == nil else {
      effects.append(.log(referenceFitBlocker ?? "fit to reference: no reference"))
      return
    }
    column.fit = ReferenceFitState()
    column.fit.phase = Stage.fitPhases.starting
    // Ctrl+F with the panel hidden: open it, so the progress bar and Cancel are in view.
    layout.showPanel = true
    effects.append(
      .fitReference(
        ReferenceFitOrder(
          values: phones[0].settings.values, videoPath: track.path, offset: track.offset,
          script: setup.replay)))
    effects.append(.log("fit to reference: \(track.path) (Esc cancels)"))
    column.panel.referenceFit = referenceFitRow
  }

  /// Asks the host to stop the running fit; it reports `.cancelled` when it has.
  mutating func cancelReferenceFit() {
    guard column.fit.isRunning, column.fit.phase != Stage.fitPhases.cancelling else { return }
    column.fit.phase = Stage.fitPhases.cancelling
    effects.append(.cancelReferenceFit)
    column.panel.referenceFit = referenceFitRow
  }

  /// Typed keys only (never recorded, never replayed: a replayed session must not start a
  /// fit): Ctrl+F starts a fit, and Escape while one runs cancels it instead of closing the
  /// panel. Returns whether the key was taken.
  mutating func routeToReferenceFit(_ event: InputEvent) -> Bool {
    guard case .keyDown(let key, _) = event else { return false }
    if key == .escape && column.fit.isRunning {
      cancelReferenceFit()
      return true
    }
    guard ViewShortcut(event) == .fitReference else { return false }
    requestReferenceFit()
    return true
  }

  /// The host's news of the fit it runs: progress (each frame) or its end. A finished fit's
  /// changes are applied to phone A as one undoable action (`applyParameterChanges`); a failed
  /// or cancelled one changes nothing. Returns the effects (log lines).
  public mutating func referenceFitProgressed(_ progress: ReferenceFitProgress) -> [StageEffect] {
    effects = []
    guard column.fit.isRunning else { return [] }
    let cancelling = column.fit.phase == Stage.fitPhases.cancelling
    switch progress {
    case .measuring(let fraction):
      if !cancelling { column.fit.phase = Stage.fitPhases.measuring }
      column.fit.fraction = fraction
    case .fitting(let fraction):
      if !cancelling { column.fit.phase = Stage.fitPhases.fitting }
      column.fit.fraction = fraction
    case .cancelled:
      endReferenceFit(note: "Fit cancelled; nothing changed", failed: false)
      effects.append(.log("fit to reference: cancelled"))
    case .failed(let reason):
      endReferenceFit(note: "Fit failed: \(reason)", failed: true)
      showToast("Fit to reference failed", detail: reason)
      effects.append(.log("fit to reference failed: \(reason)"))
    case .finished(let changes, let before, let after, let headerUnmeasured):
      finishReferenceFit(
        changes, rmsBefore: before, rmsAfter: after, headerUnmeasured: headerUnmeasured)
    }
    column.panel.referenceFit = referenceFitRow
    return effects
  }

  private mutating func finishReferenceFit(
    _ changes: [String: ParameterValue], rmsBefore: Double, rmsAfter: Double,
    headerUnmeasured: Bool
  ) {
    // No header edge in the video: the fit left the header's keys alone; say so with the RMS.
    let rms =
      "RMS \(Stage.points(rmsBefore)) → \(Stage.points(rmsAfter)) pt"
      + (headerUnmeasured ? " (no header edge in the video; header left as it was)" : "")
    effects.append(.log("fit to reference: \(rms)"))
    if changes.isEmpty {
      endReferenceFit(note: "\(rms): phone A's values already fit best", failed: false)
      showToast("Fitted to the reference", detail: "\(rms); nothing to change")
      return
    }
    if let problem = applyParameterChanges(changes, reason: "fit to reference") {
      endReferenceFit(note: "Fit not applied: \(problem)", failed: true)
      showToast("Fit to reference failed", detail: problem)
      return
    }
    let values = phones[0].settings.values
    let changed = ParameterRegistry.keys.filter { changes[$0] != nil }.map { key in
      let label = ParameterRegistry.parameter(key)?.label ?? key
      return "\(label) \(PanelField.parameter(key).display(in: values))"
    }
    endReferenceFit(
      note: "\(rms) · " + changed.joined(separator: ", ") + " (Ctrl+Z undoes)", failed: false)
    showToast(
      "Fitted to the reference", detail: "\(rms) · \(changed.count) value(s) · Ctrl+Z undoes")
  }

  private mutating func endReferenceFit(note: String, failed: Bool) {
    column.fit = ReferenceFitState()
    column.fit.note = note
    column.fit.failed = failed
  }

  /// An RMS in points as the panel shows it: two decimals.
  static func points(_ value: Double) -> String {
    value.isFinite ? HUDText.fixed(value, 2) : "∞"
  }
}
