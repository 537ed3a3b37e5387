import HeaderEngine

/// A complete set of parameter values: registry defaults with layers applied on top.
public struct ConfigValues: Hashable, Sendable {
  private var storage: [String: ParameterValue]

  /// The registry defaults.
  public init() {
    var storage: [String: ParameterValue] = [:]
    for parameter in ParameterRegistry.all { storage[parameter.key] = parameter.defaultValue }
    self.storage = storage
  }

  /// The current value of `key`; nil only for keys not in the registry.
  public subscript(key: String) -> ParameterValue? { storage[key] }

  /// A number (or integer) parameter's value; 0 for keys of another kind (a programming error
  /// that the registry tests rule out for the keys the sandbox reads).
  public func number(_ key: String) -> Double {
    if case .number(let value) = storage[key] { return value }
    assertionFailure("\(key) is not a number parameter")
    return 0
  }

  /// An integer parameter's value.
  public func integer(_ key: String) -> Int { Int(number(key)) }

  /// A bool parameter's value.
  public func bool(_ key: String) -> Bool {
    if case .bool(let value) = storage[key] { return value }
    assertionFailure("\(key) is not a bool parameter")
    return false
  }

  /// A choice parameter's value (one of its choices).
  public func choice(_ key: String) -> String { string(key) }

  /// A text parameter's value.
  public func text(_ key: String) -> String { string(key) }

  private func string(_ key: String) -> String {
    if case .string(let value) = storage[key] { return value }
    assertionFailure("\(key) is not a choice or text parameter")
    return ""
  }

  /// Sets `key` after validating it; errors are usage errors naming `source` (default `--set`).
  public mutating func set(
    key: String, value: ParameterValue, source: String = "--set"
  ) throws(DataError) {
    guard let parameter = ParameterRegistry.parameter(key) else {
      throw DataError(
        kind: .usage, file: source, path: key,
        expected: ParameterRegistry.unknownKeyExpectation(key), found: "an unknown key")
    }
    if let expected = parameter.violation(of: value) {
      throw DataError(
        kind: .usage, file: source, path: key, expected: expected, found: value.jsonSummary)
    }
    storage[key] = value
  }

  /// Sets `key` as one call of the MDC property setter of that name: like `set`, and then the
  /// header heights couple the way `setMinimumHeight:` and `setMaximumHeight:` couple them (a
  /// maximum below the minimum lowers the minimum; a minimum above the maximum raises the maximum).
  /// `set` script events, the panel and `--set` flags are such calls; a file that states both
  /// heights at once is not (see `HeaderConfiguration.validated()`).
  public mutating func callSetter(
    key: String, value: ParameterValue, source: String = "--set"
  ) throws(DataError) {
    try set(key: key, value: value, source: source)
    let minimumKey = "header.minimumHeight"
    let maximumKey = "header.maximumHeight"
    guard key == minimumKey || key == maximumKey, case .number(let height) = value else { return }
    var heights = HeaderConfiguration(
      minimumHeight: number(minimumKey), maximumHeight: number(maximumKey))
    if key == minimumKey {
      heights.setMinimumHeight(height)
    } else {
      heights.setMaximumHeight(height)
    }
    // The coupled value equals the one just validated, so it is within its own range too.
    storage[minimumKey] = .number(heights.minimumHeight)
    storage[maximumKey] = .number(heights.maximumHeight)
  }

  /// Applies every entry of `layer` in order, as setter calls when the layer is a sequence of
  /// them (`--set`).
  public mutating func apply(_ layer: ConfigLayer, source: String) throws(DataError) {
    for entry in layer.entries {
      if layer.isSetterSequence {
        try callSetter(key: entry.key, value: entry.value, source: source)
      } else {
        try set(key: entry.key, value: entry.value, source: source)
      }
    }
  }

  /// Composes the loading order: registry defaults ← preset ← config file ← `--set` overrides.
  public static func resolve(
    preset: Preset? = nil, config: ConfigLayer? = nil, overrides: ConfigLayer = ConfigLayer()
  ) throws(DataError) -> ConfigValues {
    var values = ConfigValues()
    if let preset { try values.apply(preset.values, source: "preset \(preset.name)") }
    if let config { try values.apply(config, source: "config") }
    try values.apply(overrides, source: "--set")
    return values
  }

  /// Every key with its value, in registry order.
  public var layer: ConfigLayer {
    ConfigLayer(
      entries: ParameterRegistry.keys.compactMap { key in
        storage[key].map { ConfigLayer.Entry(key: key, value: $0) }
      })
  }

  /// The keys whose value differs from the registry default, in registry order.
  public var changedFromDefaults: ConfigLayer {
    changed(from: ConfigValues())
  }

  /// The values that differ from `base` (a preset's), as a layer that turns `base` into these
  /// values.
  public func changed(from base: ConfigValues) -> ConfigLayer {
    ConfigLayer(entries: layer.entries.filter { base[$0.key] != $0.value })
  }
}

extension ParameterValue {
  /// The value as error messages show what was found: strings quoted.
  var jsonSummary: String { json.summary }
}
