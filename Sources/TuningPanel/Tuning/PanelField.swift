import PhoneSimulation
import SandboxFormats

/// Something the panel edits: a registry parameter, or one number of the selected spring dialect.
public enum PanelField: Hashable, Sendable {
  /// A registry key.
  case parameter(String)
  /// A spring dialect number of the spring stored under `keys` (the edge spring unless said),
  /// converted to those registry keys when set.
  case spring(SpringField, of: Param.SpringKeys = Param.scroll.bounce)

  /// Row label.
  public var label: String {
    switch self {
    case .parameter(let key): return ParameterRegistry.parameter(key)?.label ?? key
    case .spring(let field, _): return field.label
    }
  }

  /// Unit shown after the value.
  public var unit: String {
    switch self {
    case .parameter(let key): return ParameterRegistry.parameter(key)?.unit ?? ""
    case .spring(let field, _): return field.unit
    }
  }

  /// The registry keys a change of this field writes (the three spring keys for a dialect row).
  public var keys: [String] {
    switch self {
    case .parameter(let key): return [key]
    case .spring(_, let keys): return keys.names
    }
  }

  /// Slider range and step for number-like fields; nil for bools, choices and text.
  public var sliderRange: (range: ClosedRange<Double>, step: Double)? {
    switch self {
    case .parameter(let key):
      switch ParameterRegistry.parameter(key)?.kind {
      case .number(let range, let step): return (range, step)
      case .integer(let range): return (Double(range.lowerBound)...Double(range.upperBound), 1)
      default: return nil
      }
    case .spring(let field, _): return (field.range, field.step)
    }
  }

  /// How the slider's track maps to the value (dialect rows are linear).
  public var sliderScale: SliderScale {
    if case .parameter(let key) = self { return SliderScale.of(key) }
    return .linear
  }

  /// The current value as a number (nil when not number-like or not expressible).
  public func number(in values: ConfigValues) -> Double? {
    switch self {
    case .parameter(let key):
      if case .number(let value) = values[key] { return value }
      return nil
    case .spring(let field, let keys):
      guard let spring = SpringConversion.spring(values, keys) else { return nil }
      return SpringConversion.value(field, of: spring)
    }
  }

  /// The value as the panel shows it: fixed decimals from the step, then the unit.
  public func display(in values: ConfigValues) -> String {
    if case .parameter(let key) = self, let value = values[key], sliderRange == nil {
      return value.description
    }
    guard let number = number(in: values), let step = sliderRange?.step else {
      if case .spring(let field, _) = self {
        return "no \(field.dialect?.chipTitle ?? "") equivalent"
      }
      return "—"
    }
    let text = PanelField.format(number, step: displayStep(number, step: step))
    return unit.isEmpty ? text : text + " " + unit
  }

  /// The text the typed-entry buffer starts with (the value without its unit).
  public func editText(in values: ConfigValues) -> String {
    if case .parameter(let key) = self, let value = values[key], sliderRange == nil {
      return value.description
    }
    guard let number = number(in: values), let step = sliderRange?.step else { return "" }
    return PanelField.format(number, step: displayStep(number, step: step))
  }

  /// The step whose decimals show `number`: the slider step, or finer when a log-scaled value
  /// holds more (0.99915 on a 0.0005 step).
  private func displayStep(_ number: Double, step: Double) -> Double {
    guard sliderScale != .linear else { return step }
    var shown = step
    while shown > 1e-6 && abs((number / shown).rounded() * shown - number) > 1e-9 {
      shown /= 10
    }
    return shown
  }

  /// Decimal places that resolve `step` (1 → 0, 0.05 → 2, 0.0005 → 4).
  static func decimals(for step: Double) -> Int {
    var decimals = 0
    var scaled = step
    while decimals < 6 && abs(scaled - scaled.rounded()) > 1e-9 {
      scaled *= 10
      decimals += 1
    }
    return decimals
  }

  /// `value` with the decimals of `step`, never "-0".
  static func format(_ value: Double, step: Double) -> String {
    HUDText.fixed(value, decimals(for: step))
  }

  /// `value` snapped to `step` from the range's lower bound, clamped, with float noise removed.
  static func quantize(_ value: Double, range: ClosedRange<Double>, step: Double) -> Double {
    guard value.isFinite else { return range.lowerBound }
    var snapped = value
    if step > 0 {
      snapped = range.lowerBound + ((value - range.lowerBound) / step).rounded() * step
    }
    snapped = min(max(snapped, range.lowerBound), range.upperBound)
    var power = 1.0
    for _ in 0..<decimals(for: step) { power *= 10 }
    return (snapped * power).rounded() / power
  }
}
