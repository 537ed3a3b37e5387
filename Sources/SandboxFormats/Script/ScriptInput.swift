import MotionPhysics
import SandboxPrimitives

/// A sandbox action that is not an input device event.
public enum SandboxCommand: Hashable, Sendable {
  /// Shift the header off screen (MDC `shiftHeaderOffScreenAnimated:`).
  case shiftOffScreen(animated: Bool)
  /// Shift the header back on screen (MDC `shiftHeaderOnScreenAnimated:`).
  case shiftOnScreen(animated: Bool)
  /// A ballistic scroll with `velocity` points per second (positive into the content).
  case fling(velocity: Double)
  /// The velocity (points per second, positive into the content) the finger down now releases
  /// with when it lifts, instead of its tracker's estimate: a `touchUp`'s `velocity`.
  case releaseVelocity(Double)
  /// Code scrolls to `offset`, at once or animated (nil duration and curve: the platform's).
  case scrollTo(offset: Double, animated: Bool, duration: Double?, curve: ScrollToCurve?)
  /// The iOS status-bar tap.
  case scrollToTop
  /// Change a parameter.
  case set(key: String, value: ParameterValue)
}

/// What a script feeds the simulation at a given time: an input event or a sandbox command.
public enum ScriptInput: Hashable, Sendable {
  /// A device event (finger 0, wheel, key).
  case input(TimedInputEvent)
  /// A sandbox command at `time` seconds.
  case command(time: Double, SandboxCommand)

  /// Seconds from the start of the script.
  public var time: Double {
    switch self {
    case .input(let timed): return timed.time
    case .command(let time, _): return time
    }
  }
}
