import SandboxStage
import SandboxFormats

/// `header-sandbox check FILE...`: validates scripts, sessions, config files and presets,
/// reporting every
/// problem of every file (one `file:line:col: path: expected …, found …` line each on stderr).
enum CheckCommand {
  /// What a file is, judged by its content. A preset is a config file (one loader reads both),
  /// so the two are checked alike.
  enum Kind: Equatable {
    case script
    case session
    case config
  }

  static func run(_ args: ScannedArguments) throws(CommandFailure) {
    guard !args.positionals.isEmpty else {
      throw CommandFailure(
        .usage, "expected at least one FILE, found none\n\(Subcommand.check.usageLine)")
    }
    // Without assets a script's `preset` cannot be checked, but everything else still can.
    let knownPresets = (try? ConfigSources.locate())?.presets.names
    var failedFiles = 0
    var missingFiles = 0
    var problemCount = 0
    for path in args.positionals {
      let report = self.report(on: path, knownPresets: knownPresets)
      if report.problems.isEmpty {
        for warning in report.warnings { Console.errLine(warning) }
        Console.outLine("\(path): ok")
      } else {
        failedFiles += 1
        if report.missing { missingFiles += 1 }
        problemCount += report.problems.count
        for problem in report.problems { Console.errLine(problem) }
      }
    }
    if failedFiles > 0 {
      let noun = problemCount == 1 ? "problem" : "problems"
      let files = failedFiles == 1 ? "file" : "files"
      // Every file is reported first; then a missing or unreadable input outranks an invalid
      // one, as the README's exit codes say (66 before 1).
      throw CommandFailure(
        missingFiles > 0 ? .noInput : .checkFailed,
        "check: \(problemCount) \(noun) in \(failedFiles) of \(args.positionals.count) \(files)"
          + (missingFiles > 0 ? " (\(missingFiles) missing or unreadable)" : ""))
    }
  }

  /// Every problem in the file at `path`, formatted one per line; empty when it is valid.
  static func problems(in path: String, knownPresets: [String]?) -> [String] {
    report(on: path, knownPresets: knownPresets).problems
  }

  /// The problems in the file at `path`, whether it could not be read at all, and the warnings
  /// of a valid config (`ConfigWarnings`: they never fail the check).
  static func report(on path: String, knownPresets: [String]?) -> (
    problems: [String], missing: Bool, warnings: [String]
  ) {
    let text: String
    do {
      text = try InputFile.readText(path)
    } catch {
      return ([error.message], error.code == .noInput, [])
    }
    let errors: [DataError]
    var warnings: [String] = []
    switch kind(of: text) {
    case .script:
      errors = EventScript.validate(
        text, file: path, knownPresets: knownPresets, positioned: true)
    case .session:
      errors = ReviewSession.validate(
        text, file: path, knownPresets: knownPresets, positioned: true)
    case .config:
      errors = ConfigFile.validate(text, file: path, positioned: true)
      if errors.isEmpty { warnings = ConfigWarnings.warnings(in: text, file: path) }
    }
    return (errors.map(\.description), false, warnings)
  }

  /// A top-level `phones` means a session; else a `version` or `events` means a script; anything
  /// else is a config or preset file. Text that does not parse is checked as a config (the
  /// syntax error is the same).
  static func kind(of text: String) -> Kind {
    guard case .object(let members)? = try? JSONParser.parse(text, file: "") else {
      return .config
    }
    let keys = Set(members.map(\.key))
    if keys.contains("phones") { return .session }
    if keys.contains("version") || keys.contains("events") { return .script }
    return .config
  }
}
