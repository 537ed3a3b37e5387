import PhoneDrawing

/// The onion skin reads a phone through the state its scene is drawn from: the drawing layer
/// knows scene states, not the simulation that makes them.
extension GhostTrail {
  /// Adds the phones' outlines as the newest frame, with the reference recording's header
  /// bottom there (nil without one).
  public mutating func push(_ phones: [Sandbox], referenceEdge: Double? = nil) {
    push(phones.map { $0.sceneState() }, referenceEdge: referenceEdge)
  }
}

extension GhostTrail.Outline {
  /// The outlines of the phone's current frame.
  public init(_ sandbox: Sandbox) {
    self.init(sandbox.sceneState())
  }
}
