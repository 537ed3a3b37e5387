import SandboxPrimitives

/// Lays out one frame of the window or of `render`: the phone (or the A/B pair side by side)
/// and, optionally, a side column for the panel and plots.
public enum FrameComposer {
  /// The canvas size for `phoneCount` phones of `viewport` plus a side column.
  public static func canvasSize(viewport: Size, phoneCount: Int, sideColumn: Double = 0) -> Size {
    Size(
      width: viewport.width * Double(max(1, phoneCount)) + max(0, sideColumn),
      height: viewport.height)
  }

  /// Each phone's scene, placed left to right, clipped to its own viewport; then `side` (if any)
  /// draws into the column to the right of the phones.
  public static func compose(
    _ states: [SceneState], viewport: Size, sideColumn: Double = 0,
    side: ((Rect, inout DisplayList) -> Void)? = nil
  ) -> DisplayList {
    let size = canvasSize(viewport: viewport, phoneCount: states.count, sideColumn: sideColumn)
    var list = DisplayList(size: size, background: Theme.sideColumnBackground)
    for (index, state) in states.enumerated() {
      list.append(SceneBuilder.build(state), offsetX: Double(index) * viewport.width, offsetY: 0)
    }
    if sideColumn > 0, let side {
      let frame = Rect(
        x: viewport.width * Double(max(1, states.count)), y: 0, width: sideColumn,
        height: viewport.height)
      side(frame, &list)
    }
    return list
  }
}
