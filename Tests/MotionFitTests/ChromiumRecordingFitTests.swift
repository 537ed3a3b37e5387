import Foundation
import MotionFit
import PhoneSimulation
import SandboxFormats
import TestSupport
import Testing

/// `fit --physics auto` on scroll recordings of Debian's headless Chromium 156
/// (docs/research/chromium/data), with the touches the recording sent as the script (`fit
/// --script`): every deceleration model tried, each chosen model's replay within 2 % of the
/// travel, and `chromium` chosen for a fast fling (not yet for slower ones, see below). (The gesture `fit` derives without a script reads these 60 fps recordings' one
/// drag as two strokes 35 ms apart, which Chromium's booster then rightly adds up.)
@Suite("Fitting Chromium recordings")
struct ChromiumRecordingFitTests {
  static let directory = packageRoot().appendingPathComponent("docs/research/chromium/data")

  /// The recording's scrollY per animation frame as a series from t = 0 (CSS px = pt), and the
  /// touches it sent as a script on the same clock.
  static func recording(_ name: String) throws -> (MeasuredSeries, EventScript) {
    let url = directory.appendingPathComponent("\(name).csv")
    let rows = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").dropFirst()
      .compactMap { line -> (Double, Double)? in
        let fields = line.split(separator: ",").compactMap { Double($0) }
        return fields.count == 2 ? (fields[0] / 1000, fields[1]) : nil
      }
    let start = rows.first?.0 ?? 0
    let series = MeasuredSeries(time: rows.map { $0.0 - start }, scrollOffset: rows.map(\.1))
    let json = try Data(contentsOf: directory.appendingPathComponent("\(name).touch.json"))
    let sent = (try JSONSerialization.jsonObject(with: json) as? [String: Any])?["sent"]
    var events: [TimedScriptEvent] = []
    for touch in sent as? [[String: Any]] ?? [] {
      guard let type = touch["type"] as? String, let ms = touch["t_page_ms"] as? Double,
        let x = (touch["x"] as? NSNumber)?.doubleValue,
        let y = (touch["y"] as? NSNumber)?.doubleValue
      else { continue }
      let t = ms / 1000 - start
      switch type {
      case "touchStart": events.append(TimedScriptEvent(t: t, event: .touchDown(x: x, y: y)))
      case "touchMove": events.append(TimedScriptEvent(t: t, event: .touchMove(x: x, y: y)))
      default: events.append(TimedScriptEvent(t: t, event: .touchUp(x: x, y: y)))
      }
    }
    let viewport = Viewport(width: 390, height: 844, scale: 1, pixelRatio: 3)
    let script = EventScript(
      viewport: viewport, fps: 60, duration: series.time.last, events: events)
    return (series, script)
  }

  @Test(arguments: ["medium_1500", "v2500", "nl_fast_4000"])
  func autoPhysicsChoosesChromium(name: String) throws {
    let (series, script) = try Self.recording(name)
    var base = ConfigValues()
    // A page long enough for every fling, under Chromium's touch rules.
    try base.set(key: Param.content.rowCount.name, value: .number(300))
    try base.set(key: Param.scroll.touchSlop.name, value: .number(15))
    try base.set(key: Param.scroll.minFlingVelocity.name, value: .number(30))
    try base.set(key: Param.scroll.maxFlingVelocity.name, value: .number(17000))
    let plan = FitPlan(
      series: series, gesture: .script(script), base: base, physics: .auto, starts: 1,
      evaluationsPerDimension: 30)
    let result = plan.run(runner: FitSlots.parallel, shouldStop: { false }, progress: { _ in })
    let ranking = result.physicsRanking.map {
      "\($0.candidate.choices.first?.value ?? "?") \(String(format: "%.2f", $0.rms))"
    }
    let chosen = result.physicsRanking.first?.candidate.choices.first?.value
    if name == "nl_fast_4000" {
      #expect(chosen == "chromium", "\(name): \(ranking)")
    } else {
      // The curve replays these at 0.26–0.74 px (ChromiumRecordingTests), but the sandbox's
      // drag does not: the browser shows each move about two frames late, and it keeps more of
      // the drag than the sandbox's slop rule (which drops the move that crosses the slop, 18
      // and 25 px here, where Chromium loses 5 and 2). With start and offset fixed by the
      // script, chromium's replay is 11–19 px RMS and flutterClamping's shape hides that better.
      withKnownIssue("the sandbox's drag replay trails the browser's input latency") {
        #expect(chosen == "chromium", "\(name): \(ranking)")
      }
    }
    let objective = FitObjective(series: series, script: result.script, columns: [.scrollOffset])
    let residuals = try #require(objective.residuals(result.values))
    let travel = (series.scrollOffset.max() ?? 0) - (series.scrollOffset.min() ?? 0)
    let rest = abs(residuals.last ?? .infinity)
    #expect(rest < 0.02 * travel, "\(name): rests \(rest) pt off over \(travel) pt; \(ranking)")
  }
}
