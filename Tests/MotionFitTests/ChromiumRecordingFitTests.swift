import Foundation
import MotionFit
import PhoneSimulation
import SandboxFormats
import TestSupport
import Testing

/// `fit --physics auto` on scroll recordings of Debian's headless Chromium 156
/// (docs/research/chromium/data), with the touches the recording sent as the script (`fit
/// --script`): every deceleration model tried, `chromium` chosen for slow, medium, ramped and
/// fast flings, its replay within 1 % of the travel and resting within 2 %. (The gesture `fit`
/// derives without a script reads these 60 fps recordings' one drag as two strokes 35 ms apart,
/// which Chromium's booster then rightly adds up.)
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

  @Test(arguments: [
    "slow_500", "medium_1500", "medium_1500_8ms", "ramp_1500", "v2500", "nl_fast_4000",
  ])
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
    #expect(chosen == "chromium", "\(name): \(ranking)")
    // The page shows each touch about a frame after its timestamp (Chromium's touch injection
    // waits for a frame, and `scrollY` read in rAF trails the compositor): the fit reads that
    // latency off the drag instead of bending the physics to it.
    #expect(
      result.latency >= 0.008 && result.latency <= 0.020,
      "\(name): latency \(result.latency) s; \(ranking)")
    let objective = FitObjective(
      series: series, script: result.script, columns: [.scrollOffset], latencies: [result.latency])
    let residuals = try #require(objective.residuals(result.values))
    let travel = (series.scrollOffset.max() ?? 0) - (series.scrollOffset.min() ?? 0)
    let rest = abs(residuals.last ?? .infinity)
    #expect(rest < 0.02 * travel, "\(name): rests \(rest) pt off over \(travel) pt; \(ranking)")
    let rms = (residuals.reduce(0) { $0 + $1 * $1 } / Double(residuals.count)).squareRoot()
    #expect(rms < 0.01 * travel, "\(name): RMS \(rms) pt over \(travel) pt; \(ranking)")
  }
}

/// `GestureDerivation.inferredEdges` on every Chromium recording of docs/research/chromium/data:
/// Chromium on Linux clamps at both ends of the page (no rubber band), so nothing springs back
/// and no edge may be read, even where a fling runs into the end of a short page (`e600_*`, a
/// page 600 px taller than its viewport: the offset stops dead at 2 385 px). The rule reads only
/// what it can see: a clamped end says nothing about where a spring would have brought it.
@Suite("No edges read in a browser's recordings")
struct ChromiumRecordingEdgeTests {
  static let names: [String] = {
    let directory = ChromiumRecordingFitTests.directory
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return files.filter { $0.hasSuffix(".csv") }.map { String($0.dropLast(4)) }.sorted()
  }()

  @Test func everyRecordingIsThere() {
    #expect(Self.names.count >= 30, "\(Self.names)")
  }

  @Test(arguments: names)
  func noEdgeIsRead(name: String) throws {
    let (series, _) = try ChromiumRecordingFitTests.recording(name)
    let edges = GestureDerivation.inferredEdges(series)
    #expect(edges.isEmpty, "\(name): \(edges)")
    // With a header edge as tall everywhere (a fixed bar), the top is not read either.
    let barred = MeasuredSeries(
      time: series.time, scrollOffset: series.scrollOffset,
      headerBottom: series.time.map { _ in 56 })
    #expect(GestureDerivation.inferredEdges(barred).isEmpty, "\(name)")
  }
}
