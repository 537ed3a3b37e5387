/// A named starting configuration: a config file (read by `ConfigFile`'s one loader, with its
/// optional one-line `description`) under a name.
public struct Preset: Hashable, Sendable {
  /// The name presets are chosen by (`showcase`), normally the file name without `.json`.
  public var name: String
  /// One line describing what the preset is for.
  public var description: String
  /// The assignments it makes over the registry defaults.
  public var values: ConfigLayer
  /// The device a phone with this preset is drawn on when nothing else names one (the file's
  /// top-level `device`, a `DeviceCatalog` name); nil leaves it to the stage's rule.
  public var device: String?

  /// The presets shipped in Assets/Presets, in menu order; a test keeps this in sync.
  public static let shippedNames = [
    "showcase", "mdc-default", "mdc-high-importance", "android-views", "compose-m3",
    "flutter-sliver", "ios-large-title", "web-sticky", "web-headroom",
  ]

  /// Old built-in names kept as aliases of the platform presets they always promised
  /// (issue 18): each loads its target's file under its own name.
  public static let aliases: [(name: String, target: String)] = [
    ("android-like", "android-views"), ("flutter-like", "flutter-sliver"),
    ("uikit-like", "ios-large-title"),
  ]

  /// The preset `name` is an alias of, or nil.
  public static func aliasTarget(of name: String) -> String? {
    aliases.first { $0.name == name }?.target
  }

  /// The preset the sandbox starts with when none is named.
  public static let startupName = "showcase"

  /// Creates a preset.
  public init(name: String, description: String, values: ConfigLayer, device: String? = nil) {
    self.name = name
    self.description = description
    self.values = values
    self.device = device
  }

  /// Decodes a preset file (a config file, `ConfigFile`'s one loader); throws the first problem.
  /// `positioned` adds each problem's line:column (the app's `file:line:col: path: …`); without
  /// it a problem names its path only.
  public static func decode(
    _ text: String, name: String, file: String, positioned: Bool = false
  ) throws(DataError) -> Preset {
    let (description, device, layer) = try ConfigFile.decodeDocument(
      text, file: file, positioned: positioned)
    return Preset(name: name, description: description, values: layer, device: device)
  }

  /// Every problem in a preset file (empty when it is valid): exactly a config file's.
  public static func validate(
    _ text: String, name: String, file: String, positioned: Bool = false
  ) -> [DataError] {
    ConfigFile.validate(text, file: file, positioned: positioned)
  }

  /// Preset text: `description` first, then the nested values.
  public func encoded() -> String {
    var members: [JSONMember] = []
    if !description.isEmpty {
      members.append(JSONMember(ConfigFile.descriptionKey, .string(description)))
    }
    if let device { members.append(JSONMember(ConfigFile.deviceKey, .string(device))) }
    if case .object(let nested) = values.json { members += nested }
    return JSONSerializer.serialize(.object(members))
  }
}
