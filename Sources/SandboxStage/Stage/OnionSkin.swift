import PhoneDrawing
import PhoneSimulation

/// The onion skin (G): the header's outline at the frames before the shown one, kept on the
/// frames the session shows: the next frame adds its outlines, a jump (a scrub, a fork) rebuilds
/// the trail from the history. Shift+G cycles its length.
public struct OnionSkin: Sendable {
  /// The outlines, nil while the onion skin is off.
  public private(set) var trail: GhostTrail?
  /// The trail length G starts with.
  private(set) var length = GhostTrail.lengths[0]
  /// The history frame the trail's newest outlines belong to.
  private var frame = -1

  /// An onion skin that is off, or on from the first frame with `length` outlines.
  init(length: Int?) {
    guard let length else { return }
    self.length = length
    trail = GhostTrail(length: length)
  }

  /// G: on (with the current length) or off.
  mutating func toggle() {
    trail = trail == nil ? GhostTrail(length: length) : nil
    frame = -1
  }

  /// Shift+G: the next of `GhostTrail.lengths`, the trail restarted at that length when on.
  mutating func cycleLength() {
    let lengths = GhostTrail.lengths
    length = lengths[((lengths.firstIndex(of: length) ?? 0) + 1) % lengths.count]
    if trail != nil {
      trail = GhostTrail(length: length)
      frame = -1
    }
  }

  /// A headless frame: `phones` as they are now join the trail.
  mutating func push(_ phones: [Sandbox], referenceEdge: Double?) {
    trail?.push(phones, referenceEdge: referenceEdge)
  }

  /// Follows the frame `session` shows: the next frame adds its outlines, anything else
  /// rebuilds the trail's frames from the history, with `review`'s reference recording's header
  /// edge at each frame's time for its outline.
  mutating func update(to session: StageSession, review: StageReview) {
    let edge = { review.referenceEdge(at: $0, session.recording) }
    guard var trail else { return }
    let shown = session.timeline.shownFrame
    defer {
      self.trail = trail
      frame = shown
    }
    if shown == frame { return }
    let phones = session.phones
    if shown == frame + 1 {
      trail.push(phones, referenceEdge: edge(phones[0].time))
      return
    }
    trail.clear()
    let first = max(0, shown - trail.length)
    var rebuilt = session.rebuiltPhones(at: first)
    trail.push(rebuilt, referenceEdge: edge(rebuilt[0].time))
    for frame in first..<shown {
      session.replay(&rebuilt, from: frame, to: frame + 1)
      trail.push(rebuilt, referenceEdge: edge(rebuilt[0].time))
    }
  }
}
