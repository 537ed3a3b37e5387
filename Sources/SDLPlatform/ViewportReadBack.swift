import CSDL2

/// Reads drawn pixels back the way a frame addresses them: relative to the renderer's viewport.
/// `SDL_RenderReadPixels` takes output coordinates (it cuts the rect to the viewport but does
/// not move it by the viewport's origin), so on a letterboxed canvas (the window wider or taller
/// than the canvas, its origin off the corner) every read-back of a viewport-relative rect
/// would come from the wrong place. The difference blend and the backdrop blur read through
/// here.
enum ViewportReadBack {
  /// Reads `area` (output pixels, viewport-relative) as ARGB8888 rows of `pitch` bytes into
  /// `pixels`; returns SDL's status (0 when read).
  static func read(
    _ area: SDL_Rect, renderer: OpaquePointer, into pixels: UnsafeMutableRawPointer?, pitch: Int32
  ) -> Int32 {
    var viewport = SDL_Rect()
    SDL_RenderGetViewport(renderer, &viewport)
    var rect = SDL_Rect(x: area.x + viewport.x, y: area.y + viewport.y, w: area.w, h: area.h)
    return SDL_RenderReadPixels(
      renderer, &rect, SDL_PIXELFORMAT_ARGB8888.rawValue, pixels, pitch)
  }
}
