import PhoneSimulation
import SandboxFormats
import SandboxPrimitives
import TuningPanel

/// The plots of the side column (F3 in the window, `render --plots`): every phone's history, fed
/// once per frame and drawn overlaid in the phones' colours, the curve preview of phone A's
/// current model with the preset's curve ghosted behind it, and the scale lock.
public struct PlotColumn: Sendable {
  /// Width of the column in points (the window's tuning column).
  public static let width = PanelStyle.columnWidth

  /// One history per phone, A first.
  public private(set) var histories = [PlotHistory()]
  /// The value ranges frozen by the scale lock (Shift+F3), nil while the plots scale themselves.
  public private(set) var lockedRanges: [PlotSeries: ClosedRange<Double>]?
  private var preview: CurvePreview?
  private var ghost: CurvePreview?
  /// What the previews were made from: they are recomputed only when the values, the preset's
  /// values or the focused key change, since building the curves costs more than drawing them.
  private var previewSource: (values: ConfigValues, base: ConfigValues?, key: String?)?

  public init() {}

  /// Phone A's history.
  public var history: PlotHistory { histories[0] }

  /// Adds `sandbox`'s state at the current frame as phone A's; the preview follows its settings
  /// (a `set` mid-script or a panel edit can change the model) and highlights `focusKey`.
  public mutating func record(_ sandbox: Sandbox, focusKey: String? = nil) {
    record([sandbox], focusKey: focusKey)
  }

  /// Adds every phone's state at the current frame. `base` (the preset's values) draws the
  /// preview's ghost when the values differ from it.
  public mutating func record(_ phones: [Sandbox], base: ConfigValues? = nil, focusKey: String?) {
    guard let first = phones.first else { return }
    if histories.count != phones.count {
      histories = Array(repeating: PlotHistory(), count: phones.count)
    }
    for index in phones.indices { histories[index].append(PlotSample(phones[index])) }
    let values = first.settings.values
    if let source = previewSource, source.values == values, source.base == base,
      source.key == focusKey
    {
      return
    }
    preview = CurvePreview.make(settings: first.settings, focusKey: focusKey)
    ghost = nil
    if let base, base != values, let settings = try? SandboxSettings(values: base) {
      let made = CurvePreview.make(settings: settings, focusKey: focusKey)
      if made.points != preview?.points { ghost = made }
    }
    previewSource = (values, base, focusKey)
  }

  /// Freezes the plots' value ranges at what they show now, or lets them scale again.
  public mutating func toggleScaleLock() {
    if lockedRanges != nil {
      lockedRanges = nil
      return
    }
    var ranges: [PlotSeries: ClosedRange<Double>] = [:]
    for series in PlotSeries.allCases {
      ranges[series] = PlotPainter.autoRange(series, histories: histories)
    }
    lockedRanges = ranges
  }

  /// Draws the plots into `frame`.
  public func paint(in frame: Rect, into commands: inout [DrawCommand]) {
    PlotPainter.paint(
      histories: histories, frame: frame, preview: preview, ghost: ghost, locked: lockedRanges,
      into: &commands)
  }
}
