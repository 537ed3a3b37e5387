import Foundation
import PhoneSimulation
import SandboxStage
import SandboxFormats

/// `trace.speedup`, `trace.speedup.mdc` and `trace.speedup.platform`: simulated seconds per wall
/// second of `trace`'s own loop (advance every frame, format the CSV row into the output buffer),
/// writing to /dev/null.
///
/// `trace.speedup` plays every demo script as its file says. The other two are measured apart so
/// that one cannot hide the other: `.mdc` plays every demo script on MDC's model (each under the
/// preset it names when that preset is MDC's, otherwise under the default preset), `.platform`
/// plays every demo script under each bundled preset whose header model is a platform's.
enum TraceBench {
  /// One script with the settings it is played with.
  private typealias Job = (script: EventScript, settings: SandboxSettings)

  static func run(_ plan: BenchPlan, setup: ConfigSources) throws(CommandFailure) -> [BenchFigure] {
    let scripts = try demoScripts(setup)
    var asWritten: [Job] = []
    var mdc: [Job] = []
    var platform: [Job] = []
    for (path, script) in scripts {
      let settings = try setup.settings(TuningOptions(), script: script, scriptFile: path)
      asWritten.append((script, settings))
      if settings.headerModel.model == .mdc {
        mdc.append((script, settings))
      } else {
        var onDefault = script
        onDefault.preset = nil
        mdc.append((onDefault, try setup.settings(TuningOptions(), script: onDefault)))
      }
    }
    let presets = try platformPresets(setup)
    for (path, script) in scripts {
      for preset in presets {
        var onPreset = script
        onPreset.preset = preset
        platform.append(
          (onPreset, try setup.settings(TuningOptions(), script: onPreset, scriptFile: path)))
      }
    }
    let note = "CSV rows formatted into trace's buffer, /dev/null; simulated s per thread-CPU s"
    return [
      BenchFigure(
        "trace.speedup", unit: "×", samples: try measure(asWritten, plan), target: .above(1000),
        note: "\(scripts.count) demo scripts as written; \(note) (= wall on an idle machine)"),
      BenchFigure(
        "trace.speedup.mdc", unit: "×", samples: try measure(mdc, plan), target: .above(1000),
        note: "the \(scripts.count) demo scripts on MDC's model; \(note)"),
      BenchFigure(
        "trace.speedup.platform", unit: "×", samples: try measure(platform, plan),
        target: .above(1000),
        note: "the \(scripts.count) demo scripts under each platform preset "
          + "(\(presets.joined(separator: ", "))); \(note)"),
    ]
  }

  /// The bundled demo scripts, by file name, with their paths.
  private static func demoScripts(
    _ setup: ConfigSources
  ) throws(CommandFailure) -> [(path: String, script: EventScript)] {
    let directory = setup.assets.scriptsDirectory
    let names =
      ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
      .filter { $0.hasSuffix(".json") }.sorted()
    guard !names.isEmpty else {
      throw CommandFailure(.unavailable, "bench: no demo scripts in \(directory.path)")
    }
    var scripts: [(path: String, script: EventScript)] = []
    for name in names {
      let path = directory.appendingPathComponent(name).path
      scripts.append((path, try setup.loadScript(path)))
    }
    return scripts
  }

  /// The bundled presets whose header model is a platform's (not MDC's), by name.
  private static func platformPresets(_ setup: ConfigSources) throws(CommandFailure) -> [String] {
    let directory = setup.assets.presetsDirectory
    let names =
      ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
      .filter { $0.hasSuffix(".json") }.sorted().map { String($0.dropLast(".json".count)) }
    var platform: [String] = []
    for name in names {
      let settings = try setup.settings(TuningOptions(presetName: name))
      if settings.headerModel.model != .mdc { platform.append(name) }
    }
    guard !platform.isEmpty else {
      throw CommandFailure(.unavailable, "bench: no platform preset in \(directory.path)")
    }
    return platform
  }

  /// Simulated seconds per thread-CPU second over `plan.traceRepetitions` passes of `jobs`,
  /// once per run.
  private static func measure(_ jobs: [Job], _ plan: BenchPlan) throws(CommandFailure) -> [Double] {
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
            var runner = try PhoneRunner(script: script, settings: [settings])
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
    return samples
  }
}
