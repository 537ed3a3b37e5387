import SandboxPrimitives

/// Paints the header as a mobile web page's: a navigation row (a menu icon at the start, the
/// small title, a search icon at the end) and, below it, a band with the large title, which the
/// row covers as the sticky header scrolls up (the exported page's nested `position: sticky`).
/// The large title scales and fades and the small one fades in with the header model's title
/// progress, the scroll-driven animation of the exported CSS (`WebPageLayout` there).
enum WebBarPainter {
  /// The navigation row when the header has no sticky travel: 56 pt, the common mobile app-bar
  /// height (Material's), capped by the header's height. With travel it is the minimum height,
  /// which is what a sticky header keeps.
  static let rowHeight = 56.0
  /// Title sizes: `system-ui` at 20 pt semibold in the row, 32 pt bold large (sandbox choices,
  /// in the range of mobile sites' h1 and header text).
  static let smallTitleSize = 20.0
  static let largeTitleSize = 32.0
  /// The large title's scale at the end of its animation (the CSS keyframe `scale(0.75)`).
  static let largeTitleEndScale = 0.75
  /// The large title's bottom margin and the small title's start: after the menu icon's 24 pt
  /// and a 16-pt gap.
  static let largeTitleBottomMargin = 12.0
  static let smallTitleX = Theme.toolbarEdgeInset + Theme.toolbarIconSize + 16

  static func paint(_ state: SceneState, into commands: inout [DrawCommand]) {
    let g = SceneGeometry(state)
    let palette = state.palette
    HeaderPainter.paintShadow(g, opacity: unit(state.shadowOpacity), into: &commands)
    let frame = g.headerFrame
    // The status bar is the browser's chrome, painted the header's colour (`theme-color`); the
    // page, and so the page header, starts below it: a header translated up goes under the
    // chrome, never over it.
    let chrome = Rect(x: 0, y: 0, width: frame.width, height: max(0, g.statusBarHeight))
    if chrome.height > 0 { commands.append(.fillRect(chrome, palette.primary)) }
    let pageTop = max(frame.minY + g.statusBarHeight, g.statusBarHeight)
    let page = Rect(
      x: 0, y: pageTop, width: frame.width, height: min(frame.maxY, g.height) - pageTop)
    guard page.height > 0 else { return }
    commands.append(.pushClip(page))
    commands.append(.fillRect(page, palette.primary))
    let ink = state.skin.navigationInk
    let maxHeight = g.headerMaxHeight - g.statusBarHeight
    let travel = g.headerMaxHeight - g.headerMinHeight
    let row = travel > 0 ? g.headerMinHeight - g.statusBarHeight : min(rowHeight, maxHeight)
    let rowTop = g.headerTop + g.statusBarHeight
    let progress = unit(state.titleProgress)
    if maxHeight > row {
      paintLargeTitle(
        state, progress: progress,
        clip: Rect(
          x: 0, y: rowTop + row, width: frame.width, height: max(0, g.headerBottom - rowTop - row)),
        bottom: g.headerBottom, ink: ink, into: &commands)
    }
    let centerY = rowTop + row / 2
    let size = Theme.toolbarIconSize
    let factor = size / Icon.menu.size.width
    Icon.menu.paint(
      at: Point(x: Theme.toolbarEdgeInset, y: centerY - size / 2), factor: factor, color: ink,
      into: &commands)
    Icon.search.paint(
      at: Point(x: g.width - Theme.toolbarEdgeInset - size, y: centerY - size / 2),
      factor: factor, color: state.skin.actionInk, into: &commands)
    // With a large title the small one fades in as the large one leaves; alone it is the title.
    let smallAlpha = maxHeight > row ? progress : 1
    let small = ink.withOpacity(smallAlpha)
    if small.a > 0 {
      commands.append(
        .text(
          TextRun(
            state.title,
            at: Point(
              x: smallTitleX, y: centerY - Theme.lineHeight(smallTitleSize) / 2),
            size: smallTitleSize, weight: .semibold, color: small)))
    }
    commands.append(.popClip)
  }

  /// The large title, its bottom-left corner fixed (`transform-origin: left bottom`), scaled
  /// from 1 to `largeTitleEndScale` and faded out with `progress`, inside the band below the row.
  static func paintLargeTitle(
    _ state: SceneState, progress: Double, clip: Rect, bottom: Double, ink: Color,
    into commands: inout [DrawCommand]
  ) {
    let color = ink.withOpacity(1 - progress)
    guard color.a > 0, clip.height > 0 else { return }
    let size = largeTitleSize * (1 - (1 - largeTitleEndScale) * progress)
    commands.append(.pushClip(clip))
    commands.append(
      .text(
        TextRun(
          state.title,
          at: Point(
            x: Theme.toolbarEdgeInset,
            y: bottom - largeTitleBottomMargin - Theme.lineHeight(size)),
          size: size, weight: .bold, color: color)))
    commands.append(.popClip)
  }
}
