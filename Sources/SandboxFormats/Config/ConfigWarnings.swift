import HeaderEngine

/// What `check` says about a valid config file that will not do what it seems to say: a
/// `header.minimumHeight` above the `header.maximumHeight` it states too (the engine raises the maximum to the
/// minimum, as `HeaderConfiguration.validated()` does, so the header never collapses). Each
/// warning is one `file:line:col: warning: …` line; warnings never fail the check.
public enum ConfigWarnings {
  /// The warnings of config text `text` (empty when it is fine or does not parse: problems are
  /// `ConfigFile.validate`'s business).
  public static func warnings(in text: String, file: String) -> [String] {
    guard let document = try? JSONParser.parseDocument(text, file: file),
      let layer = try? ConfigFile.decode(text, file: file),
      let values = try? ConfigValues.resolve(config: layer)
    else { return [] }
    let minimumKey = Param.header.minimumHeight
    let maximumKey = Param.header.maximumHeight
    let stated = Set(layer.entries.map(\.key))
    // Only a file that states both: a lone minimum may sit over a preset's larger maximum.
    guard stated.contains(minimumKey.name), stated.contains(maximumKey.name),
      values[minimumKey] > values[maximumKey]
    else {
      return []
    }
    func path(_ key: String) -> JSONPath {
      JSONPath(components: key.split(separator: ".").map { .key(String($0)) })
    }
    func place(_ key: String) -> String {
      guard let position = document.positions.position(of: path(key)) else { return file }
      return "line \(position.line):\(position.column)"
    }
    let minimum = JSONSerializer.format(values[minimumKey])
    let maximum = JSONSerializer.format(values[maximumKey])
    let at = document.positions.position(of: path(minimumKey.name))
    let prefix = at.map { "\(file):\($0.line):\($0.column)" } ?? file
    return [
      "\(prefix): warning: \(minimumKey.name) (\(minimum), \(place(minimumKey.name))) exceeds "
        + "\(maximumKey.name) (\(maximum), \(place(maximumKey.name))); the engine raises the "
        + "maximum to \(minimum) and uses \(minimum) for both, so the header never collapses"
    ]
  }
}
