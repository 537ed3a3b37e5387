/// The stage's reference recording: its track (path, offset, frame times), where its frames
/// come from, and what went wrong reading it (a broken file keeps its slot, saying why, and
/// stays in the saved session).
public struct StageReference: Sendable {
  public var track: ReferenceTrack
  /// The app's decoded frames; nil when the recording could not be read.
  public var source: (any ReferenceFrameSource)?
  /// Why nothing is shown (the file's problem), nil when it reads fine.
  public var problem: String?

  public init(track: ReferenceTrack, source: (any ReferenceFrameSource)?, problem: String? = nil) {
    self.track = track
    self.source = source
    self.problem = problem
  }
}
