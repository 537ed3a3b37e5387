/// What the panel's "Fit to reference" row shows: the stage decides it each frame from the
/// reference recording and the fit in progress; the panel only draws it and turns clicks on it
/// into `PanelAction.fitReference` / `.cancelReferenceFit` / `.applyFitAnyway`.
public enum ReferenceFitRow: Sendable, Equatable {
  /// No fit can run; the reason is shown in place of the button, as dimmed rows say theirs
  /// ("needs a --reference video").
  case unavailable(String)
  /// The button, and what the last fit did (nil before the first); `failed` draws the note in
  /// the error colour.
  case ready(note: String?, failed: Bool)
  /// The button beside "Apply anyway": the last fit was poor (its scroll RMS over the limit) and
  /// was not applied; `note` says both numbers, in the error colour.
  case poor(note: String)
  /// A fit is running: what it is doing ("Measuring the video") and how far, 0…1.
  case running(phase: String, fraction: Double)

  /// Whether a fit is running.
  public var isRunning: Bool {
    if case .running = self { return true }
    return false
  }

  /// The status line over the progress bar: "Fitting… 42 %".
  public static func progressText(phase: String, fraction: Double) -> String {
    let percent = Int((min(max(fraction, 0), 1) * 100).rounded(.down))
    return "\(phase)… \(percent) %"
  }
}
