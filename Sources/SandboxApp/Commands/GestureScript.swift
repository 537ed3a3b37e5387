import MotionMeasure
import SandboxCore

/// `measure --script`: an event script whose finger replays a recording's gestures
/// (`MeasuredGesture.all`), so any model can be played "the same flicks" as the real app.
///
/// The finger goes down where the content is still, crosses the touch slop at once (every
/// model drops the move that crosses it, so the content does not jump), then follows the
/// measured travel frame by frame until the release, where it lifts: the velocity trackers see
/// the measured motion and release with its velocity.
enum GestureScript {
  /// Points the finger moves to cross the slop of every model (Flutter's `kTouchSlop` is 18,
  /// the largest; see `GestureParameters`).
  static let slopCrossing = 20.0

  /// `time` to the microsecond, rounded down: a move printed as 0.266667 would land after the
  /// frame at 2/7.5 s it belongs to and be seen a frame late.
  static func timeOnOrBefore(_ time: Double) -> Double {
    (time * 1_000_000 + 1e-6).rounded(.down) / 1_000_000
  }

  /// The script for `gestures` on `viewport`, lasting until `duration` (the recording's end).
  static func script(
    for gestures: [MeasuredGesture], viewport: Viewport, duration: Double
  ) -> EventScript {
    var events: [TimedScriptEvent] = []
    var end = 0.0
    for gesture in gestures {
      let stroke = self.events(for: gesture, viewport: viewport)
      events += stroke
      end = max(end, stroke.last?.t ?? 0)
    }
    return EventScript(
      viewport: viewport, fps: EventScript.defaultFPS,
      duration: max(duration, end + 0.5).rounded(.up), events: events)
  }

  /// One gesture's touchDown, moves and touchUp. A finger that catches a fling stops it on
  /// going down, as the device's did.
  static func events(for gesture: MeasuredGesture, viewport: Viewport) -> [TimedScriptEvent] {
    let up = (gesture.travel.last?.points ?? 0) >= 0
    let x = (viewport.width / 2).rounded()
    // Room for the travel: start low for a drag up the screen, high for one down.
    let startY = (viewport.height * (up ? 0.8 : 0.2)).rounded()
    let direction = up ? -1.0 : 1.0
    let down = gesture.travel.first?.time ?? 0
    var events = [TimedScriptEvent(t: down, event: .touchDown(x: x, y: startY))]
    let slopY = startY + direction * slopCrossing
    events.append(TimedScriptEvent(t: down + 1.0 / 240, event: .touchMove(x: x, y: slopY)))
    var lastY = slopY
    for sample in gesture.travel.dropFirst() {
      lastY = ((slopY - sample.points) * 1_000).rounded() / 1_000
      events.append(
        TimedScriptEvent(t: timeOnOrBefore(sample.time), event: .touchMove(x: x, y: lastY)))
    }
    let release = timeOnOrBefore(max(gesture.travel.last?.time ?? down, down + 1.0 / 240))
    events.append(TimedScriptEvent(t: release, event: .touchUp(x: x, y: lastY)))
    return events
  }
}
