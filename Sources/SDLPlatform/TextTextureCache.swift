import CSDL2
import CSDL2TTF
import SandboxPrimitives

/// Rasterised text runs as textures of one renderer, keyed by (string, family, weight, pixel
/// size, RGB, background).
///
/// Text without a background is rendered blended (a transparent texture, alpha-blended per draw).
/// Text with an opaque background is rendered shaded, pre-composited on that colour into an
/// opaque texture that is copied without blending: the software renderer's blend loop is several
/// times slower than its copy.
///
/// Opacity is not part of the key: it is applied per draw with `SDL_SetTextureAlphaMod`, so a
/// fading label never re-rasterises. The cache holds at most `capacity` textures and evicts the
/// least recently used one, destroying its texture.
final class TextTextureCache {
  struct Key: Hashable {
    var text: String
    var family: FontFamily
    var weight: FontWeight
    var pixelSize: Int32
    var rgb: UInt32
    /// The opaque background's RGB, or nil for blended text.
    var background: UInt32?
  }

  struct Entry {
    var texture: OpaquePointer
    var width: Int32
    var height: Int32
    var lastUse: UInt64
  }

  private struct MeasureKey: Hashable {
    var text: String
    var family: FontFamily
    var weight: FontWeight
    var pixelSize: Int32
  }

  /// Maximum number of textures kept alive.
  let capacity: Int
  /// Cache misses since creation: each one is a `TTF_RenderUTF8_Blended` (or
  /// `_Shaded`) + texture upload.
  private(set) var rasterizations = 0
  /// Textures destroyed to make room.
  private(set) var evictions = 0

  private let renderer: OpaquePointer
  private let fonts: FontLibrary
  private var entries: [Key: Entry] = [:]
  private var measurements: [MeasureKey: (Int32, Int32)] = [:]
  private var useClock: UInt64 = 0

  init(renderer: OpaquePointer, fonts: FontLibrary, capacity: Int = 1024) {
    self.renderer = renderer
    self.fonts = fonts
    self.capacity = max(1, capacity)
  }

  /// Destroys every texture; must run before the renderer is destroyed.
  func removeAll() {
    for entry in entries.values { SDL_DestroyTexture(entry.texture) }
    entries.removeAll()
  }

  var count: Int { entries.count }

  /// The texture for `text`, rasterising it on a miss. Nil for empty text. With a `background`
  /// (its alpha is ignored: treated as opaque) the texture is opaque and has blend mode none.
  func texture(
    _ text: String, family: FontFamily = .ui, weight: FontWeight, pixelSize: Int32, color: Color,
    background: Color? = nil
  ) throws -> Entry? {
    if text.isEmpty { return nil }
    useClock &+= 1
    func packed(_ c: Color) -> UInt32 { UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b) }
    let key = Key(
      text: text, family: family, weight: weight, pixelSize: pixelSize, rgb: packed(color),
      background: background.map(packed))
    if let index = entries.index(forKey: key) {
      entries.values[index].lastUse = useClock
      return entries.values[index]
    }
    let sdlColor = SDL_Color(r: color.r, g: color.g, b: color.b, a: 255)
    let rendered: UnsafeMutablePointer<SDL_Surface>?
    // The warm-up's coverage of the run, when it rendered it, gives the same pixels.
    let warm = fonts.warmedCoverage(text, family: family, weight: weight, pixelSize: pixelSize)
    var owned = true
    if let warm {
      if let background {
        rendered = warm.shaded(color, on: background)
        owned = false
      } else {
        rendered = warm.blended(color)
      }
    } else if let background {
      let font = try fonts.font(weight, family: family, pixelSize: pixelSize)
      let sdlBackground = SDL_Color(r: background.r, g: background.g, b: background.b, a: 255)
      rendered = TTF_RenderUTF8_Shaded(font, text, sdlColor, sdlBackground)
    } else {
      let font = try fonts.font(weight, family: family, pixelSize: pixelSize)
      rendered = TTF_RenderUTF8_Blended(font, text, sdlColor)
    }
    guard let surface = rendered else {
      let call =
        warm != nil
        ? "TextCoverage" : background == nil ? "TTF_RenderUTF8_Blended" : "TTF_RenderUTF8_Shaded"
      throw PlatformError.sdl(call: call, message: SDLSession.lastError())
    }
    defer { if owned { SDL_FreeSurface(surface) } }
    guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else {
      throw PlatformError.sdl(call: "SDL_CreateTextureFromSurface", message: SDLSession.lastError())
    }
    SDL_SetTextureBlendMode(
      texture, background == nil ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE)
    // Runs with a `rasterSize` copy this texture scaled; linear filtering keeps the glyphs
    // smooth there (a same-size copy is a plain blit either way).
    SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
    rasterizations += 1
    if entries.count >= capacity { evictLeastRecentlyUsed() }
    let entry = Entry(
      texture: texture, width: surface.pointee.w, height: surface.pointee.h, lastUse: useClock)
    entries[key] = entry
    return entry
  }

  /// Text extent in pixels at `pixelSize`, cached; (0, font height) for empty text.
  func measure(
    _ text: String, family: FontFamily = .ui, weight: FontWeight, pixelSize: Int32
  ) throws -> (Int32, Int32) {
    let key = MeasureKey(text: text, family: family, weight: weight, pixelSize: pixelSize)
    if let size = measurements[key] { return size }
    var w: Int32 = 0
    var h: Int32 = 0
    if !text.isEmpty,
      let warm = fonts.warmedCoverage(text, family: family, weight: weight, pixelSize: pixelSize)
    {
      // The warm-up's coverage is exactly the run's extent (`TTF_SizeUTF8`'s).
      (w, h) = (warm.width, warm.height)
    } else {
      let font = try fonts.font(weight, family: family, pixelSize: pixelSize)
      h = TTF_FontHeight(font)
      if !text.isEmpty {
        guard TTF_SizeUTF8(font, text, &w, &h) == 0 else {
          throw PlatformError.sdl(call: "TTF_SizeUTF8", message: SDLSession.lastError())
        }
      }
    }
    // Measurements are tiny; clearing wholesale keeps the table bounded without bookkeeping.
    if measurements.count >= capacity * 4 { measurements.removeAll(keepingCapacity: true) }
    measurements[key] = (w, h)
    return (w, h)
  }

  private func evictLeastRecentlyUsed() {
    // A linear scan only runs on a miss with a full cache, which steady-state frames never hit.
    var oldestKey: Key?
    var oldestUse = UInt64.max
    for (key, entry) in entries where entry.lastUse < oldestUse {
      oldestUse = entry.lastUse
      oldestKey = key
    }
    if let key = oldestKey, let entry = entries.removeValue(forKey: key) {
      SDL_DestroyTexture(entry.texture)
      evictions += 1
    }
  }
}
