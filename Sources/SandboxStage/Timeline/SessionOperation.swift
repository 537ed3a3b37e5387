import PhoneSimulation
import SandboxFormats
import SandboxPrimitives

/// One change the stage made to its phones, kept by `SessionHistory` so any earlier frame can be
/// rebuilt: restoring a checkpoint and applying the operations after it in order gives the same
/// phones as the live session had, because the simulation is deterministic.
///
/// View options (pause, slow motion, overlays) are the viewer's, not the session's: they are not
/// operations, and a rebuilt frame keeps the viewer's.
public enum SessionOperation: Sendable {
  /// An input event queued on one phone for simulation time `at`.
  case event(phone: Int, InputEvent, at: Double)
  /// A command (programmatic shift, `set`) queued on one phone.
  case command(phone: Int, SandboxCommand, at: Double)
  /// New settings applied to one phone at its current time `at` (panel, preset, reload).
  indirect case settings(phone: Int, SandboxSettings, at: Double)
  /// `.` while paused at the live end: every phone runs one 1/60 s frame.
  case step
  /// A window frame: every phone credited `realSeconds` under this slow motion and pause.
  case advance(realSeconds: Double, timeScale: Double, paused: Bool)
  /// Ctrl+B: phone `index` starts as a copy of phone `source` (a frame rebuilt from before it
  /// has no such phone yet; one rebuilt across it becomes the copy here).
  case addPhone(index: Int, copyOf: Int)

  /// Applies the operation to `phones`, exactly as the live stage did.
  public func apply(to phones: inout [Sandbox]) throws {
    switch self {
    case .event(let index, let event, let time):
      guard phones.indices.contains(index) else { return }
      phones[index].submit(event, at: time)
    case .command(let index, let command, let time):
      guard phones.indices.contains(index) else { return }
      phones[index].submit(command, at: time)
    case .settings(let index, let settings, _):
      guard phones.indices.contains(index) else { return }
      try phones[index].apply(settings: settings, at: phones[index].time)
    case .step:
      for index in phones.indices { phones[index].step() }
    case .advance(let realSeconds, let timeScale, let paused):
      for index in phones.indices {
        let view = phones[index].view
        phones[index].view.timeScale = timeScale
        phones[index].view.isPaused = paused
        phones[index].advanceFrame(realSeconds: realSeconds)
        phones[index].view = view
      }
    case .addPhone(let index, let source):
      guard phones.indices.contains(source) else { return }
      if phones.count == index {
        phones.append(phones[source])
      } else if phones.indices.contains(index) {
        phones[index] = phones[source]
      }
    }
  }

  /// The timeline mark this operation shows on phone A, if any.
  var markKind: TimelineMark.Kind? {
    switch self {
    case .event(0, .pointerDown, _): return .touchDown
    case .event(0, .pointerUp, _): return .touchUp
    case .event(0, .wheel, _): return .wheel
    case .event(0, .keyDown(.r, let modifiers), _) where !modifiers.contains(.control):
      return .reset
    case .event(0, .keyDown(.h, _), _): return .shift
    case .command(0, .shiftOffScreen, _), .command(0, .shiftOnScreen, _): return .shift
    case .command(0, .set, _), .settings(0, _, _): return .edit
    default: return nil
    }
  }
}

/// A gesture mark on the timeline strip.
public struct TimelineMark: Sendable, Equatable {
  public enum Kind: Sendable, Equatable, CaseIterable {
    /// `reset` is R: the phones start again, and a new take begins on the strip.
    case touchDown, touchUp, wheel, shift, edit, reset
  }

  /// Phone A's simulation time of the mark.
  public var time: Double
  public var kind: Kind
  /// The history frame it happened in.
  public var frame: Int
}
