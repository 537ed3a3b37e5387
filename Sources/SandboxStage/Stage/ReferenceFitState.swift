import SandboxFormats

/// The stage's side of "Fit to reference": whether a fit runs and how far it is, and what the
/// last one did (shown under the button until the next).
public struct ReferenceFitState: Sendable, Equatable {
  /// What the running fit is doing ("Measuring the video", "Fitting"); nil when none runs.
  public var phase: String?
  /// The running fit's progress, 0…1.
  public var fraction = 0.0
  /// What the last fit did, or why it failed.
  public var note: String?
  /// Whether `note` is a failure.
  public var failed = false
  /// The last fit when it was poor: shown with its RMS and limit, not applied; the panel's
  /// "Apply anyway" applies it (nil otherwise, and once it is applied or a new fit starts).
  public var poor: PoorFit?
  /// Whether the fit's gesture is a replayed script, which R plays again with the fitted values
  /// (`StageSession.replayAgain`): the note of an applied fit says so.
  public var replayable = false

  /// A poor fit waiting for "Apply anyway": its changes and the RMS line its note starts with.
  public struct PoorFit: Sendable, Equatable {
    public var changes: [String: ParameterValue]
    public var rms: String
  }

  public init() {}

  /// Whether a fit runs (from the order until the host reports its end).
  public var isRunning: Bool { phase != nil }
}
