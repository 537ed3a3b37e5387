import SandboxPrimitives

/// One-call start-up for the app's two uses of SDL: an interactive window and a windowless
/// canvas for `render`.
public enum SDLPlatform {
  /// Starts a session, finds fonts and opens the window. With `scale` nil, picks the largest
  /// scale (in hundredths, from 0.25) at which `canvas` fits the primary display's usable
  /// bounds (`WindowPlacement.largestScale`); 1 when SDL cannot tell the bounds.
  ///
  /// `text` is what the first frame is expected to draw: its fonts are opened and its runs
  /// rasterized on another thread while SDL makes the window (`FontWarmUp`; the UI face's
  /// runs: Roboto's, when installed, are drawn as they come). With `prepared`, on the faces it
  /// has been opening since (`FontPreparation`).
  public static func openWindow(
    options: PlatformOptions, canvas: Size = SDLWindow.phoneCanvas, scale: Double? = nil,
    text: [TextRun] = [], prepared: FontPreparation? = nil
  ) throws -> SDLWindow {
    let session = try SDLSession(options: options)
    let fonts = try FontLibrary(session: session, override: options.fontPath)
    let chosen =
      scale
      ?? SDLWindow.usableBounds(display: 0).map {
        WindowPlacement.largestScale(canvas: canvas, usable: $0)
      } ?? 1
    // The faces open while SDL makes the window's surface (see `FontWarmUp`). A first frame
    // whose every run is Roboto's (installed) needs none of the UI faces.
    let ui = text.filter { fonts.face($0.family, $0.weight).family == .ui }
    if text.isEmpty || !ui.isEmpty {
      fonts.warmUp(
        pixelSize: DisplayListPainter.fontPixelSize(points: 17, scale: chosen),
        texts: ui.map {
          FontWarmUp.Text(
            weight: $0.weight,
            pixelSize: DisplayListPainter.fontPixelSize(
              points: $0.rasterSize ?? $0.size, scale: chosen),
            text: $0.text)
        }, prepared: prepared)
    }
    return try SDLWindow(session: session, fonts: fonts, canvasSize: canvas, scale: chosen)
  }

  /// Starts a headless session (offscreen driver, software renderer) and returns a windowless
  /// canvas of `size` points at `scale` pixels per point, drawing deterministic pixels.
  public static func offscreenCanvas(size: Size, scale: Double, fontPath: String? = nil) throws
    -> Canvas
  {
    let options = PlatformOptions(headless: true, fontPath: fontPath, environment: [:])
    let session = try SDLSession(options: options)
    let fonts = try FontLibrary(session: session, override: fontPath)
    return try Canvas(offscreen: session, fonts: fonts, size: size, scale: scale)
  }
}
