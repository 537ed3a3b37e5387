import SandboxPrimitives

/// One frame's result: what to draw and what to do.
public struct StageFrame: Sendable {
  /// The frame, or nil while the window is minimized (nothing to draw or present).
  public var list: DisplayList?
  /// The frame's requests to the host, in the order they arose.
  public var effects: [StageEffect]
  /// This frame is the last one needed until something happens: the host may wait for events
  /// (`IdlePolicy`) instead of drawing again.
  public var mayWait: Bool

  public init(list: DisplayList?, effects: [StageEffect], mayWait: Bool) {
    self.list = list
    self.effects = effects
    self.mayWait = mayWait
  }
}
