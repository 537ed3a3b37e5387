import SandboxPrimitives

/// Opening a review session where it stopped: the replay run on to the saved playhead and every
/// phone paused there, live (P plays on through the rest of the gesture), with the loop range
/// set on the timeline when it has been played.
extension Stage {
  /// The longest step of the cue, seconds: a 60 Hz window's frame, so the phones see the same
  /// frame pacing as a window that played to this point.
  static let cueStep = 1.0 / 60.0

  /// Runs the stage on without a window to `time` (phone A's seconds, which are the replay's
  /// script seconds) and pauses every phone there. Sets the loop range `loop` (seconds) when it
  /// ends by `time`: the timeline loops only over frames it holds.
  /// Returns what the frames asked of the host (logs, warnings), without the display lists.
  ///
  /// The stage is paused at its live end rather than scrubbed back, so a pointer over a phone
  /// does not fork the session and drop the rest of the replay.
  public mutating func cue(
    toTime time: Double, loop: (from: Double, to: Double)? = nil
  ) -> [StageEffect] {
    var collected: [StageEffect] = []
    while phones[0].time < time - 1e-9 {
      let step = min(Stage.cueStep, time - phones[0].time)
      collected += frame(StageInput(realSeconds: step)).effects
    }
    if let loop, loop.to <= phones[0].time + 1e-9 {
      session.timeline.loopIn = timeline.history.frame(atTime: loop.from)
      session.timeline.loopOut = timeline.history.frame(atTime: loop.to)
    }
    session.pauseAll()
    return collected
  }

  /// Pauses and shows recorded frame `frame` (what a drag on the strip does; the bench and
  /// hosts without a strip call it directly).
  public mutating func scrub(toFrame frame: Int) {
    session.scrub(toFrame: frame)
  }
}
