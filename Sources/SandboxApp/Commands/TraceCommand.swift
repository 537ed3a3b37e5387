import PhoneSimulation
import SandboxStage

/// `header-sandbox trace SCRIPT`: replays a script headless and prints one row per frame.
enum TraceCommand {
  static func run(_ args: ScannedArguments) throws(CommandFailure) {
    let usage = Subcommand.trace.usageLine
    let format = try ArgumentRules.choice(
      args.value("format"), flag: "format", allowed: ["csv", "jsonl"], usage: usage)
    let path = try ArgumentRules.positionals(args, count: 1, what: "one SCRIPT", usage: usage)[0]
    let options = try TuningOptions(args)
    let setup = try ConfigSources.locate()
    var script = try setup.loadScript(path)
    try ArgumentRules.applyDevice(args, to: &script)
    try setup.applyNamedDevice(options, to: &script, scriptFile: path)
    let settings = try setup.settings(options, script: script, scriptFile: path)
    var runner: PhoneRunner
    do {
      runner = try PhoneRunner(script: script, settings: [settings])
    } catch {
      throw CommandFailure(.dataError, "\(path): expected a runnable configuration, found \(error)")
    }
    let output = BufferedOutput()
    write(&runner, format: format, to: output) { message in
      Console.errLine("header-sandbox: \(path): warning: \(message)")
    }
    output.flush()
    if output.failed {
      throw CommandFailure(.ioError, "standard output: cannot write the trace")
    }
  }

  /// Writes the header (CSV) and one row per frame of `runner` to `output`.
  static func write(
    _ runner: inout PhoneRunner, format: String, to output: BufferedOutput,
    warning: (String) -> Void
  ) {
    let csv = format == "csv"
    if csv { output.appendLine(TraceRow.columns.joined(separator: ",")) }
    // A closed pipe (`| head`) stops the run instead of simulating into the void.
    while !output.failed, let frame = runner.nextFrame() {
      for (_, message) in runner.takeWarnings() { warning(message) }
      let row = runner.traceRow(frame: frame)
      output.append { bytes in
        if csv {
          TraceEncoder.appendCSV(row, to: &bytes)
        } else {
          TraceEncoder.appendJSON(row, to: &bytes)
        }
      }
    }
  }
}
