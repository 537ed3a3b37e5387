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
    let b = max(0, bezel)
    return Size(
      width: (viewport.width + 2 * b) * Double(max(1, phoneCount)) + max(0, sideColumn),
      height: viewport.height + 2 * b)
  }

  /// Each phone's scene, placed left to right in its bezel, clipped to its own viewport; then
  /// `side` (if any) draws into the column to the right of the phones.
  public static func compose(
    _ states: [SceneState], viewport: Size, sideColumn: Double = 0, bezel: Double = 0,
    side: ((Rect, inout DisplayList) -> Void)? = nil
  ) -> DisplayList {
    let b = max(0, bezel)
    let size = canvasSize(
      viewport: viewport, phoneCount: states.count, sideColumn: sideColumn, bezel: b)
    var list = DisplayList(size: size, background: Theme.sideColumnBackground)
    let slot = viewport.width + 2 * b
    for (index, state) in states.enumerated() {
      let x = Double(index) * slot
      if b > 0 {
        DevicePainter.paintBezel(
          around: Rect(x: x + b, y: b, width: viewport.width, height: viewport.height),
          width: b, cornerRadius: state.device.cornerRadius, into: &list)
      }
      list.append(SceneBuilder.build(state), offsetX: x + b, offsetY: b)
      if b > 0 {
        DevicePainter.paintBezelEdges(
          around: Rect(x: x + b, y: b, width: viewport.width, height: viewport.height),
          width: b, into: &list)
      }
    }
    if sideColumn > 0, let side {
      let frame = Rect(
        x: slot * Double(max(1, states.count)), y: 0, width: sideColumn, height: size.height)
      side(frame, &list)
    }
    return list
  }
}
