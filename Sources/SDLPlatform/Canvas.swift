import CSDL2
import CSDL2Image
import SandboxPrimitives

/// A render target — a window's renderer or an offscreen RGBA surface — that draws
/// `DisplayList`s at `scale` output pixels per point, reads pixels back and writes PNGs.
public final class Canvas {
  /// The renderer's name from `SDL_GetRendererInfo`, plus " (fallback)" when the accelerated
  /// request failed and the software renderer was used instead.
  public let rendererName: String
  /// Where the canvas sits in the output and how window coordinates map to points.
  public private(set) var mapping: CanvasMapping
  /// Colour of the bars around a letterboxed canvas.
  public var letterboxColor = Color(r: 24, g: 24, b: 28)
  /// The fonts text is drawn with.
  public let fonts: FontLibrary

  let renderer: OpaquePointer
  private let session: SDLSession
  private let surface: UnsafeMutablePointer<SDL_Surface>?
  // Keeps the window alive until the renderer is gone (renderer first, then window).
  private let window: WindowHandle?
  private let textCache: TextTextureCache
  private let maskCache: ShapeMaskCache
  private let imageStore: ImageTextureStore
  private var painter: DisplayListPainter
  private var destroyed = false

  /// A canvas with no window: a software renderer drawing into an RGBA surface of
  /// round(size × scale) pixels. Pixels are deterministic and no display is involved.
  public convenience init(
    offscreen session: SDLSession, fonts: FontLibrary, size: Size, scale: Double
  )
    throws
  {
    guard size.width.isFinite, size.height.isFinite, size.width >= 1, size.height >= 1 else {
      throw PlatformError.sdl(
        call: "Canvas(offscreen:)",
        message: "canvas size must be at least 1×1 points, got \(size.width)×\(size.height)")
    }
    guard scale.isFinite, scale > 0, scale <= 8 else {
      throw PlatformError.sdl(
        call: "Canvas(offscreen:)", message: "scale must be in (0, 8], got \(scale)")
    }
    let w = Int32((size.width * scale).rounded())
    let h = Int32((size.height * scale).rounded())
    guard
      let surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
    else {
      throw PlatformError.sdl(
        call: "SDL_CreateRGBSurfaceWithFormat", message: SDLSession.lastError())
    }
    guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
      let message = SDLSession.lastError()
      SDL_FreeSurface(surface)
      throw PlatformError.noRenderer(message)
    }
    self.init(
      session: session, fonts: fonts, renderer: renderer, surface: surface, window: nil,
      fellBack: false, canvas: size, scale: scale)
  }

  init(
    session: SDLSession, fonts: FontLibrary, renderer: OpaquePointer,
    surface: UnsafeMutablePointer<SDL_Surface>?, window: WindowHandle?, fellBack: Bool,
    canvas: Size, scale: Double
  ) {
    self.session = session
    self.fonts = fonts
    self.renderer = renderer
    self.surface = surface
    self.window = window
    var info = SDL_RendererInfo()
    var name = "unknown"
    if SDL_GetRendererInfo(renderer, &info) == 0, let p = info.name { name = String(cString: p) }
    rendererName = fellBack ? name + " (fallback)" : name
    textCache = TextTextureCache(renderer: renderer, fonts: fonts)
    mapping = CanvasMapping(canvas: canvas, scale: scale, windowSize: canvas)
    maskCache = ShapeMaskCache(renderer: renderer)
    imageStore = ImageTextureStore(renderer: renderer)
    // The software renderer draws into memory this process can write: its opaque fills are
    // written directly (see `SurfaceFill`). An accelerated renderer's pixels are the GPU's.
    let fillTarget: SurfaceFill.Target =
      if let surface {
        .surface(surface)
      } else if let window, name == "software" {
        .window(window.pointer)
      } else {
        .none
      }
    painter = DisplayListPainter(
      renderer: renderer, masks: maskCache, images: imageStore, fillTarget: fillTarget,
      clearsEachFrame: name != "software")
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    refreshMapping()
  }

  deinit {
    destroy()
  }

  /// Releases textures, renderer and surface (idempotent; also done on deinit).
  func destroy() {
    if destroyed { return }
    destroyed = true
    textCache.removeAll()
    maskCache.removeAll()
    imageStore.removeAll()
    SDL_DestroyRenderer(renderer)
    if let surface { SDL_FreeSurface(surface) }
  }

  /// Whether drawing skips what later opaque commands cover (see `OcclusionPlan`); tests turn it
  /// off to compare against drawing everything in order.
  var skipsHiddenWork: Bool {
    get { painter.skipsHiddenWork }
    set { painter.skipsHiddenWork = newValue }
  }

  /// Whether opaque fills are written straight into a software renderer's pixels (see
  /// `SurfaceFill`); tests turn it off to compare against SDL's own fills.
  var fillsDirectly: Bool {
    get { painter.fillsDirectly }
    set { painter.fillsDirectly = newValue }
  }

  /// Whether a cold frame's masks are rasterized beside its text (see `MaskPreparation`).
  var preparesMasks: Bool {
    get { painter.preparesMasks }
    set { painter.preparesMasks = newValue }
  }

  /// Masks rasterized where they were drawn rather than prepared beside the text.
  var masksRasterizedInPlace: Int { maskCache.rasterizedInPlace }

  /// Whether the last `draw` wrote its opaque fills directly.
  var filledDirectly: Bool { painter.filledDirectly }

  /// Whether curved shapes' masks (corners, discs, lines, icons) are drawn; on by default. The
  /// bench turns it off to measure what the anti-aliased edges cost.
  public var drawsShapeMasks: Bool {
    get { painter.drawsShapeMasks }
    set { painter.drawsShapeMasks = newValue }
  }

  /// Text rasterisations (texture-cache misses) since creation. A steady-state frame adds none.
  public var rasterizations: Int { textCache.rasterizations }
  /// Shape masks rasterized (mask-cache misses) since creation. A steady-state frame adds none
  /// unless it draws a shape it never drew before (a live plot line).
  public var shapeRasterizations: Int { maskCache.rasterizations }
  /// Maximum number of cached text textures (least recently used are evicted).
  public var textCacheCapacity: Int { textCache.capacity }

  /// Output size in pixels (`SDL_GetRendererOutputSize`).
  public var outputPixelSize: (width: Int, height: Int) {
    var w: Int32 = 0
    var h: Int32 = 0
    SDL_GetRendererOutputSize(renderer, &w, &h)
    return (Int(w), Int(h))
  }

  /// Sets the canvas size and preferred scale, and recomputes the letterbox mapping.
  public func setCanvas(_ size: Size, scale: Double) {
    mapping.canvas = size
    mapping.preferredScale = scale
    mapping.scale = scale
    refreshMapping()
  }

  /// Recomputes the mapping from the current output and window sizes (call after a resize).
  public func refreshMapping() {
    let out = outputPixelSize
    var windowSize = Size(width: Double(out.width), height: Double(out.height))
    if let window {
      var w: Int32 = 0
      var h: Int32 = 0
      SDL_GetWindowSize(window.pointer, &w, &h)
      windowSize = Size(width: Double(w), height: Double(h))
    }
    mapping = CanvasMapping.fit(
      canvas: mapping.canvas, preferredScale: mapping.preferredScale,
      outputPixels: Size(width: Double(out.width), height: Double(out.height)),
      windowSize: windowSize, fillsOutput: window != nil)
  }

  /// Draws `list`: clears, fills the background, runs every command in order. The canvas size
  /// follows `list.size`. Call `present()` (window) or read pixels afterwards.
  public func draw(_ list: DisplayList) throws {
    if list.size != mapping.canvas {
      mapping.canvas = list.size
      refreshMapping()
    }
    try painter.paint(
      list, mapping: mapping, letterbox: letterboxColor, text: textCache)
  }

  /// Decodes a PNG or JPEG file's `bytes` into a texture of this canvas and returns the handle
  /// a display list draws it by (`DrawCommand.image`). `name` (the file) labels errors.
  public func registerImage(encoded bytes: [UInt8], name: String) throws -> ImageHandle {
    try imageStore.register(encoded: bytes, name: name)
  }

  /// Registers raw opaque pixels (B, G, R, A bytes each, rows packed: ffmpeg's `bgra`) as a
  /// picture a display list draws by its handle; `updateImage` replaces them (a reference
  /// recording's current frame).
  public func registerImage(bgra pixels: [UInt8], width: Int, height: Int) throws -> ImageHandle {
    try imageStore.register(bgra: pixels, width: width, height: height)
  }

  /// Replaces the pixels of a picture registered with `registerImage(bgra:width:height:)`.
  public func updateImage(_ handle: ImageHandle, bgra pixels: [UInt8]) {
    imageStore.update(handle, bgra: pixels)
  }

  /// Size of `text` in points at font `size` points in `family`, as it would be drawn at the
  /// current scale (cached).
  public func measure(
    _ text: String, size: Double, weight: FontWeight = .regular, family: FontFamily = .ui
  ) throws -> Size {
    let scale = mapping.scale
    let pixelSize = DisplayListPainter.fontPixelSize(points: size, scale: scale)
    let (w, h) = try textCache.measure(
      text, family: family, weight: weight, pixelSize: pixelSize)
    return Size(width: Double(w) / scale, height: Double(h) / scale)
  }

  /// See `SDLWindow.presentPlatformFloor`.
  func presentPlatformFloor(_ color: Color) {
    SDL_RenderSetViewport(renderer, nil)
    SDL_RenderSetClipRect(renderer, nil)
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
    SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, 255)
    SDL_RenderClear(renderer)
    SDL_RenderPresent(renderer)
  }

  /// Shows the drawn frame in the window (a no-op for offscreen canvases).
  public func present() {
    SDL_RenderPresent(renderer)
  }

  /// Reads the whole output into `buffer` as RGBA, reusing its storage. Call before `present()`.
  public func readPixels(into buffer: inout PixelBuffer) throws {
    let out = outputPixelSize
    buffer.reshape(width: out.width, height: out.height)
    SDL_RenderSetViewport(renderer, nil)
    let status = buffer.bytes.withUnsafeMutableBytes { raw in
      SDL_RenderReadPixels(
        renderer, nil, SDL_PIXELFORMAT_RGBA32.rawValue, raw.baseAddress, Int32(out.width * 4))
    }
    guard status == 0 else {
      throw PlatformError.sdl(call: "SDL_RenderReadPixels", message: SDLSession.lastError())
    }
  }

  /// For a windowless canvas: calls `body` with the drawn frame's own pixel memory — 32-bit
  /// ARGB8888 words, i.e. bytes in B, G, R, A order on little-endian machines, rows packed —
  /// without copying or converting it. Returns nil (without calling `body`) for window canvases,
  /// which must go through `readPixels`. Call before `present()`.
  public func withFrameBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R? {
    guard let surface, surface.pointee.pitch == surface.pointee.w * 4,
      let pixels = surface.pointee.pixels
    else { return nil }
    // The software renderer batches draw calls; flush so every pixel is in the surface.
    SDL_RenderFlush(renderer)
    let count = Int(surface.pointee.pitch) * Int(surface.pointee.h)
    return try body(UnsafeRawBufferPointer(start: pixels, count: count))
  }

  /// The whole output as RGBA. Call before `present()`.
  public func readPixels() throws -> PixelBuffer {
    var buffer = PixelBuffer()
    try readPixels(into: &buffer)
    return buffer
  }

  /// Writes the current frame to `path` as PNG. Writes directly: the caller handles temp file
  /// and rename.
  public func savePNG(to path: String) throws {
    var buffer = try readPixels()
    try Canvas.savePNG(&buffer, to: path)
  }

  /// Writes an RGBA buffer to `path` as PNG with SDL2_image.
  public static func savePNG(_ buffer: inout PixelBuffer, to path: String) throws {
    let (w, h) = (Int32(buffer.width), Int32(buffer.height))
    try buffer.bytes.withUnsafeMutableBytes { raw in
      guard
        let surface = SDL_CreateRGBSurfaceWithFormatFrom(
          raw.baseAddress, w, h, 32, w * 4, SDL_PIXELFORMAT_RGBA32.rawValue)
      else {
        throw PlatformError.sdl(
          call: "SDL_CreateRGBSurfaceWithFormatFrom", message: SDLSession.lastError())
      }
      defer { SDL_FreeSurface(surface) }
      guard IMG_SavePNG(surface, path) == 0 else {
        throw PlatformError.sdl(call: "IMG_SavePNG(\(path))", message: SDLSession.lastError())
      }
    }
  }
}

/// Owns an `SDL_Window`; destroyed only after every canvas using it is gone.
final class WindowHandle {
  let pointer: OpaquePointer
  // Keeps SDL initialised until the window is destroyed.
  private let session: SDLSession

  init(pointer: OpaquePointer, session: SDLSession) {
    self.pointer = pointer
    self.session = session
  }

  deinit {
    SDL_DestroyWindow(pointer)
  }
}
