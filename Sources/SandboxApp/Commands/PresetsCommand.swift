import SandboxStage
import SandboxFormats

/// `header-sandbox presets`: every preset a name can choose, built-in then the user's (marked),
/// each with its one-line description. A user file named like a built-in is reported, never
/// loaded, and makes the command exit 65 so it gets renamed.
enum PresetsCommand {
  static func run(_ args: ScannedArguments) throws(CommandFailure) {
    let usage = Subcommand.presets.usageLine
    _ = try ArgumentRules.positionals(args, count: 0, what: "no arguments", usage: usage)
    let library = try ConfigSources.locate().presets
    let listing = library.listing()
    let names = listing.names
    let labels = names.map { name in
      if name == Preset.startupName { return "\(name) (default)" }
      return listing.origin(of: name) == .user ? "\(name) (user)" : name
    }
    let width = (labels.map(\.count).max() ?? 0) + 2
    var broken: [String] = []
    for (name, label) in zip(names, labels) {
      do {
        let preset = try library.load(name, source: "presets", in: listing)
        let padded = label + String(repeating: " ", count: width - label.count)
        Console.outLine(padded + preset.description)
      } catch {
        Console.errLine("header-sandbox: \(error.message)")
        broken.append(name)
      }
    }
    for name in listing.clashingUserNames {
      let file = library.userDirectory?.appendingPathComponent(name + ".json").path ?? name
      Console.errLine(
        "header-sandbox: \(file): expected a user preset name that is not a built-in preset, "
          + "found \"\(name)\" (the built-in is used; rename the file)")
      broken.append(name)
    }
    if !broken.isEmpty {
      throw CommandFailure(
        .dataError, "invalid presets: \(broken.joined(separator: ", ")) (see above)")
    }
  }
}
