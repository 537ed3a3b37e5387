/// An ordered set of parameter assignments: one preset, config file, script `config` object or
/// set of `--set` overrides. Values are already validated against the registry.
public struct ConfigLayer: Hashable, Sendable {
  /// One assignment.
  public struct Entry: Hashable, Sendable {
    /// A registry key.
    public var key: String
    /// A value that satisfies the key's kind and range.
    public var value: ParameterValue

    /// Creates an entry (no validation; `ConfigValues.set` validates).
    public init(key: String, value: ParameterValue) {
      self.key = key
      self.value = value
    }
  }

  /// Assignments in the order they were written; later ones win.
  public var entries: [Entry]
  /// Whether the entries are ordered setter calls (`--set` flags) rather than one statement of
  /// values (a file): setter calls couple the header heights as MDC's setters do
  /// (`ConfigValues.callSetter`).
  public var isSetterSequence: Bool

  /// Creates a layer.
  public init(entries: [Entry] = [], isSetterSequence: Bool = false) {
    self.entries = entries
    self.isSetterSequence = isSetterSequence
  }

  /// The value this layer assigns to `key`, if any.
  public subscript(key: String) -> ParameterValue? {
    entries.last { $0.key == key }?.value
  }

  /// The layer as a nested config object (`{"header": {"minimumHeight": 76}}`), grouped in
  /// registry order so output is stable.
  public var json: JSONValue {
    var flat: [(String, JSONValue)] = []
    for key in ParameterRegistry.keys {
      if let value = self[key] { flat.append((key, value.json)) }
    }
    return ConfigFile.nest(flat)
  }
}
