import Foundation
import PhoneSimulation
import SandboxFormats
import Testing

@testable import MotionFit

@Suite("Gesture derivation")
struct GestureDerivationTests {
  @Test("a flick becomes one stroke released near the swipe's end with its speed")
  func flickStroke() throws {
    let (series, _) = try RoundTripFixture.series(
      RoundTripFixture.flick(), [("scroll.deceleration", .string("android"))])
    let strokes = GestureDerivation.strokes(series)
    #expect(strokes.count == 1)
    let stroke = try #require(strokes.first)
    // Swipe: 0.3 s + 0.12 s, 200 pt in 0.12 s (the slop is dropped, so the content is slower).
    #expect(abs(stroke.release - 0.42) < 0.04, "release at \(stroke.release)")
    #expect(stroke.velocity > 1000 && stroke.velocity < 2000, "velocity \(stroke.velocity)")
  }

  /// The swipe ends at 0.42 s, a third of the way between two 1/240 s ticks, at 1,666.7 pt/s:
  /// the coast reads the lift between the ticks, and the replayed lift, sent at its own time,
  /// starts the fling where the recording's started. Read on whole ticks and sent 1 ms early,
  /// the fling started 1.4 pt ahead, the velocity read 0.6 % low to make up for it, and the
  /// replay strayed 0.7 pt (a fit bent Android's friction 2 % to match).
  @Test(
    "a lift between two ticks is read there and replayed at its own time",
    arguments: ["android", "uikit", "flutterClamping"])
  func liftBetweenTicks(model: String) throws {
    let script = RoundTripFixture.flick()
    let (series, values) = try RoundTripFixture.series(
      script, [("scroll.deceleration", .string(model))], noise: 0)
    let strokes = GestureDerivation.strokes(series)
    let stroke = try #require(strokes.first)
    #expect(strokes.count == 1)
    if model == "android" {
      // Android's spline starts slowly, so its coast says where it began. An exponential
      // decay (UIKit's, Flutter's clamping friction) is the same curve from any of its points:
      // the earliest lift that explains it is taken, a frame early and faster, and replays alike.
      #expect(abs(stroke.release - 0.42) < 0.0002, "lift at \(stroke.release)")
      #expect(abs(stroke.velocity / (200 / 0.12) - 1) < 0.002, "velocity \(stroke.velocity)")
    }
    let derived = GestureDerivation.script(
      for: series, strokes: strokes, viewport: .standard,
      touchSlop: values[Param.scroll.touchSlop], fps: 60)
    var runner = try PhoneRunner(script: derived, settings: [try SandboxSettings(values: values)])
    var worst = 0.0
    var index = 0
    while let frame = runner.nextFrame(), index < series.count {
      worst = max(
        worst, abs(runner.phone.traceRow(frame: frame).scrollOffset - series.scrollOffset[index]))
      index += 1
    }
    #expect(worst < 0.1, "replay strays \(worst) pt")
  }

  /// Fits UIKit's deceleration rate to `series` through the gesture derived from it (one
  /// start, as `fit` derives it) and returns the result with the replay's scroll-offset
  /// residuals.
  static func fitDerived(_ series: MeasuredSeries, _ values: ConfigValues) throws -> (
    result: FitResult, residuals: [Double]
  ) {
    let plan = FitPlan(
      series: series,
      gesture: .derived(viewport: .standard, touchSlop: values[Param.scroll.touchSlop]),
      base: values, physics: .named("uikit"),
      vary: ["scroll.uikitDecelerationRate"], starts: 1, evaluationsPerDimension: 40)
    let result = plan.run(
      runner: { count, fit in (0..<count).map(fit) }, shouldStop: { false }, progress: { _ in })
    let objective = FitObjective(series: series, script: result.script, columns: [.scrollOffset])
    return (result, try #require(objective.residuals(result.values)))
  }

  // `measure --script`'s bar: played through the deceleration model that fits best, the derived
  // gesture comes to rest within 2 % of the measured travel.
  @Test("the derived gesture, fitted, comes to rest where the measurement does")
  func replay() throws {
    let (series, values) = try RoundTripFixture.series(
      RoundTripFixture.flick(), [("scroll.deceleration", .string("uikit"))])
    let (result, residuals) = try Self.fitDerived(series, values)
    let rest = abs(residuals.last ?? 0)
    let travel = (series.scrollOffset.last ?? 0) - series.scrollOffset[0]
    #expect(travel > 500)
    #expect(rest < 0.02 * travel, "rest position off by \(rest) pt of \(travel)")
    // The release velocity is fitted with the rate, so the replay is as good as the noise allows.
    let rms = try #require(result.best?.columns.first?.rms)
    #expect(rms < 1, "RMS \(rms) pt")
    let rate = try #require(result.fittedValues.first?.value)
    #expect(abs(rate - 0.998) <= 0.0005, "rate \(rate)")
  }

  /// The lead's repro: a flick up, and while it still flings, a swipe back down.
  static func twoSwipes() -> EventScript {
    EventScript(
      viewport: .standard, fps: 60, duration: 4,
      events: [
        TimedScriptEvent(
          t: 0.3, event: .swipe(x: 195, fromY: 650, toY: 350, duration: 0.12, hold: 0)),
        TimedScriptEvent(
          t: 2.6, event: .swipe(x: 195, fromY: 300, toY: 700, duration: 0.15, hold: 0)),
      ])
  }

  @Test("a swipe that catches a running fling is a second stroke, and both replay")
  func secondStroke() throws {
    let (series, values) = try RoundTripFixture.series(
      Self.twoSwipes(), [("scroll.deceleration", .string("uikit"))])
    let strokes = GestureDerivation.strokes(series)
    try #require(strokes.count == 2, "\(strokes)")
    let frame = 1.0 / 60
    #expect(abs(strokes[1].down - 2.6) <= 2 * frame, "second down at \(strokes[1].down)")
    #expect(abs(strokes[0].release - 0.42) <= 2 * frame, "first release \(strokes[0].release)")
    #expect(abs(strokes[1].release - 2.75) <= 2 * frame, "second release \(strokes[1].release)")
    #expect(strokes[0].velocity > 1500 && strokes[1].velocity < -1500, "\(strokes)")
    // Fitted (release velocities with the rate, as `fit` does), the replay is where the
    // measurement is when the second touch catches the fling and where it comes to rest.
    let (result, residuals) = try Self.fitDerived(series, values)
    let rms = try #require(result.best?.columns.first?.rms)
    #expect(rms < 2, "RMS \(rms) pt")
    let travel = series.scrollOffset.max() ?? 0
    #expect(travel > 1000)
    let caught = try #require(series.time.firstIndex { $0 >= 2.6 })
    for index in [caught - 1, series.count - 1] {
      #expect(abs(residuals[index]) < 0.02 * travel, "off by \(residuals[index]) pt at \(index)")
    }
  }
}

/// Issue 33's ranking case: an Android flick at friction 0.0293 (twice AOSP's), fitted from its
/// derived gesture with every deceleration model: a poor start must not lose the right one.
@Suite("Ranking from the derived gesture")
struct DerivedRankingTests {
  @Test("an Android flick at friction 0.0293 ranks android first and fits its friction")
  func androidAtHighFrictionRanksFirst() throws {
    let (series, values) = try RoundTripFixture.series(
      RoundTripFixture.flick(),
      [("scroll.deceleration", .string("android")), ("scroll.androidFriction", .number(0.0293))])
    let plan = FitPlan(
      series: series,
      gesture: .derived(viewport: .standard, touchSlop: values[Param.scroll.touchSlop]),
      base: ConfigValues(), physics: .auto, starts: 3, evaluationsPerDimension: 40)
    let result = plan.run(runner: FitSlots.parallel, shouldStop: { false }, progress: { _ in })
    let ranking = result.physicsRanking.map {
      "\($0.candidate.choices.first?.value ?? "?") \(String(format: "%.2f", $0.rms))"
    }
    #expect(result.physicsRanking.first?.candidate.choices.first?.value == "android", "\(ranking)")
    let rms = try #require(result.physicsRanking.first?.rms)
    #expect(rms < 1, "\(ranking)")
    // The coast is read against Android's spline at every friction (`CoastReading.shapes`) and
    // the lift between ticks (`CoastReading.refined`), and the replayed lift starts its fling at
    // its own time: the friction comes back 0.6 % low, 0.2σ (2.8σ of the σ counted from the
    // frames alone, before a friction carried the slow error of its own shape; 2.3 % low and
    // 10σ of that σ while lifts were read and sent on whole ticks: the fling started up to
    // 1.4 pt off and the friction bent to make up for it; 8 % low when the coast was read at
    // AOSP's friction alone).
    let fitted = try #require(
      result.physicsRanking.first?.values.first { $0.parameter.key == "scroll.androidFriction" })
    #expect(abs(fitted.value / 0.0293 - 1) <= 0.01, "fitted friction \(fitted.value)")
    let sigma = try #require(fitted.uncertainty)
    #expect(abs(fitted.value - 0.0293) <= 3 * sigma, "\(fitted.value) ± \(sigma)")
  }
}

/// A video's frames carry their nominal times (1.64 s at 25 fps) while a render's frame shows
/// the simulation tick at or up to one before it (1.6375 s): each followed move is sent early
/// enough to be in that tick, and no earlier than the frame before.
@Suite struct MoveLeadTests {
  static func times(fps: Double, count: Int = 50) -> [Double] {
    (0..<count).map { Double($0) / fps }
  }

  @Test func framesOnTheTickGridKeepTheShortLead() {
    for fps in [60.0, 120, 240, 30] {
      #expect(GestureDerivation.moveLead(frameInterval: 1 / fps) == GestureDerivation.inputLead)
    }
  }

  @Test func framesBetweenTicksLeadByMoreThanATick() {
    let tick = 1.0 / 240
    for fps in [25.0, 50, 90, 29.97] {
      let lead = GestureDerivation.moveLead(frameInterval: 1 / fps)
      #expect(lead > tick && lead < 0.45 / fps + 1e-12, "\(fps) fps: \(lead) s")
    }
    // 200 fps: frames 5 ms apart, so the lead stays under half a frame.
    #expect(GestureDerivation.moveLead(frameInterval: 1.0 / 200) <= 0.45 / 200 + 1e-12)
  }

  /// A frame closer to the last than the usual gap (a variable frame rate, a doubled frame)
  /// still gets its move after the events before it: the script stays in time order and loads.
  @Test func anIrregularFrameKeepsTheEventsInOrder() throws {
    var time = Self.times(fps: 25, count: 60)
    time.insert(0.403, at: 11)
    // At rest, then a drag up from 0.4 s at 500 pt/s, held, then at rest.
    let offsets = time.map { t in min(max(0, t - 0.4), 0.8) * 500 }
    let series = MeasuredSeries(time: time, scrollOffset: offsets)
    let script = GestureDerivation.script(
      for: series, viewport: .standard, touchSlop: 18, fps: 25)
    let times = script.events.map(\.t)
    #expect(times == times.sorted(), "\(times.prefix(6))")
    let decoded = try EventScript.decode(script.encoded(), file: "derived.json")
    #expect(decoded.events.count == script.events.count)
  }

  /// A drag that stops dead (a finger that holds still) is no fling's end; a fling's decay
  /// into its rest is.
  @Test func aDeadStopIsNoFlingsEnd() {
    let time = Self.times(fps: 60, count: 60)
    let held = time.map { t in min(t, 0.5) * 375 }
    let end = time.firstIndex { $0 > 0.5 }!
    #expect(
      GestureDerivation.stopsDead(
        MeasuredSeries(time: time, scrollOffset: held), end: end, coastEnd: end, velocity: 400))
    // UIKit's decay from 400 pt/s, at rest once under 1 pt a frame.
    var offset = 0.0
    var speed = 400.0
    var decayed: [Double] = []
    var rest = time.count - 1
    for (k, _) in time.enumerated() {
      decayed.append(offset)
      if speed < 60 && rest == time.count - 1 { rest = k }
      if k < rest { offset += speed / 60 }
      speed *= pow(0.998, 1000.0 / 60)
    }
    #expect(
      !GestureDerivation.stopsDead(
        MeasuredSeries(time: time, scrollOffset: decayed), end: rest, coastEnd: rest,
        velocity: 400))
  }
}
