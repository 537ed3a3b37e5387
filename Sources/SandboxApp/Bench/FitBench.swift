import Foundation
import MotionFit
import PhoneSimulation
import SandboxStage
import SandboxFormats

/// `fit.seconds`: wall seconds `fit` takes on a 5 s input (two flicks, the header shifting and
/// snapping with a `bezier` animation) with four continuous parameters (the deceleration rate,
/// both heights, the shift duration) and the deceleration model on `auto`, candidates spread
/// over every core as the command does. The input is a trace with 0.3 pt of seeded noise; the
/// gesture is derived from it, as without `--script`.
enum FitBench {
  static func run(_ plan: BenchPlan) throws(CommandFailure) -> BenchFigure {
    let quick = plan.runs < BenchPlan.full.runs
    let length = quick ? 1.5 : 5
    let (series, base) = try input(length: length)
    var fitPlan = FitPlan(
      series: series,
      gesture: .derived(viewport: .standard, touchSlop: base[Param.scroll.touchSlop]),
      base: base, physics: .auto)
    if quick { fitPlan.starts = 1 }
    var parameters = 0
    let samples = BenchStatistics.repeated(runs: quick ? 1 : 3, warmUp: 0) {
      let start = BenchStatistics.nanoseconds()
      let result = fitPlan.run(
        runner: FitSlots.parallel, shouldStop: { false }, progress: { _ in })
      parameters = result.best?.values.count ?? 0
      return BenchStatistics.seconds(since: start)
    }
    return BenchFigure(
      "fit.seconds", unit: "s", samples: samples, target: .below(30),
      note: "\(BenchFigure.format(length)) s input at 60 fps, \(parameters) continuous parameters, "
        + "deceleration auto (5 models), \(ProcessInfo.processInfo.activeProcessorCount) cores")
  }

  /// The bench's input: the trace of two flicks under known values, with noise.
  static func input(length: Double) throws(CommandFailure) -> (MeasuredSeries, ConfigValues) {
    var values = ConfigValues()
    let assignments: [(String, ParameterValue)] = [
      ("scroll.deceleration", .string("uikit")), ("scroll.uikitDecelerationRate", .number(0.995)),
      ("header.shiftBehavior", .string("enabled")), ("header.shiftAnimation", .string("bezier")),
      ("header.shiftDuration", .number(0.25)), ("header.minimumHeight", .number(64)),
      ("header.maximumHeight", .number(160)),
    ]
    for (key, value) in assignments { try? values.set(key: key, value: value) }
    let script = EventScript(
      fps: 60, duration: length,
      events: [
        TimedScriptEvent(
          t: 0.2, event: .swipe(x: 195, fromY: 650, toY: 420, duration: 0.15, hold: 0)),
        TimedScriptEvent(
          t: min(2.6, length / 2),
          event: .swipe(x: 195, fromY: 300, toY: 500, duration: 0.15, hold: 0)),
      ])
    do {
      var runner = try ScriptRunner(script: script, settings: [try SandboxSettings(values: values)])
      var state: UInt64 = 0x5EED
      func noise() -> Double {
        // SplitMix64, three uniforms summed: 0.3 pt standard deviation.
        var sum = 0.0
        for _ in 0..<3 {
          state &+= 0x9E37_79B9_7F4A_7C15
          var z = state
          z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
          z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
          z ^= z >> 31
          sum += Double(z >> 11) / Double(UInt64(1) << 53) * 2 - 1
        }
        return 0.3 * sum
      }
      var time: [Double] = []
      var offset: [Double] = []
      var bottom: [Double] = []
      while let frame = runner.nextFrame() {
        let row = runner.phone.traceRow(frame: frame)
        time.append(row.time)
        offset.append(row.scrollOffset + noise())
        bottom.append(row.headerTop + row.headerHeight + noise())
      }
      var base = ConfigValues()
      try? base.set(key: "header.shiftBehavior", value: .string("enabled"))
      try? base.set(key: "header.shiftAnimation", value: .string("bezier"))
      return (MeasuredSeries(time: time, scrollOffset: offset, headerBottom: bottom), base)
    } catch {
      throw CommandFailure(.software, "bench: the fit input could not be simulated: \(error)")
    }
  }
}
