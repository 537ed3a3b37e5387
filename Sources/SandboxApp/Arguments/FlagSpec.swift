import SandboxFormats

/// Every long flag any command takes, by name. Commands read their arguments by these cases, so a
/// misspelt or undeclared flag is a compile error or a failed assertion, never a silent nil.
public enum Flag: String, CaseIterable, Sendable {
  case preset, config, set, device, size, scale, software, font, replay, reference, session
  case compare, verbose, version, help, out, force, format, quality, fps, frame, from, sweep, at
  case touches, hud, plots, ghosts, roi, script, model, json, physics, vary, fix, starts, report
  case quick
  case outputDir = "output-dir"
  case headerColor = "header-color"
  case acceptPoor = "accept-poor"
}

/// What a flag's value must be. The scanner checks it, so every command rejects a bad value with
/// the same sentence (`--fps: expected an integer in 1…240, found "x"`, exit 64), and `--help`
/// and the README's synopsis show the same placeholder.
public enum FlagValue: Sendable {
  /// A switch: no value.
  case none
  /// Any text (a path, a key, a name checked where it is used); the placeholder is shown.
  case text(String)
  /// One of these words; the placeholder is shown, else the words joined by `|`.
  case choice([String], placeholder: String? = nil)
  /// A finite number in the range; `expected` says what it is in the error ("seconds ≥ 0").
  case number(ClosedRange<Double>, placeholder: String, expected: String)
  /// A whole number in the range; `expected` as for `number`.
  case integer(ClosedRange<Int>, placeholder: String, expected: String)

  /// The value's placeholder in usage text, nil for a switch.
  var placeholder: String? {
    switch self {
    case .none: return nil
    case .text(let name): return name
    case .choice(let words, let name): return name ?? words.joined(separator: "|")
    case .number(_, let name, _), .integer(_, let name, _): return name
    }
  }

  /// Nil when `text` is a valid value, else what was expected (for the usage error).
  func problem(with text: String) -> String? {
    switch self {
    case .none, .text: return nil
    case .choice(let words, _):
      return words.contains(text) ? nil : "one of \(words.joined(separator: ", "))"
    case .number(let range, _, let expected):
      guard let value = Double(text), value.isFinite, range.contains(value) else { return expected }
      return nil
    case .integer(let range, _, let expected):
      guard let value = Int(text), range.contains(value) else { return expected }
      return nil
    }
  }
}

/// One flag of one command: its name, what its value must be, whether it may repeat or must be
/// given, and its help line. A command's table of these is the only declaration of its flags.
public struct FlagSpec: Sendable {
  public var flag: Flag
  public var value: FlagValue
  /// Whether the flag may be given more than once (`--set`).
  public var repeatable: Bool
  /// Whether the command cannot run without it (`render --out`); shown without brackets.
  public var required: Bool
  /// One-line help.
  public var help: String

  public init(
    _ flag: Flag, _ value: FlagValue = .none, repeatable: Bool = false, required: Bool = false,
    help: String
  ) {
    self.flag = flag
    self.value = value
    self.repeatable = repeatable
    self.required = required
    self.help = help
  }

  /// The long name without dashes, e.g. `out` for `--out`.
  public var name: String { flag.rawValue }
  /// The value's placeholder in usage text, or nil for a switch.
  public var valueName: String? { value.placeholder }

  /// `--name VALUE`, as the usage text shows it.
  var usage: String { "--\(name)" + (valueName.map { " \($0)" } ?? "") }

  /// The flag in a synopsis: bracketed unless required, `...` after a repeatable one.
  var synopsis: String {
    let core = required ? usage : "[\(usage)]"
    return repeatable ? core + "..." : core
  }
}
