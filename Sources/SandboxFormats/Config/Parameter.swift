import HeaderEngine
import MotionPhysics
import SandboxPrimitives

/// One tunable, declared once in `ParameterRegistry`; the panel, `--help`, docs/config.md, config
/// files and `--set` all read this declaration.
public struct Parameter: Hashable, Sendable {
  /// Longest text value accepted by default, so a stray paste cannot blow up the HUD.
  public static let maximumTextLength = 64
  /// Longest file path accepted (`content.headerImage`): Linux's PATH_MAX.
  public static let maximumPathLength = 4096

  /// Dotted key, also the nested path in config files: `header.minimumHeight`.
  public var key: String
  /// Short label for the panel.
  public var label: String
  /// Unit shown next to the value (`pt`, `s`, `pt/s`), empty when unitless.
  public var unit: String
  /// Accepted values.
  public var kind: ParameterKind
  /// Value before any preset, config or override is applied.
  public var defaultValue: ParameterValue
  /// One-line description.
  public var help: String
  /// The header and deceleration models it acts on (`ParameterScope.defaultScope(forKey:)`
  /// unless the registry entry says `.acting(on:)`).
  public var scope: ParameterScope

  /// The first key component (`header`), which groups parameters in the panel and docs.
  public var section: String { String(key.prefix { $0 != "." }) }

  /// Creates a parameter; use the static helpers for one-line declarations.
  public init(
    key: String, label: String, unit: String, kind: ParameterKind, defaultValue: ParameterValue,
    help: String
  ) {
    self.key = key
    self.label = label
    self.unit = unit
    self.kind = kind
    self.defaultValue = defaultValue
    self.help = help
    self.scope = ParameterScope.defaultScope(forKey: key)
  }

  /// This parameter acting only on header models `models` (an empty list: on none) and, when
  /// given, deceleration models `decelerations`.
  public func acting(
    on models: [HeaderModelName]? = nil, decelerations: [DecelerationModelName]? = nil
  ) -> Parameter {
    var copy = self
    copy.scope = ParameterScope(
      headerModels: models.map(Set.init), decelerationModels: decelerations.map(Set.init))
    return copy
  }

  /// A real-valued parameter.
  public static func number(
    _ key: ParameterKey<Double>, _ label: String, unit: String = "", _ defaultValue: Double,
    _ range: ClosedRange<Double>, step: Double, _ help: String
  ) -> Parameter {
    Parameter(
      key: key.name, label: label, unit: unit, kind: .number(range: range, step: step),
      defaultValue: defaultValue.parameterValue, help: help)
  }

  /// A whole-number parameter.
  public static func integer(
    _ key: ParameterKey<Int>, _ label: String, unit: String = "", _ defaultValue: Int,
    _ range: ClosedRange<Int>, _ help: String
  ) -> Parameter {
    Parameter(
      key: key.name, label: label, unit: unit, kind: .integer(range: range),
      defaultValue: defaultValue.parameterValue, help: help)
  }

  /// An on/off parameter.
  public static func bool(
    _ key: ParameterKey<Bool>, _ label: String, _ defaultValue: Bool, _ help: String
  ) -> Parameter {
    Parameter(
      key: key.name, label: label, unit: "", kind: .bool, defaultValue: defaultValue.parameterValue,
      help: help)
  }

  /// A parameter that takes one of `Choice`'s cases, listed in declaration order.
  public static func choice<Choice: ParameterChoice>(
    _ key: ParameterKey<Choice>, _ label: String, _ defaultValue: Choice, _ help: String
  ) -> Parameter {
    Parameter(
      key: key.name, label: label, unit: "", kind: .choice(Choice.choiceNames),
      defaultValue: defaultValue.parameterValue, help: help)
  }

  /// A cubic Bézier parameter, `[x1, y1, x2, y2]`.
  public static func bezier(
    _ key: ParameterKey<CubicBezier>, _ label: String, _ defaultValue: CubicBezier, _ help: String
  ) -> Parameter {
    Parameter(
      key: key.name, label: label, unit: "", kind: .bezier,
      defaultValue: defaultValue.parameterValue, help: help)
  }

  /// A free-text parameter of at most `maximumLength` characters.
  public static func text(
    _ key: ParameterKey<String>, _ label: String, _ defaultValue: String,
    maximumLength: Int = Parameter.maximumTextLength, _ help: String
  ) -> Parameter {
    Parameter(
      key: key.name, label: label, unit: "", kind: .text(maximumLength: maximumLength),
      defaultValue: defaultValue.parameterValue, help: help)
  }

  /// A colour parameter, written `#RRGGBB`.
  public static func color(
    _ key: ParameterKey<Color>, _ label: String, _ defaultValue: Color, _ help: String
  ) -> Parameter {
    Parameter(
      key: key.name, label: label, unit: "", kind: .color,
      defaultValue: defaultValue.parameterValue, help: help)
  }

  /// A colour parameter written `#RRGGBB` that may be empty (none).
  public static func optionalColor(
    _ key: ParameterKey<String>, _ label: String, _ help: String
  ) -> Parameter {
    Parameter(
      key: key.name, label: label, unit: "", kind: .optionalColor,
      defaultValue: "".parameterValue, help: help)
  }

  /// A set of flags from `names`, written joined by `|`.
  public static func flags(
    _ key: ParameterKey<String>, _ label: String, _ defaultValue: String, names: [String],
    _ help: String
  ) -> Parameter {
    Parameter(
      key: key.name, label: label, unit: "", kind: .flags(names),
      defaultValue: defaultValue.parameterValue, help: help)
  }

  /// Checks `value` against `kind`; returns the phrase for "expected …" when it does not fit.
  public func violation(of value: ParameterValue) -> String? {
    switch (kind, value) {
    case (.number(let range, _), .number(let number)):
      if !number.isFinite { return "a finite number" }
      if !range.contains(number) { return "a number in \(kind.rangeDescription)" }
      return nil
    case (.integer(let range), .number(let number)):
      if number != number.rounded() || !number.isFinite { return "a whole number" }
      if number < Double(range.lowerBound) || number > Double(range.upperBound) {
        return "a whole number in \(kind.rangeDescription)"
      }
      return nil
    case (.bool, .bool): return nil
    case (.choice(let choices), .string(let name)):
      return choices.contains(name) ? nil : "one of \(choices.joined(separator: ", "))"
    case (.text(let maximumLength), .string(let text)):
      return text.count <= maximumLength ? nil : "text of at most \(maximumLength) characters"
    case (.color, .string(let text)):
      return Color(parameterText: text) == nil ? expectedPhrase : nil
    case (.optionalColor, .string(let text)):
      return text.isEmpty || Color(parameterText: text) != nil ? nil : expectedPhrase
    case (.bezier, .numbers(let numbers)):
      return Parameter.bezierViolation(numbers)
    case (.flags(let names), .string(let text)):
      let parts = text.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
      return parts.allSatisfy(names.contains) ? nil : expectedPhrase
    default:
      return expectedPhrase
    }
  }

  /// What a JSON value for this parameter must be, as a phrase.
  public var expectedPhrase: String {
    switch kind {
    case .number: return "a number in \(kind.rangeDescription)"
    case .integer: return "a whole number in \(kind.rangeDescription)"
    case .bool: return "true or false"
    case .choice(let choices): return "one of \(choices.joined(separator: ", "))"
    case .text: return "a string"
    case .bezier: return Parameter.bezierPhrase
    case .flags(let names): return "flags joined by | from \(names.joined(separator: ", "))"
    case .color: return "a colour string \"#RRGGBB\" (e.g. \"#3F51B5\")"
    case .optionalColor: return "a colour string \"#RRGGBB\" (e.g. \"#6750A4\") or \"\" for none"
    }
  }

  /// Converts a JSON value to this parameter's value type, or nil when the JSON type is wrong.
  public func value(fromJSON json: JSONValue) -> ParameterValue? {
    switch (kind, json) {
    case (.number, .number(let number)), (.integer, .number(let number)): return .number(number)
    case (.bool, .bool(let flag)): return .bool(flag)
    case (.choice, .string(let text)), (.text, .string(let text)), (.flags, .string(let text)),
      (.color, .string(let text)), (.optionalColor, .string(let text)):
      return .string(text)
    case (.bezier, .array(let items)):
      let numbers = items.compactMap { item -> Double? in
        if case .number(let number) = item { return number }
        return nil
      }
      return numbers.count == items.count ? .numbers(numbers) : nil
    default: return nil
    }
  }

  /// Parses command-line text (`--set`) by this parameter's kind; booleans accept
  /// true/false/1/0/on/off/yes/no. Returns nil when the text cannot be read as the kind at all.
  public func value(fromText text: String) -> ParameterValue? {
    switch kind {
    case .number, .integer:
      return Parameter.decimal(text)
    case .bool:
      switch text.lowercased() {
      case "true", "1", "on", "yes": return .bool(true)
      case "false", "0", "off", "no": return .bool(false)
      default: return nil
      }
    case .choice, .text, .flags, .color, .optionalColor:
      return .string(text)
    case .bezier:
      // `[0.25, 0.1, 0.25, 1]` or `0.25,0.1,0.25,1`, as the JSON and CSS spell it.
      var inner = Substring(text.trimmingCharacters(in: .whitespaces))
      if inner.hasPrefix("[") && inner.hasSuffix("]") { inner = inner.dropFirst().dropLast() }
      var numbers: [Double] = []
      for part in inner.split(separator: ",", omittingEmptySubsequences: false) {
        guard
          case .number(let number)? = Parameter.decimal(part.trimmingCharacters(in: .whitespaces))
        else { return nil }
        numbers.append(number)
      }
      return .numbers(numbers)
    }
  }

  /// A plain decimal number; Swift's `Double(String)` also reads hex floats and "nan", which are
  /// not allowed.
  private static func decimal(_ text: String) -> ParameterValue? {
    let allowed = Set("0123456789+-.eE")
    guard !text.isEmpty, text.allSatisfy({ allowed.contains($0) }), let number = Double(text),
      number.isFinite
    else { return nil }
    return .number(number)
  }

  /// What a Bézier parameter takes, as a phrase.
  static let bezierPhrase = "four numbers [x1, y1, x2, y2] with x1 and x2 in 0…1"

  /// Why `numbers` is not a Bézier's `[x1, y1, x2, y2]`, naming the first bad coordinate.
  static func bezierViolation(_ numbers: [Double]) -> String? {
    guard numbers.count == 4 else { return bezierPhrase }
    let names = ["x1", "y1", "x2", "y2"]
    for (index, number) in numbers.enumerated() {
      if !number.isFinite { return "\(names[index]) a finite number (\(bezierPhrase))" }
      if index % 2 == 0 && !(0...1).contains(number) {
        return "\(names[index]) in 0…1 (\(bezierPhrase))"
      }
    }
    return nil
  }
}
