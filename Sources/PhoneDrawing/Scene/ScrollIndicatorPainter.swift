import SandboxPrimitives

/// Paints the vertical scroll indicator in the device platform's style while it shows.
///
/// Its track runs from just below the header (MDC's FlexibleHeader insets the tracking scroll
/// view's indicators by the header's visible height) to just above the bottom safe area. The
/// thumb's length is the visible share of the content; its place, the offset's share of the
/// range. Pulled past either end, the thumb shortens by the overshoot, as UIKit's does.
public enum ScrollIndicatorPainter {
  /// The thumb's frame for `state`, or nil when there is nothing to show (no range, hidden).
  public static func thumb(_ state: SceneState) -> Rect? {
    let g = SceneGeometry(state)
    let alpha = unit(state.scrollIndicatorAlpha)
    let range = max(0, finite(state.maxScrollOffset, 0))
    guard alpha > 0, range > 0, g.width > 0, g.height > 0 else { return nil }
    let style = ScrollIndicatorStyle.of(state.device)
    let top = max(g.headerBottom, 0) + style.edgeInset
    let bottom = g.height - max(0, state.device.bottomSafeArea) - style.edgeInset
    let track = bottom - top
    guard track > style.thickness * 2 else { return nil }
    let offset = finite(state.scrollOffset, 0)
    let visible = max(0, g.height - g.headerMinHeight)
    let share = visible / (visible + range)
    var length = max(style.minimumLength, track * share)
    let overshoot = offset < 0 ? -offset : max(0, offset - range)
    length = max(style.thickness * 2, min(length, track) - overshoot)
    let progress = min(max(offset / range, 0), 1)
    let y = top + (track - length) * progress
    return Rect(
      x: g.width - style.edgeInset - style.thickness, y: y, width: style.thickness,
      height: length)
  }

  /// Appends the thumb, a capsule in the style's colour at the indicator's opacity.
  public static func paint(_ state: SceneState, into commands: inout [DrawCommand]) {
    guard let rect = thumb(state) else { return }
    let style = ScrollIndicatorStyle.of(state.device)
    let color = style.color.withOpacity(unit(state.scrollIndicatorAlpha))
    guard color.a > 0 else { return }
    commands.append(.fillRoundedRect(rect, radius: style.thickness / 2, color))
  }
}
