import SandboxFormats
import SandboxPrimitives

/// What a frame shows of the reference recording: the picture for the frame's time (nil before
/// the recording starts, after it ends, or when it cannot be read), how it is shown and its
/// caption. `Stage` makes one per composed frame; `PhonesPainter` draws it with `ReferencePainter`.
public struct ReferenceSlot: Sendable, Equatable {
  /// The recording's frame at this time, as the renderer registered it.
  public var image: ImageHandle?
  /// `view.referenceMode`.
  public var mode: ReferenceMode
  /// `view.referenceOpacity`, for `overlay`.
  public var opacity: Double
  /// The caption lines above its slot (`beside`): its name, then the offset.
  public var caption: [String]
  /// Said in its slot when there is no picture: why.
  public var message: String

  public init(
    image: ImageHandle?, mode: ReferenceMode, opacity: Double, caption: [String],
    message: String = ""
  ) {
    self.image = image
    self.mode = mode
    self.opacity = opacity
    self.caption = caption
    self.message = message
  }

  /// Whether it takes a slot of its own in the row of phones.
  public var isBeside: Bool { mode == .beside }
}
