/// `--set key=value` command-line overrides.
public enum SetOverride {
  /// Parses one `key=value` argument into a validated entry; errors are usage errors (exit 64)
  /// naming `--set`, the key, the range or choices and the value found.
  public static func parse(_ argument: String) throws(DataError) -> ConfigLayer.Entry {
    guard let equals = argument.firstIndex(of: "=") else {
      throw DataError(
        kind: .usage, file: "--set", expected: "key=value (e.g. header.minimumHeight=76)",
        found: "\"\(argument)\"")
    }
    let key = String(argument[..<equals])
    let text = String(argument[argument.index(after: equals)...])
    guard let parameter = ParameterRegistry.parameter(key) else {
      throw DataError(
        kind: .usage, file: "--set", path: key,
        expected: ParameterRegistry.unknownKeyExpectation(key), found: "an unknown key")
    }
    guard let value = parameter.value(fromText: text) else {
      throw DataError(
        kind: .usage, file: "--set", path: key, expected: textExpectation(parameter),
        found: "\"\(text)\"")
    }
    if let expected = parameter.violation(of: value) {
      throw DataError(
        kind: .usage, file: "--set", path: key, expected: expected,
        // An empty value would otherwise end the message at "found " (found by fuzzing).
        found: text.isEmpty ? "an empty value" : text)
    }
    return ConfigLayer.Entry(key: key, value: value)
  }

  /// Parses every `--set` argument in order into one layer of setter calls.
  public static func parse(_ arguments: [String]) throws(DataError) -> ConfigLayer {
    var entries: [ConfigLayer.Entry] = []
    for argument in arguments { entries.append(try parse(argument)) }
    return ConfigLayer(entries: entries, isSetterSequence: true)
  }

  private static func textExpectation(_ parameter: Parameter) -> String {
    switch parameter.kind {
    case .bool: return "true, false, 1, 0, on or off"
    default: return parameter.expectedPhrase
    }
  }
}
