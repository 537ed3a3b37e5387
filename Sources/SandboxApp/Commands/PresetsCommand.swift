import SandboxCore

/// `header-sandbox presets`: every preset in `Assets/Presets` with its one-line description.
enum PresetsCommand {
  static func run(_ args: ScannedArguments) throws(CommandFailure) {
    let usage = Subcommand.presets.usageLine
    _ = try ArgumentRules.positionals(args, count: 0, what: "no arguments", usage: usage)
    let library = try RunSetup.locate().presets
    let names = library.names
    let labels = names.map { $0 == Preset.startupName ? "\($0) (default)" : $0 }
    let width = (labels.map(\.count).max() ?? 0) + 2
    var broken: [String] = []
    for (name, label) in zip(names, labels) {
      do {
        let preset = try library.load(name, source: "presets")
        let padded = label + String(repeating: " ", count: width - label.count)
        Console.outLine(padded + preset.description)
      } catch {
        Console.errLine("header-sandbox: \(error.message)")
        broken.append(name)
      }
    }
    if !broken.isEmpty {
      throw CommandFailure(
        .dataError, "invalid presets: \(broken.joined(separator: ", ")) (see above)")
    }
  }
}
