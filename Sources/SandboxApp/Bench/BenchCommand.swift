import Foundation
import SandboxStage

/// `header-sandbox bench [--quick] [--json FILE]`: measures every cost against its floor, prints
/// a table and optionally writes the same figures as JSON. See `Benchmarks/README` in the
/// project README's "Performance" section for what each figure means.
enum BenchCommand {
  /// Hidden: selects a child mode of the bench (start-up floor, interactive memory run).
  static let modeVariable = "HEADER_SANDBOX_BENCH_MODE"

  /// Every figure name a complete run reports, in table order (a JSON/README contract).
  static let figureNames = [
    "physics.evalNs", "physics.evalNs.uikit", "physics.evalNs.uikitFast",
    "physics.evalNs.android", "physics.evalNs.flutterClamping", "physics.evalNs.flutterBouncing",
    "physics.evalNs.chromium",
    "physics.evalNs.spring", "engine.updateNs", "engine.updateNs.appBarLayout",
    "engine.updateNs.composeM3", "engine.updateNs.sliverAppBar", "engine.updateNs.uikitLargeTitle",
    "engine.updateNs.web",
    "trace.speedup", "trace.speedup.mdc", "trace.speedup.platform", "frame.floorMs",
    "frame.showcaseMs", "frame.ratio", "frame.aaShowcaseMs", "frame.textRasterizations",
    "frame.shapeRasterizations", "input.latencyFrames",
    "render.encodeOnlyS", "render.totalS", "render.ratio", "memory.peakMB.render",
    "startup.ratio", "startup.appMs", "startup.floorMs", "idle.cpuPercent",
    "memory.peakMB.interactive", "memory.growthMB", "scrub.worstMs", "scrub.memoryMB",
    "measure.decodeOnlyS", "measure.totalS", "measure.ratio", "fit.seconds",
    "reference.scrubMs", "reference.peakMB",
  ]

  static func run(_ args: ScannedArguments) throws(CommandFailure) {
    switch EnvironmentVariables.value(modeVariable) {
    case StartupBench.floorMode?: return try StartupBench.runFloor()
    case MemoryBench.mode?: return try MemoryBench.runChild()
    default: break
    }
    _ = try ArgumentRules.positionals(
      args, count: 0, what: "no arguments", usage: Subcommand.bench.usageLine)
    let plan = args.has(.quick) ? BenchPlan.quick : BenchPlan.full
    let jsonPath = args.value(.json)
    if let jsonPath { try checkWritable(jsonPath) }
    let setup = try ConfigSources.locate()
    let settings = try setup.settings(TuningOptions())
    let directory = NSTemporaryDirectory() + "header-sandbox-bench-\(getpid())"
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw CommandFailure(.ioError, "bench: cannot create \(directory): \(error)")
    }
    defer { try? FileManager.default.removeItem(atPath: directory) }
    // Every child (the window for start-up and idle, render, ffmpeg) gets a throw-away home and
    // config directory: a benchmark must never change the user's settings or presets.
    for (name, folder) in [("HOME", "home"), ("XDG_CONFIG_HOME", "config")] {
      let path = directory + "/" + folder
      try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      setenv(name, path, 1)
    }

    // Hidden, for profiling one part: HEADER_SANDBOX_BENCH_ONLY=frames,trace runs just those.
    let only = EnvironmentVariables.value("HEADER_SANDBOX_BENCH_ONLY").map {
      Set($0.split(separator: ",").map(String.init))
    }
    var figures: [BenchFigure] = []
    func section(_ name: String) -> Bool {
      guard only?.contains(name) ?? true else { return false }
      Console.err("bench: \(name)…\n")
      return true
    }
    do {
      if section("physics") { figures += try MicroBench.physics(plan) }
      if section("engine") {
        figures.append(try MicroBench.engine(plan, configuration: settings.header))
        figures += try MicroBench.models(plan, configuration: settings.header)
      }
    } catch {
      throw CommandFailure(.software, "bench: \(error)")
    }
    if section("trace") {
      figures += try TraceBench.run(plan, setup: setup)
      figures += try TraceBaselineBench.run(plan, directory: directory)
    }
    if section("frames") {
      // As the window draws it: the device frame's rounded screen corners on (issue 26 §6).
      let windowSettings = try setup.settings(TuningOptions(), window: true)
      figures += try FrameBench.run(plan, settings: windowSettings)
    }
    if section("latency") { figures.append(try LatencyBench.run(settings: settings)) }
    if section("render") {
      figures += try RenderBench.run(plan, setup: setup, directory: directory)
    }
    if section("startup") { figures += try StartupBench.run(plan) }
    if section("idle") { figures.append(try IdleBench.run(plan)) }
    if section("memory") { figures += try MemoryBench.run(plan) }
    if section("scrub") { figures += try ScrubBench.run(plan, settings: settings) }
    if section("measure") { figures += try MeasureBench.run(plan, directory: directory) }
    if section("fit") { figures.append(try FitBench.run(plan)) }
    if section("reference") { figures += try ReferenceBench.run(plan, directory: directory) }

    let machine = BenchMachine.current()
    Console.outLine(BenchReport.table(figures, machine: machine))
    if let jsonPath {
      try AtomicFile.write(BenchReport.json(figures, machine: machine), to: jsonPath)
    }
  }

  /// Fails before measuring anything when the JSON file's directory does not exist.
  private static func checkWritable(_ path: String) throws(CommandFailure) {
    let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: parent, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw CommandFailure(.ioError, "--json: cannot write \(path) (no directory \(parent))")
    }
  }
}
