/// Where the window goes and how large it is, from the display's usable bounds: the scale at
/// which a canvas fits, a requested size clamped to the room there is, and a frame placed fully
/// on screen, decorations included.
///
/// Pure so the rules can be tested without a display; the window only reads the bounds from SDL
/// and applies the frame.
public enum WindowPlacement {
  /// The smallest automatic scale: below it the phone is too small to read, and a window this
  /// small is the user's to enlarge.
  public static let minimumScale = 0.25
  /// The largest automatic scale (the `--scale` limit too).
  public static let maximumScale = 8.0
  /// Automatic scales are whole hundredths, so the same display always gives the same scale and
  /// the README can quote it (an 844-pt phone: 1280×800 → 0.94, 1920×1200 → 1.42).
  public static let scaleStep = 0.01

  /// The client area available inside `usable` once the frame's decorations are taken off.
  public static func room(usable: Rect, decorations: WindowDecorations) -> Size {
    Size(
      width: max(1, usable.width - decorations.left - decorations.right),
      height: max(1, usable.height - decorations.top - decorations.bottom))
  }

  /// The largest scale, in `scaleStep`s from `minimumScale` up to `maximumScale`, at which
  /// `canvas` (points) fits the room in `usable` (window coordinates).
  public static func largestScale(
    canvas: Size, usable: Rect, decorations: WindowDecorations = .none
  ) -> Double {
    guard canvas.width > 0, canvas.height > 0 else { return 1 }
    let space = room(usable: usable, decorations: decorations)
    let fit = min(space.width / canvas.width, space.height / canvas.height)
    guard fit.isFinite else { return 1 }
    // The small epsilon keeps an exact fit (800 / 400 = 2) from rounding down a step.
    let stepped = ((fit + 1e-9) / scaleStep).rounded(.down) * scaleStep
    return min(maximumScale, max(minimumScale, (stepped * 100).rounded() / 100))
  }

  /// `size` shrunk to the room in `usable`, keeping its aspect ratio (the phones inside keep
  /// theirs, so a proportional window wastes no space on letterbox bars), as whole window
  /// coordinates, never below 1×1.
  public static func clamp(_ size: Size, usable: Rect, decorations: WindowDecorations = .none)
    -> Size
  {
    let space = room(usable: usable, decorations: decorations)
    let factor = min(1, space.width / max(size.width, 1), space.height / max(size.height, 1))
    return Size(
      width: max(1, min(space.width, (size.width * factor + 1e-9).rounded(.down))),
      height: max(1, min(space.height, (size.height * factor + 1e-9).rounded(.down))))
  }

  /// The client-area frame for a window of `size`: shrunk to the room, centred in `usable`,
  /// and moved so that the whole window, frame included, lies inside `usable`.
  public static func frame(size: Size, usable: Rect, decorations: WindowDecorations = .none)
    -> Rect
  {
    let fitted = clamp(size, usable: usable, decorations: decorations)
    let outerWidth = fitted.width + decorations.left + decorations.right
    let outerHeight = fitted.height + decorations.top + decorations.bottom
    let outerX = max(
      usable.minX, min(usable.maxX - outerWidth, usable.x + (usable.width - outerWidth) / 2))
    let outerY = max(
      usable.minY, min(usable.maxY - outerHeight, usable.y + (usable.height - outerHeight) / 2))
    return Rect(
      x: (outerX + decorations.left).rounded(.down), y: (outerY + decorations.top).rounded(.down),
      width: fitted.width, height: fitted.height)
  }

  /// Whether the window at `frame` (client area) lies fully inside `usable`, frame included.
  public static func isOnScreen(
    _ frame: Rect, usable: Rect, decorations: WindowDecorations = .none
  ) -> Bool {
    frame.minX - decorations.left >= usable.minX && frame.minY - decorations.top >= usable.minY
      && frame.maxX + decorations.right <= usable.maxX
      && frame.maxY + decorations.bottom <= usable.maxY
  }
}
