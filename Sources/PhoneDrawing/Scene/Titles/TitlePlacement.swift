import SandboxPrimitives

/// One title line as a style places it: position, size, raster size, weight and opacity. The
/// header painter turns it into a text run (and a subtitle run under it when there is one).
public struct TitlePlacement: Sendable, Equatable {
  /// The x the title is anchored at, and the fraction of its width left of that x.
  public var x: Double
  public var anchor: Double
  /// Top of the title block (the title's line box; the subtitle's follows it).
  public var top: Double
  /// Drawn font size, points.
  public var size: Double
  /// Displayed size over the style's reference size (its expanded size for the shrinking
  /// styles, its collapsed size for `collapsingToolbar`, 1 for the fading ones).
  public var scale: Double
  /// The cached size the glyphs are rasterized at (a `TitleRaster` rung ≥ `size`).
  public var rasterSize: Double
  public var weight: FontWeight
  /// Opacity 0…1, before the header's shift fade.
  public var alpha: Double
  /// An extra clip (the bottom row of a two-row bar), nil for none.
  public var clip: Rect?
  /// Whether the scene's subtitle goes under this title (not under a two-row bar's top title).
  public var showsSubtitle: Bool

  public init(
    x: Double, anchor: Double, top: Double, size: Double, scale: Double, rasterSize: Double,
    weight: FontWeight, alpha: Double, clip: Rect? = nil, showsSubtitle: Bool = true
  ) {
    self.x = x
    self.anchor = anchor
    self.top = top
    self.size = size
    self.scale = scale
    self.rasterSize = rasterSize
    self.weight = weight
    self.alpha = alpha
    self.clip = clip
    self.showsSubtitle = showsSubtitle
  }

  /// The subtitle's font size under a title of `size` points: proportional, so it scales with
  /// the title, but never below the compact subtitle size.
  public static func subtitleSize(_ size: Double) -> Double {
    max(Theme.compactSubtitleSize, size * Theme.subtitleSizeRatio)
  }

  /// Height of the block (title line + subtitle line) per point of title size, at sizes where
  /// the subtitle is proportional.
  static func blockHeightFactor(hasSubtitle: Bool) -> Double {
    Theme.lineHeightFactor * (hasSubtitle ? 1 + Theme.subtitleSizeRatio : 1)
  }

  /// Height of the block of a title of `size` points.
  static func blockHeight(_ size: Double, hasSubtitle: Bool) -> Double {
    Theme.lineHeight(size) + (hasSubtitle ? Theme.lineHeight(subtitleSize(size)) : 0)
  }
}
