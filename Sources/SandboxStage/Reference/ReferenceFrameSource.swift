import SandboxPrimitives

/// Where a reference recording's frames come from: the app decodes the video and hands the
/// renderer each frame's pixels; the core only asks for a frame by its index and draws the
/// handle it gets. Called while a frame is composed (the window, its screenshots, `render`), so
/// the picture drawn is always the one asked for last.
public protocol ReferenceFrameSource: AnyObject, Sendable {
  /// The picture of frame `index` (0-based, in presentation order) ready to draw, at the size
  /// it is shown; nil when it cannot be shown.
  func image(forFrame index: Int) -> ImageHandle?
}
