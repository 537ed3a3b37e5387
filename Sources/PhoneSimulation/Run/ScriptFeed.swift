import SandboxFormats

/// A script's expanded inputs handed to the phones a frame at a time, never all at once: view
/// keys act when they are submitted, so a script's `S` or `P` must arrive in the frame it belongs
/// to.
///
/// The stage (the window's `--replay`, `render` through `ScriptRunner`), `PhoneRunner` (`trace`,
/// the fit, the bench, the soak) all feed scripts through this one type.
public struct ScriptFeed: Sendable {
  private let inputs: [ScriptInput]
  private var next = 0
  /// Simulation time the script's t = 0 maps to (a replay that starts later).
  public let offset: Double

  public init(_ script: EventScript, offset: Double = 0) {
    inputs = script.expandedInputs()
    self.offset = offset
  }

  /// Whether every input has been handed over.
  public var isFinished: Bool { next >= inputs.count }

  /// One headless frame at simulation time `time`: hands every phone the inputs due by `time`,
  /// or by the tick the phones then reach when that is later, in script order (each to every
  /// phone), then advances every phone to that tick. The one
  /// step `PhoneRunner` and a headless stage (`Stage.play(toTime:)`) share.
  public mutating func play(_ phones: inout [Sandbox], toTime time: Double) {
    // The phones run to a tick within one of `time` (the clock keeps what a frame leaves of a
    // tick), and every input due by then or by that tick is theirs in this frame, as at any
    // other frame rate: a 25 fps frame ends between two ticks, and handing over only the inputs
    // due by its own time delayed those due before a tick past it by a frame.
    // (Only the clock is read: `first`, and even a method call on `phones[0]`, copied the whole
    // phone every frame, retaining its model's box so that the tick's first change copied it.)
    let due = phones.isEmpty ? time : phones[0].clock.inputsDue(byTime: time)
    for input in take(upTo: due) {
      for index in phones.indices { ScriptFeed.submit(input, offset: offset, to: &phones[index]) }
    }
    for index in phones.indices { phones[index].advance(toTime: time) }
  }

  /// The inputs due by `time` that were not handed over yet, marked as handed over (their
  /// times are the script's own: add `offset`).
  public mutating func take(upTo time: Double) -> ArraySlice<ScriptInput> {
    let start = next
    while next < inputs.count, offset + inputs[next].time <= time + 1e-9 { next += 1 }
    return inputs[start..<next]
  }

  /// Hands one script input to phone `sandbox` at its own time plus `offset`: a view shortcut
  /// acts at once on the phone, anything else is queued for its tick.
  public static func submit(_ input: ScriptInput, offset: Double, to sandbox: inout Sandbox) {
    switch input {
    case .input(let timed):
      if let shortcut = ViewShortcut(timed.event) {
        shortcut.apply(to: &sandbox)
      } else {
        sandbox.submit(timed.event, at: offset + timed.time)
      }
    case .command(let time, let command):
      sandbox.submit(command, at: offset + time)
    }
  }
}
