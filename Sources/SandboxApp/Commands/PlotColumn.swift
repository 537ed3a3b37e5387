import SandboxCore

/// The plots column of `render --plots`: phone A's history, fed once per frame, drawn with the
/// same painter as the window's F3 plots.
struct PlotColumn {
  /// Width of the column in points (the window's tuning column).
  static let width = PanelStyle.columnWidth

  private var history = PlotHistory()
  private var preview: CurvePreview?

  /// Adds phone A's state at the current frame.
  mutating func record(_ sandboxes: [Sandbox]) {
    guard let first = sandboxes.first else { return }
    history.append(PlotSample(first))
    // A `set` mid-script can change the model, so the preview follows the current settings.
    preview = CurvePreview.make(settings: first.settings, focusKey: nil)
  }

  /// Draws the plots into `frame` (the column right of the phones).
  func paint(in frame: Rect, into list: inout DisplayList) {
    var commands: [DrawCommand] = []
    PlotPainter.paint(history: history, frame: frame, preview: preview, into: &commands)
    list.append(contentsOf: commands)
  }
}
