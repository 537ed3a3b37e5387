import SandboxPrimitives

/// An event script, format version 1: input and commands with times, plus the configuration and
/// viewport to replay them with. See docs/script-format.md.
public struct EventScript: Hashable, Sendable {
  /// The only format version this build reads and writes.
  public static let currentVersion = 1
  /// Frames per second when the script does not say.
  public static let defaultFPS = 60
  /// The first frame of a script played at `fps` that shows time `seconds`: the first whose time
  /// (frame k at k / fps) is not before it, to a nanosecond. `render --from` starts there, a note
  /// made at `seconds` first shows there, and the window's strip and marker list name it, so a
  /// time between two frames (the window steps 1/240 s) reads one frame number everywhere.
  public static func firstFrame(showing seconds: Double, fps: Int = defaultFPS) -> Int {
    guard seconds > 0 else { return 0 }
    let rate = Double(max(1, fps))
    var index = Int((seconds * rate).rounded(.down))
    while index > 0 && Double(index - 1) / rate >= seconds - 1e-9 { index -= 1 }
    while Double(index) / rate < seconds - 1e-9 { index += 1 }
    return index
  }

  /// Accepted frame rates.
  public static let fpsRange: ClosedRange<Int> = 1...240
  /// Seconds of quiet after the last event when `duration` is omitted, so flings can settle.
  public static let defaultTail = 2.0
  /// Longest script accepted, seconds; guards headless renders against typos like 6000.
  public static let maximumDuration = 3600.0
  /// Swipes emit one move per 1/120 s: a 120 Hz touch digitiser, as on ProMotion iPhones.
  public static let swipeSampleInterval = 1.0 / 120.0

  /// Format version (always 1).
  public var version: Int
  /// Preset to start from, by name; nil = the caller's default.
  public var preset: String?
  /// Assignments applied over the preset.
  public var config: ConfigLayer
  /// The simulated screen.
  public var viewport: Viewport
  /// Frames per second for headless runs.
  public var fps: Int
  /// Script length in seconds as written; nil = last event end + `defaultTail`.
  public var duration: Double?
  /// Events in time order.
  public var events: [TimedScriptEvent]
  /// The phones compared beside A, as `--compare` takes them (`PRESET|CONFIG[@DEVICE]`, e.g.
  /// `android-views@pixel-8`); used when no `--compare` flag is given. Empty for one phone.
  public var compare: [String] = []
  /// A recording of the real app shown beside the phones (`--reference`), and its offset:
  /// recording time = script time + offset. See docs/reference.md.
  public var reference: RecordingReference?

  /// Creates a script.
  public init(
    version: Int = EventScript.currentVersion, preset: String? = nil,
    config: ConfigLayer = ConfigLayer(), viewport: Viewport = .standard,
    fps: Int = EventScript.defaultFPS, duration: Double? = nil, events: [TimedScriptEvent] = []
  ) {
    self.version = version
    self.preset = preset
    self.config = config
    self.viewport = viewport
    self.fps = fps
    self.duration = duration
    self.events = events
  }

  /// Script length in seconds: `duration`, or the end of the last event plus `defaultTail`.
  public var effectiveDuration: Double {
    if let duration { return duration }
    let lastEnd = events.map { $0.t + $0.event.span }.max() ?? 0
    return lastEnd + EventScript.defaultTail
  }

  /// The events as simulation inputs, sorted by time (stable for equal times), with each swipe
  /// expanded into touchDown, moves every 1/120 s at constant speed, and touchUp.
  public func expandedInputs() -> [ScriptInput] {
    var inputs: [ScriptInput] = []
    let finger = PointerID.finger(0)
    func add(_ time: Double, _ event: InputEvent) {
      inputs.append(.input(TimedInputEvent(time: time, event: event)))
    }
    for timed in events {
      let t = timed.t
      switch timed.event {
      case .touchDown(let x, let y): add(t, .pointerDown(finger, x: x, y: y))
      case .touchMove(let x, let y): add(t, .pointerMove(finger, x: x, y: y))
      case .touchUp(let x, let y, let velocity):
        // The release velocity goes first, at the same time: the lift that follows uses it.
        if let velocity { inputs.append(.command(time: t, .releaseVelocity(velocity))) }
        add(t, .pointerUp(finger, x: x, y: y))
      case .swipe(let x, let fromY, let toY, let duration, let hold):
        add(t, .pointerDown(finger, x: x, y: fromY))
        // Decoded scripts have 0 < duration ≤ 60; a hand-built one might not, and must not trap.
        let duration = duration.isFinite ? min(max(duration, 0), 60) : 0
        let hold = hold.isFinite ? max(hold, 0) : 0
        // ceil with a tolerance so 0.15 s gives exactly 18 moves, not 19 from rounding noise.
        let count = max(1, Int((duration / EventScript.swipeSampleInterval - 1e-9).rounded(.up)))
        for step in 1...count {
          let elapsed = min(Double(step) * EventScript.swipeSampleInterval, duration)
          let fraction = duration > 0 ? elapsed / duration : 1
          // toY − fromY overflows for far-apart finite ends (found by fuzzing); the weighted sum
          // then stays finite because its two terms have opposite signs.
          let span = toY - fromY
          let y = span.isFinite ? fromY + span * fraction : fromY * (1 - fraction) + toY * fraction
          add(t + elapsed, .pointerMove(finger, x: x, y: y))
        }
        add(t + duration + hold, .pointerUp(finger, x: x, y: toY))
      case .wheel(let dx, let dy, let precise, let x, let y):
        let center = viewport.center
        add(t, .wheel(dx: dx, dy: dy, precise: precise, x: x ?? center.x, y: y ?? center.y))
      case .shiftOffScreen(let animated):
        inputs.append(.command(time: t, .shiftOffScreen(animated: animated)))
      case .shiftOnScreen(let animated):
        inputs.append(.command(time: t, .shiftOnScreen(animated: animated)))
      case .fling(let velocity):
        inputs.append(.command(time: t, .fling(velocity: velocity)))
      case .scrollTo(let offset, let animated, let duration, let curve):
        inputs.append(
          .command(
            time: t, .scrollTo(offset: offset, animated: animated, duration: duration, curve: curve)
          )
        )
      case .scrollToTop:
        inputs.append(.command(time: t, .scrollToTop))
      case .set(let key, let value):
        inputs.append(.command(time: t, .set(key: key, value: value)))
      case .key(let shortcut):
        add(t, shortcut.inputEvent)
      case .resize(let width, let height):
        add(t, .resize(width: width, height: height))
      }
    }
    return inputs.enumerated()
      .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
      .map(\.element)
  }
}
