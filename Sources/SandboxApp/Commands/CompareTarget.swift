import Foundation
import PhoneDrawing
import PhoneSimulation
import SandboxStage
import SandboxFormats

/// `--compare PRESET|CONFIG[@DEVICE]` (repeatable): the compared phones B, C, … of a
/// side-by-side, each resolved by `ConfigSources.comparisonOptions` (a preset name replaces A's
/// preset; a config file replaces `--config`). The script's own config and the `--set` overrides
/// apply to every phone, and the content (rows, row height) is A's unless a compared config file
/// sets it, so only the compared values differ.
///
/// A script's own `compare` entries are used when no `--compare` flag is given. Each phone is
/// drawn on its own device: `@DEVICE`, else `--device`, else the device its preset
/// (or config file) names, else A's. A phone on the device A is drawn as shares A's screen (so a
/// script's own width and height stay for every iPhone preset).
enum CompareTarget {
  /// `spec` split into the preset or config file and the device after its last `@` (nil
  /// without one); an unknown device is exit 64 naming the flag and the known devices.
  static func split(
    _ spec: String
  ) throws(CommandFailure) -> (target: String, device: DeviceProfile?) {
    guard let at = spec.lastIndex(of: "@") else { return (spec, nil) }
    let target = String(spec[..<at])
    let name = String(spec[spec.index(after: at)...])
    // An @ inside a config file's path (`takes@2x/b.json`) names no device.
    if name.contains("/") || name.hasSuffix(".json") { return (spec, nil) }
    guard let profile = DeviceCatalog.profile(named: name) else {
      throw CommandFailure(
        .usage,
        "--compare \(spec): expected PRESET|CONFIG@DEVICE with a device of "
          + "\(DeviceCatalog.knownNames), found \"\(name)\"\n(`header-sandbox devices` lists them)")
    }
    return (target, profile)
  }

  /// Every `--compare` target of `args` against A's `reference` settings, in order; a usage
  /// error when there are more than four (five phones in all).
  static func resolveAll(
    _ args: ScannedArguments, reference referenceSettings: SandboxSettings, setup: ConfigSources,
    tuning: TuningOptions, script: EventScript?, scriptFile: String?,
    device: DeviceProfile? = nil, drawnAs: DeviceProfile? = nil, window: Bool = false
  ) throws(CommandFailure) -> [StageSetup.Phone] {
    let flagDevice = try ArgumentRules.device(args)
    let reference = drawnAs ?? script?.viewport.profile ?? device ?? DeviceCatalog.standard
    // The flags, else the script's own `compare` entries.
    var targets = args.values["compare"] ?? []
    if targets.isEmpty { targets = script?.compare ?? [] }
    let most = PhoneArrangement.maximumPhones - 1
    guard targets.count <= most else {
      throw CommandFailure(
        .usage,
        "--compare: at most \(most) compared phones (\(most + 1) in all), found \(targets.count): "
          + targets.joined(separator: ", "))
    }
    var resolved: [StageSetup.Phone] = []
    for (index, spec) in targets.enumerated() {
      let (target, atDevice) = try split(spec)
      let options = try setup.comparisonOptions(target, base: tuning)
      var own = atDevice ?? flagDevice
      if own == nil {
        own = try setup.namedDevice(options, script: script, scriptFile: scriptFile)
      }
      if own == reference { own = nil }
      var ownScript = script
      if let own, ownScript != nil {
        ownScript?.viewport = own.viewport(scale: script?.viewport.scale ?? 2)
      }
      let name =
        options.presetName == target
        ? target : URL(fileURLWithPath: target).deletingPathExtension().lastPathComponent
      var explicit: Set<String> = []
      if options.configPath != tuning.configPath, let path = options.configPath {
        explicit = Set(try setup.loadConfig(path).entries.map(\.key))
      }
      let ownSettings = try setup.settings(
        options, script: ownScript, scriptFile: scriptFile, device: own ?? device, window: window)
      do {
        let settings = try SharedContent.settings(
          ownSettings, sharingWith: referenceSettings, explicit: explicit)
        let label = own.map { "\(name)@\($0.name)" } ?? name
        resolved.append(
          StageSetup.Phone(
            settings: settings, label: "\(CompareCaption.letter(index + 1)) · \(label)",
            explicitKeys: explicit, device: own, spec: "\(target)@\((own ?? reference).name)"))
      } catch {
        throw CommandFailure(.dataError, "--compare \(spec): \(error)")
      }
    }
    return resolved
  }
}
