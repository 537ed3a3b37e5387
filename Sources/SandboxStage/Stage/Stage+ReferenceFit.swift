import SandboxFormats
import SandboxPrimitives

/// The stage's side of the review: the reference recording it shows, and "Fit to reference"
/// (`StageReview+Fit`), whose result lands on phone A as one undoable change.
extension Stage {
  /// Shows `track` (nil: none), its frames from `source`; `problem` says why it cannot be shown,
  /// in its slot and in the banner over phone A. The host reads `canvasSize` afterwards (the
  /// beside slot widens the canvas).
  public mutating func setReference(
    _ track: ReferenceTrack?, source: (any ReferenceFrameSource)?, problem: String? = nil
  ) {
    review.reference = track.map { StageReference(track: $0, source: source, problem: problem) }
    if let problem, column.banner?.contains(problem) != true {
      column.banner = [column.banner, problem].compactMap { $0 }.joined(separator: "; ")
    }
    var effects: [StageEffect] = []
    syncReferenceSlot(effects: &effects)
  }

  /// Asks the host to fit phone A's values, as they are now, to the reference; the panel opens
  /// (Ctrl+F with it hidden), so the progress bar and Cancel are in view.
  mutating func requestReferenceFit(effects: inout [StageEffect]) {
    guard
      review.requestFit(
        values: phones[0].settings.values, script: setup.replay, effects: &effects)
    else { return }
    layout.showPanel = true
    column.panel.referenceFit = review.fitRow(isHeadless: setup.isHeadless)
  }

  /// Asks the host to stop the running fit; it reports `.cancelled` when it has.
  mutating func cancelReferenceFit(effects: inout [StageEffect]) {
    review.cancelFit(effects: &effects)
    column.panel.referenceFit = review.fitRow(isHeadless: setup.isHeadless)
  }

  /// Typed keys only (never recorded, never replayed: a replayed session must not start a
  /// fit): Ctrl+F starts a fit, and Escape while one runs cancels it instead of closing the
  /// panel. Returns whether the key was taken.
  mutating func routeToReferenceFit(_ event: InputEvent, effects: inout [StageEffect]) -> Bool {
    guard case .keyDown(let key, _) = event else { return false }
    if key == .escape && review.fit.isRunning {
      cancelReferenceFit(effects: &effects)
      return true
    }
    guard ViewShortcut(event) == .fitReference else { return false }
    requestReferenceFit(effects: &effects)
    return true
  }

  /// The host's news of the fit it runs: progress (each frame) or its end. A finished fit's
  /// changes are applied to phone A as one undoable action (`applyParameterChanges`) unless it
  /// is poor; a failed, cancelled or poor one changes nothing. Returns the effects (log lines).
  public mutating func referenceFitProgressed(_ progress: ReferenceFitProgress) -> [StageEffect] {
    var effects: [StageEffect] = []
    endReferenceFit(review.fitProgressed(progress, effects: &effects), effects: &effects)
    return effects
  }

  /// Carries out a fit's end (from the host, or "Apply anyway"): a toast, or its changes applied.
  mutating func endReferenceFit(_ end: StageReview.FitEnd?, effects: inout [StageEffect]) {
    if case .toast(let title, let detail)? = end { showToast(title, detail: detail) }
    if case .apply(let changes, let rms)? = end {
      let problem =
        changes.isEmpty
        ? nil : applyParameterChanges(changes, reason: "fit to reference", effects: &effects)
      let note = review.fitApplied(
        changes, rms: rms, problem: problem, values: phones[0].settings.values)
      showToast(note.title, detail: note.detail)
    }
    column.panel.referenceFit = review.fitRow(isHeadless: setup.isHeadless)
  }
}
