import Foundation
import HeaderEngine
import PhoneSimulation
import SandboxFormats
import Testing
import TuningPanel

@testable import SandboxStage

/// What the panel previews (the spring graph, the Bézier editor's curve) is what the phone
/// plays: the trace of an animated hide and show follows the preview's samples, overshoot and
/// all.
@Suite struct ShiftAnimationPreviewTests {
  static let script = """
    {"version": 1, "viewport": {"width": 390, "height": 844, "scale": 1}, "fps": 240,
     "duration": 4, "events": [
      {"t": 0.5, "type": "shiftOffScreen", "animated": true},
      {"t": 2.0, "type": "shiftOnScreen", "animated": true}
    ]}
    """

  /// The trace's `headerTop` at 240 rows a second, and the settings it ran.
  static func run(_ set: [String: ParameterValue]) throws -> (
    tops: [Double], settings: SandboxSettings
  ) {
    var values = ConfigValues()
    try values.set(key: "header.maximumHeight", value: .number(110))
    try values.set(key: "header.shiftBehavior", value: .string("hideable"))
    for (key, value) in set { try values.set(key: key, value: value) }
    let settings = try SandboxSettings(values: values)
    var runner = try ScriptRunner(
      script: try EventScript.decode(script, file: "hide-show.json"), settings: [settings])
    var tops: [Double] = []
    while let frame = runner.nextFrame() {
      tops.append(runner.phone.traceRow(frame: frame).headerTop)
    }
    return (tops, settings)
  }

  /// The show animation's progress 0 → 1 in the trace at time `t` after `start`, linearly
  /// interpolated between rows.
  static func progress(_ tops: [Double], limit: Double, start: Double, t: Double) -> Double {
    let position = (start + t) * 240
    let index = min(Int(position), tops.count - 2)
    let fraction = position - Double(index)
    let top = tops[index] + (tops[index + 1] - tops[index]) * fraction
    return 1 + top / limit
  }

  /// The largest gap between the preview's samples and the trace, over the best of the three
  /// start ticks around the event.
  static func worstGap(_ preview: CurvePreview, _ tops: [Double], limit: Double) -> Double {
    let tick = 1.0 / 240
    var best = Double.infinity
    for start in [2.0 - tick, 2.0, 2.0 + tick] {
      var worst = 0.0
      for point in preview.points {
        let gap = abs(progress(tops, limit: limit, start: start, t: point.x) - point.y)
        worst = max(worst, gap)
      }
      best = min(best, worst)
    }
    return best
  }

  @Test func anUnderdampedSpringOvershootsInTheTraceAsInThePreview() throws {
    let (tops, settings) = try Self.run([
      "header.shiftAnimation": .string("spring"), "header.shiftSpring.dampingRatio": .number(0.3),
    ])
    let limit = -tops[Int(1.9 * 240)]
    #expect(limit > 50, "hidden before the show starts")
    let preview = CurvePreview.shift(settings.header)
    let peak = preview.points.map(\.y).max()!
    #expect(peak > 1.3, "the preview overshoots (\(peak))")
    // The header passes its resting place: its top goes below 0 and comes back.
    let lowest = tops[Int(2.0 * 240)...].max()!
    #expect(abs(lowest / limit - (peak - 1)) < 0.02, "trace overshoot \(lowest / limit)")
    #expect(Self.worstGap(preview, tops, limit: limit) < 0.02)
    #expect(tops.last == 0, "and rests shown")
  }

  @Test func anOvershootingBezierOvershootsInTheTrace() throws {
    let (tops, settings) = try Self.run([
      "header.shiftAnimation": .string("bezier"),
      "header.shiftCurve": .numbers([0.3, 0, 0.2, 1.6]), "header.shiftDuration": .number(0.4),
    ])
    let limit = -tops[Int(1.9 * 240)]
    let preview = CurvePreview.shift(settings.header)
    #expect(preview.points.map(\.y).max()! > 1.1)
    #expect(tops[Int(2.0 * 240)...].max()! > 0.1 * limit, "the header passes its resting place")
    #expect(Self.worstGap(preview, tops, limit: limit) < 0.02)
    #expect(tops.last == 0)
  }
}
