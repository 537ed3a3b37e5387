import SandboxCore

/// `header-sandbox export`: the resolved values as a complete config file, or as the hand-over
/// code of a platform (`swift`: MDC or UIKit, `kotlin`: Android Views or Compose, `dart`: Flutter).
enum ExportCommand {
  static func run(_ args: ScannedArguments) throws(CommandFailure) {
    let usage = Subcommand.export.usageLine
    let format = try ArgumentRules.choice(
      args.value("format"), flag: "format", allowed: ["json", "swift", "kotlin", "dart"],
      usage: usage)
    _ = try ArgumentRules.positionals(args, count: 0, what: "no SCRIPT or FILE", usage: usage)
    let options = try TuningOptions(args)
    let out = args.value("out")
    if let out { try AtomicFile.checkReplaceable(out, force: args.has("force")) }
    let setup = try ConfigSources.locate()
    // Resolving the settings too rejects combinations the sandbox could not run.
    let values = try setup.settings(options).values
    let text: String
    switch format {
    case "swift": text = ConfigExport.swiftSnippet(values)
    case "kotlin": text = ConfigExport.kotlinSnippet(values)
    case "dart": text = ConfigExport.dartSnippet(values)
    default: text = ConfigExport.json(values)
    }
    let terminated = text.hasSuffix("\n") ? text : text + "\n"
    if let out {
      try AtomicFile.write(terminated, to: out)
    } else {
      Console.out(terminated)
    }
  }
}
