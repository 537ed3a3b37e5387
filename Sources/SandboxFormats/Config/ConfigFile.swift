/// Config files: nested JSON objects whose paths are registry keys
/// (`{"header": {"shiftBehavior": "hideable"}}` sets `header.shiftBehavior`). Partial files are
/// fine; unknown keys, wrong types and out-of-range values are errors with the JSON path.
///
/// A preset is a config file: the same loader and validator read both, and either may carry a
/// one-line top-level `description`, so every file `check` accepts works with `--config`,
/// `--compare`, `--preset` (once saved as a preset) and the other way round.
public enum ConfigFile {
  /// The one top-level member that is not a parameter: what the file is for.
  public static let descriptionKey = "description"
  /// The top-level member naming the device a phone with this preset or file is drawn on
  /// (`"device": "pixel-8"`), a `DeviceCatalog` name; `--device` and `--compare NAME@DEVICE`
  /// override it.
  public static let deviceKey = "device"

  /// Decodes a config file; throws the first problem.
  /// `positioned` adds each problem's line:column (the app's `file:line:col: path: …`); without
  /// it a problem names its path only.
  public static func decode(
    _ text: String, file: String, positioned: Bool = false
  ) throws(DataError) -> ConfigLayer {
    try decodeDocument(text, file: file, positioned: positioned).layer
  }

  /// Decodes a config or preset file with its `description` and `device`; throws the first
  /// problem.
  public static func decodeDocument(
    _ text: String, file: String, positioned: Bool = false
  ) throws(DataError) -> (description: String, device: String?, layer: ConfigLayer) {
    try Diagnostics.decode(text, file: file, positioned: positioned) {
      decodeFile($0, diagnostics: $1)
    }
  }

  /// Every problem in a config file (empty when it is valid).
  /// `positioned` adds each problem's line:column (the app's `file:line:col: path: …`); without
  /// it a problem names its path only.
  public static func validate(
    _ text: String, file: String, positioned: Bool = false
  ) -> [DataError] {
    Diagnostics.validate(text, file: file, positioned: positioned) {
      _ = decodeFile($0, diagnostics: $1)
    }
  }

  /// A whole file's top-level object: its optional single-line `description`, its optional
  /// `device` and its assignments. Presets and config files both come through here.
  static func decodeFile(
    _ json: JSONValue, diagnostics: Diagnostics
  ) -> (description: String, device: String?, layer: ConfigLayer) {
    var description = ""
    guard let members = diagnostics.object(json, at: .root, what: "a config object") else {
      return ("", nil, ConfigLayer())
    }
    var device: String?
    if let name = diagnostics.string(members, deviceKey, at: .root, required: false) {
      if DeviceCatalog.profile(named: name) == nil {
        diagnostics.report(
          JSONPath.root.appending(deviceKey),
          expected: "a device of `header-sandbox devices` (\(DeviceCatalog.knownNames))",
          found: "\"\(name)\"")
      } else {
        device = name
      }
    }
    if let text = diagnostics.string(members, descriptionKey, at: .root, required: false) {
      if text.contains("\n") {
        diagnostics.report(
          JSONPath.root.appending(descriptionKey), expected: "a single line",
          found: "a line break")
      }
      description = text
    }
    let layer = decodeLayer(
      json, at: .root, diagnostics: diagnostics, ignoring: [descriptionKey, deviceKey])
    return (description, device, layer)
  }

  /// Config text for `layer`: nested, registry order, pretty; a curve stays on one line,
  /// `[0, 0, 0.58, 1]`, as it is read. `device` (a `DeviceCatalog` name) comes first as the
  /// file's top-level `device`.
  public static func encode(_ layer: ConfigLayer, device: String? = nil) -> String {
    var members: [JSONMember] = []
    if let device { members.append(JSONMember(deviceKey, .string(device))) }
    if case .object(let nested) = layer.json { members += nested }
    return JSONSerializer.serialize(.object(members)) { path in
      ParameterRegistry.parameter(path.description)?.kind == .bezier
    }
  }

  /// Walks a config object at `path` (the root of a file, or a script's `config`), collecting
  /// assignments; `ignoring` names top-level members handled by the caller (a preset's
  /// `description`).
  static func decodeLayer(
    _ json: JSONValue, at path: JSONPath, diagnostics: Diagnostics, ignoring: Set<String> = []
  ) -> ConfigLayer {
    var entries: [ConfigLayer.Entry] = []
    guard let members = diagnostics.object(json, at: path, what: "a config object") else {
      return ConfigLayer()
    }
    walk(
      members, prefix: "", path: path, diagnostics: diagnostics, ignoring: ignoring,
      into: &entries)
    return ConfigLayer(entries: entries)
  }

  private static func walk(
    _ members: [JSONMember], prefix: String, path: JSONPath, diagnostics: Diagnostics,
    ignoring: Set<String>, into entries: inout [ConfigLayer.Entry]
  ) {
    for member in members {
      if prefix.isEmpty && ignoring.contains(member.key) { continue }
      let key = prefix.isEmpty ? member.key : prefix + "." + member.key
      let memberPath = path.appending(member.key)
      if let parameter = ParameterRegistry.parameter(key) {
        guard let value = parameter.value(fromJSON: member.value) else {
          diagnostics.report(
            memberPath, expected: parameter.expectedPhrase, found: member.value.summary)
          continue
        }
        if let expected = parameter.violation(of: value) {
          diagnostics.report(memberPath, expected: expected, found: value.jsonSummary)
          continue
        }
        entries.append(ConfigLayer.Entry(key: key, value: value))
      } else if ParameterRegistry.groupPrefixes.contains(key) {
        guard
          let nested = diagnostics.object(
            member.value, at: memberPath, what: "an object of \(key).* settings")
        else { continue }
        walk(
          nested, prefix: key, path: memberPath, diagnostics: diagnostics, ignoring: [],
          into: &entries)
      } else {
        diagnostics.report(
          memberPath, expected: ParameterRegistry.unknownKeyExpectation(key),
          found: "an unknown key")
      }
    }
  }

  /// Nests dotted keys into objects, keeping first-appearance order of every group.
  static func nest(_ flat: [(String, JSONValue)]) -> JSONValue {
    var members: [JSONMember] = []
    for (key, value) in flat {
      insert(value, path: key.split(separator: ".").map(String.init)[...], into: &members)
    }
    return .object(members)
  }

  private static func insert(
    _ value: JSONValue, path: ArraySlice<String>, into members: inout [JSONMember]
  ) {
    guard let head = path.first else { return }
    let rest = path.dropFirst()
    if rest.isEmpty {
      members.append(JSONMember(head, value))
      return
    }
    if let position = members.firstIndex(where: { $0.key == head }),
      case .object(var nested) = members[position].value
    {
      insert(value, path: rest, into: &nested)
      members[position].value = .object(nested)
    } else {
      var nested: [JSONMember] = []
      insert(value, path: rest, into: &nested)
      members.append(JSONMember(head, .object(nested)))
    }
  }
}
