import Foundation
import HeaderEngine
import MotionFit
import MotionPhysics
import SandboxStage
import SandboxFormats

/// `header-sandbox fit INPUT`: searches the parameters that make the simulation move like a
/// measurement (see docs/fit.md).
enum FitCommand {
  /// Least travel of `scrollOffset` a fit accepts, points.
  static let minimumTravel = 5.0

  static func run(_ args: ScannedArguments) throws(CommandFailure) {
    let usage = Subcommand.fit.usageLine
    let path = try ArgumentRules.positionals(args, count: 1, what: "one INPUT", usage: usage)[0]
    let scale = try number(args, "scale", range: 0.1...10, usage: usage)
    let physics = try choice(
      args, "physics", names: DecelerationModelName.allCases.map(\.rawValue), usage: usage)
    let model = try choice(
      args, "model", names: HeaderModelName.allCases.map(\.rawValue), usage: usage)
    let vary = try varyKeys(args.value("vary"))
    let fixes: ConfigLayer
    do {
      fixes = try SetOverride.parse(args.values["fix"] ?? [])
    } catch {
      let message = error.description.replacingOccurrences(of: "--set", with: "--fix")
      throw CommandFailure(ExitCode(dataError: error), message)
    }
    if let out = args.value("out") {
      try AtomicFile.checkReplaceable(out, force: args.has("force"))
    }
    if let report = args.value("report") {
      try AtomicFile.checkReplaceable(report, force: args.has("force"))
    }

    let series = try FitInputReader.read(path, scale: scale, video: measureVideo)
    let travel = (series.scrollOffset.max() ?? 0) - (series.scrollOffset.min() ?? 0)
    if travel < minimumTravel {
      throw CommandFailure(
        .dataError, "\(path): \(FitInputError.flat(column: "scrollOffset", range: travel))")
    }

    let options = try TuningOptions(args)
    let setup = try ConfigSources.locate()
    var gesture: EventScript? = nil
    if let scriptPath = args.value("script") {
      var script = try setup.loadScript(scriptPath)
      try ArgumentRules.applyDevice(args, to: &script)
      // Played on the device its preset names, as `trace` and `render` play it.
      try setup.applyNamedDevice(options, to: &script, scriptFile: scriptPath)
      gesture = script
    }
    var base = try setup.values(
      options, script: gesture, scriptFile: args.value("script"),
      device: try ArgumentRules.device(args))
    do {
      try base.apply(fixes, source: "--fix")
    } catch {
      throw CommandFailure(ExitCode(dataError: error), error.description)
    }
    let viewport = try ArgumentRules.device(args)?.viewport(scale: 2) ?? .standard
    let fitGesture =
      gesture.map(FitGesture.script)
      ?? .derived(viewport: viewport, touchSlop: base[Param.scroll.touchSlop])
    var plan = FitPlan(
      series: series, gesture: fitGesture, base: base, physics: physics, model: model, vary: vary,
      fixed: Set(fixes.entries.map(\.key)))
    if let starts = try number(args, "starts", range: 1...20, usage: usage) {
      plan.starts = Int(starts)
    }

    InterruptFlag.install()
    let meter = FitProgress(enabled: Console.stderrIsTerminal && !args.has("json"))
    let result = plan.run(
      runner: FitSlots.parallel, shouldStop: { InterruptFlag.isRaised },
      progress: { _ in meter.tick() })
    meter.finish()
    guard result.best != nil else {
      throw CommandFailure(.dataError, "\(path): no candidate configuration could be simulated")
    }

    let report = FitReport(result: result, input: path, gesture: args.value("script"))
    let poor = result.quality?.isPoor ?? false
    let keep = !poor || args.has("accept-poor")
    if let out = args.value("out"), keep {
      // The Save-as-preset rule: what the fit decided and what --fix pinned, nothing else.
      let preset = Preset(
        name: (out as NSString).lastPathComponent.replacingOccurrences(of: ".json", with: ""),
        description: report.presetDescription,
        values: Preset.fittedLayer(
          result.values, keys: result.decidedKeys.union(fixes.entries.map(\.key))))
      try AtomicFile.write(preset.encoded() + "\n", to: out)
    }
    if let reportPath = args.value("report") {
      try FitReportPlot.write(result: result, series: series, to: reportPath)
    }
    Console.out(args.has("json") ? report.json + "\n" : report.table)
    if result.partial {
      throw CommandFailure(.interrupted, "interrupted; the best fit so far is marked partial")
    }
    if !keep, let quality = result.quality {
      throw CommandFailure(
        .checkFailed,
        "\(path): poor fit: scroll RMS \(report.format(quality.scrollRMS)) pt exceeds the limit "
          + "\(report.format(quality.limit)) pt (the larger of "
          + "\(JSONSerializer.format(FitQuality.absoluteLimit)) pt and "
          + "\(JSONSerializer.format(FitQuality.rangeShare * 100)) % of the scroll range); "
          + (args.value("out") == nil ? "" : "no preset written; ")
          + "--accept-poor keeps it")
    }
  }

  /// `--vary` keys: each must be a number parameter (64 with the nearest names otherwise).
  static func varyKeys(_ text: String?) throws(CommandFailure) -> [String]? {
    guard let text else { return nil }
    let keys = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    for key in keys {
      guard let parameter = ParameterRegistry.parameter(key) else {
        let matches = ParameterRegistry.closeMatches(to: key)
        let hint = matches.isEmpty ? "" : " (did you mean \(matches.joined(separator: ", "))?)"
        throw CommandFailure(
          .usage, "--vary: expected a known parameter key\(hint), found \"\(key)\"")
      }
      guard case .number = parameter.kind else {
        throw CommandFailure(
          .usage,
          "--vary: expected a number parameter, found \(key) (\(parameter.expectedPhrase)); "
            + "discrete choices are enumerated by --physics and --model, pinned by --fix")
      }
    }
    return keys.isEmpty ? nil : keys
  }

  private static func number(
    _ args: ScannedArguments, _ flag: String, range: ClosedRange<Double>, usage: String
  ) throws(CommandFailure) -> Double? {
    guard let text = args.value(flag) else { return nil }
    guard let value = Double(text), range.contains(value) else {
      throw CommandFailure(
        .usage,
        "--\(flag): expected a number from \(JSONSerializer.format(range.lowerBound)) to "
          + "\(JSONSerializer.format(range.upperBound)), found \"\(text)\"\n\(usage)")
    }
    return value
  }

  private static func choice(
    _ args: ScannedArguments, _ flag: String, names: [String], usage: String
  ) throws(CommandFailure) -> FitPlan.Choice {
    guard let text = args.value(flag) else { return flag == "physics" ? .auto : .configured }
    if text == "auto" { return .auto }
    guard names.contains(text) else {
      throw CommandFailure(
        .usage,
        "--\(flag): expected auto or one of \(names.joined(separator: ", ")), found \"\(text)\"\n\(usage)"
      )
    }
    return .named(text)
  }
}

/// Simulations done, shown on a terminal every 100.
final class FitProgress: @unchecked Sendable {
  private let lock = NSLock()
  private var done = 0
  let enabled: Bool

  init(enabled: Bool) { self.enabled = enabled }

  func tick() {
    guard enabled else { return }
    lock.lock()
    done += 1
    let count = done
    lock.unlock()
    if count % 100 == 0 { Console.err("\rfitting: \(count) simulations") }
  }

  func finish() {
    if enabled, done >= 100 { Console.err("\n") }
  }
}
