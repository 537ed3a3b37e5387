import SandboxPrimitives

/// Lays out one frame of the window or of `render`: the phone (or the A/B pair side by side)
/// and, optionally, a side column for the panel and plots.
public enum FrameComposer {
  /// The canvas size for `phoneCount` phones of `viewport` plus a side column.
  public static func canvasSize(viewport: Size, phoneCount: Int, sideColumn: Double = 0) -> Size {
    let phones = PhoneArrangement(viewport: viewport, count: phoneCount).size
    return Size(width: phones.width + max(0, sideColumn), height: phones.height)
  }

  /// Each phone's scene, placed left to right with a gutter between compared phones, clipped
  /// to its own viewport, its caption lines (`captions`, name first) in the band above it;
  /// then `side` (if any) draws into the column to the right of the phones.
  public static func compose(
    _ states: [SceneState], viewport: Size, sideColumn: Double = 0, captions: [[String]] = [],
    side: ((Rect, inout DisplayList) -> Void)? = nil
  ) -> DisplayList {
    let size = canvasSize(viewport: viewport, phoneCount: states.count, sideColumn: sideColumn)
    let arrangement = PhoneArrangement(viewport: viewport, count: states.count)
    var list = DisplayList(size: size, background: Theme.sideColumnBackground)
    for (index, state) in states.enumerated() {
      let frame = arrangement.frame(index)
      list.append(SceneBuilder.build(state), offsetX: frame.x, offsetY: frame.y)
      guard arrangement.captionBand > 0, index < captions.count else { continue }
      for (line, text) in captions[index].prefix(2).enumerated() {
        list.append(
          .text(
            TextRun(
              text, at: Point(x: frame.x + 4, y: 5 + Double(line) * 17),
              size: line == 0 ? 13 : 11, weight: line == 0 ? .semibold : .regular,
              color: line == 0 ? Theme.captionText : Theme.captionSecondary,
              background: Theme.sideColumnBackground)))
      }
    }
    if sideColumn > 0, let side {
      let frame = Rect(
        x: arrangement.size.width, y: 0, width: sideColumn, height: arrangement.size.height)
      side(frame, &list)
    }
    return list
  }
}
