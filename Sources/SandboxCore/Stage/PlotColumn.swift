import SandboxPrimitives

/// The plots of the side column (F3 in the window, `render --plots`): phone A's history, fed once
/// per frame, and the curve preview of its current model.
public struct PlotColumn: Sendable {
  /// Width of the column in points (the window's tuning column).
  public static let width = PanelStyle.columnWidth

  public private(set) var history = PlotHistory()
  private var preview: CurvePreview?
  /// What `preview` was made from: it is recomputed only when the values or the focused key
  /// change, since building the curves costs more than drawing them.
  private var previewSource: (values: ConfigValues, key: String?)?

  public init() {}

  /// Adds `sandbox`'s state at the current frame; the preview follows its settings (a `set`
  /// mid-script or a panel edit can change the model) and highlights `focusKey`.
  public mutating func record(_ sandbox: Sandbox, focusKey: String? = nil) {
    history.append(PlotSample(sandbox))
    let values = sandbox.settings.values
    if let source = previewSource, source.values == values, source.key == focusKey { return }
    preview = CurvePreview.make(settings: sandbox.settings, focusKey: focusKey)
    previewSource = (values, focusKey)
  }

  /// Draws the plots into `frame`.
  public func paint(in frame: Rect, into commands: inout [DrawCommand]) {
    PlotPainter.paint(history: history, frame: frame, preview: preview, into: &commands)
  }
}
