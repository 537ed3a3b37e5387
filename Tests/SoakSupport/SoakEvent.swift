import PhoneSimulation
import SandboxFormats

/// One generated soak input: a script event, or a viewport resize.
public enum SoakEvent: Hashable, Sendable {
  /// An event-script event (touches, swipes, wheel, keys, commands, `set`).
  case script(TimedScriptEvent)
  /// The window's canvas changes to `width` × `height` points at `t` seconds.
  case resize(t: Double, width: Double, height: Double)

  /// Seconds from the start of the soak.
  public var time: Double {
    switch self {
    case .script(let timed): return timed.t
    case .resize(let t, _, _): return t
    }
  }

  /// Seconds the event lasts after `time` (a swipe's duration and hold).
  public var span: Double {
    if case .script(let timed) = self { return timed.event.span }
    return 0
  }

  /// The event as a script event (a resize is the script's `resize`).
  public var scriptEvent: TimedScriptEvent {
    switch self {
    case .script(let timed): return timed
    case .resize(let t, let width, let height):
      return TimedScriptEvent(t: t, event: .resize(width: width, height: height))
    }
  }

  /// The same event moved by `seconds`.
  public func shifted(by seconds: Double) -> SoakEvent {
    switch self {
    case .script(let timed):
      return .script(TimedScriptEvent(t: timed.t + seconds, event: timed.event))
    case .resize(let t, let width, let height):
      return .resize(t: t + seconds, width: width, height: height)
    }
  }
}
