import CSDL2

/// The parts of a large mask worth copying: horizontal bands that hold every pixel with some
/// coverage, so the per-pixel-alpha blit does not walk the clear rest.
///
/// A copy of a clear pixel changes nothing (blending at alpha 0 keeps the destination, tinted
/// or not), so copying only the bands gives the same pixels. A device frame's screen corner at
/// 2× is a 114-pixel square that is clear inside the arc (about three quarters of it) and was
/// blended whole, four times a frame. Each band is one more copy with its own set-up in SDL, so
/// rows join a band while it wastes at most `copyCost` clear pixels, and small masks (card
/// corners, icons) or masks that are mostly covered stay one copy.
enum MaskBands {
  /// What one more copy costs SDL's software renderer, in clear pixels blended (estimate).
  static let copyCost = 256
  /// Masks smaller than this many pixels are copied whole.
  static let smallestArea = 4096
  /// Bands are used only when they cover at most this share of the mask.
  static let worthwhileShare = 0.75

  /// Source rectangles (mask pixels) that hold every non-zero byte of `alpha`, a `width` ×
  /// `height` mask; empty when the whole mask should be copied as one.
  static func bands(alpha: [UInt8], width: Int32, height: Int32) -> [SDL_Rect] {
    let w = Int(width)
    let h = Int(height)
    guard w * h >= smallestArea, alpha.count == w * h else { return [] }
    var bands: [SDL_Rect] = []
    var area = 0
    // The open band: columns x0..<x1 over rows y0..<y1 (its last row has coverage), `filled`
    // of its pixels in the rows' own spans; the rest is clear pixels it copies for nothing.
    var (x0, x1, y0, y1, filled) = (0, 0, 0, 0, 0)
    var open = false
    func close() {
      if open {
        bands.append(SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(x1 - x0), h: Int32(y1 - y0)))
        area += (x1 - x0) * (y1 - y0)
      }
      open = false
    }
    for y in 0..<h {
      let row = alpha[(y * w)..<(y * w + w)]
      guard let first = row.firstIndex(where: { $0 != 0 }),
        let last = row.lastIndex(where: { $0 != 0 })
      else { continue }
      let (a, b) = (first - y * w, last - y * w + 1)
      if open {
        // Rows joined to the band, clear rows in between included, and what that wastes.
        let (u0, u1) = (min(x0, a), max(x1, b))
        let wasted = (u1 - u0) * (y + 1 - y0) - (filled + b - a)
        if wasted <= copyCost {
          (x0, x1, y1, filled) = (u0, u1, y + 1, filled + b - a)
          continue
        }
        close()
      }
      (x0, x1, y0, y1, filled, open) = (a, b, y, y + 1, b - a, true)
    }
    close()
    if Double(area) > worthwhileShare * Double(w * h) { return [] }
    return bands
  }
}
