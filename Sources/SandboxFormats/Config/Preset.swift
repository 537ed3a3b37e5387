/// A named starting configuration: a config file (read by `ConfigFile`'s one loader, with its
/// optional one-line `description`) under a name.
public struct Preset: Hashable, Sendable {
  /// The name presets are chosen by (`showcase`), normally the file name without `.json`.
  public var name: String
  /// One line describing what the preset is for.
  public var description: String
  /// The assignments it makes over the registry defaults.
  public var values: ConfigLayer

  /// The presets shipped in Assets/Presets, in menu order; a test keeps this in sync.
  public static let shippedNames = [
    "showcase", "mdc-default", "mdc-high-importance", "uikit-like", "android-like", "flutter-like",
  ]

  /// The preset the sandbox starts with when none is named.
  public static let startupName = "showcase"

  /// Creates a preset.
  public init(name: String, description: String, values: ConfigLayer) {
    self.name = name
    self.description = description
    self.values = values
  }

  /// Decodes a preset file; throws the first problem.
  /// `positioned` adds each problem's line:column (the app's `file:line:col: path: …`); without
  /// it a problem names its path only.
  public static func decode(
    _ text: String, name: String, file: String, positioned: Bool = false
  ) throws(DataError) -> Preset {
    let (json, diagnostics) = try Diagnostics.parse(text, file: file, positioned: positioned)
    let preset = decode(json, name: name, diagnostics: diagnostics)
    try diagnostics.throwFirst()
    return preset
  }

  /// Every problem in a preset file (empty when it is valid).
  /// `positioned` adds each problem's line:column (the app's `file:line:col: path: …`); without
  /// it a problem names its path only.
  public static func validate(
    _ text: String, name: String, file: String, positioned: Bool = false
  ) -> [DataError] {
    let json: JSONValue
    let diagnostics: Diagnostics
    do {
      (json, diagnostics) = try Diagnostics.parse(text, file: file, positioned: positioned)
    } catch { return [error] }
    _ = decode(json, name: name, diagnostics: diagnostics)
    return diagnostics.errors
  }

  /// Preset text: `description` first, then the nested values.
  public func encoded() -> String {
    var members: [JSONMember] = []
    if !description.isEmpty {
      members.append(JSONMember(ConfigFile.descriptionKey, .string(description)))
    }
    if case .object(let nested) = values.json { members += nested }
    return JSONSerializer.serialize(.object(members))
  }

  private static func decode(_ json: JSONValue, name: String, diagnostics: Diagnostics) -> Preset {
    let (description, layer) = ConfigFile.decodeFile(json, diagnostics: diagnostics)
    return Preset(name: name, description: description, values: layer)
  }
}
