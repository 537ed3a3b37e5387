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

  /// The value of `key`, as its Swift type. Every `Param` handle names a registry parameter of
  /// that type, and stored values are validated against the registry (choices against the enum's
  /// cases), so a read cannot fail; a registry test checks both.
  public subscript<Value>(key: ParameterKey<Value>) -> Value {
    guard let stored = storage[key.name], let value = Value(parameterValue: stored) else {
      preconditionFailure("\(key.name) is not a registered \(Value.self) parameter")
    }
    return value
  }

  /// Sets `key` to `value` after validating it against the registry (ranges, text length);
  /// errors are usage errors naming `source`.
  public mutating func set<Value>(
    _ key: ParameterKey<Value>, to value: Value, source: String = "--set"
  ) throws(DataError) {
    try set(key: key.name, value: value.parameterValue, source: source)
  }

  /// Sets `key` to `value` as one MDC setter call (see `callSetter(key:value:source:)`).
  public mutating func callSetter<Value>(
    _ key: ParameterKey<Value>, to value: Value, source: String = "--set"
  ) throws(DataError) {
    try callSetter(key: key.name, value: value.parameterValue, source: source)
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
    let minimumKey = Param.header.minimumHeight
    let maximumKey = Param.header.maximumHeight
    guard key == minimumKey.name || key == maximumKey.name, case .number(let height) = value else {
      return
    }
    var heights = HeaderConfiguration(
      minimumHeight: self[minimumKey], maximumHeight: self[maximumKey])
    if key == minimumKey.name {
      heights.setMinimumHeight(height)
    } else {
      heights.setMaximumHeight(height)
    }
    // The coupled value equals the one just validated, so it is within its own range too.
    storage[minimumKey.name] = heights.minimumHeight.parameterValue
    storage[maximumKey.name] = heights.maximumHeight.parameterValue
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

  /// Composes the loading order: registry defaults ← the device's layer (its status bar; in the
  /// window also the device frame) ← preset ← config file ← `--set` overrides.
  public static func resolve(
    device: ConfigLayer? = nil, preset: Preset? = nil, config: ConfigLayer? = nil,
    overrides: ConfigLayer = ConfigLayer()
  ) throws(DataError) -> ConfigValues {
    var values = ConfigValues()
    if let device { try values.apply(device, source: "device") }
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
  var jsonSummary: String {
    if case .numbers = self { return description }
    return json.summary
  }
}
