/// The onion skin reads a phone through the state its scene is drawn from: the drawing layer
/// knows scene states, not the simulation that makes them.
extension GhostTrail {
  /// Adds the phones' outlines as the newest frame.
  public mutating func push(_ phones: [Sandbox]) {
    push(phones.map { $0.sceneState() })
  }
}

extension GhostTrail.Outline {
  /// The outlines of the phone's current frame.
  public init(_ sandbox: Sandbox) {
    self.init(sandbox.sceneState())
  }
}
