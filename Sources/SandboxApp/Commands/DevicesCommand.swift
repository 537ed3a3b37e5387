import SandboxStage
import SandboxFormats

/// `header-sandbox devices`: the simulated device profiles as a table.
enum DevicesCommand {
  static func run(_ args: ScannedArguments) throws(CommandFailure) {
    let usage = Subcommand.devices.usageLine
    _ = try ArgumentRules.positionals(args, count: 0, what: "no arguments", usage: usage)
    for line in DeviceTable.lines() { Console.outLine(line) }
  }
}
