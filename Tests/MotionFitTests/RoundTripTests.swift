import MotionFit
import SandboxCore
import TestSupport
import Testing

/// Round trips: traces made with seeded random parameters, sampled at 60 fps with 0.3 pt of
/// noise, fitted back. The untagged tests run one seed per case; the `.slow` ones ten.
@Suite("Fit round trips")
struct RoundTripTests {
  static func sequential(_ count: Int, _ fit: @Sendable (Int) -> CandidateFit) -> [CandidateFit] {
    (0..<count).map(fit)
  }

  /// Fits `series` with the gesture `script` and returns the result.
  static func fit(
    _ series: MeasuredSeries, script: EventScript, base: ConfigValues, physics: FitPlan.Choice,
    vary: [String]? = nil
  ) -> FitResult {
    let plan = FitPlan(
      series: series, gesture: .script(script), base: base, physics: physics, vary: vary, starts: 2,
      evaluationsPerDimension: 40)
    return plan.run(runner: sequential, shouldStop: { false }, progress: { _ in })
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

  @Test("UIKit deceleration rate, ten seeds", .tags(.slow)) func uikitRateMatrix() throws {
    for seed in 100..<110 { try Self.uikitRate(seed: UInt64(seed)) }
  }

  @Test("Android friction, ten seeds", .tags(.slow)) func androidFrictionMatrix() throws {
    for seed in 200..<210 { try Self.androidFriction(seed: UInt64(seed)) }
  }

  @Test("header heights, ten seeds", .tags(.slow)) func headerHeightsMatrix() throws {
    for seed in 300..<310 { try Self.headerHeights(seed: UInt64(seed)) }
  }

  @Test("auto physics right in at least 95 % of cases", .tags(.slow)) func autoPhysicsMatrix()
    throws
  {
    var right = 0
    var total = 0
    for model in ["uikit", "android", "flutterClamping", "flutterBouncing"] {
      for seed in 400..<410 {
        total += 1
        if try Self.chosenModel(seed: UInt64(seed), model: model) { right += 1 }
      }
    }
    #expect(Double(right) >= 0.95 * Double(total), "\(right) of \(total)")
  }
}
