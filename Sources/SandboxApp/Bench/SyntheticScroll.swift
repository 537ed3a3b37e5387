import PhoneSimulation
import SandboxStage
import SandboxPrimitives

/// Scripted scrolling input for the frame and memory figures, frame by frame at 60 fps.
enum SyntheticScroll {
  /// Frames per second of every synthetic run.
  static let fps = 60.0

  /// A finger that stays down and drags up and down between y = 250 and 700 pt at 360 pt/s:
  /// the content and header move every frame (mid-scroll) and, after one 150-frame period,
  /// every card on the path has been drawn once.
  static func dragEvents(frame: Int) -> [InputEvent] {
    let finger = PointerID.finger(1)
    let period = 150
    let phase = frame % period
    let travel = Double(phase < period / 2 ? phase : period - phase) * 6
    let y = 700 - travel
    if frame == 0 { return [.pointerDown(finger, x: 195, y: y)] }
    return [.pointerMove(finger, x: 195, y: y)]
  }

  /// Swipes every 0.8 s, six toward the end of the content and six back: flings, edge
  /// bounces and every row of a 100-row list within each 9.6 s cycle.
  static func swipeEvents(frame: Int) -> [InputEvent] {
    let finger = PointerID.finger(2)
    let every = 48
    let swipe = frame / every
    let step = frame % every
    let towardEnd = swipe % 12 < 6
    let fromY = towardEnd ? 700.0 : 200.0
    let toY = towardEnd ? 200.0 : 700.0
    // Ten frames of finger travel (~3000 pt/s), then a release.
    switch step {
    case 0: return [.pointerDown(finger, x: 195, y: fromY)]
    case 1...10:
      let y = fromY + (toY - fromY) * Double(step) / 10
      return [.pointerMove(finger, x: 195, y: y)]
    case 11: return [.pointerUp(finger, x: 195, y: toY)]
    default: return []
    }
  }

  /// Submits `events` half a frame before frame `frame`'s time and advances the sandbox to it.
  static func step(_ sandbox: inout Sandbox, frame: Int, events: [InputEvent]) {
    let time = Double(frame) / fps
    for event in events { sandbox.submit(event, at: max(sandbox.time, time - 0.5 / fps)) }
    sandbox.advance(toTime: time)
  }
}
