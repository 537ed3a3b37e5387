/// The host's numbers the HUD shows beside the engine's: frame rate, frame cost, renderer.
public struct HUDStatus: Sendable, Equatable {
  public var framesPerSecond: Double
  /// The last frame's work in milliseconds (0 for `render`).
  public var frameMilliseconds: Double
  public var renderer: String
  public var recording = false

  public init(
    framesPerSecond: Double, frameMilliseconds: Double, renderer: String, recording: Bool = false
  ) {
    self.framesPerSecond = framesPerSecond
    self.frameMilliseconds = frameMilliseconds
    self.renderer = renderer
    self.recording = recording
  }
}
