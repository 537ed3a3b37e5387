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
  /// Coverage being rasterized on another thread (see `prepare`).
  private var preparation: MaskPreparation?
  /// Masks rasterized since creation (cache misses). A steady-state frame adds none.
  private(set) var rasterizations = 0
  /// Masks rasterized where they were drawn rather than prepared (`prepare`).
  private(set) var rasterizedInPlace = 0

  init(renderer: OpaquePointer) {
    self.renderer = renderer
  }

  deinit {
    removeAll()
  }

  var count: Int { entries.count }

  func removeAll() {
    collectPrepared()
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

  /// Starts rasterizing the coverage of those `shapes` not known yet on another thread; the
  /// first mask asked for afterwards waits for it. A square corner other than the top-left one
  /// is its mirror, so the top-left one is what gets rasterized.
  func prepare(_ shapes: [ShapeMask]) {
    collectPrepared()
    var wanted: [ShapeMask] = []
    var seen = Set<ShapeMask>()
    for shape in shapes {
      let base = ShapeMaskCache.mirrorSource(of: shape)?.source ?? shape
      if coverage[base] == nil, seen.insert(base).inserted { wanted.append(base) }
    }
    if !wanted.isEmpty { preparation = MaskPreparation(wanted) }
  }

  /// Waits for `prepare`'s worker, if any, and keeps what it rasterized.
  private func collectPrepared() {
    guard let job = preparation else { return }
    preparation = nil
    for (shape, mask) in job.wait() {
      rasterizations += 1
      coverage[shape] = mask
    }
  }

  /// The coverage of `shape`, rasterized on first use. A square corner is the top-left one
  /// mirrored, byte for byte (CornerMirrorTests): it is rasterized once per radius and mirrored
  /// in memory. Each corner still gets a texture of its own, since the software renderer's
  /// flipped copy (`SDL_RenderCopyEx`) rotates through a temporary surface on every call.
  private func coverageMask(_ shape: ShapeMask) -> MaskRasterizer.Mask? {
    if preparation != nil { collectPrepared() }
    if let known = coverage[shape] { return known }
    let mask: MaskRasterizer.Mask?
    if let (source, corner) = ShapeMaskCache.mirrorSource(of: shape) {
      mask = coverageMask(source).map {
        ShapeMaskCache.mirrored($0, horizontally: corner & 1 != 0, vertically: corner & 2 != 0)
      }
    } else {
      rasterizations += 1
      mask = rasterizer.mask(shape)
      rasterizedInPlace += 1
    }
    coverage[shape] = mask
    return mask
  }

  /// For a square corner other than the top-left one: the top-left corner it mirrors (which is
  /// what gets rasterized) and which corner it is; nil for any other shape.
  static func mirrorSource(of shape: ShapeMask) -> (source: ShapeMask, corner: UInt8)? {
    guard case .corner(let radius, let width, let height, let corner) = shape, corner != 0,
      width == height
    else { return nil }
    return (.corner(radius: radius, width: width, height: height, corner: 0), corner)
  }

  /// `mask` flipped left to right and/or top to bottom within its own box.
  static func mirrored(
    _ mask: MaskRasterizer.Mask, horizontally: Bool, vertically: Bool
  ) -> MaskRasterizer.Mask {
    let w = Int(mask.width)
    let h = Int(mask.height)
    guard mask.alpha.count == w * h else { return mask }
    // Row by row through raw buffers: the indexed loop this replaces cost 2 M instructions at
    // start-up for the device frame's six mirrored corners (callgrind).
    let alpha = [UInt8](unsafeUninitializedCapacity: w * h) { target, count in
      mask.alpha.withUnsafeBufferPointer { source in
        for y in 0..<h {
          let from = source.baseAddress! + (vertically ? h - 1 - y : y) * w
          let to = target.baseAddress! + y * w
          if horizontally {
            for x in 0..<w { to[x] = from[w - 1 - x] }
          } else {
            to.update(from: from, count: w)
          }
        }
      }
      count = w * h
    }
    var result = mask
    result.alpha = alpha
    return result
  }

  /// A texture of `mask` in colour `rgb`, its coverage as alpha. The pixels are written through
  /// `SDL_LockTexture`, straight into the software renderer's surface: an array to upload from
  /// cost the first frame a fresh 72 KB (and its page faults) per large corner.
  private func make(_ mask: MaskRasterizer.Mask, rgb: UInt32) -> Entry? {
    let width = Int(mask.width)
    guard mask.alpha.count == width * Int(mask.height),
      let texture = SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
        mask.width, mask.height)
    else { return nil }
    var pixels: UnsafeMutableRawPointer?
    var pitch: Int32 = 0
    guard SDL_LockTexture(texture, nil, &pixels, &pitch) == 0, let pixels else {
      SDL_DestroyTexture(texture)
      return nil
    }
    mask.alpha.withUnsafeBufferPointer { alpha in
      guard let start = alpha.baseAddress else { return }
      for y in 0..<Int(mask.height) {
        let row = (pixels + y * Int(pitch)).assumingMemoryBound(to: UInt32.self)
        // A pointer to the row, not `alpha[from + x]`: that sum's overflow check kept the loop
        // from being vectorised, at nine instructions a pixel of the first frame's masks.
        let source = start + y * width
        for x in 0..<width { row[x] = UInt32(source[x]) << 24 | rgb }
      }
    }
    SDL_UnlockTexture(texture)
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    return Entry(
      texture: texture, x: mask.x, y: mask.y, width: mask.width, height: mask.height,
      bands: MaskBands.bands(alpha: mask.alpha, width: mask.width, height: mask.height))
  }
}
