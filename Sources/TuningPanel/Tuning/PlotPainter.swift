import PhoneDrawing
import PhoneSimulation
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

  /// Width of the value axis's numbers left of each strip, points.
  static let axisWidth = 34.0
  /// Size of axis numbers, points.
  static let axisSize = 9.5
  /// Height of the time axis's numbers under the last strip, points.
  static let timeAxisHeight = 13.0

  /// The phones' colours when several are overlaid: A, B, C, D, E.
  public static let phoneColors: [Color] = [
    Color(hex: 0x7C8CF8), Color(hex: 0xF4B400), Color(hex: 0x34A853), Color(hex: 0xEC407A),
    Color(hex: 0x00ACC1),
  ]

  /// Appends the plots for one `history` inside `frame`, with `preview` at the bottom if given.
  public static func paint(
    history: PlotHistory, frame: Rect, preview: CurvePreview? = nil,
    into commands: inout [DrawCommand]
  ) {
    paint(histories: [history], frame: frame, preview: preview, into: &commands)
  }

  /// Appends the plots for `histories` (one per phone, A first, overlaid) inside `frame`: each
  /// strip with its value axis, a shared time axis in seconds before now, `preview` (with
  /// `ghost`, the preset's curve, behind it) at the bottom, and `locked` value ranges if the
  /// scale is frozen.
  public static func paint(
    histories: [PlotHistory], frame: Rect, preview: CurvePreview? = nil,
    ghost: CurvePreview? = nil, locked: [PlotSeries: ClosedRange<Double>]? = nil,
    into commands: inout [DrawCommand]
  ) {
    commands.append(.fillRect(frame, PanelStyle.background))
    commands.append(.pushClip(frame))
    let p = PanelStyle.padding
    let left = frame.x + p
    let width = max(10, frame.width - 2 * p)
    var y = frame.y + 8
    let span = histories.first?.span ?? PlotHistory.defaultSpan
    PanelPainter.text(
      "Plots, last \(Int(span)) s", x: left, y: y, size: 13, weight: .semibold, into: &commands)
    if locked != nil {
      PanelPainter.text(
        "scale locked", x: left + width, y: y + 2, size: 10.5, color: PanelStyle.secondaryText,
        alignment: .trailing, into: &commands)
    }
    if histories.count > 1 {
      // A legend: each phone's letter in its colour.
      for index in histories.indices {
        PanelPainter.text(
          String(UnicodeScalar(UInt8(65 + index))), x: left + 150 + Double(index) * 16, y: y + 1,
          size: 12, weight: .semibold, color: phoneColors[index % phoneColors.count],
          into: &commands)
      }
    }
    y += 22
    let previewBlock = preview == nil ? 0 : labelHeight + previewHeight + gap + timeAxisHeight
    let series = PlotSeries.allCases
    let available = frame.maxY - 8 - y - previewBlock - timeAxisHeight
    let strip = max(16, available / Double(series.count) - labelHeight - gap)
    let latestTime = histories.compactMap { $0.latest?.time }.max()
    for (index, item) in series.enumerated() {
      PanelPainter.text(
        item.title, x: left, y: y, size: 10.5, color: PanelStyle.secondaryText, into: &commands)
      if let latest = histories.first?.latest {
        cells(
          HUDText.fixed(latest.value(item), 1), rightX: left + width, y: y,
          color: histories.count > 1 ? phoneColors[0] : PanelStyle.seriesColors[index],
          into: &commands)
      }
      let graph = Rect(
        x: left + axisWidth, y: y + labelHeight, width: width - axisWidth, height: strip)
      let range = locked?[item] ?? autoRange(item, histories: histories)
      paintFrame(graph, range: range, end: latestTime, span: span, into: &commands)
      for (phone, history) in histories.enumerated().reversed() {
        let color =
          histories.count > 1
          ? phoneColors[phone % phoneColors.count] : PanelStyle.seriesColors[index]
        paintSeries(
          item, history: history, in: graph, range: range, end: latestTime, color: color,
          into: &commands)
      }
      y += labelHeight + strip + gap
    }
    // The time axis, once, under the last strip: whole seconds before now.
    let axis = Rect(x: left + axisWidth, y: y - gap, width: width - axisWidth, height: 0)
    for k in 0...Int(span) {
      let x = axis.maxX - Double(k) / span * axis.width
      PanelPainter.text(
        k == 0 ? "0 s" : "−\(k)", x: x, y: axis.y + 1, size: axisSize,
        color: PanelStyle.secondaryText, alignment: k == 0 ? .trailing : .center, into: &commands)
    }
    y += timeAxisHeight
    if let preview {
      PanelPainter.text(
        preview.title, x: left, y: y, size: 10.5, color: PanelStyle.secondaryText, into: &commands)
      paintPreview(
        preview, ghost: ghost,
        in: Rect(
          x: left + axisWidth, y: y + labelHeight, width: width - axisWidth, height: previewHeight),
        into: &commands)
    }
    commands.append(.popClip)
    commands.append(
      .fillRect(Rect(x: frame.x, y: frame.y, width: 1, height: frame.height), PanelStyle.grid))
  }

  /// The range a strip shows when it scales itself: every history's samples in the span, at
  /// least `series.minimumRange` tall, with a 10 % margin.
  public static func autoRange(_ series: PlotSeries, histories: [PlotHistory]) -> ClosedRange<
    Double
  > {
    var low = Double.infinity
    var high = -Double.infinity
    for history in histories {
      guard let latest = history.latest else { continue }
      let begin = latest.time - history.span
      for i in 0..<history.count where history[i].time >= begin {
        let v = history[i].value(series)
        low = min(low, v)
        high = max(high, v)
      }
    }
    guard low.isFinite, high.isFinite else { return 0...series.minimumRange }
    let mid = (low + high) / 2
    let half = max(high - low, series.minimumRange) / 2 * 1.1
    return (mid - half)...(mid + half)
  }

  /// A strip's frame, its value axis (round numbers, a zero line) and a tick per second.
  static func paintFrame(
    _ graph: Rect, range: ClosedRange<Double>, end: Double?, span: Double,
    into commands: inout [DrawCommand]
  ) {
    commands.append(.strokeRect(graph, width: 1, PanelStyle.grid))
    guard graph.height > 2, range.upperBound > range.lowerBound else { return }
    paintValueAxis(graph, range: range, maxCount: 3, into: &commands)
    for k in 1..<Int(span) {
      let x = graph.maxX - Double(k) / span * graph.width
      commands.append(
        .polyline(
          [Point(x: x, y: graph.maxY - 3), Point(x: x, y: graph.maxY)], width: 1, PanelStyle.grid))
    }
  }

  /// Round-number grid lines across `graph` (the zero line stronger) and their numbers left of it.
  static func paintValueAxis(
    _ graph: Rect, range: ClosedRange<Double>, maxCount: Int, into commands: inout [DrawCommand]
  ) {
    let step = AxisTicks.step(span: range.upperBound - range.lowerBound, maxCount: maxCount)
    for value in AxisTicks.values(in: range, maxCount: maxCount) {
      let y = yOf(value, range: range, in: graph)
      commands.append(
        .polyline(
          [Point(x: graph.x, y: y), Point(x: graph.maxX, y: y)], width: 1,
          value == 0 ? PanelStyle.grid : PanelStyle.grid.withOpacity(0.5)))
      PanelPainter.text(
        AxisTicks.label(value, step: step), x: graph.x - 3, y: y - 6, size: axisSize,
        color: PanelStyle.secondaryText, alignment: .trailing, into: &commands)
    }
  }

  private static func yOf(_ v: Double, range: ClosedRange<Double>, in graph: Rect) -> Double {
    graph.maxY - 1 - (v - range.lowerBound) / (range.upperBound - range.lowerBound)
      * (graph.height - 2)
  }

  /// One history on a strip: the series as a min/max envelope per point column (clamped to the
  /// strip when the scale is locked), and the newest sample marked with a line and a dot.
  static func paintSeries(
    _ series: PlotSeries, history: PlotHistory, in graph: Rect, range: ClosedRange<Double>,
    end: Double?, color: Color, into commands: inout [DrawCommand]
  ) {
    guard let latest = history.latest, let end, graph.width > 2, graph.height > 2 else { return }
    let begin = end - history.span
    var first = 0
    while first < history.count && history[first].time < begin { first += 1 }
    func y(_ v: Double) -> Double {
      min(max(yOf(v, range: range, in: graph), graph.y), graph.maxY)
    }
    func xOf(_ t: Double) -> Double { graph.x + (t - begin) / history.span * graph.width }
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
      points.append(Point(x: columnX, y: y(columnLow)))
      if columnHigh != columnLow { points.append(Point(x: columnX, y: y(columnHigh))) }
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
    let nowX = xOf(latest.time)
    commands.append(
      .polyline(
        [Point(x: nowX - 1, y: graph.y), Point(x: nowX - 1, y: graph.maxY)], width: 1,
        PanelStyle.secondaryText.withOpacity(0.6)))
    commands.append(
      .fillCircle(center: Point(x: nowX - 1, y: y(latest.value(series))), radius: 3, color))
  }

  /// The preview curve and the preset's `ghost` on one shared scale with numbered axes (time in
  /// seconds across, the curve's own unit up), so a change reads as a change of size, with the
  /// target drawn as a faint line.
  static func paintPreview(
    _ preview: CurvePreview, ghost: CurvePreview? = nil, in graph: Rect,
    into commands: inout [DrawCommand]
  ) {
    commands.append(.strokeRect(graph, width: 1, PanelStyle.grid))
    let curves = [preview] + (ghost.map { [$0] } ?? [])
    let drawn = curves.compactMap { $0.points.last?.x }.max() ?? 0
    guard drawn > 0 else { return }
    let duration = max(drawn, preview.minimumExtent?.duration ?? 0)
    var lo = 0.0
    var hi = preview.minimumExtent?.value ?? 0
    for curve in curves {
      hi = max(hi, curve.target ?? 0)
      for p in curve.points {
        lo = min(lo, p.y)
        hi = max(hi, p.y)
      }
    }
    if hi - lo < 1e-9 { hi = lo + 1 }
    let range = lo...(hi + (hi - lo) * 0.08)
    func point(_ p: Point) -> Point {
      Point(x: graph.x + p.x / duration * graph.width, y: yOf(p.y, range: range, in: graph))
    }
    paintValueAxis(graph, range: range, maxCount: 3, into: &commands)
    let timeStep = AxisTicks.step(span: duration, maxCount: 4)
    for t in AxisTicks.values(in: 0...duration, maxCount: 4) {
      let x = graph.x + t / duration * graph.width
      PanelPainter.text(
        AxisTicks.label(t, step: timeStep) + (t == 0 ? "" : " s"), x: x, y: graph.maxY + 1,
        size: axisSize, color: PanelStyle.secondaryText, alignment: t == 0 ? .leading : .center,
        into: &commands)
    }
    if let target = preview.target {
      let y = yOf(target, range: range, in: graph)
      commands.append(
        .polyline([Point(x: graph.x, y: y), Point(x: graph.maxX, y: y)], width: 1, PanelStyle.grid))
    }
    if let ghost, ghost.points.count >= 2 {
      commands.append(
        .polyline(
          ghost.points.map(point), width: 2, PanelStyle.secondaryText.withOpacity(0.55)))
    }
    commands.append(.polyline(preview.points.map(point), width: 2, PanelStyle.previewColor))
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
}
