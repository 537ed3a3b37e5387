import SandboxFormats
import SandboxPrimitives

/// The timeline's keys and strip: stepping, loops, playing recorded frames, and a loop range
/// saved as a script.
extension StageSession {
  /// The timeline's keys: `,` `.` (Shift: ten), `[` `]`, `L`, and P while scrubbed.
  mutating func handleTimeline(_ shortcut: ViewShortcut, effects: inout [StageEffect]) {
    let paused = phones[0].view.isPaused
    switch shortcut {
    case .step:
      guard paused else { return }
      if timeline.isScrubbed {
        show(frame: timeline.shownFrame + 1)
      } else {
        try? journal(.step, effects: &effects)
        timeline.history.endFrame(phones: phones)
      }
    case .stepForwardTen:
      guard paused else { return }
      show(frame: timeline.shownFrame + 10)
    case .stepBack, .stepBackTen:
      pauseAll()
      timeline.isLooping = false
      show(frame: timeline.shownFrame - (shortcut == .stepBack ? 1 : 10))
    case .loopIn:
      timeline.loopIn = timeline.shownFrame
    case .loopOut:
      timeline.loopOut = timeline.shownFrame
    case .loop:
      if timeline.isLooping {
        timeline.isLooping = false
        pauseAll()
      } else if let range = timeline.loopRange {
        show(frame: range.lowerBound)
        if timeline.cursor == nil { timeline.cursor = range.lowerBound }
        timeline.isLooping = true
        for index in phones.indices { phones[index].view.isPaused = false }
      } else {
        effects.append(.log("set a loop range with [ and ] first"))
      }
    case .pause:
      // Already toggled on every phone; resuming while scrubbed plays the recorded frames.
      if phones[0].view.isPaused { timeline.playTime = nil }
    default:
      break
    }
  }

  /// Plays recorded frames while scrubbed and not paused, at the current slow motion; loops the
  /// range under L; reaching the live end goes live.
  mutating func playRecorded(realSeconds: Double) {
    guard let cursor = timeline.cursor, !phones[0].view.isPaused else { return }
    let frames = timeline.history.frames
    var time =
      (timeline.playTime ?? frames[cursor].time)
      + phones[0].simulatedSeconds(forRealSeconds: realSeconds)
    var target = timeline.history.frame(atTime: time)
    if timeline.isLooping, let range = timeline.loopRange {
      if target >= range.upperBound || target < range.lowerBound {
        if target >= range.upperBound && cursor < range.upperBound {
          target = range.upperBound
        } else {
          target = range.lowerBound
        }
        time = frames[target].time
      }
    }
    if target < cursor {
      show(frame: target)
      timeline.cursor = target
    } else if target > cursor {
      show(frame: target)
    }
    timeline.playTime = timeline.cursor == nil ? nil : time
  }

  /// A pointer on the strip (`strip`, nil when none is drawn) scrubs (pausing) until it lifts;
  /// returns whether it was the strip's.
  mutating func routeToTimeline(_ event: InputEvent, strip: Rect?) -> Bool {
    guard let strip else { return false }
    switch event {
    case .pointerDown(let id, let x, let y):
      guard y >= strip.y else { return false }
      timeline.pointers.insert(id)
      showPaused(frame: timeline.frame(atX: x, in: strip))
      return true
    case .pointerMove(let id, let x, _):
      guard timeline.pointers.contains(id) else { return false }
      show(frame: timeline.frame(atX: x, in: strip))
      return true
    case .pointerUp(let id, _, _):
      return timeline.pointers.remove(id) != nil
    case .wheel(_, _, _, _, let y), .hover(_, let y):
      return y >= strip.y
    default:
      return false
    }
  }

  /// Ctrl+R while a loop range is set: phone A's session from its start through the range's
  /// end, as an event script recorded by `recorder`, a take starting with the session (a script
  /// starts from rest, so it replays what led to the range); `render --from` the range's start
  /// time renders just the range, as many frames as the range lasts: the script ends that many
  /// of its frames after the one the range starts on.
  /// Returns the script and the log line saying how to render just the range.
  func loopRangeScript(
    _ range: ClosedRange<Int>, recorder: LiveRecorder
  ) -> (script: EventScript, note: String) {
    let history = timeline.history
    let start = history.startPhones[0]
    var recorder = recorder
    var current = start.settings.values
    for operation in history.operations(from: 0, to: range.upperBound) {
      switch operation {
      case .event(0, let event, let time):
        recorder.record(event, at: time)
      case .command(0, let command, let time):
        recorder.record(command, at: time)
      case .settings(0, let settings, let time):
        // The view's values (slow motion, overlays) are how it was watched, not the motion.
        for key in ParameterRegistry.keys
        where !key.hasPrefix("view.") && settings.values[key] != current[key] {
          if let value = settings.values[key] {
            recorder.record(.set(key: key, value: value), at: time)
          }
        }
        current = settings.values
      default:
        break
      }
    }
    let from = history.frames[range.lowerBound].time - start.time
    let to = history.frames[range.upperBound].time - start.time
    var script = recorder.script(endingAt: history.frames[range.upperBound].time)
    // The window's frames fall anywhere; the script's lie on its own fps grid. The clip starts
    // on the script frame nearest the range's start and lasts the range's length in frames.
    let fps = Double(script.fps)
    let first = (from * fps).rounded()
    let frames = max(1, ((to - from) * fps).rounded())
    script.duration = (first + frames) / fps
    let note =
      "loop range t = \(Self.seconds(from))…\(Self.seconds(to)) s saved as a script; "
      + "render just the range with `render SCRIPT --from \(Self.renderStart(first / fps))`"
    return (script, note)
  }

  /// `seconds` as `render --from` should be given it to start on the frame at `seconds`:
  /// rounded down to the millisecond, so the frame itself is kept and the one before it is not.
  static func renderStart(_ seconds: Double) -> String {
    let milliseconds = (seconds * 1000 + 1e-6).rounded(.down)
    return String(milliseconds / 1000)
  }
}
