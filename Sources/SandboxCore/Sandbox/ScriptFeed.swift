/// A script's expanded inputs handed to sandboxes a frame at a time, never all at once: view keys
/// act when they are submitted, so a script's `S` or `P` must arrive in the frame it belongs to.
///
/// `trace`, `render` and the window's `--replay` all feed scripts through this one type.
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
    while next < inputs.count, offset + inputs[next].time <= time + 1e-9 {
      for index in sandboxes.indices { sandboxes[index].submit(inputs[next], offset: offset) }
      next += 1
    }
  }
}
