import CSDL2
import SandboxPrimitives

/// Coverage masks as textures, rasterized on first use and kept.
///
/// A shape's coverage is rasterized once (`MaskRasterizer`) and kept as bytes. For an opaque
/// colour it becomes a texture of that colour with the coverage as alpha, copied as it is: SDL's
/// software renderer then blends with its per-pixel-alpha blitter, which copies opaque pixels and
/// skips clear ones (most of a corner). Translucent colours share one white texture per shape,
/// tinted and faded by colour and alpha modulation — SDL's slower generic blitter, but fading
/// shapes then need no new texture per opacity. Scrolling moves shapes by whole pixels (their
/// origins are snapped), so a steady frame rasterizes nothing.
final class ShapeMaskCache {
  /// A rasterized mask: its texture, and where its top-left pixel sits relative to the
  /// command's snapped origin.
  struct Entry {
    let texture: OpaquePointer
    let x: Int32
    let y: Int32
    let width: Int32
    let height: Int32
    /// The parts to copy (texture pixels), or empty to copy it whole (see `MaskBands`).
    let bands: [SDL_Rect]
  }

  /// Masks kept; past this every texture is released and the cache starts again (a frame uses a
  /// few dozen; only live plots make new ones every frame).
  static let capacity = 512

  /// A texture: a shape in one opaque colour, or in white for modulation (`tint` nil).
  private struct TextureKey: Hashable {
    var shape: ShapeMask
    var tint: UInt32?
  }

  private let renderer: OpaquePointer
  private var coverage: [ShapeMask: MaskRasterizer.Mask?] = [:]
  private var entries: [TextureKey: Entry?] = [:]
  private var rasterizer = MaskRasterizer()
  /// Masks rasterized since creation (cache misses). A steady-state frame adds none.
  private(set) var rasterizations = 0

  init(renderer: OpaquePointer) {
    self.renderer = renderer
  }

  deinit {
    removeAll()
  }

  var count: Int { entries.count }

  func removeAll() {
    for case let entry? in entries.values { SDL_DestroyTexture(entry.texture) }
    entries.removeAll(keepingCapacity: true)
    coverage.removeAll(keepingCapacity: true)
  }

  /// The texture drawing `shape` in `color`, and whether it must be tinted with `color` (colour
  /// and alpha modulation) rather than copied as it is; nil when it covers no pixel or its
  /// texture could not be made.
  func entry(_ shape: ShapeMask, color: Color) -> (entry: Entry, tinted: Bool)? {
    let tint: UInt32? =
      color.a == 255 ? UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b) : nil
    let key = TextureKey(shape: shape, tint: tint)
    if let known = entries[key] { return known.map { ($0, tint == nil) } }
    if entries.count >= ShapeMaskCache.capacity { removeAll() }
    let mask = coverageMask(shape)
    let entry = mask.flatMap { make($0, rgb: tint ?? 0x00FF_FFFF) }
    entries[key] = entry
    return entry.map { ($0, tint == nil) }
  }

  /// The coverage of `shape`, rasterized on first use. A square corner is the top-left one
  /// mirrored, byte for byte (CornerMirrorTests): it is rasterized once per radius and mirrored
  /// in memory. Each corner still gets a texture of its own, since the software renderer's
  /// flipped copy (`SDL_RenderCopyEx`) rotates through a temporary surface on every call.
  private func coverageMask(_ shape: ShapeMask) -> MaskRasterizer.Mask? {
    if let known = coverage[shape] { return known }
    let mask: MaskRasterizer.Mask?
    if case .corner(let radius, let width, let height, let corner) = shape, corner != 0,
      width == height
    {
      mask = coverageMask(.corner(radius: radius, width: width, height: height, corner: 0))
        .map {
          ShapeMaskCache.mirrored($0, horizontally: corner & 1 != 0, vertically: corner & 2 != 0)
        }
    } else {
      rasterizations += 1
      mask = rasterizer.mask(shape)
    }
    coverage[shape] = mask
    return mask
  }

  /// `mask` flipped left to right and/or top to bottom within its own box.
  static func mirrored(
    _ mask: MaskRasterizer.Mask, horizontally: Bool, vertically: Bool
  ) -> MaskRasterizer.Mask {
    let w = Int(mask.width)
    let h = Int(mask.height)
    var alpha = [UInt8](repeating: 0, count: mask.alpha.count)
    for y in 0..<h {
      let sy = vertically ? h - 1 - y : y
      for x in 0..<w {
        alpha[y * w + x] = mask.alpha[sy * w + (horizontally ? w - 1 - x : x)]
      }
    }
    var result = mask
    result.alpha = alpha
    return result
  }

  private func make(_ mask: MaskRasterizer.Mask, rgb: UInt32) -> Entry? {
    guard
      let texture = SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
        mask.width, mask.height)
    else { return nil }
    var pixels = [UInt32](repeating: 0, count: mask.alpha.count)
    for i in pixels.indices { pixels[i] = UInt32(mask.alpha[i]) << 24 | rgb }
    pixels.withUnsafeBytes { raw in
      _ = SDL_UpdateTexture(texture, nil, raw.baseAddress, mask.width * 4)
    }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    return Entry(
      texture: texture, x: mask.x, y: mask.y, width: mask.width, height: mask.height,
      bands: MaskBands.bands(alpha: mask.alpha, width: mask.width, height: mask.height))
  }
}
