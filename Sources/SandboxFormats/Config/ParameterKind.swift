/// What values a parameter accepts; the panel picks its widget from this.
public enum ParameterKind: Hashable, Sendable {
  /// A real number in `range`; `step` is the panel's increment (not enforced on input).
  case number(range: ClosedRange<Double>, step: Double)
  /// A whole number in `range`.
  case integer(range: ClosedRange<Int>)
  /// On or off.
  case bool
  /// One of the listed names.
  case choice([String])
  /// Free text of at most `maximumLength` characters.
  case text(maximumLength: Int)
  /// A colour written `#RRGGBB` (hex digits, either case).
  case color
  /// A colour written `#RRGGBB`, or empty for none (`theme.seed`).
  case optionalColor
  /// A cubic Bézier timing curve written `[x1, y1, x2, y2]`: x1 and x2 in 0…1, y1 and y2 any
  /// finite number (CSS `cubic-bezier()`).
  case bezier
  /// One or more of the listed names joined by `|`, as Android spells flag attributes
  /// (`scroll|enterAlways|snap`).
  case flags([String])

  /// The docs table's type cell: `number`, `integer`, `bool`, `text`, or the choices joined by
  /// Markdown-escaped pipes.
  public var typeDescription: String {
    switch self {
    case .number: return "number"
    case .integer: return "integer"
    case .bool: return "bool"
    case .choice(let choices): return choices.joined(separator: " \\| ")
    case .text: return "text"
    case .bezier: return "[x1, y1, x2, y2]"
    case .flags(let names): return "flags: " + names.joined(separator: " \\| ")
    case .color: return "colour"
    case .optionalColor: return "colour or empty"
    }
  }

  /// The allowed range as text (`0…400`), or empty for kinds without one.
  public var rangeDescription: String {
    switch self {
    case .number(let range, _):
      return "\(JSONSerializer.format(range.lowerBound))…\(JSONSerializer.format(range.upperBound))"
    case .integer(let range): return "\(range.lowerBound)…\(range.upperBound)"
    case .bezier: return "x1, x2 in 0…1"
    case .bool, .choice, .text, .flags, .color, .optionalColor: return ""
    }
  }
}
