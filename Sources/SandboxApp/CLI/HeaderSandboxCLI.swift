import SandboxStage
import SandboxFormats

/// The version printed by `--version`.
public let headerSandboxVersion = "0.1.0"

/// Entry point of the `header-sandbox` executable: parses argv, runs one command, returns the
/// exit code. Every failure becomes a message on standard error and a documented exit code.
public enum HeaderSandboxCLI {
  /// Runs the command line `arguments` (without the program name) and returns the exit code.
  public static func run(_ arguments: [String]) -> Int32 {
    do {
      try dispatch(arguments)
      return ExitCode.ok.rawValue
    } catch {
      if !error.message.isEmpty {
        Console.errLine("header-sandbox: \(error.message)")
      }
      return error.code.rawValue
    }
  }

  static func dispatch(_ arguments: [String]) throws(CommandFailure) {
    var args = arguments
    var command = Subcommand.window
    if let first = args.first, let sub = Subcommand(rawValue: first), sub != .window {
      command = sub
      args.removeFirst()
    } else if let first = args.first, !first.hasPrefix("-") {
      throw CommandFailure(
        .usage, "unknown command '\(first)'\n\(Subcommand.window.usageLine) | COMMAND [options]")
    }
    let scanned = try ArgumentScanner.scan(args, flags: command.flags, usage: command.usageLine)
    if scanned.has("help") {
      Console.outLine(command == .window ? topLevelHelp : command.help)
      return
    }
    if command == .window, scanned.has("version") {
      Console.outLine("header-sandbox \(headerSandboxVersion)")
      return
    }
    try CommandRunner.run(command, scanned)
  }

  /// One line per registry parameter: key, default with unit, and what is allowed.
  static var parameterLines: [String] {
    let width = (ParameterRegistry.all.map(\.key.count).max() ?? 0) + 2
    return ParameterRegistry.all.map { parameter in
      let unit = parameter.unit.isEmpty ? "" : " \(parameter.unit)"
      let key = "  " + parameter.key + String(repeating: " ", count: width - parameter.key.count)
      return key + "\(parameter.defaultValue)\(unit); \(parameter.expectedPhrase)"
    }
  }

  /// `header-sandbox --help`: commands, window options, parameters and exit codes.
  public static var topLevelHelp: String {
    var lines = [
      "HeaderSandbox \(headerSandboxVersion): a sandbox for Material-style flexible headers",
      "(MDC FlexibleHeader), with fling physics, scripts, headless trace and render.",
      "",
      "usage: header-sandbox [options]            open the sandbox window",
      "       header-sandbox COMMAND [options]    run a headless command",
      "",
      "Commands:",
    ]
    for command in Subcommand.allCases where command != .window {
      let left = "  \(command.rawValue)\(command.positionalUsage)"
      lines.append(left + String(repeating: " ", count: max(2, 22 - left.count)) + command.summary)
    }
    lines.append("")
    lines.append(
      Subcommand.window.help.split(separator: "\n", omittingEmptySubsequences: false)
        .drop(while: { !$0.hasPrefix("Options:") }).joined(separator: "\n"))
    lines.append(contentsOf: [
      "", "Keyboard shortcuts in the window (also `key` names in scripts):",
    ])
    lines.append(contentsOf: ShortcutTable.helpLines())
    lines.append(contentsOf: [
      "",
      "Run `header-sandbox COMMAND --help` for a command's options.",
      "",
      "Parameters for --set KEY=VALUE and config files (default, allowed; docs/config.md):",
    ])
    lines.append(contentsOf: parameterLines)
    lines.append(contentsOf: [
      "",
      "Exit codes: 0 ok, 1 check failed, 64 usage, 65 bad data, 66 missing input,",
      "69 unavailable (display, font, ffmpeg), 70 internal, 74 I/O error, 130 interrupted.",
    ])
    return lines.joined(separator: "\n")
  }
}
