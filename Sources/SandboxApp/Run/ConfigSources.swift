import Foundation
import PhoneSimulation
import SandboxStage
import SandboxFormats

/// What every command that runs the sandbox shares: the located assets, the presets, loading
/// scripts and config files, and resolving the configuration layers into settings.
///
/// Layers, later winning: registry defaults ← the device (the script's `viewport.device`, else
/// the window's `--device`, else `iphone-15-pro`: its status-bar height) ← preset (`--preset`,
/// else the script's `preset`, else `showcase`) ← the script's `config` ← `--config FILE` ←
/// `--set`.
public struct ConfigSources: Sendable {
  /// Where `Assets/` is.
  public let assets: AssetLocator
  /// The presets in `Assets/Presets`.
  public let presets: PresetLibrary

  /// A setup reading built-in presets from `assets` and the user's from `userPresets` (nil: the
  /// user's presets folder, `$XDG_CONFIG_HOME/header-sandbox/presets`).
  public init(assets: AssetLocator, userPresets: URL? = nil) {
    self.assets = assets
    presets = PresetLibrary(
      directory: assets.presetsDirectory,
      userDirectory: userPresets
        ?? URL(fileURLWithPath: PreferencesFile.userPresetsDirectory(), isDirectory: true))
  }

  /// Locates `Assets/` (exit 69 when it cannot be found).
  public static func locate() throws(CommandFailure) -> ConfigSources {
    ConfigSources(assets: try AssetLocator.locate())
  }

  /// Reads and decodes a script: 66 when missing, 65 with file and JSON path when invalid
  /// (including a `preset` that is not in `Assets/Presets`).
  public func loadScript(_ path: String) throws(CommandFailure) -> EventScript {
    let text = try InputFile.readText(path)
    do {
      return try EventScript.decode(
        text, file: path, knownPresets: presets.names, positioned: true)
    } catch {
      // The same `file:line:col: path: …` message `check` prints for this file.
      throw CommandFailure(ExitCode(dataError: error), error.description)
    }
  }

  /// Reads and decodes a config file: 66 when missing, 65 when invalid.
  public func loadConfig(_ path: String) throws(CommandFailure) -> ConfigLayer {
    let text = try InputFile.readText(path)
    do {
      return try ConfigFile.decode(text, file: path, positioned: true)
    } catch {
      throw CommandFailure(ExitCode(dataError: error), error.description)
    }
  }

  /// The resolved values for `options`, over `script` (read from `scriptFile`) when given.
  public func values(
    _ options: TuningOptions, script: EventScript? = nil, scriptFile: String? = nil,
    device: DeviceProfile? = nil, window: Bool = false
  ) throws(CommandFailure) -> ConfigValues {
    try ConfigSources.apply(
      try layers(options, script: script, scriptFile: scriptFile, device: device, window: window))
  }

  /// The resolved settings; an invalid combination of individually valid values is exit 65
  /// naming every layer that contributed (a minimum height above the maximum is not one:
  /// `HeaderConfiguration.validated()` raises the maximum to it).
  public func settings(
    _ options: TuningOptions, script: EventScript? = nil, scriptFile: String? = nil,
    device: DeviceProfile? = nil, window: Bool = false
  ) throws(CommandFailure) -> SandboxSettings {
    let layers = try self.layers(
      options, script: script, scriptFile: scriptFile, device: device, window: window)
    let values = try ConfigSources.apply(layers)
    do {
      return try SandboxSettings(values: values)
    } catch {
      let sources = layers.dropFirst().filter { !$0.layer.entries.isEmpty }.map(\.source)
      throw CommandFailure(
        .dataError,
        "\(sources.joined(separator: " + ")): expected a consistent configuration, found \(error)"
      )
    }
  }

  private static func apply(
    _ layers: [(source: String, layer: ConfigLayer)]
  ) throws(CommandFailure) -> ConfigValues {
    var values = ConfigValues()
    for (source, layer) in layers {
      do {
        try values.apply(layer, source: source)
      } catch {
        // Every layer was validated when it was decoded; reachable only if they ever drift.
        throw CommandFailure(.dataError, error.description)
      }
    }
    return values
  }

  /// The options for a compared phone, B, C, … (`--compare PRESET|CONFIG`): the same
  /// layers as `base` with the preset replaced when `spec` names one, else with `--config`
  /// replaced by the file `spec`. Neither a preset nor an existing file is exit 64.
  public func comparisonOptions(
    _ spec: String, base: TuningOptions
  ) throws(CommandFailure) -> TuningOptions {
    var options = base
    if presets.names.contains(spec) {
      options.presetName = spec
    } else if spec.hasSuffix(".json") || spec.contains("/") {
      options.configPath = spec
    } else {
      throw CommandFailure(
        .usage,
        "--compare: expected a preset name (\(presets.names.joined(separator: ", "))) or a "
          + "config file, found \"\(spec)\"")
    }
    return options
  }

  /// The preset a phone starts from: `--preset` (or a compared phone's), else the script's,
  /// else `showcase`.
  func preset(
    _ options: TuningOptions, script: EventScript?, scriptFile: String?
  ) throws(CommandFailure) -> Preset {
    if let name = options.presetName {
      return try presets.load(name, source: "--preset", unknownCode: .usage)
    } else if let name = script?.preset {
      return try presets.load(
        name, source: "\(scriptFile ?? "script"): preset", unknownCode: .dataError)
    }
    return try presets.load(
      Preset.startupName, source: "default preset", unknownCode: .unavailable)
  }

  /// The device a phone's own files name: its config file's top-level `device` (`--config`,
  /// or a compared phone's file), else its preset's; nil when neither names one.
  public func namedDevice(
    _ options: TuningOptions, script: EventScript? = nil, scriptFile: String? = nil
  ) throws(CommandFailure) -> DeviceProfile? {
    if let path = options.configPath {
      let text = try InputFile.readText(path)
      do {
        let name = try ConfigFile.decodeDocument(text, file: path, positioned: true).device
        if let name { return DeviceCatalog.profile(named: name) }
      } catch {
        throw CommandFailure(ExitCode(dataError: error), error.description)
      }
    }
    let name = try preset(options, script: script, scriptFile: scriptFile).device
    return name.flatMap(DeviceCatalog.profile(named:))
  }

  /// Phone A of `render` and `trace`: a script that names no device (and no `--device` named
  /// one) is played on the device A's preset or config names, when that is another device than
  /// the one the script is drawn as; otherwise the script keeps its own width and height.
  public func applyNamedDevice(
    _ options: TuningOptions, to script: inout EventScript, scriptFile: String
  ) throws(CommandFailure) {
    guard script.viewport.device == nil,
      let named = try namedDevice(options, script: script, scriptFile: scriptFile),
      named != script.viewport.profile
    else { return }
    script.viewport = named.viewport(scale: script.viewport.scale)
  }

  /// The named layers in the order they apply; the first is the device's. A script's device
  /// wins over `device` (the window's `--device`), since `render` and `trace` put their
  /// `--device` into the script's viewport. The window's device layer also turns the device
  /// frame on (`window`).
  func layers(
    _ options: TuningOptions, script: EventScript?, scriptFile: String?,
    device: DeviceProfile? = nil, window: Bool = false
  ) throws(CommandFailure) -> [(source: String, layer: ConfigLayer)] {
    let profile = script?.viewport.profile ?? device ?? DeviceCatalog.standard
    let preset = try self.preset(options, script: script, scriptFile: scriptFile)
    var result: [(source: String, layer: ConfigLayer)] = [("preset \(preset.name)", preset.values)]
    if let script {
      result.append(("\(scriptFile ?? "script"): config", script.config))
    }
    if let path = options.configPath {
      result.append((path, try loadConfig(path)))
    }
    result.append(("--set", options.overrides))
    // The device's layer is for the model the layers above choose (`DeviceProfile.topInset`).
    let model = DeviceProfile.headerModel(in: result.map(\.layer))
    result.insert(
      ("device \(profile.name)", profile.baseLayer(deviceFrame: window, headerModel: model)), at: 0)
    return result
  }
}
