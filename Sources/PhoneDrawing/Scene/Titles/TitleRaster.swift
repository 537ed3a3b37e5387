/// The few font sizes a changing title is rasterized at.
///
/// Text is rasterized by SDL_ttf into cached textures; a title whose size changes every frame
/// would miss the cache every frame. Instead a title of any size is drawn from the nearest rung
/// at or above it, scaled down by at most one rung step with linear filtering. Between the
/// style's two rest sizes the ladder has `stepsBetweenRestSizes` equal ratios anchored at both
/// ends, so a title at rest is drawn from a raster of exactly its size; past them the rungs are
/// 2^¼ apart. Only square roots and products are used (IEEE-exact), so the rungs, and the
/// display-list hashes that contain them, are the same on every machine.
public enum TitleRaster {
  /// Equal ratios between the small and the large rest size (≤ 2^¼ for styles up to 2×).
  public static let stepsBetweenRestSizes = 4
  /// The ratio of neighbouring rungs outside the rest sizes: 2^¼.
  public static let outerStep = (2.0).squareRoot().squareRoot()

  /// The raster size for a title drawn at `size` whose rest sizes are `small` and `large`.
  public static func rung(for size: Double, small: Double, large: Double) -> Double {
    guard size.isFinite, small > 0, large >= small else { return size }
    let tolerance = 1e-9
    if size > large + tolerance {
      var rung = large
      while rung < size - tolerance { rung *= outerStep }
      return rung
    }
    if size <= small + tolerance {
      // Below the ladder (never for the shipped styles): 2^¼ steps down from `small`.
      var rung = small
      while rung / outerStep >= size - tolerance { rung /= outerStep }
      return rung
    }
    let step = (large / small).squareRoot().squareRoot()
    var rung = small
    for _ in 1..<stepsBetweenRestSizes {
      rung *= step
      if rung >= size - tolerance { return rung }
    }
    return large
  }
}
