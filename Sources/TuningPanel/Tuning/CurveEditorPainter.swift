import MotionPhysics
import PhoneSimulation
import SandboxFormats
import SandboxPrimitives

/// Draws the panel's timing graphs: the Bézier editor (curve, handles, the unit square) and a
/// spring's step response with axes and its settling time. Layout comes from `PanelLayout`.
enum CurveEditorPainter {
  /// Samples along a drawn curve.
  static let samples = 64

  /// The Bézier editor of curve parameter `key`.
  static func paintEditor(
    _ item: PanelLayout.Item, key: String, values: ConfigValues, into commands: inout [DrawCommand]
  ) {
    let label = ParameterRegistry.parameter(key)?.label ?? key
    PanelPainter.label(label, item.rect, into: &commands)
    guard let plot = item.track, let value = values[key],
      let curve = CubicBezier(parameterValue: value)
    else { return }
    PanelPainter.text(
      TimingExport.text(.css, curve: curve), x: item.rect.maxX, y: item.rect.y + 1,
      size: PanelStyle.chipSize, weight: .medium, alignment: .trailing, into: &commands)
    let point = { (x: Double, y: Double) in PanelLayout.curvePoint(x: x, y: y, in: plot) }
    commands.append(.fillRect(plot, PanelStyle.sectionBackground))
    // The unit square (progress 0…1 over time 0…1) and its axis numbers.
    let origin = point(0, 0)
    let corner = point(1, 1)
    commands.append(
      .strokeRect(
        Rect(x: origin.x, y: corner.y, width: corner.x - origin.x, height: origin.y - corner.y),
        width: 1, PanelStyle.grid))
    for (v, text) in [(0.0, "0"), (1.0, "1")] {
      PanelPainter.text(
        text, x: plot.x - 7, y: point(0, v).y - 7, size: 9.5, color: PanelStyle.secondaryText,
        alignment: .trailing, into: &commands)
    }
    PanelPainter.text(
      "time →", x: plot.maxX, y: plot.maxY + 1, size: 9.5, color: PanelStyle.secondaryText,
      alignment: .trailing, into: &commands)
    // The curve, sampled along its own parameter so steep parts stay smooth.
    var path: [Point] = []
    for i in 0...samples {
      let x = Double(i) / Double(samples)
      path.append(point(x, curve.value(at: x)))
    }
    commands.append(.polyline(path, width: 2, PanelStyle.accent))
    // Handles: a line from each end to its control point, and a knob to drag.
    let handles = [
      (point(0, 0), point(curve.x1, curve.y1)), (point(1, 1), point(curve.x2, curve.y2)),
    ]
    for (end, knob) in handles {
      commands.append(.polyline([end, knob], width: 1, PanelStyle.secondaryText))
      commands.append(.fillCircle(center: knob, radius: 5, PanelStyle.text))
      commands.append(.fillCircle(center: knob, radius: 3, PanelStyle.accent))
    }
  }

  /// The step response of the spring under `keys`, with time and value axes and the settling time.
  static func paintSpringGraph(
    _ item: PanelLayout.Item, keys: Param.SpringKeys, values: ConfigValues,
    into commands: inout [DrawCommand]
  ) {
    guard let plot = item.track, let spring = SpringConversion.spring(values, keys),
      let step = try? SpringSimulation(spring: spring, start: 0, end: 1, velocity: 0)
    else { return }
    let settle = SpringSettling.time(spring)
    let duration = max(0.1, min(settle * 1.25, 10))
    var peak = 1.0
    var points: [(Double, Double)] = []
    for i in 0...samples {
      let t = duration * Double(i) / Double(samples)
      let x = step.x(t)
      peak = max(peak, x)
      points.append((t, x))
    }
    let top = max(1.1, peak * 1.05)
    func map(_ t: Double, _ v: Double) -> Point {
      Point(x: plot.x + t / duration * plot.width, y: plot.maxY - v / top * plot.height)
    }
    PanelPainter.text(
      "Step response (ζ \(HUDText.fixed(spring.dampingRatio, 2))): settles in "
        + "\(HUDText.fixed(settle, 2)) s (within 2 %)",
      x: item.rect.x, y: item.rect.y + 1, size: PanelStyle.chipSize,
      color: PanelStyle.secondaryText, into: &commands)
    commands.append(.fillRect(plot, PanelStyle.sectionBackground))
    // Value axis: 0 and 1 (the target, dashed through the plot).
    for v in [0.0, 1.0] {
      let y = map(0, v).y
      commands.append(
        .polyline([Point(x: plot.x, y: y), Point(x: plot.maxX, y: y)], width: 1, PanelStyle.grid))
      PanelPainter.text(
        v == 0 ? "0" : "1", x: plot.x - 4, y: y - 7, size: 9.5, color: PanelStyle.secondaryText,
        alignment: .trailing, into: &commands)
    }
    // Time axis: round-number ticks in seconds.
    let tickStep = AxisTicks.step(span: duration, maxCount: 5)
    for t in AxisTicks.values(in: 0...duration, maxCount: 5) {
      let x = map(t, 0).x
      commands.append(
        .polyline(
          [Point(x: x, y: plot.maxY), Point(x: x, y: plot.maxY + 3)], width: 1, PanelStyle.grid))
      PanelPainter.text(
        AxisTicks.label(t, step: tickStep) + (t == 0 ? "" : " s"), x: x, y: plot.maxY + 3,
        size: 9.5, color: PanelStyle.secondaryText, alignment: .center, into: &commands)
    }
    // The settling time, a vertical marker.
    let sx = map(min(settle, duration), 0).x
    commands.append(
      .polyline(
        [Point(x: sx, y: plot.y), Point(x: sx, y: plot.maxY)], width: 1, PanelStyle.previewColor))
    commands.append(.polyline(points.map { map($0.0, $0.1) }, width: 2, PanelStyle.accent))
  }
}
