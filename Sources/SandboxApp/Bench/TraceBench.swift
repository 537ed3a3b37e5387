import Foundation
import SandboxCore

/// `trace.speedup`: simulated seconds per wall second of `trace`'s own loop (advance every frame,
/// format the CSV row into the output buffer) over every demo script, writing to /dev/null.
enum TraceBench {
  static func run(_ plan: BenchPlan, setup: ConfigSources) throws(CommandFailure) -> BenchFigure {
    let directory = setup.assets.scriptsDirectory
    let names =
      ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
      .filter { $0.hasSuffix(".json") }.sorted()
    guard !names.isEmpty else {
      throw CommandFailure(.unavailable, "bench: no demo scripts in \(directory.path)")
    }
    var jobs: [(EventScript, SandboxSettings)] = []
    for name in names {
      let path = directory.appendingPathComponent(name).path
      let script = try setup.loadScript(path)
      jobs.append((script, try setup.settings(TuningOptions(), script: script, scriptFile: path)))
    }
    let devNull = open("/dev/null", O_WRONLY)
    guard devNull >= 0 else { throw CommandFailure(.ioError, "bench: cannot open /dev/null") }
    defer { close(devNull) }
    var failure: CommandFailure?
    let samples = BenchStatistics.repeated(runs: plan.runs) {
      var simulated = 0.0
      let start = BenchStatistics.threadNanoseconds()
      for _ in 0..<plan.traceRepetitions {
        for (script, settings) in jobs {
          do {
            var runner = try ScriptRunner(script: script, settings: [settings])
            let output = BufferedOutput(fd: devNull)
            TraceCommand.write(&runner, format: "csv", to: output) { _ in }
            output.flush()
            simulated += Double(runner.frameCount) / Double(runner.fps)
          } catch {
            failure = CommandFailure(.software, "bench: trace of a demo script failed: \(error)")
          }
        }
      }
      return simulated / BenchStatistics.cpuSeconds(since: start)
    }
    if let failure { throw failure }
    return BenchFigure(
      "trace.speedup", unit: "×", samples: samples, target: .above(1000),
      note: "\(names.count) demo scripts, CSV rows formatted into trace's buffer, /dev/null; "
        + "simulated s per thread-CPU s (= wall on an idle machine)")
  }
}
