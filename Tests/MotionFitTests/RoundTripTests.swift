import Foundation
import MotionFit
import PhoneSimulation
import SandboxFormats
import TestSupport
import Testing

/// Round trips: traces made with seeded random parameters, sampled at 60 fps with 0.3 pt of
/// noise, fitted back. The untagged tests run one seed per case; the `.slow` ones ten.
@Suite("Fit round trips")
struct RoundTripTests {
  /// Fits `series` with the gesture `script` and returns the result.
  static func fit(
    _ series: MeasuredSeries, script: EventScript, base: ConfigValues, physics: FitPlan.Choice,
    vary: [String]? = nil
  ) -> FitResult {
    let plan = FitPlan(
      series: series, gesture: .script(script), base: base, physics: physics, vary: vary, starts: 2,
      evaluationsPerDimension: 40)
    // The candidates run side by side through the app's own runner (each fit owns its
    // sandboxes; the results are the same in any order): alone at the end of a run, a round
    // trip would leave the other core idle.
    return plan.run(runner: FitSlots.parallel, shouldStop: { false }, progress: { _ in })
  }

  static func value(_ result: FitResult, _ key: String) -> Double? {
    result.fittedValues.first { $0.parameter.key == key }?.value
  }

  /// The UIKit deceleration rate within ±0.0005, residual RMS under 1 pt.
  static func uikitRate(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let rate = random.uniform(0.99...0.999)
    let script = RoundTripFixture.flick(distance: random.uniform(120...260))
    let (series, _) = try RoundTripFixture.series(
      script,
      [("scroll.deceleration", .string("uikit")), ("scroll.uikitDecelerationRate", .number(rate))],
      seed: seed)
    let result = fit(
      series, script: script, base: ConfigValues(), physics: .named("uikit"),
      vary: ["scroll.uikitDecelerationRate"])
    let fitted = try #require(value(result, "scroll.uikitDecelerationRate"))
    #expect(abs(fitted - rate) <= 0.0005, "seed \(seed): fitted \(fitted), true \(rate)")
    #expect((result.best?.columns ?? []).allSatisfy { $0.rms < 1 }, "seed \(seed)")
  }

  /// Android's friction within ±3 %.
  static func androidFriction(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let friction = random.uniform(0.008...0.04)
    let script = RoundTripFixture.flick(distance: random.uniform(120...260))
    let (series, _) = try RoundTripFixture.series(
      script,
      [("scroll.deceleration", .string("android")), ("scroll.androidFriction", .number(friction))],
      seed: seed)
    let result = fit(
      series, script: script, base: ConfigValues(), physics: .named("android"),
      vary: ["scroll.androidFriction"])
    let fitted = try #require(value(result, "scroll.androidFriction"))
    #expect(abs(fitted / friction - 1) <= 0.03, "seed \(seed): fitted \(fitted), true \(friction)")
    #expect((result.best?.columns ?? []).allSatisfy { $0.rms < 1 }, "seed \(seed)")
  }

  /// The header's minimum and maximum heights within ±1 pt (MDC, shift disabled).
  static func headerHeights(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let minimum = random.uniform(44...80).rounded()
    let maximum = random.uniform(140...220).rounded()
    let script = RoundTripFixture.flick(distance: 300, duration: 0.4)
    let truth: [(String, ParameterValue)] = [
      ("scroll.deceleration", .string("uikit")), ("header.minimumHeight", .number(minimum)),
      ("header.maximumHeight", .number(maximum)),
    ]
    let (series, _) = try RoundTripFixture.series(script, truth, seed: seed)
    var base = ConfigValues()
    try base.set(key: "scroll.deceleration", value: .string("uikit"))
    let result = fit(
      series, script: script, base: base, physics: .configured,
      vary: ["header.minimumHeight", "header.maximumHeight"])
    let fittedMin = try #require(value(result, "header.minimumHeight"))
    let fittedMax = try #require(value(result, "header.maximumHeight"))
    #expect(abs(fittedMin - minimum) <= 1, "seed \(seed): minimum \(fittedMin), true \(minimum)")
    #expect(abs(fittedMax - maximum) <= 1, "seed \(seed): maximum \(fittedMax), true \(maximum)")
    #expect((result.best?.columns ?? []).allSatisfy { $0.rms < 1 }, "seed \(seed)")
  }

  /// A fling model's own coefficient within ±3 % (Flutter's clamping friction, the bouncing
  /// simulation's drag).
  static func flutterCoefficient(
    seed: UInt64, model: String, key: String, range: ClosedRange<Double>
  )
    throws
  {
    var random = SplitMix64(seed: seed)
    let truth = random.uniform(range)
    let script = RoundTripFixture.flick(distance: random.uniform(120...260))
    let (series, _) = try RoundTripFixture.series(
      script, [("scroll.deceleration", .string(model)), (key, .number(truth))], seed: seed)
    let result = fit(
      series, script: script, base: ConfigValues(), physics: .named(model), vary: [key])
    let fitted = try #require(value(result, key))
    #expect(abs(fitted / truth - 1) <= 0.03, "seed \(seed): \(key) \(fitted), true \(truth)")
    #expect((result.best?.columns ?? []).allSatisfy { $0.rms < 1 }, "seed \(seed)")
  }

  /// The edge spring's stiffness and damping ratio within ±5 %: content pulled past the top,
  /// held, and let go.
  static func bounceSpring(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let stiffness = random.uniform(60...400)
    let damping = random.uniform(0.6...1.2)
    let script = EventScript(
      viewport: .standard, fps: 60, duration: 2.5,
      events: [
        TimedScriptEvent(
          t: 0.2, event: .swipe(x: 195, fromY: 300, toY: 520, duration: 0.3, hold: 0.3))
      ])
    let truth: [(String, ParameterValue)] = [
      ("scroll.deceleration", .string("uikit")), ("scroll.bounce.stiffness", .number(stiffness)),
      ("scroll.bounce.dampingRatio", .number(damping)),
    ]
    let (series, _) = try RoundTripFixture.series(script, truth, seed: seed)
    var base = ConfigValues()
    try base.set(key: "scroll.deceleration", value: .string("uikit"))
    let result = fit(
      series, script: script, base: base, physics: .configured,
      vary: ["scroll.bounce.stiffness", "scroll.bounce.dampingRatio"])
    let k = try #require(value(result, "scroll.bounce.stiffness"))
    let z = try #require(value(result, "scroll.bounce.dampingRatio"))
    #expect(abs(k / stiffness - 1) <= 0.05, "seed \(seed): stiffness \(k), true \(stiffness)")
    #expect(abs(z / damping - 1) <= 0.05, "seed \(seed): damping \(z), true \(damping)")
    #expect((result.best?.columns ?? []).allSatisfy { $0.rms < 1 }, "seed \(seed)")
  }

  /// The `bezier` shift duration within ±10 ms: a programmatic shift off and on, and a snap
  /// after a half-way drag.
  static func shiftDuration(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let duration = random.uniform(0.12...0.6)
    let script = EventScript(
      viewport: .standard, fps: 60, duration: 4,
      events: [
        TimedScriptEvent(t: 0.3, event: .shiftOffScreen(animated: true)),
        TimedScriptEvent(t: 1.3, event: .shiftOnScreen(animated: true)),
        TimedScriptEvent(
          t: 2.3, event: .swipe(x: 195, fromY: 600, toY: 560, duration: 0.4, hold: 0.2)),
      ])
    let truth: [(String, ParameterValue)] = [
      ("header.shiftBehavior", .string("enabled")), ("header.shiftAnimation", .string("bezier")),
      ("header.shiftDuration", .number(duration)),
    ]
    let (series, _) = try RoundTripFixture.series(script, truth, seed: seed)
    var base = ConfigValues()
    try base.set(key: "header.shiftBehavior", value: .string("enabled"))
    try base.set(key: "header.shiftAnimation", value: .string("bezier"))
    let result = fit(
      series, script: script, base: base, physics: .configured, vary: ["header.shiftDuration"])
    let fitted = try #require(value(result, "header.shiftDuration"))
    #expect(abs(fitted - duration) <= 0.010, "seed \(seed): duration \(fitted), true \(duration)")
    #expect((result.best?.columns ?? []).allSatisfy { $0.rms < 1 }, "seed \(seed)")
  }

  /// Whether the fit names the shift behaviour that made a long flick's trace.
  static func chosenShiftBehavior(seed: UInt64, behavior: String) throws -> Bool {
    let script = RoundTripFixture.flick(distance: 320, duration: 0.2)
    let (series, _) = try RoundTripFixture.series(
      script, [("header.shiftBehavior", .string(behavior))], seed: seed)
    let result = fit(series, script: script, base: ConfigValues(), physics: .configured)
    let chosen = result.best?.candidate.choices.first { $0.key == "header.shiftBehavior" }?.value
    return chosen == behavior
  }

  /// `--physics auto` names the model that made the trace.
  static func chosenModel(seed: UInt64, model: String) throws -> Bool {
    let script = RoundTripFixture.flick()
    let (series, _) = try RoundTripFixture.series(
      script, [("scroll.deceleration", .string(model))], seed: seed)
    let result = fit(series, script: script, base: ConfigValues(), physics: .auto)
    let chosen = result.physicsRanking.first?.candidate.choices.first?.value
    return chosen == model
  }

  @Test("UIKit deceleration rate, one seed") func uikitRateFast() throws {
    try Self.uikitRate(seed: 11)
  }

  @Test("Android friction, one seed") func androidFrictionFast() throws {
    try Self.androidFriction(seed: 12)
  }

  @Test("header heights, one seed") func headerHeightsFast() throws {
    try Self.headerHeights(seed: 13)
  }

  @Test("auto physics picks the Android model") func autoPhysicsFast() throws {
    #expect(try Self.chosenModel(seed: 14, model: "android"))
  }

  @Test("auto physics picks the Chromium model") func autoPhysicsChromium() throws {
    #expect(try Self.chosenModel(seed: 15, model: "chromium"))
  }

  @Test("Flutter clamping friction, one seed") func flutterFrictionFast() throws {
    try Self.flutterCoefficient(
      seed: 15, model: "flutterClamping", key: "scroll.flutterFriction", range: 0.008...0.04)
  }

  @Test("Flutter bouncing drag, one seed") func bouncingDragFast() throws {
    try Self.flutterCoefficient(
      seed: 16, model: "flutterBouncing", key: "scroll.bouncingDrag", range: 0.05...0.4)
  }

  @Test("bounce spring, one seed") func bounceSpringFast() throws {
    try Self.bounceSpring(seed: 17)
  }

  @Test("Flutter coefficients, ten seeds each", .tags(.slow), .enabled(if: SlowTests.enabled))
  func flutterMatrix() throws {
    for seed in 500..<510 {
      try Self.flutterCoefficient(
        seed: UInt64(seed), model: "flutterClamping", key: "scroll.flutterFriction",
        range: 0.008...0.04)
      try Self.flutterCoefficient(
        seed: UInt64(seed), model: "flutterBouncing", key: "scroll.bouncingDrag", range: 0.05...0.4)
    }
  }

  @Test("bounce spring, ten seeds", .tags(.slow), .enabled(if: SlowTests.enabled))
  func bounceSpringMatrix() throws {
    for seed in 600..<610 { try Self.bounceSpring(seed: UInt64(seed)) }
  }

  @Test("shift duration, one seed") func shiftDurationFast() throws {
    try Self.shiftDuration(seed: 18)
  }

  @Test("the shift behaviour is recognised") func shiftBehaviorFast() throws {
    #expect(try Self.chosenShiftBehavior(seed: 19, behavior: "enabledWithStatusBar"))
  }

  @Test("shift duration, ten seeds", .tags(.slow), .enabled(if: SlowTests.enabled))
  func shiftDurationMatrix() throws {
    for seed in 700..<710 { try Self.shiftDuration(seed: UInt64(seed)) }
  }

  @Test(
    "shift behaviour right in at least 95 % of cases", .tags(.slow), .enabled(if: SlowTests.enabled)
  )
  func shiftBehaviorMatrix() throws {
    var right = 0
    var total = 0
    for behavior in ["disabled", "enabled", "enabledWithStatusBar"] {
      for seed in 800..<810 {
        total += 1
        if try Self.chosenShiftBehavior(seed: UInt64(seed), behavior: behavior) { right += 1 }
      }
    }
    #expect(Double(right) >= 0.95 * Double(total), "\(right) of \(total)")
  }

  @Test("UIKit deceleration rate, ten seeds", .tags(.slow), .enabled(if: SlowTests.enabled))
  func uikitRateMatrix() throws {
    for seed in 100..<110 { try Self.uikitRate(seed: UInt64(seed)) }
  }

  @Test("Android friction, ten seeds", .tags(.slow), .enabled(if: SlowTests.enabled))
  func androidFrictionMatrix() throws {
    for seed in 200..<210 { try Self.androidFriction(seed: UInt64(seed)) }
  }

  @Test("header heights, ten seeds", .tags(.slow), .enabled(if: SlowTests.enabled))
  func headerHeightsMatrix() throws {
    for seed in 300..<310 { try Self.headerHeights(seed: UInt64(seed)) }
  }

  @Test(
    "auto physics right in at least 95 % of cases", .tags(.slow), .enabled(if: SlowTests.enabled))
  func autoPhysicsMatrix()
    throws
  {
    var right = 0
    var total = 0
    for model in ["uikit", "android", "flutterClamping", "flutterBouncing", "chromium"] {
      for seed in 400..<410 {
        total += 1
        if try Self.chosenModel(seed: UInt64(seed), model: model) { right += 1 }
      }
    }
    #expect(Double(right) >= 0.95 * Double(total), "\(right) of \(total)")
  }
}
