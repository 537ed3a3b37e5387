import SandboxPrimitives

/// Records live input as an event script (Ctrl+R), so a gesture performed by hand can be
/// replayed, traced and rendered exactly.
///
/// Times are simulation seconds since recording started; the script pins the full parameter set
/// — the preset that was active plus every value changed from it — so it replays identically
/// whatever preset is the default later, and reads as what the user started from.
public struct LiveRecorder: Sendable {
  public private(set) var events: [TimedScriptEvent] = []
  private let start: Double
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

  /// A recorder starting at simulation time `start` from `values`, which came from `preset`
  /// (whose own values are `presetValues`), on `device` (named in the script, so a replay draws
  /// and defaults the same), beside the `compare` phones.
  public init(
    start: Double, viewport: Size, values: ConfigValues, preset: String,
    presetValues: ConfigValues, device: DeviceProfile = DeviceCatalog.standard,
    compare: [String] = []
  ) {
    self.device = device
    self.compare = compare
    self.start = start
    self.viewport = viewport
    self.values = values
    self.preset = preset
    self.presetValues = presetValues
  }

  /// Adds one input at simulation time `time` (only what scripts can express).
  public mutating func record(_ event: InputEvent, at time: Double) {
    let t = max(0, time - start)
    switch event {
    case .pointerDown(_, let x, let y):
      pointerDown = true
      lastPointer = Point(x: x, y: y)
      lastPointerTime = t
      events.append(TimedScriptEvent(t: t, event: .touchDown(x: x, y: y)))
    case .pointerMove(_, let x, let y):
      if pointerDown {
        lastPointer = Point(x: x, y: y)
        lastPointerTime = t
        events.append(TimedScriptEvent(t: t, event: .touchMove(x: x, y: y)))
      }
    case .pointerUp(_, let x, let y):
      if pointerDown { events.append(TimedScriptEvent(t: t, event: .touchUp(x: x, y: y))) }
      pointerDown = false
    case .wheel(let dx, let dy, let precise, let x, let y):
      events.append(
        TimedScriptEvent(
          t: t, event: .wheel(dx: dx, dy: dy, precise: precise, x: x, y: y)))
    case .keyDown(let key, let modifiers):
      let shortcut = Shortcut(key: key, modifiers: modifiers)
      // Recording, quitting and screenshots are about the session, not the motion.
      let skipped = ["Ctrl+R", "Ctrl+Q", "F12", "F11", "Ctrl+E", "Ctrl+B"]
      if !skipped.contains(shortcut.description) {
        events.append(TimedScriptEvent(t: t, event: .key(shortcut)))
      }
    case .hover, .text, .resize, .minimized, .quit:
      break
    }
  }

  /// Adds a command (panel edits, programmatic shifts) at simulation time `time`.
  public mutating func record(_ command: SandboxCommand, at time: Double) {
    let t = max(0, time - start)
    switch command {
    case .shiftOffScreen(let animated):
      events.append(TimedScriptEvent(t: t, event: .shiftOffScreen(animated: animated)))
    case .shiftOnScreen(let animated):
      events.append(TimedScriptEvent(t: t, event: .shiftOnScreen(animated: animated)))
    case .fling(let velocity):
      events.append(TimedScriptEvent(t: t, event: .fling(velocity: velocity)))
    case .scrollTo(let offset, let animated, let duration, let curve):
      events.append(
        TimedScriptEvent(
          t: t,
          event: .scrollTo(offset: offset, animated: animated, duration: duration, curve: curve)))
    case .scrollToTop:
      events.append(TimedScriptEvent(t: t, event: .scrollToTop))
    case .set(let key, let value):
      events.append(TimedScriptEvent(t: t, event: .set(key: key, value: value)))
    }
  }

  /// The script so far, ending one second after `time` (or the last event).
  public func script(endingAt time: Double) -> EventScript {
    var closed = events
    if pointerDown {
      // A recording stopped mid-drag lifts the finger where it was, so the script stays valid.
      closed.append(
        TimedScriptEvent(t: lastPointerTime, event: .touchUp(x: lastPointer.x, y: lastPointer.y)))
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
