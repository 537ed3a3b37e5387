import Foundation
import MotionFit
import SandboxFormats
import SandboxStage
import TestSupport
import Testing

@testable import SandboxApp

/// The render → measure → fit round trip (issue #25): scripts rendered to MP4 with seeded random
/// parameters through the real `render` command and ffmpeg, measured by `measure`, fitted back,
/// each value within twice the tolerance the trace round trips (`RoundTripTests`) keep.
///
/// One seed per case, eleven cases: the five deceleration models (each coefficient, and the
/// model `--physics auto` names), the header heights under MDC and Compose M3, MDC's shift
/// duration and its three shift behaviours, and the edge spring. A case costs a render and a
/// measurement in a debug build (10–20 s at ×1; ×2 would quadruple the measurement) and a
/// fit of one or two parameters; the suite runs in about 3–4 minutes on two busy cores, where
/// two seeds per case took twice as long. Ten seeds per case stay with the trace round trips,
/// which test the fit itself; these test the path through pixels, which every case takes. The
/// model choices (five deceleration models, three shift behaviours) must all be right: 95 % of
/// eight rounds up to eight.
@Suite(
  "render → measure → fit round trips", .tags(.slow),
  .enabled(if: SlowTests.enabled, SlowTests.reason))
struct VideoRoundTripTests {
  static let seeds: [UInt64] = [1]

  /// A rendered, measured script and what the fit starts from.
  struct Measured {
    var series: MeasuredSeries
    var script: EventScript
    var base: ConfigValues
  }

  /// Writes a script (viewport 390 × 844 at ×1, 60 fps, under `preset`) with `events`, renders
  /// it with the true values `truth` as `--set` flags (so the fit cannot read them from the
  /// script), measures the MP4 and returns the measurement with the script and the preset's own
  /// values (the fit's start).
  /// `known` values are set on both the render and the fit's start (what the fit is not asked).
  static func renderAndMeasure(
    preset: String, events: String, duration: Double, known: [String: String] = [:],
    truth: [String: String]
  ) throws -> Measured {
    let dir = try ScratchDirectory.make("video-round-trip")
    let scriptPath = dir.appendingPathComponent("script.json").path
    let text = """
      {"version": 1, "preset": "\(preset)",
       "viewport": {"width": 390, "height": 844, "scale": 1}, "fps": 60, "duration": \(duration),
       "events": [\(events)]}
      """
    try text.write(toFile: scriptPath, atomically: true, encoding: .utf8)
    let video = dir.appendingPathComponent("render.mp4").path
    let assignments = known.merging(truth) { $1 }.sorted { $0.key < $1.key }.map {
      "\($0.key)=\($0.value)"
    }
    let sets = assignments.flatMap { ["--set", $0] }
    let render = try runSandbox(["render", scriptPath, "--out", video] + sets)
    try #require(render.status == 0, "\(render.stderr)")
    let csv = dir.appendingPathComponent("measure.csv").path
    let measure = try runSandbox(["measure", video, "--scale", "1", "--out", csv])
    try #require(measure.status == 0, "\(measure.stderr)")
    let series = try SeriesTableParser.parse(String(contentsOfFile: csv, encoding: .utf8))
    let setup = try ConfigSources.locate()
    var script = try setup.loadScript(scriptPath)
    // As `render` plays it: on the device its preset names (Compose M3: a Pixel 8).
    try setup.applyNamedDevice(TuningOptions(), to: &script, scriptFile: scriptPath)
    let knownLayer = try SetOverride.parse(known.sorted { $0.key < $1.key }.map { "\($0)=\($1)" })
    let base = try setup.values(
      TuningOptions(overrides: knownLayer), script: script, scriptFile: scriptPath)
    return Measured(series: series, script: script, base: base)
  }

  /// A flick up the list, `distance` points in 0.12 s, released at speed.
  static func flick(distance: Double, duration: Double = 0.12) -> String {
    #"{"t": 0.3, "type": "swipe", "x": 195, "fromY": 650, "toY": \#(650 - distance), "#
      + #""duration": \#(duration), "hold": 0}"#
  }

  /// Fits `measured` on every core, as `fit` does (two starts, 40 evaluations per dimension, as
  /// the trace round trips).
  static func fit(
    _ measured: Measured, physics: FitPlan.Choice, vary: [String]?, fixed: Set<String> = []
  ) -> FitResult {
    let plan = FitPlan(
      series: measured.series, gesture: .script(measured.script), base: measured.base,
      physics: physics, vary: vary, fixed: fixed, starts: 2, evaluationsPerDimension: 40)
    return plan.run(runner: FitSlots.parallel, shouldStop: { false }, progress: { _ in })
  }

  static func value(_ fit: CandidateFit?, _ key: String) -> Double? {
    fit?.values.first { $0.parameter.key == key }?.value
  }

  /// The fitted `key` lies within 3σ of `truth` (issue 33: the uncertainties `fit` prints cover
  /// the truth on recordings, slow reading errors included).
  static func expectCovered(
    _ fit: CandidateFit?, _ key: String, truth: Double, _ label: String
  ) {
    guard let fitted = fit?.values.first(where: { $0.parameter.key == key }) else {
      Issue.record("\(label): \(key) not fitted")
      return
    }
    guard let sigma = fitted.uncertainty else {
      Issue.record("\(label): \(key) has no uncertainty")
      return
    }
    #expect(
      abs(fitted.value - truth) <= 3 * sigma,
      "\(label): \(key) \(fitted.value) ± \(sigma), true \(truth)")
  }

  /// Residual RMS under twice 1 pt on every fitted column.
  static func expectSmallResiduals(_ fit: CandidateFit?, _ label: String) {
    let columns = fit?.columns ?? []
    #expect(!columns.isEmpty, "\(label): no fit")
    for column in columns {
      #expect(column.rms < 2, "\(label): \(column.column.rawValue) RMS \(column.rms)")
    }
  }

  /// A deceleration model's own coefficient and whether `--physics auto` names the model.
  struct DecelerationCase: Sendable, CustomStringConvertible {
    var model: String
    var key: String
    var range: ClosedRange<Double>
    /// Allowed error: absolute when `relative` is false.
    var tolerance: Double
    var relative: Bool
    var description: String { model }
  }

  static let decelerationCases = [
    // UIKit's rate ±0.0005, doubled.
    DecelerationCase(
      model: "uikit", key: "scroll.uikitDecelerationRate", range: 0.99...0.999, tolerance: 0.001,
      relative: false),
    DecelerationCase(
      model: "uikitFast", key: "scroll.uikitFastDecelerationRate", range: 0.97...0.99,
      tolerance: 0.001, relative: false),
    // Android's and Flutter's friction and the bouncing drag ±3 %, doubled.
    DecelerationCase(
      model: "android", key: "scroll.androidFriction", range: 0.008...0.04, tolerance: 0.06,
      relative: true),
    DecelerationCase(
      model: "flutterClamping", key: "scroll.flutterFriction", range: 0.008...0.04,
      tolerance: 0.06, relative: true),
    DecelerationCase(
      model: "flutterBouncing", key: "scroll.bouncingDrag", range: 0.05...0.4, tolerance: 0.06,
      relative: true),
  ]

  /// The header's fitted keys and its enumerated behaviour, pinned where only the deceleration
  /// is asked about.
  static let headerPinned: Set<String> = [
    "header.minimumHeight", "header.maximumHeight", "header.shiftDuration",
    "header.shiftSpring.stiffness", "header.shiftSpring.dampingRatio", "header.shiftBehavior",
  ]

  /// One flick per model and seed: the coefficient of the true model's candidate (the
  /// deceleration stage fits each model with its own rate) within twice its tolerance, and the
  /// models ranked; the header is pinned (MDC, 56 pt, no shift), so the header stage is short.
  ///
  /// The model named must be the true one, with one exception: `uikit` and `flutterBouncing`
  /// are the same exponential decay (UIKit's `rate^(1000 t)`, Flutter's `drag^t`) and differ
  /// only in their stopping rule and at an edge, so a recording's noise decides between them
  /// (docs/fit.md, limits). At ×1 their RMS came out 0.162 and 0.169 pt, inside the fit's tie
  /// (2 % + 0.01 pt), where the one closer to its defaults ranks first; a flick back that hits
  /// the top did not separate them either. For that pair the true model must rank among the
  /// equally good fits.
  @Test("each deceleration model: its coefficient and the model chosen")
  func decelerationModels() throws {
    var right = 0
    var total = 0
    var misses: [String] = []
    for (index, testCase) in Self.decelerationCases.enumerated() {
      for seed in Self.seeds {
        var random = SplitMix64(seed: seed &* 31 &+ UInt64(index))
        let truth = random.uniform(testCase.range)
        let measured = try Self.renderAndMeasure(
          preset: "mdc-default", events: Self.flick(distance: random.uniform(120...260)),
          duration: 3.5,
          truth: ["scroll.deceleration": testCase.model, testCase.key: "\(truth)"])
        let result = Self.fit(
          measured, physics: .auto, vary: nil,
          fixed: Self.headerPinned)
        let label = "\(testCase.model) seed \(seed), true \(testCase.key) \(truth)"
        let own = result.physicsRanking.first {
          $0.candidate.choices.first?.value == testCase.model
        }
        let fitted = try #require(Self.value(own, testCase.key), "\(label)")
        let error = testCase.relative ? abs(fitted / truth - 1) : abs(fitted - truth)
        #expect(error <= testCase.tolerance, "\(label): fitted \(fitted)")
        Self.expectCovered(own, testCase.key, truth: truth, label)
        Self.expectSmallResiduals(own, label)
        let chosen = result.physicsRanking.first?.candidate.choices.first?.value
        let best = result.physicsRanking.first?.rms ?? .infinity
        let twins: Set<String> = ["uikit", "flutterBouncing"]
        let tied =
          twins.contains(testCase.model) && twins.contains(chosen ?? "")
          && (own?.rms ?? .infinity) <= best * 1.02 + 0.01
        total += 1
        if chosen == testCase.model || tied {
          right += 1
        } else {
          let ranking = result.physicsRanking.map { "\($0.candidate.label) \($0.rms)" }
          misses.append("\(label): chose \(chosen ?? "nothing"): \(ranking)")
        }
      }
    }
    #expect(right == total, "\(right) of \(total) models right; \(misses)")
  }

  /// The header's minimum and maximum heights within ±2 pt: a slow drag that collapses the
  /// header, under MDC (shift disabled) and a platform model (Compose M3's exitUntilCollapsed).
  @Test("header heights: MDC and Compose M3", arguments: ["mdc-default", "compose-m3"])
  func headerHeights(preset: String) throws {
    for seed in Self.seeds {
      var random = SplitMix64(seed: seed &* 37 &+ UInt64(preset.count))
      let minimum = random.uniform(48...80).rounded()
      let maximum = random.uniform(130...200).rounded()
      let measured = try Self.renderAndMeasure(
        preset: preset, events: Self.flick(distance: 300, duration: 0.4), duration: 3,
        known: Self.skinFor[preset] ?? [:],
        truth: ["header.minimumHeight": "\(minimum)", "header.maximumHeight": "\(maximum)"])
      let result = Self.fit(
        measured, physics: .configured, vary: ["header.minimumHeight", "header.maximumHeight"])
      let label = "\(preset) seed \(seed), true \(minimum)…\(maximum)"
      let fittedMin = try #require(Self.value(result.best, "header.minimumHeight"), "\(label)")
      let fittedMax = try #require(Self.value(result.best, "header.maximumHeight"), "\(label)")
      #expect(abs(fittedMin - minimum) <= 2, "\(label): minimum \(fittedMin)")
      #expect(abs(fittedMax - maximum) <= 2, "\(label): maximum \(fittedMax)")
      Self.expectCovered(result.best, "header.minimumHeight", truth: minimum, label)
      Self.expectCovered(result.best, "header.maximumHeight", truth: maximum, label)
      Self.expectSmallResiduals(result.best, label)
    }
  }

  /// Tuning every render of a preset shares: Material 3's bar is drawn in (nearly) the page's own
  /// colour, which `measure` cannot see (docs/measure.md, limits), so it is drawn with MDC's
  /// skin; the header model's motion is Compose M3's.
  static let skinFor: [String: [String: String]] = ["compose-m3": ["theme.skin": "mdc"]]

  /// MDC's `bezier` shift duration within ±20 ms: a programmatic shift off and on, and a snap
  /// after a short drag.
  @Test("MDC shift duration")
  func shiftDuration() throws {
    for seed in Self.seeds {
      var random = SplitMix64(seed: seed &* 41)
      let duration = random.uniform(0.12...0.6)
      let events = """
        {"t": 0.3, "type": "shiftOffScreen", "animated": true},
        {"t": 1.3, "type": "shiftOnScreen", "animated": true},
        {"t": 2.3, "type": "swipe", "x": 195, "fromY": 600, "toY": 560, "duration": 0.4, "hold": 0.2}
        """
      let measured = try Self.renderAndMeasure(
        preset: "mdc-default", events: events, duration: 4,
        known: ["header.shiftBehavior": "enabled", "header.shiftAnimation": "bezier"],
        truth: ["header.shiftDuration": "\(duration)"])
      let result = Self.fit(measured, physics: .configured, vary: ["header.shiftDuration"])
      let fitted = try #require(Self.value(result.best, "header.shiftDuration"))
      let label = "seed \(seed), true \(duration)"
      #expect(abs(fitted - duration) <= 0.020, "\(label): fitted \(fitted)")
      Self.expectCovered(result.best, "header.shiftDuration", truth: duration, label)
      Self.expectSmallResiduals(result.best, label)
    }
  }

  /// MDC's shift behaviour named among its three: a long flick under each, the maximum height
  /// fitted alongside. Every one must be right (see the suite's comment).
  @Test("MDC shift behaviour chosen")
  func shiftBehavior() throws {
    var right = 0
    var misses: [String] = []
    let behaviors = ["disabled", "enabled", "enabledWithStatusBar"]
    for behavior in behaviors {
      for seed in Self.seeds {
        var random = SplitMix64(seed: seed &* 43 &+ UInt64(behavior.count))
        let maximum = random.uniform(100...180).rounded()
        let measured = try Self.renderAndMeasure(
          preset: "mdc-default", events: Self.flick(distance: 320, duration: 0.2), duration: 3,
          truth: ["header.shiftBehavior": behavior, "header.maximumHeight": "\(maximum)"])
        let result = Self.fit(measured, physics: .configured, vary: ["header.maximumHeight"])
        let chosen = result.best?.candidate.choices.first { $0.key == "header.shiftBehavior" }
        if chosen?.value == behavior {
          right += 1
          Self.expectSmallResiduals(result.best, "\(behavior) seed \(seed)")
        } else {
          let ranking = result.headerRanking.map { "\($0.candidate.label) \($0.rms)" }
          misses.append("\(behavior) seed \(seed): \(ranking)")
        }
      }
    }
    let total = behaviors.count * Self.seeds.count
    #expect(right == total, "\(right) of \(total) right; \(misses)")
  }

  /// The edge spring's stiffness and damping ratio within ±10 %: content pulled past the top,
  /// held, and let go.
  @Test("bounce spring")
  func bounceSpring() throws {
    for seed in Self.seeds {
      var random = SplitMix64(seed: seed &* 47)
      let stiffness = random.uniform(60...400)
      let damping = random.uniform(0.6...1.2)
      let events = """
        {"t": 0.2, "type": "swipe", "x": 195, "fromY": 300, "toY": 520, "duration": 0.3, "hold": 0.3}
        """
      let measured = try Self.renderAndMeasure(
        preset: "mdc-default", events: events, duration: 2.5,
        truth: [
          "scroll.bounce.stiffness": "\(stiffness)", "scroll.bounce.dampingRatio": "\(damping)",
        ])
      let result = Self.fit(
        measured, physics: .configured,
        vary: ["scroll.bounce.stiffness", "scroll.bounce.dampingRatio"])
      let label = "seed \(seed), true \(stiffness), \(damping)"
      let k = try #require(Self.value(result.best, "scroll.bounce.stiffness"), "\(label)")
      let z = try #require(Self.value(result.best, "scroll.bounce.dampingRatio"), "\(label)")
      #expect(abs(k / stiffness - 1) <= 0.10, "\(label): stiffness \(k)")
      #expect(abs(z / damping - 1) <= 0.10, "\(label): damping \(z)")
      Self.expectCovered(result.best, "scroll.bounce.stiffness", truth: stiffness, label)
      Self.expectCovered(result.best, "scroll.bounce.dampingRatio", truth: damping, label)
      Self.expectSmallResiduals(result.best, label)
    }
  }
}
