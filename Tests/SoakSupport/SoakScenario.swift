import HeaderEngine
import PhoneSimulation
import SandboxFormats
import SandboxPrimitives

/// What a soak run replays: a starting configuration and viewport, then timed inputs.
public struct SoakScenario: Sendable {
  /// Every parameter at the start.
  public var values: ConfigValues
  /// The viewport at the start, in points.
  public var viewport: Size
  /// The inputs, in time order.
  public var events: [SoakEvent]
  /// Seconds to simulate.
  public var duration: Double

  /// Creates a scenario.
  public init(values: ConfigValues, viewport: Size, events: [SoakEvent], duration: Double) {
    self.values = values
    self.viewport = viewport
    self.events = events
    self.duration = duration
  }

  /// The scenario as an event script, resizes included: every parameter is stated in `config`
  /// so the replay does not depend on a preset.
  public func eventScript(fps: Int = EventScript.defaultFPS) -> EventScript {
    EventScript(
      config: values.layer,
      viewport: Viewport(width: viewport.width, height: viewport.height, scale: 2), fps: fps,
      duration: duration, events: events.map(\.scriptEvent))
  }

  /// The resizes, as (time, width, height).
  public var resizes: [(t: Double, width: Double, height: Double)] {
    events.compactMap { event in
      if case .resize(let t, let width, let height) = event { return (t, width, height) }
      return nil
    }
  }

  /// The scenario cut to the events from `start` on, moved to begin at `lead` seconds, starting
  /// from the configuration and viewport the earlier events left behind.
  public func suffix(from start: Double, lead: Double = 0.1) -> SoakScenario {
    var values = self.values
    var viewport = self.viewport
    var kept: [SoakEvent] = []
    for event in events {
      if event.time >= start {
        kept.append(event.shifted(by: lead - start))
        continue
      }
      switch event {
      case .resize(_, let width, let height):
        if width.isFinite, height.isFinite {
          viewport = Size(width: max(1, width), height: max(1, height))
        }
      case .script(let timed):
        SoakScenario.fold(timed.event, into: &values)
      }
    }
    return SoakScenario(
      values: values, viewport: viewport, events: kept, duration: duration - start + lead)
  }

  /// Applies a configuration-changing event to `values` the way the sandbox does (a rejected
  /// value changes nothing).
  static func fold(_ event: ScriptEvent, into values: inout ConfigValues) {
    func set(_ key: String, _ value: ParameterValue) {
      var next = values
      guard (try? next.callSetter(key: key, value: value, source: "soak")) != nil,
        (try? SandboxSettings(values: next)) != nil
      else { return }
      values = next
    }
    func set<Value>(_ key: ParameterKey<Value>, _ value: Value) {
      set(key.name, value.parameterValue)
    }
    switch event {
    case .set(let key, let value): set(key, value)
    case .key(let shortcut):
      switch shortcut.key {
      case .digit1: set(Param.header.shiftBehavior, ShiftBehavior.disabled)
      case .digit2: set(Param.header.shiftBehavior, ShiftBehavior.enabled)
      case .digit3: set(Param.header.shiftBehavior, ShiftBehavior.enabledWithStatusBar)
      case .digit4: set(Param.header.shiftBehavior, ShiftBehavior.hideable)
      case .i:
        let high = values[Param.header.headerContentImportance] == .high
        set(Param.header.headerContentImportance, high ? .default : HeaderContentImportance.high)
      case .o: set(Param.header.canOverExtend, !values[Param.header.canOverExtend])
      default: break
      }
    default: break
    }
  }
}
