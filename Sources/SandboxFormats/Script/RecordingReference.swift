/// A reference recording (a screen capture of the real app) and where it starts: a script's or
/// a session's `reference` (`ReviewSession.Reference`).
public struct RecordingReference: Hashable, Sendable {
  /// The video file, relative to the session file's folder.
  public var path: String
  /// Seconds added to script time to find the reference's frame (may be negative).
  public var offset: Double
  /// Whether the file gave `offset`; when it did not, the app lines the recording's first
  /// release up with phone A's (docs/reference.md). Not part of equality.
  public var offsetGiven = true

  /// Creates a reference.
  public init(path: String, offset: Double = 0) {
    self.path = path
    self.offset = offset
  }

  public static func == (lhs: RecordingReference, rhs: RecordingReference) -> Bool {
    lhs.path == rhs.path && lhs.offset == rhs.offset
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(path)
    hasher.combine(offset)
  }
}
