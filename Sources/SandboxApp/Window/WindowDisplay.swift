import Foundation
import SDLPlatform
import SandboxPrimitives
import SandboxStage

/// What the window does with the display beside drawing frames: fitting itself onto the screen
/// and reading its pixels back for a screenshot.
enum WindowDisplay {
  /// Sizes and places `window` so that all of it — phones, column, strip and the window
  /// manager's frame — lies inside the display's usable bounds: `wanted` (window coordinates;
  /// else `canvas` at the current scale, or at the largest that fits unless the scale is
  /// `fixedScale`) is shrunk to the room there is and the window moved fully on screen.
  /// Headless drivers have no screen to fall off, so there the size is applied as asked.
  /// Returns the scale (window coordinates per canvas point) the canvas is shown at: X11 reports
  /// a placed window's new size only later, so the caller cannot read it back at once.
  @discardableResult
  static func fit(_ window: SDLWindow, canvas: Size, fixedScale: Bool, wanted: Size?) -> Double {
    var scale = window.windowScale
    guard !window.isFullscreen else { return scale }
    func shown(_ size: Size) -> Double {
      min(size.width / max(canvas.width, 1), size.height / max(canvas.height, 1))
    }
    guard !window.isHeadless, let usable = window.usableBounds else {
      let size = wanted ?? Size(width: canvas.width * scale, height: canvas.height * scale)
      window.resize(width: Int(size.width.rounded()), height: Int(size.height.rounded()))
      return shown(size)
    }
    let decorations = window.decorations
    if !fixedScale {
      scale = min(
        scale,
        WindowPlacement.largestScale(canvas: canvas, usable: usable, decorations: decorations))
    }
    let size = wanted ?? Size(width: canvas.width * scale, height: canvas.height * scale)
    let frame = WindowPlacement.frame(size: size, usable: usable, decorations: decorations)
    window.place(frame)
    return shown(Size(width: frame.width, height: frame.height))
  }

  /// The most pixels a window can show the canvas in: the display's usable size (nil on a
  /// headless driver). The stage enlarges its captions for it before the first fit, so they stay
  /// readable when the canvas is shrunk to the display. Not the window's own size: under X11 a
  /// placed window reports its new size only later.
  static func mostPixels(_ window: SDLWindow) -> Size? {
    guard !window.isHeadless, let usable = window.usableBounds else { return nil }
    return Size(width: usable.width, height: usable.height)
  }

  /// F12: draws `list` (the phones without HUD, help, touch overlays or strip, at the canvas's
  /// pixel scale) and saves the `phones` part of it as a PNG in `directory`; the log names the
  /// phones' `time` ("screenshot saved at 0.708 s: PATH").
  static func saveScreenshot(
    _ window: SDLWindow, _ list: DisplayList, phones: Size, time: Double, in directory: String
  ) -> StageFiles.Outcome {
    let log = "screenshot saved at " + String(format: "%.4f s", time)
    return StageFiles.save("Screenshot", log: log) {
      try OutputDirectory.prepare(directory)
      let path = OutputPaths.unique(
        prefix: "header-sandbox-screenshot", ext: "png", directory: directory)
      try window.draw(list)
      var phonesOnly = try window.canvas.readPixels().cropped(
        to: window.canvas.mapping, canvas: phones)
      try Canvas.savePNG(&phonesOnly, to: path)
      return [path]
    }
  }
}
