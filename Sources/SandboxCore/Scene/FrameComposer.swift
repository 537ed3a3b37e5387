import SandboxPrimitives

/// Lays out one frame of the window or of `render`: the phone (or the A/B pair side by side),
/// each inside a bezel `bezel` points wide (0 without the device frame) and, optionally, a side
/// column for the panel and plots.
public enum FrameComposer {
  /// The bezel width `values` ask for: `Theme.bezelWidth` with `view.deviceFrame`, else 0.
  public static func bezel(_ values: ConfigValues) -> Double {
    values[Param.view.deviceFrame] ? Theme.bezelWidth : 0
  }

  /// The canvas size for `phoneCount` phones of `viewport`, each in a `bezel`, plus a side column.
  public static func canvasSize(
    viewport: Size, phoneCount: Int, sideColumn: Double = 0, bezel: Double = 0
  ) -> Size {
    let phones = PhoneArrangement(viewport: viewport, count: phoneCount, bezel: bezel).size
    return Size(width: phones.width + max(0, sideColumn), height: phones.height)
  }

  /// Each phone's scene, placed left to right in its bezel with a gutter between compared
  /// phones, clipped to its own viewport, its caption lines (`captions`, name first) in the band
  /// above it; then `side` (if any) draws into the column to the right of the phones.
  public static func compose(
    _ states: [SceneState], viewport: Size, sideColumn: Double = 0, captions: [[String]] = [],
    bezel: Double = 0, side: ((Rect, inout DisplayList) -> Void)? = nil
  ) -> DisplayList {
    let b = max(0, bezel)
    let size = canvasSize(
      viewport: viewport, phoneCount: states.count, sideColumn: sideColumn, bezel: b)
    let arrangement = PhoneArrangement(viewport: viewport, count: states.count, bezel: b)
    var list = DisplayList(size: size, background: Theme.sideColumnBackground)
    for (index, state) in states.enumerated() {
      let frame = arrangement.frame(index)
      if b > 0 {
        DevicePainter.paintBezel(
          around: frame, width: b, cornerRadius: state.device.cornerRadius, into: &list)
      }
      list.append(SceneBuilder.build(state), offsetX: frame.x, offsetY: frame.y)
      if b > 0 { DevicePainter.paintBezelEdges(around: frame, width: b, into: &list) }
      guard arrangement.captionBand > 0, index < captions.count else { continue }
      for (line, text) in captions[index].prefix(2).enumerated() {
        list.append(
          .text(
            TextRun(
              text, at: Point(x: frame.x - b + 4, y: 5 + Double(line) * 17),
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
