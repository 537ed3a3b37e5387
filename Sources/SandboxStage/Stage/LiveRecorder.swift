import SandboxFormats
import SandboxPrimitives

/// Records live input as an event script (Ctrl+R), so a gesture performed by hand can be
/// replayed, traced and rendered exactly.
///
/// Times are simulation seconds since recording started, exactly the times the phone applied
/// each input at, kept in time order whatever order they arrive in (a panel edit acts at the
/// frame's start, after inputs the same frame placed later); the script pins the full parameter
/// set — the preset that was active plus every value changed from it — so it replays identically
/// whatever preset is the default later, and reads as what the user started from.
///
/// What is recorded is the motion and what the phone draws: slow motion and the phone's overlays
/// (touch indicators, HUD, help) are, the pause, stepping, the timeline and the stage's own keys
/// are not (they change how the session was watched, not what happened in it).
public struct LiveRecorder: Sendable {
  public private(set) var events: [TimedScriptEvent] = []
  /// The history frame each event was recorded in (parallel to `events`), so taking control of
  /// an earlier frame drops what came after it.
  private var eventFrames: [Int] = []
  /// The history frame being recorded when the recorder started.
  public let startFrame: Int
  /// Phone A's simulation time at the start (the script's t = 0).
  public let start: Double
  private let viewport: Size
  private let values: ConfigValues
  private let preset: String
  private let presetValues: ConfigValues
  private let device: DeviceProfile
  /// The compared phones with their devices (`android-views@pixel-8`), saved as the script's
  /// `compare` entries.
  private let compare: [String]
  private var pointerDown = false
  /// Where the finger was last seen while down, to lift it there if recording stops mid-drag.
  private var lastPointer = Point(x: 0, y: 0)
  private var lastPointerTime = 0.0
  /// The release velocity a replayed `touchUp` gave the finger down now, for its recorded lift.
  private var givenRelease: Double?
  /// The history frame being recorded now (the stage sets it before recording into it).
  public var frame: Int

  /// A recorder starting at simulation time `start` from `values`, which came from `preset`
  /// (whose own values are `presetValues`), on `device` (named in the script, so a replay draws
  /// and defaults the same), beside the `compare` phones.
  public init(
    start: Double, viewport: Size, values: ConfigValues, preset: String,
    presetValues: ConfigValues, device: DeviceProfile = DeviceCatalog.standard, frame: Int = 0,
    compare: [String] = []
  ) {
    self.device = device
    self.compare = compare
    startFrame = frame
    self.frame = frame
    self.start = start
    self.viewport = viewport
    self.values = values
    self.preset = preset
    self.presetValues = presetValues
  }

  /// A new take of the same phone (preset, device, compared phones) from `start`, whose values
  /// were `values`, beginning in history frame `frame`: what taking control before a take
  /// started leaves of it.
  public func restarted(start: Double, values: ConfigValues, frame: Int) -> LiveRecorder {
    LiveRecorder(
      start: start, viewport: viewport, values: values, preset: preset,
      presetValues: presetValues, device: device, frame: frame, compare: compare)
  }

  /// Adds one input at simulation time `time` (only what scripts can express).
  public mutating func record(_ event: InputEvent, at time: Double) {
    let t = max(0, time - start)
    switch event {
    case .pointerDown(_, let x, let y):
      pointerDown = true
      lastPointer = Point(x: x, y: y)
      lastPointerTime = t
      add(TimedScriptEvent(t: t, event: .touchDown(x: x, y: y)))
    case .pointerMove(_, let x, let y):
      if pointerDown {
        lastPointer = Point(x: x, y: y)
        lastPointerTime = t
        add(TimedScriptEvent(t: t, event: .touchMove(x: x, y: y)))
      }
    case .pointerUp(_, let x, let y):
      if pointerDown {
        add(TimedScriptEvent(t: t, event: .touchUp(x: x, y: y, velocity: givenRelease)))
      }
      pointerDown = false
      givenRelease = nil
    case .wheel(let dx, let dy, let precise, let x, let y):
      add(TimedScriptEvent(t: t, event: .wheel(dx: dx, dy: dy, precise: precise, x: x, y: y)))
    case .keyDown(let key, let modifiers):
      if let view = ViewShortcut(event), !LiveRecorder.records(view) { return }
      add(TimedScriptEvent(t: t, event: .key(Shortcut(key: key, modifiers: modifiers))))
    case .hover, .text, .resize, .minimized, .quit:
      break
    }
  }

  /// Adds a command (panel edits, programmatic shifts) at simulation time `time`.
  public mutating func record(_ command: SandboxCommand, at time: Double) {
    let t = max(0, time - start)
    switch command {
    case .shiftOffScreen(let animated):
      add(TimedScriptEvent(t: t, event: .shiftOffScreen(animated: animated)))
    case .shiftOnScreen(let animated):
      add(TimedScriptEvent(t: t, event: .shiftOnScreen(animated: animated)))
    case .fling(let velocity):
      add(TimedScriptEvent(t: t, event: .fling(velocity: velocity)))
    case .releaseVelocity(let velocity):
      // A replayed `touchUp` with its own velocity: kept for the lift that follows.
      givenRelease = velocity
    case .scrollTo(let offset, let animated, let duration, let curve):
      add(
        TimedScriptEvent(
          t: t,
          event: .scrollTo(offset: offset, animated: animated, duration: duration, curve: curve)))
    case .scrollToTop:
      add(TimedScriptEvent(t: t, event: .scrollToTop))
    case .set(let key, let value):
      add(TimedScriptEvent(t: t, event: .set(key: key, value: value)))
    }
  }

  /// Whether a view shortcut goes into the script: slow motion and the phone's own overlays do
  /// (a replay draws them); pausing, stepping, the timeline, the column and the host's requests
  /// are how the session was watched and handled, not what happened in it. A step while paused
  /// needs no event: the inputs after it carry the later times.
  public static func records(_ shortcut: ViewShortcut) -> Bool {
    switch shortcut {
    case .slowMotion, .touchIndicators, .hud, .help, .escape: return true
    default: return false
    }
  }

  /// Inserts `timed` after every event at its time or earlier: the script stays in time order and
  /// equal times keep the order they were applied in (the phone's queue keeps it too).
  private mutating func add(_ timed: TimedScriptEvent) {
    var index = events.count
    while index > 0 && events[index - 1].t > timed.t { index -= 1 }
    events.insert(timed, at: index)
    eventFrames.insert(frame, at: index)
  }

  /// Forgets what was recorded in history frames after `frame` (the session forked there); the
  /// finger is down again if it was at the end of what is kept.
  public mutating func truncate(afterFrame cut: Int) {
    let kept = eventFrames.indices.filter { eventFrames[$0] <= cut }
    events = kept.map { events[$0] }
    eventFrames = kept.map { eventFrames[$0] }
    pointerDown = false
    for timed in events {
      switch timed.event {
      case .touchDown(let x, let y), .touchMove(let x, let y):
        pointerDown = true
        lastPointer = Point(x: x, y: y)
        lastPointerTime = timed.t
      case .touchUp:
        pointerDown = false
      default:
        break
      }
    }
  }

  /// The script so far, ending one second after `time` (or the last event).
  public func script(endingAt time: Double) -> EventScript {
    var closed = events
    if pointerDown {
      // A recording stopped mid-drag lifts the finger where it was when it stopped (up to then
      // the replay matches what was seen), after everything recorded, so the script stays valid.
      let lift = max(time - start, lastPointerTime, closed.last?.t ?? 0)
      closed.append(TimedScriptEvent(t: lift, event: .touchUp(x: lastPointer.x, y: lastPointer.y)))
    }
    let end = max(time - start, closed.last?.t ?? 0) + 1
    var script = EventScript(
      version: EventScript.currentVersion, preset: preset,
      config: values.changed(from: presetValues),
      viewport: Viewport(
        width: viewport.width, height: viewport.height, scale: 2, pixelRatio: device.pixelRatio,
        device: device.name),
      fps: EventScript.defaultFPS, duration: end, events: closed)
    script.compare = compare
    return script
  }
}
