import CSDL2
import CSDL2TTF
import SandboxPrimitives

/// A text run's anti-aliased coverage, rendered once, from which its shaded and blended
/// surfaces in any colours are made without FreeType.
///
/// SDL_ttf's shaded rendering writes each pixel's coverage (0–255) as an index into a palette
/// that runs from the background (0) to the foreground (255); its blended rendering writes the
/// same coverage as the alpha of the foreground colour. So the coverage, rendered shaded white
/// on black, holds both: `shaded` gives it SDL_ttf's palette for another pair of colours, and
/// `blended` spreads it into alpha. Both equal what SDL_ttf renders for those colours, byte for
/// byte (`TextCoverageTests` checks it against SDL_ttf on this machine's fonts), so the font
/// warm-up (`FontWarmUp`) can rasterize the first frame's text on another thread before it
/// knows the colours.
struct TextCoverage: @unchecked Sendable {
  /// Which run a coverage is of: its text, the UI face's weight and the pixel size.
  struct Key: Hashable, Sendable {
    var text: String
    var weight: FontWeight
    var pixelSize: Int32
  }

  /// The 8-bit surface SDL_ttf rendered, each pixel its coverage.
  private let surface: UnsafeMutablePointer<SDL_Surface>

  var width: Int32 { surface.pointee.w }
  var height: Int32 { surface.pointee.h }

  /// `text` in `font` at its current size; nil when SDL_ttf cannot render it.
  init?(font: OpaquePointer, text: String) {
    let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
    let black = SDL_Color(r: 0, g: 0, b: 0, a: 255)
    guard let rendered = TTF_RenderUTF8_Shaded(font, text, white, black) else { return nil }
    guard rendered.pointee.format.pointee.BytesPerPixel == 1,
      rendered.pointee.format.pointee.palette != nil
    else {
      SDL_FreeSurface(rendered)
      return nil
    }
    surface = rendered
  }

  /// Frees the surface; the coverage must not be used after.
  func free() { SDL_FreeSurface(surface) }

  /// What `TTF_RenderUTF8_Shaded` gives for `color` on `background`: this coverage with the
  /// palette SDL_ttf makes for them (entry i = background + i × (colour − background) / 255,
  /// per channel, in integers). The surface is this coverage's own, repainted: use it before
  /// asking for another.
  func shaded(_ color: Color, on background: Color) -> UnsafeMutablePointer<SDL_Surface>? {
    var colors = [SDL_Color](repeating: SDL_Color(), count: 256)
    func channel(_ from: UInt8, _ to: UInt8, _ i: Int) -> UInt8 {
      let start = Int(from)
      let step: Int = i * (Int(to) - start) / 255
      return UInt8(start + step)
    }
    for i in 0..<256 {
      colors[i] = SDL_Color(
        r: channel(background.r, color.r, i), g: channel(background.g, color.g, i),
        b: channel(background.b, color.b, i), a: 255)
    }
    guard SDL_SetPaletteColors(surface.pointee.format.pointee.palette, colors, 0, 256) == 0
    else { return nil }
    return surface
  }

  /// What `TTF_RenderUTF8_Blended` gives for opaque `color`: ARGB pixels of that colour whose
  /// alpha is the coverage (uncovered ones too: colour with alpha 0). A new surface, the
  /// caller's to free.
  func blended(_ color: Color) -> UnsafeMutablePointer<SDL_Surface>? {
    let (w, h) = (Int(width), Int(height))
    guard
      let out = SDL_CreateRGBSurfaceWithFormat(
        0, Int32(w), Int32(h), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    else { return nil }
    let rgb = UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
    let source = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
    let target = out.pointee.pixels.assumingMemoryBound(to: UInt8.self)
    let (sourcePitch, targetPitch) = (Int(surface.pointee.pitch), Int(out.pointee.pitch))
    for y in 0..<h {
      let row = source + y * sourcePitch
      let pixels = UnsafeMutableRawPointer(target + y * targetPitch)
        .assumingMemoryBound(to: UInt32.self)
      for x in 0..<w { pixels[x] = UInt32(row[x]) << 24 | rgb }
    }
    return out
  }
}
