import Foundation
import HeaderEngine
import PhoneSimulation
import SandboxFormats
import Testing
import TuningPanel

@testable import SandboxStage

/// The panel's preview of a platform model's settle motion (the curve editor's plot for
/// `uikitLargeTitle.snapCurve`/`snapDuration`) is what the phone plays: a release halfway
/// through the large title snaps along the previewed curve, at the default (UIKit's
/// `fastEaseInToSlowEaseOut`, played in closed form) and with an edited curve and duration.
@Suite struct PlatformSettlePreviewTests {
  /// A drag of 40 pt held still, then released: the large title snaps to its nearer state.
  static let script = """
    {"version": 1, "viewport": {"width": 390, "height": 844, "scale": 1}, "fps": 240,
     "duration": 2, "events": [
      {"t": 0.2, "type": "swipe", "x": 195, "fromY": 500, "toY": 460, "duration": 0.3,
       "hold": 0.3}
    ]}
    """
  static let release = 0.8

  @Test(arguments: [
    [String: ParameterValue](),
    [
      "uikitLargeTitle.snapCurve": .numbers([0.1, 0.6, 0.3, 1]),
      "uikitLargeTitle.snapDuration": .number(0.5),
    ],
  ])
  func theLargeTitleSnapFollowsItsPreview(_ set: [String: ParameterValue]) throws {
    var values = try ConfigValues.resolve(preset: try ParameterScopeTests.preset("ios-large-title"))
    for (key, value) in set { try values.set(key: key, value: value) }
    let settings = try SandboxSettings(values: values)
    var runner = try ScriptRunner(
      script: try EventScript.decode(Self.script, file: "snap.json"), settings: [settings])
    var offsets: [Double] = []
    while runner.nextFrame() != nil { offsets.append(runner.phone.scroll.offset) }

    let preview = try #require(
      CurvePreview.platformSettle(settings.headerModel, focusKey: "uikitLargeTitle.snapCurve"))
    let duration = settings.headerModel.uikitLargeTitle.snapDuration
    // The snap starts in the tick that handles the lift: the last row still at the held offset.
    let heldIndex = Int((Self.release * 240).rounded())
    let from = offsets[heldIndex]
    let startIndex = offsets.indices.last { $0 >= heldIndex && offsets[$0] == from } ?? heldIndex
    let start = Double(startIndex) / 240
    let to = offsets[offsets.count - 1]
    #expect(abs(to - from) > 10, "the release snaps the title: \(from) → \(to)")
    var compared = 0
    for step in 1..<20 {
      let t = duration * Double(step) / 20
      let position = (start + t) * 240
      let lower = Int(position.rounded(.down))
      let fraction = position - Double(lower)
      let offset = offsets[lower] + (offsets[lower + 1] - offsets[lower]) * fraction
      let played = (offset - from) / (to - from)
      // The same curve, within one 240 Hz tick of phase (the model starts its clock in the tick
      // that handles the lift).
      let tick = 1.0 / 240
      let early = Self.value(of: preview, at: max(0, t - tick))
      let late = Self.value(of: preview, at: t + tick)
      let low = min(early, late) - 0.005
      let high = max(early, late) + 0.005
      #expect(low <= played && played <= high, "t \(t): played \(played), previewed \(low)…\(high)")
      compared += 1
    }
    #expect(compared == 19)
  }

  /// The preview's value at time `t`, linearly between its samples.
  static func value(of preview: CurvePreview, at t: Double) -> Double {
    let points = preview.points
    guard let after = points.firstIndex(where: { $0.x >= t }), after > 0 else {
      return points.last?.y ?? 0
    }
    let a = points[after - 1]
    let b = points[after]
    return a.y + (b.y - a.y) * (t - a.x) / max(b.x - a.x, 1e-12)
  }
}
