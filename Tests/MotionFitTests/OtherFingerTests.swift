import MotionFit
import PhoneSimulation
import SandboxFormats
import Testing

/// Issue 33, item 4: a recording made with another velocity tracker and touch slop than the fit
/// assumes (the issue's case: a UIKit flick recorded with the iOS tracker and an 18 pt slop,
/// once fitted as Android physics at 189 pt RMS, with a minimum height above the maximum) is read
/// as its own physics from the gesture derived from it: the lift and its velocity come from the
/// coast, not from a tracker's reading of the drag.
@Suite("A finger from another platform")
struct OtherFingerTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let model: String
    let tracker: String
    let slop: Double
    /// The rate key the fit should return at its default value, and that value.
    let rate: (key: String, value: Double)
    var testDescription: String { "\(model), \(tracker) tracker, \(slop) pt slop" }
  }

  static let cases = [
    Case(model: "uikit", tracker: "ios", slop: 18, rate: ("scroll.uikitDecelerationRate", 0.998)),
    Case(
      model: "uikit", tracker: "leastSquares", slop: 4,
      rate: ("scroll.uikitDecelerationRate", 0.998)),
    Case(model: "android", tracker: "ios", slop: 18, rate: ("scroll.androidFriction", 0.015)),
    Case(
      model: "flutterClamping", tracker: "ios", slop: 10,
      rate: ("scroll.flutterFriction", 0.015)),
  ]

  static func number(_ values: ConfigValues, _ key: String) -> Double? {
    if case .number(let value)? = values[key] { return value }
    return nil
  }

  @Test(arguments: cases)
  func fitsItsOwnPhysics(_ recorded: Case) throws {
    let (series, _) = try RoundTripFixture.series(
      RoundTripFixture.flick(distance: 240, duration: 0.12),
      [
        ("scroll.deceleration", .string(recorded.model)),
        ("scroll.velocityTracker", .string(recorded.tracker)),
        ("scroll.touchSlop", .number(recorded.slop)),
      ])
    let plan = FitPlan(
      series: series, gesture: .derived(viewport: .standard, touchSlop: 10),
      base: ConfigValues(), physics: .auto, starts: 3, evaluationsPerDimension: 40)
    let result = plan.run(runner: FitSlots.parallel, shouldStop: { false }, progress: { _ in })
    let ranking = result.physicsRanking.map {
      "\($0.candidate.choices.first?.value ?? "?") \(String(format: "%.2f", $0.rms))"
    }
    let chosen = result.physicsRanking.first?.candidate.choices.first?.value ?? ""
    // uikit and uikitFast are one model at two rates: either name with the right rate is right.
    #expect(chosen.hasPrefix(recorded.model), "\(ranking)")
    let rms = try #require(result.best?.columns.first { $0.column == .scrollOffset }?.rms)
    #expect(rms < 1, "RMS \(rms) pt; \(ranking)")
    let rate = try #require(Self.number(result.values, recorded.rate.key))
    #expect(abs(rate / recorded.rate.value - 1) <= 0.03, "\(recorded.rate.key) \(rate)")
    let minimum = result.values[Param.header.minimumHeight]
    let maximum = result.values[Param.header.maximumHeight]
    #expect(minimum <= maximum, "minimum \(minimum) above maximum \(maximum)")
  }
}
