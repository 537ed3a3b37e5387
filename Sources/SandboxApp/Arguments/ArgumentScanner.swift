/// Flags and positional arguments after scanning: every value already checked against its
/// flag's `FlagValue`, so the typed readers below cannot fail.
public struct ScannedArguments: Sendable {
  public var positionals: [String] = []
  public var values: [Flag: [String]] = [:]
  public var switches: Set<Flag> = []
  /// The flags the command declares, when scanned against its table: reading another is a
  /// programming error (the table and the command disagree). Nil for arguments built in code.
  var declared: Set<Flag>?

  public init() {}

  /// Whether the command's table has `--flag` (code shared by two commands asks first).
  public func declares(_ flag: Flag) -> Bool { declared?.contains(flag) ?? true }

  /// The single value of `--flag`, if given.
  public func value(_ flag: Flag) -> String? {
    assertDeclared(flag)
    return values[flag]?.last
  }

  /// Every value of a repeatable `--flag`, in order.
  public func all(_ flag: Flag) -> [String] {
    assertDeclared(flag)
    return values[flag] ?? []
  }

  /// Whether the switch `--flag` was given.
  public func has(_ flag: Flag) -> Bool {
    assertDeclared(flag)
    return switches.contains(flag)
  }

  /// The value of a `.number` flag.
  public func number(_ flag: Flag) -> Double? { value(flag).flatMap(Double.init) }

  /// The value of an `.integer` flag.
  public func integer(_ flag: Flag) -> Int? { value(flag).flatMap { Int($0) } }

  private func assertDeclared(_ flag: Flag) {
    assert(declares(flag), "--\(flag.rawValue) is not in the command's table")
  }
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
        result.switches.insert(spec.flag)
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
      if !spec.repeatable, result.values[spec.flag] != nil {
        throw CommandFailure(.usage, "flag --\(name) given twice\n\(usage)")
      }
      if let expected = spec.value.problem(with: value) {
        throw CommandFailure(
          .usage, "--\(name): expected \(expected), found \"\(value)\"\n\(usage)")
      }
      result.values[spec.flag, default: []].append(value)
    }
    for spec in flags where spec.required && result.values[spec.flag] == nil {
      if result.switches.contains(.help) { break }
      throw CommandFailure(
        .usage, "missing --\(spec.name) \(spec.valueName ?? ""): \(spec.help)\n\(usage)")
    }
    result.declared = Set(flags.map(\.flag))
    return result
  }
}
