import SandboxPrimitives

/// Draws the live plots — one strip per `PlotSeries` over the history's span, the newest time
/// marked — and, when given, a preview of the curve being tuned.
///
/// Pure: `render --plots` calls it with a history fed once per frame, the window with one fed
/// once per frame. Labels are static strings, so the plots never rasterize text while running.
public enum PlotPainter {
  /// Height of each strip's label line, points.
  static let labelHeight = 15.0
  /// Gap between strips, points.
  static let gap = 6.0
  /// Height of the preview strip's graph, points.
  static let previewHeight = 80.0

  /// Appends the plots for `history` inside `frame`, with `preview` at the bottom if given.
  public static func paint(
    history: PlotHistory, frame: Rect, preview: CurvePreview? = nil,
    into commands: inout [DrawCommand]
  ) {
    commands.append(.fillRect(frame, PanelStyle.background))
    commands.append(.pushClip(frame))
    let p = PanelStyle.padding
    let left = frame.x + p
    let width = max(10, frame.width - 2 * p)
    var y = frame.y + 8
    text(
      "Plots, last \(Int(history.span)) s", x: left, y: y, size: 13, weight: .semibold,
      into: &commands)
    y += 22
    let previewBlock = preview == nil ? 0 : labelHeight + previewHeight + gap
    let series = PlotSeries.allCases
    let available = frame.maxY - 8 - y - previewBlock
    let strip = max(16, available / Double(series.count) - labelHeight - gap)
    for (index, item) in series.enumerated() {
      text(item.title, x: left, y: y, size: 10.5, color: PanelStyle.secondaryText, into: &commands)
      if let latest = history.latest {
        cells(
          HUDText.fixed(latest.value(item), 1), rightX: left + width, y: y,
          color: PanelStyle.seriesColors[index], into: &commands)
      }
      let graph = Rect(x: left, y: y + labelHeight, width: width, height: strip)
      paintSeries(
        item, history: history, in: graph, color: PanelStyle.seriesColors[index], into: &commands)
      y += labelHeight + strip + gap
    }
    if let preview {
      text(
        preview.title, x: left, y: y, size: 10.5, color: PanelStyle.secondaryText, into: &commands)
      paintPreview(
        preview, in: Rect(x: left, y: y + labelHeight, width: width, height: previewHeight),
        into: &commands)
    }
    commands.append(.popClip)
    commands.append(
      .fillRect(Rect(x: frame.x, y: frame.y, width: 1, height: frame.height), PanelStyle.grid))
  }

  /// One strip: frame, zero line, the series as a min/max envelope per point column, and the
  /// newest sample marked with a vertical line and a dot.
  static func paintSeries(
    _ series: PlotSeries, history: PlotHistory, in graph: Rect, color: Color,
    into commands: inout [DrawCommand]
  ) {
    commands.append(.strokeRect(graph, width: 1, PanelStyle.grid))
    guard let latest = history.latest, graph.width > 2, graph.height > 2 else { return }
    let end = latest.time
    let begin = end - history.span
    var low = Double.infinity
    var high = -Double.infinity
    var first = 0
    while first < history.count && history[first].time < begin { first += 1 }
    for i in first..<history.count {
      let v = history[i].value(series)
      low = min(low, v)
      high = max(high, v)
    }
    guard low.isFinite, high.isFinite else { return }
    let mid = (low + high) / 2
    let half = max(high - low, series.minimumRange) / 2 * 1.1
    let (lo, hi) = (mid - half, mid + half)
    func yOf(_ v: Double) -> Double { graph.maxY - 1 - (v - lo) / (hi - lo) * (graph.height - 2) }
    func xOf(_ t: Double) -> Double { graph.x + (t - begin) / history.span * graph.width }
    if lo < 0 && hi > 0 {
      let zero = yOf(0)
      commands.append(
        .polyline(
          [Point(x: graph.x, y: zero), Point(x: graph.maxX, y: zero)], width: 1, PanelStyle.grid))
    }
    // Several samples share a point column at 240 Hz; keep each column's extremes so spikes
    // survive while the polyline stays about two points per column.
    var points: [Point] = []
    points.reserveCapacity(Int(graph.width) * 2 + 2)
    var column = Int.min
    var columnLow = 0.0
    var columnHigh = 0.0
    var columnX = 0.0
    func flush() {
      guard column != Int.min else { return }
      points.append(Point(x: columnX, y: yOf(columnLow)))
      if columnHigh != columnLow { points.append(Point(x: columnX, y: yOf(columnHigh))) }
    }
    for i in first..<history.count {
      let sample = history[i]
      let x = xOf(sample.time)
      let c = Int(x.rounded(.down))
      let v = sample.value(series)
      if c != column {
        flush()
        column = c
        columnX = x
        columnLow = v
        columnHigh = v
      } else {
        columnLow = min(columnLow, v)
        columnHigh = max(columnHigh, v)
      }
    }
    flush()
    if points.count >= 2 {
      commands.append(.polyline(points, width: 1.5, color))
    }
    let nowX = xOf(end)
    commands.append(
      .polyline(
        [Point(x: nowX - 1, y: graph.y), Point(x: nowX - 1, y: graph.maxY)], width: 1,
        PanelStyle.secondaryText.withOpacity(0.6)))
    commands.append(
      .fillCircle(center: Point(x: nowX - 1, y: yOf(latest.value(series))), radius: 3, color))
  }

  /// The preview curve scaled to fit, with its target drawn as a faint line.
  static func paintPreview(
    _ preview: CurvePreview, in graph: Rect, into commands: inout [DrawCommand]
  ) {
    commands.append(.strokeRect(graph, width: 1, PanelStyle.grid))
    guard let last = preview.points.last, last.x > 0 else { return }
    var lo = 0.0
    var hi = preview.target ?? 0
    for p in preview.points {
      lo = min(lo, p.y)
      hi = max(hi, p.y)
    }
    if hi - lo < 1e-9 { hi = lo + 1 }
    let pad = (hi - lo) * 0.08
    lo -= pad
    hi += pad
    func yOf(_ v: Double) -> Double { graph.maxY - (v - lo) / (hi - lo) * graph.height }
    if let target = preview.target {
      let y = yOf(target)
      commands.append(
        .polyline([Point(x: graph.x, y: y), Point(x: graph.maxX, y: y)], width: 1, PanelStyle.grid))
    }
    let points = preview.points.map {
      Point(x: graph.x + $0.x / last.x * graph.width, y: yOf($0.y))
    }
    commands.append(.polyline(points, width: 2, PanelStyle.previewColor))
  }

  /// Size of the live value readouts, points.
  static let readoutSize = 10.5

  /// `string` right-aligned at `rightX`, one run per character on a fixed grid (as the HUD
  /// does): the number changes every frame, but only ever draws cached glyphs.
  static func cells(
    _ string: String, rightX: Double, y: Double, color: Color, into commands: inout [DrawCommand]
  ) {
    let cell = readoutSize * OverlayPainter.hudCharWidthFactor
    var x = rightX - cell / 2
    for character in string.reversed() {
      commands.append(
        .text(
          TextRun(
            String(character), at: Point(x: x, y: y), size: readoutSize, weight: .medium,
            color: color, alignment: .center)))
      x -= cell
    }
  }

  private static func text(
    _ string: String, x: Double, y: Double, size: Double, weight: FontWeight = .regular,
    color: Color = PanelStyle.text, into commands: inout [DrawCommand]
  ) {
    commands.append(
      .text(TextRun(string, at: Point(x: x, y: y), size: size, weight: weight, color: color)))
  }
}
