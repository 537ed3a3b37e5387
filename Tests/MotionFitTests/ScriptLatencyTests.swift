import MotionFit
import PhoneSimulation
import SandboxFormats
import Testing

/// A given script's input latency (`FitObjective.latencies`): read off the rows where the finger
/// is down, so a recording that shows the same motion late is matched at that lateness, and one
/// on time at 0 whatever the physics does after the lift.
@Suite struct ScriptLatencyTests {
  /// The flick's trace under `uikit`, every row `lateness` seconds later, as a device would
  /// show it.
  static func lateSeries(_ lateness: Double) throws -> (MeasuredSeries, EventScript) {
    let script = RoundTripFixture.flick(distance: 220, duration: 0.15, length: 3)
    let (series, _) = try RoundTripFixture.series(
      script, [("scroll.deceleration", .string("uikit"))], noise: 0.1)
    let shifted = MeasuredSeries(
      time: series.time,
      scrollOffset: series.time.indices.map { row in
        // The row at t shows the trace at t − lateness (the first row until then).
        let source = series.time.lastIndex { $0 <= series.time[row] - lateness + 1e-9 } ?? 0
        return series.scrollOffset[source]
      })
    return (shifted, script)
  }

  @Test(arguments: [0.0, 1.0 / 60, 3.0 / 60])
  func theLatencyIsTheRecordingsLateness(lateness: Double) throws {
    let (series, script) = try Self.lateSeries(lateness)
    var values = ConfigValues()
    try values.set(key: "scroll.deceleration", value: .string("uikit"))
    let objective = FitObjective(series: series, script: script, columns: [.scrollOffset])
    let fitted = try #require(objective.fitted(values))
    #expect(abs(fitted.latency - lateness) <= 0.001, "found \(fitted.latency) s")
    let rms = (fitted.residuals.reduce(0) { $0 + $1 * $1 } / Double(fitted.residuals.count))
      .squareRoot()
    #expect(rms < 0.5, "RMS \(rms) pt at \(fitted.latency) s")
  }

  @Test func theLatencyIsNotFittedToTheCoast() throws {
    // Under the wrong physics the coast misses by tens of points; the touch rows still say the
    // recording is on time, so the latency does not bend to hide the miss.
    let (series, script) = try Self.lateSeries(0)
    var values = ConfigValues()
    try values.set(key: "scroll.deceleration", value: .string("android"))
    let objective = FitObjective(series: series, script: script, columns: [.scrollOffset])
    let fitted = try #require(objective.fitted(values))
    #expect(fitted.latency <= 0.001)
  }

  @Test func aDerivedGestureIsOnTheRecordingsClock() throws {
    let (series, _) = try Self.lateSeries(0)
    let objective = FitObjective(
      series: series, gesture: .derived(viewport: .standard, touchSlop: 10),
      columns: [.scrollOffset])
    #expect(objective.latencies == [0])
  }
}
