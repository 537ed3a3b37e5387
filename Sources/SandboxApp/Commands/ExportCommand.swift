import SandboxCore

/// `header-sandbox export`: the resolved values as a complete config file or as MDC Swift code.
enum ExportCommand {
  static func run(_ args: ScannedArguments) throws(CommandFailure) {
    let usage = Subcommand.export.usageLine
    let format = try ArgumentRules.choice(
      args.value("format"), flag: "format", allowed: ["json", "swift"], usage: usage)
    _ = try ArgumentRules.positionals(args, count: 0, what: "no SCRIPT or FILE", usage: usage)
    let options = try TuningOptions(args)
    let out = args.value("out")
    if let out { try AtomicFile.checkReplaceable(out, force: args.has("force")) }
    let setup = try RunSetup.locate()
    // Resolving the settings too rejects combinations the sandbox could not run.
    let values = try setup.settings(options).values
    let text = format == "json" ? ConfigExport.json(values) : ConfigExport.swiftSnippet(values)
    let terminated = text.hasSuffix("\n") ? text : text + "\n"
    if let out {
      try AtomicFile.write(terminated, to: out)
    } else {
      Console.out(terminated)
    }
  }
}
