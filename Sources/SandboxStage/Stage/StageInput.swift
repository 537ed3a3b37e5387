import SandboxPrimitives

/// What the host hands the stage for one window frame: the input events with the times the
/// platform stamped them, how much wall time passed, and the news only the host can read.
public struct StageInput: Sendable {
  /// A changed `--config` file, read by the host.
  public enum ConfigChange: Sendable, Equatable {
    case text(String)
    case unreadable(String)
  }

  /// Events with their platform timestamps (seconds on the event clock).
  public var events: [TimedInputEvent] = []
  /// The event clock at the previous frame and now: each event is placed at its own fraction
  /// of the frame, so velocity tracking sees the real spacing.
  public var eventsFrom = 0.0
  public var eventsTo = 0.0
  /// Wall seconds since the previous frame.
  public var realSeconds = 0.0
  /// The platform delivered something (even an expose with no input): draw again.
  public var hadEvents = false
  /// The `--config` file changed since the last frame.
  public var config: ConfigChange?
  /// The numbers the HUD shows.
  public var hud = HUDStatus(framesPerSecond: 0, frameMilliseconds: 0, renderer: "")
  /// Modifier keys held during the frame (Shift makes slider drags fine).
  public var heldModifiers: KeyModifiers = []

  public init(
    events: [TimedInputEvent] = [], eventsFrom: Double = 0, eventsTo: Double = 0,
    realSeconds: Double, hadEvents: Bool? = nil, config: ConfigChange? = nil,
    hud: HUDStatus = HUDStatus(framesPerSecond: 0, frameMilliseconds: 0, renderer: ""),
    heldModifiers: KeyModifiers = []
  ) {
    self.events = events
    self.eventsFrom = eventsFrom
    self.eventsTo = eventsTo
    self.realSeconds = realSeconds
    self.hadEvents = hadEvents ?? !events.isEmpty
    self.config = config
    self.hud = hud
    self.heldModifiers = heldModifiers
  }
}
