import SandboxStage
import SandboxFormats

/// `header-sandbox export`: the resolved values as a complete config file, or as the hand-over
/// code of a platform (`swift`: MDC or UIKit, `kotlin`: Android Views or Compose, `dart`: Flutter).
///
/// The values are resolved on a device as `trace` resolves them: `--device`, else the device the
/// preset or `--config` names, else the default. The JSON names that device when one was named
/// and leaves out the device's own status bar, so `trace --config EXPORT` draws what
/// `trace --preset PRESET` draws.
enum ExportCommand {
  static func run(_ args: ScannedArguments) throws(CommandFailure) {
    let usage = Subcommand.export.usageLine
    let format = try ArgumentRules.choice(
      args.value("format"), flag: "format",
      allowed: ExportDialect.allCases.map(\.rawValue), usage: usage)
    _ = try ArgumentRules.positionals(args, count: 0, what: "no SCRIPT or FILE", usage: usage)
    let options = try TuningOptions(args)
    let device = try ArgumentRules.device(args)
    let out = args.value("out")
    if let out { try AtomicFile.checkReplaceable(out, force: args.has("force")) }
    let setup = try ConfigSources.locate()
    var named = device
    if named == nil { named = try setup.namedDevice(options) }
    let profile = named ?? DeviceCatalog.standard
    // Resolving the settings too rejects combinations the sandbox could not run.
    let values = try setup.settings(options, device: profile).values
    let dialect = ExportDialect(rawValue: format) ?? .json
    let text = ConfigExport.text(dialect, values, device: profile, namingDevice: named != nil)
    let terminated = text.hasSuffix("\n") ? text : text + "\n"
    if let out {
      try AtomicFile.write(terminated, to: out)
    } else {
      Console.out(terminated)
    }
  }
}
