import SandboxPrimitives

/// Turns a `SceneState` into the `DisplayList` of one phone frame.
///
/// Pure and deterministic: no clock, no I/O, the same state always gives the same commands (and so
/// the same `stableHash`). Painting order, back to front: content cards, the scroll indicator,
/// header shadow, header, status bar, the device's cutout and home indicator, HUD, caption chip,
/// banner, help overlay, touch indicators (last, as in screen recordings). The
/// list's background is the card colour: the content painter paints the grey around the cards.
public enum SceneBuilder {
  /// Commands a typical frame needs (a phone of cards with their corners, header and HUD is
  /// about 500); reserved up front so building rarely reallocates.
  static let typicalCommandCount = 640

  /// The display list for `state`, on a canvas of `state.viewport` points.
  public static func build(_ state: SceneState) -> DisplayList {
    var commands: [DrawCommand] = []
    commands.reserveCapacity(typicalCommandCount + (state.showHelp ? 96 : 0))
    ContentPainter.paint(state, into: &commands)
    ScrollIndicatorPainter.paint(state, into: &commands)
    HeaderPainter.paint(state, into: &commands)
    StatusBarPainter.paint(state, into: &commands)
    DevicePainter.paintHardware(state, into: &commands)
    OverlayPainter.paintHUD(state, into: &commands)
    OverlayPainter.paintCaption(state, into: &commands)
    OverlayPainter.paintBanner(state, into: &commands)
    HelpOverlayPainter.paint(state, into: &commands)
    OverlayPainter.paintTouches(state, into: &commands)
    DevicePainter.paintScreenCorners(state, into: &commands)
    let geometry = SceneGeometry(state)
    return DisplayList(
      size: Size(width: geometry.width, height: geometry.height),
      background: state.palette.cardBackground, commands: commands)
  }

  /// Screen y of the content's top edge, in points: `headerMaxHeight − scrollOffset`.
  public static func contentTopY(_ state: SceneState) -> Double {
    SceneGeometry(state).contentTop
  }

  /// Row `index`'s full-width band on screen, in points (the card sits inside it).
  public static func rowRect(index: Int, _ state: SceneState) -> Rect {
    SceneGeometry(state).rowRect(index)
  }

  /// The card of row `index` on screen, in points.
  public static func cardRect(index: Int, _ state: SceneState) -> Rect {
    SceneGeometry(state).cardRect(index)
  }

  /// Indices of the rows that intersect the viewport.
  public static func visibleRows(_ state: SceneState) -> Range<Int> {
    SceneGeometry(state).visibleRows
  }

  /// The row whose full-width band contains `point` (viewport points), or nil above the first
  /// row and below the last one. Callers exclude points covered by the header themselves.
  public static func rowIndex(at point: Point, _ state: SceneState) -> Int? {
    let g = SceneGeometry(state)
    guard g.rowHeight > 0, point.y.isFinite else { return nil }
    let position = ((point.y - g.rowsTop) / g.rowHeight).rounded(.down)
    guard position >= 0, position < Double(g.rowCount) else { return nil }
    return Int(position)
  }
}
