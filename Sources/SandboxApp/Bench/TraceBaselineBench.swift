import Foundation

/// `trace.baselineRatio`: `trace` of an hour of MDC swipes by this build against the same command
/// by an older build (`HEADER_SANDBOX_BENCH_BASELINE`, the path of its `header-sandbox`), child
/// processes interleaved, their CPU time compared. The baseline is whatever build the person
/// running the bench pins (issue 36 pins 65ed8d4, before anti-aliasing, devices and the platform
/// models); without one the figure is left out, and the bench says so.
enum TraceBaselineBench {
  /// The variable naming the older build's binary.
  static let variable = "HEADER_SANDBOX_BENCH_BASELINE"
  /// Simulated seconds: an hour, 216 000 rows, so process start-up is a small share.
  static let duration = 3600.0
  /// A swipe every 1.7 s, alternating up and down, as issue 26 measured the regression with.
  static let swipeInterval = 1.7

  /// The script: only fields every build since the first one reads.
  static func script() -> String {
    var events: [String] = []
    var t = 0.5
    var index = 0
    while t < duration - 2 {
      let (from, to) = index % 2 == 0 ? (650, 250) : (250, 650)
      events.append(
        #"{"t": \#(String(format: "%.3f", t)), "type": "swipe", "x": 195, "#
          + #""fromY": \#(from), "toY": \#(to), "duration": 0.15}"#)
      t += swipeInterval
      index += 1
    }
    return #"{"version": 1, "duration": \#(Int(duration)), "events": ["#
      + events.joined(separator: ",\n") + "]}\n"
  }

  static func run(_ plan: BenchPlan, directory: String) throws(CommandFailure) -> [BenchFigure] {
    guard let baseline = EnvironmentVariables.value(variable), !baseline.isEmpty else {
      Console.err("bench: trace.baselineRatio left out: \(variable) names no older build\n")
      return []
    }
    guard FileManager.default.isExecutableFile(atPath: baseline) else {
      throw CommandFailure(
        .usage, "\(variable): expected an executable header-sandbox, found \"\(baseline)\"")
    }
    let path = directory + "/trace-baseline.json"
    try AtomicFile.write(script(), to: path)
    defer { unlink(path) }
    let arguments = ["trace", path, "--preset", "mdc-default"]
    let pairs = try BenchProcess.interleaved(
      runs: plan.processRuns,
      { () throws(CommandFailure) in
        try BenchProcess.checked([BenchProcess.executablePath] + arguments)
      },
      { () throws(CommandFailure) in try BenchProcess.checked([baseline] + arguments) })
    let ours = pairs.map(\.first.cpuSeconds)
    let theirs = pairs.map(\.second.cpuSeconds)
    let oursFigure = BenchFigure(
      "trace.hourS", unit: "s", samples: ours,
      note: "`trace` of an hour of MDC swipes (216 000 rows) to /dev/null, child CPU time")
    let theirsFigure = BenchFigure(
      "trace.baselineHourS", unit: "s", samples: theirs,
      note: "the same by \(baseline)")
    return [
      BenchFigure.ratio(
        "trace.baselineRatio", oursFigure, theirsFigure, target: .atMost(1.05),
        note: "this build's trace CPU over the baseline's (\(variable)), interleaved"),
      oursFigure, theirsFigure,
    ]
  }
}
