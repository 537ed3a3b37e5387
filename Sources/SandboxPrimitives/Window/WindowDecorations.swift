/// How far a window manager's frame (title bar, borders) reaches beyond the window's client
/// area, in window coordinates (`SDL_GetWindowBordersSize`). Zero without a window manager.
public struct WindowDecorations: Hashable, Sendable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double

  /// No frame at all (no window manager, or fullscreen).
  public static let none = WindowDecorations(top: 0, left: 0, bottom: 0, right: 0)

  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = max(0, top)
    self.left = max(0, left)
    self.bottom = max(0, bottom)
    self.right = max(0, right)
  }
}
