import CSDL2
import SandboxPrimitives

/// `ImageBlend.difference`: SDL has no difference blend mode, so the pixels beneath are read
/// back, each channel becomes |picture − beneath| on the CPU (the picture sampled nearest at the
/// output pixel), and the result is copied over unblended. Costs one read-back of the area per
/// frame: fine for one phone, meant for the reference recording only.
enum DifferenceBlend {
  /// Draws the difference of `pixels` (BGRA, `image`'s size) placed at `placed` (output pixels,
  /// viewport-relative) with what is drawn, inside `area` (`placed` cut to the clip).
  static func draw(
    _ pixels: [UInt8]?, _ image: ImageHandle, into area: SDL_Rect, placed: SDL_Rect,
    renderer: OpaquePointer
  ) {
    guard let pixels, area.w > 0, area.h > 0, placed.w > 0, placed.h > 0,
      pixels.count == image.pixelWidth * image.pixelHeight * 4
    else { return }
    let w = Int(area.w)
    let h = Int(area.h)
    var beneath = [UInt8](repeating: 0, count: w * h * 4)
    var rect = area
    let status = beneath.withUnsafeMutableBytes { raw in
      ViewportReadBack.read(area, renderer: renderer, into: raw.baseAddress, pitch: Int32(w * 4))
    }
    guard status == 0 else { return }
    // Which picture column and row each output column and row samples (nearest).
    let columns = (0..<w).map { x -> Int in
      let along = (Double(Int(area.x) + x - Int(placed.x)) + 0.5) / Double(placed.w)
      return min(image.pixelWidth - 1, max(0, Int(along * Double(image.pixelWidth))))
    }
    for y in 0..<h {
      let along = (Double(Int(area.y) + y - Int(placed.y)) + 0.5) / Double(placed.h)
      let row = min(image.pixelHeight - 1, max(0, Int(along * Double(image.pixelHeight))))
      let source = row * image.pixelWidth * 4
      let target = y * w * 4
      for x in 0..<w {
        let s = source + columns[x] * 4
        let t = target + x * 4
        for c in 0..<3 {
          let a = Int(beneath[t + c])
          let b = Int(pixels[s + c])
          beneath[t + c] = UInt8(a > b ? a - b : b - a)
        }
        beneath[t + 3] = 255
      }
    }
    guard
      let texture = SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
        area.w, area.h)
    else { return }
    defer { SDL_DestroyTexture(texture) }
    beneath.withUnsafeBytes { raw in
      _ = SDL_UpdateTexture(texture, nil, raw.baseAddress, Int32(w * 4))
    }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
    SDL_RenderCopy(renderer, texture, nil, &rect)
  }
}
