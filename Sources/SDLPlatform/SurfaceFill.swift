import CSDL2
import Glibc
import SandboxPrimitives

/// Opaque rectangle fills written straight into a software renderer's pixels with ordinary
/// stores, instead of through `SDL_RenderFillRects`.
///
/// Each row is one `wmemset` (a 32-bit `wchar_t` on Linux): glibc's vectorised store loop
/// (AVX2 or wider, plain stores: no non-temporal path at row sizes, so the row stays in the
/// cache for what is blended onto it). A Swift loop over the row measured slower, most of all
/// on memory the cache does not hold yet: the window's first frame fills 2 M pixels in
/// 0.44 ms instead of 0.55 (medians of 40 launches), and a steady showcase frame takes
/// 0.46–0.47 ms instead of 0.50–0.55 (`frame.showcaseMs`, 2026-12-07, 2-core AMD EPYC).
///
/// Why: SDL 2.26's software fill (`SDL_FillRect4SSE`) writes every 64-byte run with
/// non-temporal stores (`movntps`) and the rest of a row with plain ones. A whole frame filled
/// that way bypasses the cache, so the corner masks and text blended onto it next read it back
/// from memory; and where a rectangle's edge shares a cache line with its neighbour, plain and
/// non-temporal stores meet in one line and stall. Replaying one showcase frame's 429 fills
/// (measured on this machine, 780×1688 px): 0.96 ms through SDL, 0.39 ms written here; a
/// whole-surface `SDL_RenderClear` takes 0.63 ms, the same surface written here 0.10 ms.
///
/// The bytes are the ones SDL writes (`SDL_MapRGBA` of the opaque colour, cut to the viewport,
/// as the software renderer cuts a fill), so every frame stays byte-identical; a test draws
/// the same lists both ways and compares. Anything else (masks, text, blended fills) still goes
/// through SDL, so the painter flushes SDL's queued commands before writing here
/// (`SDL_RenderFlush`): the frame keeps its order.
struct SurfaceFill {
  /// Where a frame's pixels are, when the painter may write them itself.
  enum Target {
    /// Not a software renderer (or a surface that must be locked): fill through SDL.
    case none
    /// A windowless canvas's own surface.
    case surface(UnsafeMutablePointer<SDL_Surface>)
    /// A window drawn by the software renderer: its window surface, fetched each frame (SDL
    /// replaces it when the window is resized, and the renderer fetches the same one).
    case window(OpaquePointer)
  }

  /// The surface of `target` now, if it can be written directly: 32 bits per pixel, unlocked
  /// memory (no RLE), pixels present.
  static func surface(of target: Target) -> UnsafeMutablePointer<SDL_Surface>? {
    let surface: UnsafeMutablePointer<SDL_Surface>?
    switch target {
    case .none: return nil
    case .surface(let s): surface = s
    case .window(let window): surface = SDL_GetWindowSurface(window)
    }
    guard let surface, surface.pointee.pixels != nil,
      surface.pointee.flags & UInt32(SDL_RLEACCEL) == 0,
      let format = surface.pointee.format, format.pointee.BytesPerPixel == 4
    else { return nil }
    return surface
  }

  /// Fills `rects` (relative to `viewport`, output pixels) of `surface` with opaque `color`,
  /// each cut to the viewport and the surface as SDL cuts a fill.
  static func fill(
    _ rects: [SDL_Rect], color: Color, viewport: SDL_Rect,
    surface: UnsafeMutablePointer<SDL_Surface>
  ) {
    let s = surface.pointee
    guard let pixels = s.pixels else { return }
    let value = wchar_t(bitPattern: SDL_MapRGBA(s.format, color.r, color.g, color.b, 255))
    let bounds = viewport.intersection(SDL_Rect(x: 0, y: 0, w: s.w, h: s.h))
    if bounds.isEmpty { return }
    let pitch = Int(s.pitch)
    for rect in rects {
      let r = SDL_Rect(x: rect.x + viewport.x, y: rect.y + viewport.y, w: rect.w, h: rect.h)
        .intersection(bounds)
      if r.isEmpty { continue }
      let count = Int(r.w)
      var row = pixels.advanced(by: Int(r.y) * pitch + Int(r.x) * 4)
      for _ in 0..<r.h {
        _ = wmemset(row.assumingMemoryBound(to: wchar_t.self), value, count)
        row = row.advanced(by: pitch)
      }
    }
  }
}
