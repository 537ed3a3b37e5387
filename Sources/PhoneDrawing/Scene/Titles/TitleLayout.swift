/// The header numbers a title style reads, in screen points: where the header and its toolbar
/// row are and how far it has collapsed.
///
/// `collapseFraction` is the platforms' f: 0 fully expanded (at or past the maximum height), 1
/// collapsed to the minimum height (also while shifting, and always for a header with no
/// flexible room).
public struct TitleLayout: Sendable, Equatable {
  /// Viewport width.
  public var width: Double
  /// Top of the toolbar row: the header's top plus the status-bar strip.
  public var toolbarTop: Double
  /// The header's bottom edge.
  public var headerBottom: Double
  /// Hmax − Hmin: the height the header gains from collapsed to expanded.
  public var flexibleRoom: Double
  /// 0 expanded … 1 collapsed.
  public var collapseFraction: Double
  /// How far the header is pulled past its maximum height (≥ 0).
  public var overExtension: Double
  /// Whether a subtitle line is drawn under the title.
  public var hasSubtitle: Bool
  /// Height of the toolbar row the collapsed title centres in: MDC's 56 pt, or a platform
  /// skin's collapsed bar (UIKit 44, Compose 64).
  public var toolbarHeight = Theme.toolbarHeight

  /// A layout from explicit numbers (tests and the styles' own helpers).
  public init(
    width: Double, toolbarTop: Double, headerBottom: Double, flexibleRoom: Double,
    collapseFraction: Double, overExtension: Double, hasSubtitle: Bool = false
  ) {
    self.width = width
    self.toolbarTop = toolbarTop
    self.headerBottom = headerBottom
    self.flexibleRoom = max(0, flexibleRoom)
    self.collapseFraction = unit(collapseFraction)
    self.overExtension = max(0, overExtension)
    self.hasSubtitle = hasSubtitle
  }

  /// The layout of a header at rest at the screen top: `minimumHeight`…`maximumHeight` points
  /// (excluding the status bar) below a `statusBarHeight` strip, collapsed by `collapseFraction`
  /// and pulled `overExtension` points past its maximum.
  public init(
    width: Double, statusBarHeight: Double, minimumHeight: Double, maximumHeight: Double,
    collapseFraction f: Double, overExtension: Double = 0, hasSubtitle: Bool = false
  ) {
    let room = max(0, maximumHeight - minimumHeight)
    self.init(
      width: width, toolbarTop: statusBarHeight,
      headerBottom: statusBarHeight + minimumHeight + room * (1 - unit(f)) + max(0, overExtension),
      flexibleRoom: room, collapseFraction: f, overExtension: overExtension,
      hasSubtitle: hasSubtitle)
  }

  /// The layout of the scene's header.
  init(_ g: SceneGeometry, hasSubtitle: Bool) {
    let room = g.headerMaxHeight - g.headerMinHeight
    let fraction = room > 0 ? 1 - (g.headerHeight - g.headerMinHeight) / room : 1
    self.init(
      width: g.width, toolbarTop: g.headerTop + g.statusBarHeight, headerBottom: g.headerBottom,
      flexibleRoom: room, collapseFraction: fraction,
      overExtension: g.headerHeight - g.headerMaxHeight, hasSubtitle: hasSubtitle)
  }

  /// Vertical centre of the toolbar row.
  public var toolbarCenterY: Double { toolbarTop + toolbarHeight / 2 }
  /// Bottom of the toolbar row (the collapsed header's content bottom).
  public var toolbarBottom: Double { toolbarTop + toolbarHeight }

  /// Where the header's bottom edge will be once fully collapsed.
  public var collapsedBottom: Double {
    headerBottom - flexibleRoom * (1 - collapseFraction) - overExtension
  }

  /// The top of a title block of `size` points (`collapsedSize` at f = 1) that rides the header's
  /// bottom edge: `expandedMargin` above it at f = 0, easing linearly to the gap that leaves the
  /// collapsed block centred in the toolbar row at f = 1. The block so moves with the edge (as
  /// FlexibleSpaceBar's bottom-aligned title and UIKit's large title do) and the band under it
  /// never holds more than the larger of the two margins.
  func ridingTop(size: Double, collapsedSize: Double, expandedMargin: Double) -> Double {
    let collapsedBlock = TitlePlacement.blockHeight(collapsedSize, hasSubtitle: hasSubtitle)
    let collapsedMargin = collapsedBottom - (toolbarCenterY + collapsedBlock / 2)
    let margin = expandedMargin + (collapsedMargin - expandedMargin) * collapseFraction
    return headerBottom - margin - TitlePlacement.blockHeight(size, hasSubtitle: hasSubtitle)
  }

  /// The expanded title size for a style whose title is `preferred` points expanded and
  /// `minimum` collapsed, with the layout to place it by.
  ///
  /// The size is the largest up to `preferred` whose block, `bottomMargin` above the header's
  /// bottom at full expansion, stays below the toolbar's icons, so a short header
  /// (`header.maximumHeight` ≈ 100) keeps its large state inside the band. When not even the
  /// collapsed size fits there, the header is too short for an expanded state at all: the
  /// layout comes back fully collapsed (f = 1), its title riding the header's bottom edge.
  func expandedSize(preferred: Double, minimum: Double, bottomMargin: Double)
    -> (size: Double, layout: TitleLayout)
  {
    let iconBottom = toolbarHeight / 2 + Theme.toolbarIconSize / 2
    let available = toolbarHeight + flexibleRoom - bottomMargin - iconBottom
    let fitting = available / TitlePlacement.blockHeightFactor(hasSubtitle: hasSubtitle)
    guard fitting >= minimum else {
      var collapsed = self
      collapsed.collapseFraction = 1
      return (minimum, collapsed)
    }
    return (min(preferred, fitting), self)
  }
}
