/// One flag a subcommand accepts.
public struct FlagSpec: Sendable {
  /// The long name without dashes, e.g. `out` for `--out`.
  public var name: String
  /// The value's placeholder in usage text, or nil for a switch.
  public var valueName: String?
  /// Whether the flag may be given more than once (`--set`).
  public var repeatable: Bool
  /// One-line help.
  public var help: String

  public init(_ name: String, value: String? = nil, repeatable: Bool = false, help: String) {
    self.name = name
    self.valueName = value
    self.repeatable = repeatable
    self.help = help
  }
}

/// Flags and positional arguments after scanning, still as strings.
public struct ScannedArguments: Sendable {
  public var positionals: [String] = []
  public var values: [String: [String]] = [:]
  public var switches: Set<String> = []

  /// The single value of `--name`, if given.
  public func value(_ name: String) -> String? { values[name]?.last }

  /// Whether the switch `--name` was given.
  public func has(_ name: String) -> Bool { switches.contains(name) }
}

/// Splits argv into flags and positionals against a list of accepted flags.
///
/// Accepts `--flag value` and `--flag=value`; `--` ends the flags. Anything starting with `-` that
/// is not an accepted flag is a usage error (exit 64), naming the flag.
public enum ArgumentScanner {
  public static func scan(
    _ args: [String], flags: [FlagSpec], usage: String
  ) throws(CommandFailure) -> ScannedArguments {
    var result = ScannedArguments()
    var index = 0
    var flagsEnded = false
    while index < args.count {
      let arg = args[index]
      index += 1
      if flagsEnded || !arg.hasPrefix("-") || arg == "-" {
        result.positionals.append(arg)
        continue
      }
      if arg == "--" {
        flagsEnded = true
        continue
      }
      var name = String(arg.drop(while: { $0 == "-" }))
      var inlineValue: String?
      if let eq = name.firstIndex(of: "=") {
        inlineValue = String(name[name.index(after: eq)...])
        name = String(name[..<eq])
      }
      guard let spec = flags.first(where: { $0.name == name }) else {
        throw CommandFailure(.usage, "unknown flag '\(arg)'\n\(usage)")
      }
      if spec.valueName == nil {
        if inlineValue != nil {
          throw CommandFailure(.usage, "flag --\(name) takes no value, found '\(arg)'\n\(usage)")
        }
        result.switches.insert(name)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else if index < args.count {
        value = args[index]
        index += 1
      } else {
        throw CommandFailure(
          .usage, "flag --\(name) expects a value (\(spec.valueName!)), found nothing\n\(usage)")
      }
      if !spec.repeatable, result.values[name] != nil {
        throw CommandFailure(.usage, "flag --\(name) given twice\n\(usage)")
      }
      result.values[name, default: []].append(value)
    }
    return result
  }
}
