import MotionPhysics

/// One event of an event script, as written in the file (a swipe is still a swipe here).
public enum ScriptEvent: Hashable, Sendable {
  /// Finger 0 touches down at (x, y), viewport points.
  case touchDown(x: Double, y: Double)
  /// Finger 0 moves to (x, y).
  case touchMove(x: Double, y: Double)
  /// Finger 0 lifts at (x, y). `velocity` (points per second, positive into the content, as
  /// `fling`), when given, replaces the velocity tracker's estimate of the release: a gesture
  /// derived from a recording releases with the velocity the recording shows, whatever tracker
  /// the phone's gesture profile uses. The fling rules still apply to it (no fling below the
  /// minimum fling velocity or before the touch slop was crossed; clamped to the maximum).
  case touchUp(x: Double, y: Double, velocity: Double? = nil)
  /// A straight vertical drag at constant speed from `fromY` to `toY` over `duration` seconds,
  /// resting `hold` seconds at `toY` before lifting.
  case swipe(x: Double, fromY: Double, toY: Double, duration: Double, hold: Double)
  /// Wheel lines, SDL signs (positive `dy` = rolled away from the user); position defaults to
  /// the viewport centre.
  case wheel(dx: Double, dy: Double, precise: Bool, x: Double?, y: Double?)
  /// MDC `shiftHeaderOffScreenAnimated:`.
  case shiftOffScreen(animated: Bool)
  /// MDC `shiftHeaderOnScreenAnimated:`.
  case shiftOnScreen(animated: Bool)
  /// A ballistic scroll from where the content is (Android `ScrollView.fling`, Flutter
  /// `goBallistic`), `velocity` in points per second, positive into the content.
  case fling(velocity: Double)
  /// Code scrolls the content to `offset` points, at once or with the platform's animation
  /// (`duration` and `curve` replace the platform's own, as Flutter's `animateTo` takes them).
  case scrollTo(offset: Double, animated: Bool, duration: Double?, curve: ScrollToCurve?)
  /// The iOS status-bar tap: an animated scroll to the top.
  case scrollToTop
  /// Changes a parameter (validated against the registry).
  case set(key: String, value: ParameterValue)
  /// Presses a shortcut.
  case key(Shortcut)
  /// The phone viewport changes size, in points (a window resize; `trace` and `render` keep their
  /// frame size and draw the resized phone inside it).
  case resize(width: Double, height: Double)

  /// The `type` field naming this event in a script.
  public var typeName: String {
    switch self {
    case .touchDown: return "touchDown"
    case .touchMove: return "touchMove"
    case .touchUp: return "touchUp"
    case .swipe: return "swipe"
    case .wheel: return "wheel"
    case .shiftOffScreen: return "shiftOffScreen"
    case .shiftOnScreen: return "shiftOnScreen"
    case .fling: return "fling"
    case .scrollTo: return "scrollTo"
    case .scrollToTop: return "scrollToTop"
    case .set: return "set"
    case .key: return "key"
    case .resize: return "resize"
    }
  }

  /// Every `type` a script may use.
  public static let typeNames = [
    "touchDown", "touchMove", "touchUp", "swipe", "wheel", "shiftOffScreen", "shiftOnScreen",
    "fling", "scrollTo", "scrollToTop", "set", "key", "resize",
  ]

  /// A `set` of `key` to `value`, for code that writes scripts (the soak).
  public static func set<Value>(_ key: ParameterKey<Value>, _ value: Value) -> ScriptEvent {
    .set(key: key.name, value: value.parameterValue)
  }

  /// How long the event lasts after its `t`: a swipe's duration plus hold, 0 otherwise.
  public var span: Double {
    if case .swipe(_, _, _, let duration, let hold) = self { return duration + hold }
    return 0
  }
}

/// A script event with its start time.
public struct TimedScriptEvent: Hashable, Sendable {
  /// Seconds from the start of the script.
  public var t: Double
  /// What happens.
  public var event: ScriptEvent

  /// Creates a timed event.
  public init(t: Double, event: ScriptEvent) {
    self.t = t
    self.event = event
  }
}
