import SandboxCore

/// `header-sandbox check FILE...`: validates scripts, config files and presets, reporting every
/// problem of every file (one `file:line:col: path: expected …, found …` line each on stderr).
enum CheckCommand {
  /// What a file is, judged by its content.
  enum Kind: Equatable {
    case script
    case preset
    case config
  }

  static func run(_ args: ScannedArguments) throws(CommandFailure) {
    guard !args.positionals.isEmpty else {
      throw CommandFailure(
        .usage, "expected at least one FILE, found none\n\(Subcommand.check.usageLine)")
    }
    // Without assets a script's `preset` cannot be checked, but everything else still can.
    let knownPresets = (try? RunSetup.locate())?.presets.names
    var failedFiles = 0
    var problemCount = 0
    for path in args.positionals {
      let problems = self.problems(in: path, knownPresets: knownPresets)
      if problems.isEmpty {
        Console.outLine("\(path): ok")
      } else {
        failedFiles += 1
        problemCount += problems.count
        for problem in problems { Console.errLine(problem) }
      }
    }
    if failedFiles > 0 {
      let noun = problemCount == 1 ? "problem" : "problems"
      let files = failedFiles == 1 ? "file" : "files"
      throw CommandFailure(
        .checkFailed,
        "check: \(problemCount) \(noun) in \(failedFiles) of \(args.positionals.count) \(files)")
    }
  }

  /// Every problem in the file at `path`, formatted one per line; empty when it is valid.
  static func problems(in path: String, knownPresets: [String]?) -> [String] {
    let text: String
    do {
      text = try InputFile.readText(path)
    } catch {
      return [error.message]
    }
    let errors: [DataError]
    switch kind(of: text) {
    case .script: errors = EventScript.validate(text, file: path, knownPresets: knownPresets)
    case .preset: errors = Preset.validate(text, name: presetName(path), file: path)
    case .config: errors = ConfigFile.validate(text, file: path)
    }
    guard !errors.isEmpty else { return [] }
    let locator = JSONLocator(text)
    return errors.map { error in
      var located = error
      if located.line == nil, let position = locator.position(of: error.path) {
        located.line = position.line
        located.column = position.column
      }
      return located.description
    }
  }

  /// A top-level `version` or `events` means a script; a `description`, a preset; else a config.
  /// Text that does not parse is checked as a config (the syntax error is the same).
  static func kind(of text: String) -> Kind {
    guard case .object(let members)? = try? JSONParser.parse(text, file: "") else {
      return .config
    }
    let keys = Set(members.map(\.key))
    if keys.contains("version") || keys.contains("events") { return .script }
    if keys.contains("description") { return .preset }
    return .config
  }

  private static func presetName(_ path: String) -> String {
    let file = path.split(separator: "/").last.map(String.init) ?? path
    return file.hasSuffix(".json") ? String(file.dropLast(5)) : file
  }
}
