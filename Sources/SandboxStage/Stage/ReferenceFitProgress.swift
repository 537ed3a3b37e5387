import SandboxFormats

/// What the host tells the stage about the fit it runs for a `ReferenceFitOrder`, once a frame
/// while it runs and once when it ends.
public enum ReferenceFitProgress: Sendable, Equatable {
  /// Decoding and measuring the video; overall progress 0…1.
  case measuring(Double)
  /// Searching the parameters; overall progress 0…1.
  case fitting(Double)
  /// Done: the keys whose fitted values differ from the order's values, and the residual RMS
  /// (points) at the order's values and at the fit; `headerUnmeasured` when the video showed no
  /// header edge, so the header was left alone. `scrollRMS` is the fit's RMS on the scroll
  /// alone and `rmsLimit` the most a good fit of this video may have (`FitQuality`): above it
  /// the fit is poor, shown but not applied unless the panel's "Apply anyway" is clicked.
  case finished(
    changes: [String: ParameterValue], rmsBefore: Double, rmsAfter: Double,
    headerUnmeasured: Bool = false, scrollRMS: Double = 0, rmsLimit: Double = .infinity)
  /// Ended without a result; the reason (a file, what was expected and found).
  case failed(String)
  /// Stopped by Cancel or Escape.
  case cancelled
}
