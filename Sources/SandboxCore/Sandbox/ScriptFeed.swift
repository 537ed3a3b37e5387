/// A script's expanded inputs handed to sandboxes a frame at a time, never all at once: view keys
/// act when they are submitted, so a script's `S` or `P` must arrive in the frame it belongs to.
///
/// `trace`, `render`, the window's `--replay` and the soak all feed scripts through this one type.
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

  /// Submits every input due by simulation time `time` to each sandbox, in script order.
  public mutating func feed(upTo time: Double, into sandboxes: inout [Sandbox]) {
    for input in due(upTo: time) {
      for index in sandboxes.indices { sandboxes[index].submit(input, offset: offset) }
    }
  }

  /// Submits every input due by simulation time `time` to one sandbox, in script order.
  public mutating func feed(upTo time: Double, into sandbox: inout Sandbox) {
    for input in due(upTo: time) { sandbox.submit(input, offset: offset) }
  }

  /// The inputs due by `time` that were not handed over yet, marked as handed over.
  private mutating func due(upTo time: Double) -> ArraySlice<ScriptInput> {
    let start = next
    while next < inputs.count, offset + inputs[next].time <= time + 1e-9 { next += 1 }
    return inputs[start..<next]
  }
}
