import CSDL2
import SandboxPrimitives

/// `DrawCommand.blurBackdrop`: SDL has no blur, so the pixels already drawn in the area are read
/// back, blurred on the CPU and copied over unblended.
///
/// A wide blur keeps no detail finer than a fraction of its radius, so it runs on a reduced
/// copy, as system blurs do: blocks of `factor` × `factor` pixels are averaged, the small image
/// is blurred by three box blurs in a row along each axis (close to a Gaussian by the central
/// limit theorem, a few additions per pixel whatever the radius), and it is stretched back with
/// linear filtering. A phone-wide bar at 3× (≈ 1200 × 300 px under a 30-px blur) then costs a
/// read-back and a copy rather than the 16 ms the full-size passes were measured to take.
struct BackdropBlur {
  /// The reduced image (ARGB8888, one `UInt32` a pixel) and a row or column of scratch, kept
  /// across frames so a steady window does not reallocate them.
  private var small: [UInt32] = []
  private var line: [UInt32] = []
  private var full: [UInt32] = []

  /// The blur's standard deviation in reduced pixels: enough that the stretched result shows no
  /// block edges, few enough that the reduction saves most of the work.
  static let reducedSigma = 3.0

  /// The box radius (pixels) of each of three passes that together spread like a Gaussian of
  /// standard deviation `sigma` pixels: three boxes of 2r + 1 have variance r(r + 1), so r is
  /// the root of r² + r = σ², rounded.
  static func boxRadius(sigma: Double) -> Int {
    guard sigma.isFinite, sigma > 0 else { return 0 }
    return Int(((-1 + (1 + 4 * sigma * sigma).squareRoot()) / 2).rounded())
  }

  /// How many pixels a side each reduced pixel averages for a blur of `sigma` pixels.
  static func reduction(sigma: Double) -> Int {
    guard sigma.isFinite, sigma > reducedSigma else { return 1 }
    return min(64, Int(sigma / reducedSigma))
  }

  /// Blurs `area` (output pixels, relative to the renderer's viewport, already cut to the clip)
  /// with a Gaussian of `sigma` pixels, sampling nothing outside it.
  mutating func blur(_ area: SDL_Rect, sigma: Double, renderer: OpaquePointer) {
    let factor = BackdropBlur.reduction(sigma: sigma)
    let radius = BackdropBlur.boxRadius(sigma: sigma / Double(factor))
    guard radius > 0, area.w > 1, area.h > 1 else { return }
    let w = Int(area.w)
    let h = Int(area.h)
    if full.count != w * h { full = [UInt32](repeating: 0, count: w * h) }
    let status = full.withUnsafeMutableBytes { raw in
      ViewportReadBack.read(area, renderer: renderer, into: raw.baseAddress, pitch: Int32(w * 4))
    }
    guard status == 0 else { return }
    let sw = (w + factor - 1) / factor
    let sh = (h + factor - 1) / factor
    if small.count != sw * sh { small = [UInt32](repeating: 0, count: sw * sh) }
    reduce(width: w, height: h, factor: factor, into: sw)
    let r = min(radius, max(sw, sh))
    if line.count < max(sw, sh) { line = [UInt32](repeating: 0, count: max(sw, sh)) }
    small.withUnsafeMutableBufferPointer { image in
      line.withUnsafeMutableBufferPointer { scratch in
        for _ in 0..<3 {
          for y in 0..<sh {
            BackdropBlur.boxPass(image, start: y * sw, stride: 1, count: sw, radius: r, scratch)
          }
          for x in 0..<sw {
            BackdropBlur.boxPass(image, start: x, stride: sw, count: sh, radius: r, scratch)
          }
        }
      }
    }
    // A texture per call, as `DifferenceBlend` does: it never outlives the renderer, and at
    // the reduced size it costs next to nothing.
    guard
      let texture = SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
        Int32(sw), Int32(sh))
    else { return }
    defer { SDL_DestroyTexture(texture) }
    small.withUnsafeBytes { raw in
      _ = SDL_UpdateTexture(texture, nil, raw.baseAddress, Int32(sw * 4))
    }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
    SDL_SetTextureScaleMode(texture, factor > 1 ? SDL_ScaleModeLinear : SDL_ScaleModeNearest)
    // Each reduced pixel back over its own block; the last blocks may overhang the area, which
    // the clip cuts.
    var stretched = SDL_Rect(x: area.x, y: area.y, w: Int32(sw * factor), h: Int32(sh * factor))
    var clip = area
    SDL_RenderSetClipRect(renderer, &clip)
    SDL_RenderCopy(renderer, texture, nil, &stretched)
    SDL_RenderSetClipRect(renderer, nil)
  }

  /// Averages `full` (`width` × `height`) over blocks of `factor` × `factor` into `small`
  /// (`smallWidth` a row); blocks cut by the edge average the pixels they have.
  private mutating func reduce(width: Int, height: Int, factor: Int, into smallWidth: Int) {
    full.withUnsafeBufferPointer { source in
      small.withUnsafeMutableBufferPointer { target in
        var y0 = 0
        var row = 0
        while y0 < height {
          let y1 = min(y0 + factor, height)
          var x0 = 0
          var column = 0
          while x0 < width {
            let x1 = min(x0 + factor, width)
            var red = 0
            var green = 0
            var blue = 0
            for y in y0..<y1 {
              for x in x0..<x1 {
                let p = source[y * width + x]
                red += Int((p >> 16) & 0xFF)
                green += Int((p >> 8) & 0xFF)
                blue += Int(p & 0xFF)
              }
            }
            let n = (y1 - y0) * (x1 - x0)
            let half = n / 2
            target[row * smallWidth + column] =
              0xFF00_0000 | UInt32((red + half) / n) << 16 | UInt32((green + half) / n) << 8
              | UInt32((blue + half) / n)
            x0 = x1
            column += 1
          }
          y0 = y1
          row += 1
        }
      }
    }
  }

  /// One box blur of `radius` along `count` pixels from `start`, `stride` apart: each channel
  /// becomes the mean of the 2·radius + 1 pixels around it, the end pixels repeating beyond the
  /// ends (`line` holds the originals). Opaque in, opaque out.
  private static func boxPass(
    _ image: UnsafeMutableBufferPointer<UInt32>, start: Int, stride: Int, count: Int, radius: Int,
    _ line: UnsafeMutableBufferPointer<UInt32>
  ) {
    for i in 0..<count { line[i] = image[start + i * stride] }
    let width = UInt32(2 * radius + 1)
    var red: UInt32 = 0
    var green: UInt32 = 0
    var blue: UInt32 = 0
    func add(_ p: UInt32) {
      red &+= (p >> 16) & 0xFF
      green &+= (p >> 8) & 0xFF
      blue &+= p & 0xFF
    }
    func remove(_ p: UInt32) {
      red &-= (p >> 16) & 0xFF
      green &-= (p >> 8) & 0xFF
      blue &-= p & 0xFF
    }
    let last = count - 1
    for k in -radius...radius { add(line[min(max(k, 0), last)]) }
    let half = width / 2
    for i in 0..<count {
      image[start + i * stride] =
        0xFF00_0000 | ((red + half) / width) << 16 | ((green + half) / width) << 8
        | ((blue + half) / width)
      remove(line[max(i - radius, 0)])
      add(line[min(i + radius + 1, last)])
    }
  }
}
