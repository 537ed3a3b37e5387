/// What the window's loop saw in the frame it just drew, for deciding whether the next frame
/// may wait for input instead of being drawn.
public struct FrameActivity: Sendable, Equatable {
  /// SDL delivered any event this frame (input, expose, resize, focus…).
  public var hadEvents = false
  /// Every phone is settled (no touch, fling, spring, header animation or queued input) or
  /// paused.
  public var phonesAtRest = true
  /// A `--replay` script still has inputs to hand over.
  public var replaying = false
  /// The plots are on screen.
  public var plotsShown = false
  /// Simulation seconds since the phones last moved; the plots scroll until the motion has left
  /// their span.
  public var secondsSinceMotion = Double.infinity
  /// A host request (screenshot, fullscreen, recording) or a window change is still being
  /// carried out.
  public var hostBusy = false

  public init(
    hadEvents: Bool = false, phonesAtRest: Bool = true, replaying: Bool = false,
    plotsShown: Bool = false, secondsSinceMotion: Double = .infinity, hostBusy: Bool = false
  ) {
    self.hadEvents = hadEvents
    self.phonesAtRest = phonesAtRest
    self.replaying = replaying
    self.plotsShown = plotsShown
    self.secondsSinceMotion = secondsSinceMotion
    self.hostBusy = hostBusy
  }
}

/// Decides when the window may stop drawing: a frame that shows nothing new costs a core for
/// nothing, so once the last drawn frame is the final one, the loop waits for events.
///
/// Waiting never delays input: the wait ends the moment an event arrives and that event is
/// handled in the very next frame, exactly as when drawing continuously.
public enum IdlePolicy {
  /// The longest single wait, in seconds: often enough to notice Ctrl+C and `--config` edits
  /// (polled 4 times a second) promptly, rare enough to cost nothing measurable.
  public static let longestWait = 0.25

  /// Whether the frame just drawn is the last one needed until something happens.
  public static func mayWait(after activity: FrameActivity, plotSpan: Double) -> Bool {
    if activity.hadEvents || !activity.phonesAtRest || activity.replaying || activity.hostBusy {
      return false
    }
    if activity.plotsShown && activity.secondsSinceMotion <= plotSpan { return false }
    return true
  }
}
