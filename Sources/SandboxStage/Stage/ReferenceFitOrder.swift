import SandboxFormats

/// What the stage asks its host to fit when "Fit to reference" is clicked (Ctrl+F): phone A's
/// values, the reference recording and where it sits on the timeline, and the session's
/// finger. The host measures and fits off the frame loop and reports back with
/// `Stage.referenceFitProgressed(_:)`.
public struct ReferenceFitOrder: Sendable, Equatable {
  /// Phone A's values now: the fit's start, and what its changes are counted from.
  public var values: ConfigValues
  /// The recording as the stage shows it (`ReferenceTrack.path`).
  public var videoPath: String
  /// The recording's time minus timeline time (`ReferenceTrack.offset`).
  public var offset: Double
  /// The session's script (the replay phone A plays), nil when there is none: the fit then
  /// derives the finger from the video, as `fit` does without `--script`.
  public var script: EventScript?

  public init(values: ConfigValues, videoPath: String, offset: Double, script: EventScript?) {
    self.values = values
    self.videoPath = videoPath
    self.offset = offset
    self.script = script
  }
}
