import SandboxFormats
import SandboxPrimitives

/// What the stage knows of a review when Ctrl+S is pressed: every phone's current values, the
/// playhead and the loop range. The host, which knows the session file (the script's path, each
/// phone's preset and config), turns it into a `ReviewSession`.
public struct SessionSnapshot: Sendable, Equatable {
  /// Each phone's values, A first.
  public var values: [ConfigValues]
  /// Phone A's time of the shown frame, seconds (the replay's script time).
  public var playhead: Double
  /// The loop range in seconds, when one is set and recorded.
  public var loop: ReviewSession.Loop?
  /// The reference recording with its current offset (nudged with ←/→), nil without one.
  public var reference: ReviewSession.Reference?
  /// The markers as they stand (the session's, with those added and edited in the window).
  public var markers: [ReviewSession.Marker] = []
}

extension SessionSnapshot {
  /// The review as `session` and `review` stand, for Ctrl+S.
  init(_ session: StageSession, review: StageReview) {
    let timeline = session.timeline
    if let range = timeline.loopRange {
      let frames = timeline.history.frames
      let from = frames[range.lowerBound].time
      let to = frames[range.upperBound].time
      if from < to { loop = ReviewSession.Loop(from: from, to: to) }
    }
    values = session.phones.map(\.settings.values)
    playhead = session.phones[0].time
    reference = review.reference.map {
      ReviewSession.Reference(path: $0.track.path, offset: $0.track.offset)
    }
    markers = review.markers.list
  }
}
