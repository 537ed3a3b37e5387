import CSDL2
import CSDL2Image
import SandboxPrimitives

/// Pictures registered with one renderer (a header image), as textures keyed by the id their
/// `ImageHandle` carries. Decoding goes through SDL2_image (PNG, JPEG) from bytes the app read,
/// so this module opens no files.
final class ImageTextureStore {
  private let renderer: OpaquePointer
  private var textures: [Int: OpaquePointer] = [:]
  /// The pixels of pictures registered raw (`register(bgra:)`), kept for the difference blend.
  private(set) var rawPixels: [Int: [UInt8]] = [:]
  private var nextID = 1

  init(renderer: OpaquePointer) {
    self.renderer = renderer
  }

  /// Decodes `bytes` (a PNG or JPEG file's contents) into a texture; `name` only labels errors.
  func register(encoded bytes: [UInt8], name: String) throws -> ImageHandle {
    let surface: UnsafeMutablePointer<SDL_Surface>? = bytes.withUnsafeBytes { raw in
      guard let base = raw.baseAddress, let stream = SDL_RWFromConstMem(base, Int32(raw.count))
      else { return nil }
      return IMG_Load_RW(stream, 1)
    }
    guard let surface else {
      throw PlatformError.sdl(call: "IMG_Load_RW(\(name))", message: SDLSession.lastError())
    }
    defer { SDL_FreeSurface(surface) }
    guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else {
      throw PlatformError.sdl(call: "SDL_CreateTextureFromSurface", message: SDLSession.lastError())
    }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
    let handle = ImageHandle(
      id: nextID, pixelWidth: Int(surface.pointee.w), pixelHeight: Int(surface.pointee.h))
    textures[nextID] = texture
    nextID += 1
    return handle
  }

  /// A streaming texture holding `pixels` (B, G, R, A bytes a pixel, rows packed: SDL's
  /// ARGB8888 on little-endian machines, the renderer's own format, so an update is a copy),
  /// opaque, kept in memory too so `DrawCommand.blendedImage` can take differences; `update`
  /// replaces them.
  func register(bgra pixels: [UInt8], width: Int, height: Int) throws -> ImageHandle {
    guard
      let texture = SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
        Int32(width), Int32(height))
    else {
      throw PlatformError.sdl(call: "SDL_CreateTexture", message: SDLSession.lastError())
    }
    // Opaque: drawn as a copy (the overlay turns blending on for its own draw).
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
    SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
    let handle = ImageHandle(id: nextID, pixelWidth: width, pixelHeight: height)
    textures[nextID] = texture
    nextID += 1
    update(handle, bgra: pixels)
    return handle
  }

  /// Replaces a raw picture's pixels (same size as registered; others are ignored).
  func update(_ handle: ImageHandle, bgra pixels: [UInt8]) {
    guard let texture = textures[handle.id],
      pixels.count == handle.pixelWidth * handle.pixelHeight * 4
    else { return }
    pixels.withUnsafeBytes { raw in
      _ = SDL_UpdateTexture(texture, nil, raw.baseAddress, Int32(handle.pixelWidth * 4))
    }
    rawPixels[handle.id] = pixels
  }

  /// The texture registered under `handle`, nil for an unknown id.
  func texture(_ handle: ImageHandle) -> OpaquePointer? { textures[handle.id] }

  /// Destroys every texture; must run before the renderer is destroyed.
  func removeAll() {
    for texture in textures.values { SDL_DestroyTexture(texture) }
    textures.removeAll()
    rawPixels.removeAll()
  }
}
