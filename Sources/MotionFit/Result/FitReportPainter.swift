import SandboxPrimitives
import TuningPanel

/// The `--report` picture: for each compared column, the measured (grey) and fitted (blue)
/// curves over time, and under them the residuals, each panel with labelled axes.
public enum FitReportPainter {
  public static let size = Size(width: 900, height: 620)
  static let ink = Color(hex: 0x202124)
  static let grid = Color(hex: 0xDADCE0)
  static let measured = Color(hex: 0x9AA0A6)
  static let fitted = Color(hex: 0x1A73E8)
  static let residual = Color(hex: 0xD93025)

  /// The picture for `fit` of `series` (simulated samples in `simulated`).
  public static func draw(
    series: MeasuredSeries, simulated: [FitColumn: [Double]], fit: CandidateFit, title: String
  ) -> DisplayList {
    var list = DisplayList(size: size, background: .white)
    list.append(
      .text(TextRun(title, at: Point(x: 20, y: 12), size: 15, weight: .semibold, color: ink)))
    let columns = fit.columns
    let panelHeight = (size.height - 60) / Double(max(1, columns.count))
    for (k, column) in columns.enumerated() {
      let top = 44 + Double(k) * panelHeight
      let curves = Rect(x: 70, y: top + 20, width: size.width - 90, height: panelHeight * 0.6 - 40)
      let residualBox = Rect(
        x: 70, y: curves.y + curves.height + 38, width: curves.width,
        height: panelHeight * 0.4 - 38)
      let measuredValues = series.values(column.column)
      let sim = simulated[column.column] ?? []
      plot(
        &list, in: curves, time: series.time,
        lines: [(measuredValues, measured, 3), (sim, fitted, 1.5)],
        label: "\(column.column.rawValue) (pt): measured (grey), fitted (blue)")
      // Residuals exist only on the rows that measured the column (a header edge not seen has
      // none); the measured curve breaks at those rows.
      let rows = series.measuredRows(column.column)
      plot(
        &list, in: residualBox, time: rows.map { series.time[$0] },
        lines: [(column.residuals, residual, 1)],
        label: "residual (pt), RMS \(format(column.rms)), worst \(format(column.worst))",
        symmetric: true)
    }
    list.append(
      .text(
        TextRun(
          "time (s)", at: Point(x: size.width - 20, y: size.height - 18), size: 11, color: ink,
          alignment: .trailing)))
    return list
  }

  private static func plot(
    _ list: inout DisplayList, in box: Rect, time: [Double],
    lines: [(values: [Double], color: Color, width: Double)], label: String, symmetric: Bool = false
  ) {
    let all = lines.flatMap(\.values).filter(\.isFinite)
    var low = all.min() ?? 0
    var high = all.max() ?? 1
    if symmetric {
      let m = max(abs(low), abs(high), 0.5)
      low = -m
      high = m
    }
    if high - low < 1e-6 {
      low -= 1
      high += 1
    }
    let t0 = time.first ?? 0
    let t1 = max(time.last ?? 1, t0 + 1e-6)
    func point(_ t: Double, _ v: Double) -> Point {
      Point(
        x: box.x + (t - t0) / (t1 - t0) * box.width,
        y: box.y + box.height - (v - low) / (high - low) * box.height)
    }
    for value in AxisTicks.values(in: low...high, maxCount: 5) {
      let y = point(t0, value).y
      list.append(
        .polyline([Point(x: box.x, y: y), Point(x: box.x + box.width, y: y)], width: 1, grid))
      let step = AxisTicks.step(span: high - low, maxCount: 5)
      list.append(
        .text(
          TextRun(
            AxisTicks.label(value, step: step), at: Point(x: box.x - 6, y: y - 6), size: 10,
            color: ink,
            alignment: .trailing)))
    }
    let timeStep = AxisTicks.step(span: t1 - t0, maxCount: 10)
    for t in AxisTicks.values(in: t0...t1, maxCount: 10) {
      let x = point(t, low).x
      list.append(
        .polyline([Point(x: x, y: box.y), Point(x: x, y: box.y + box.height)], width: 1, grid))
      list.append(
        .text(
          TextRun(
            AxisTicks.label(t, step: timeStep), at: Point(x: x, y: box.y + box.height + 3),
            size: 10,
            color: ink, alignment: .center)))
    }
    list.append(.strokeRect(box, width: 1, ink))
    list.append(.text(TextRun(label, at: Point(x: box.x + 4, y: box.y - 16), size: 11, color: ink)))
    for line in lines {
      var run: [Point] = []
      for (t, v) in zip(time, line.values) + [(Double.nan, Double.nan)] {
        if v.isFinite {
          run.append(point(t, v))
          continue
        }
        if run.count > 1 { list.append(.polyline(run, width: line.width, line.color)) }
        run = []
      }
    }
  }

  static func format(_ value: Double) -> String {
    String((value * 100).rounded() / 100)
  }
}
