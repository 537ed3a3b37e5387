import Foundation
import SandboxCore

/// `--compare PRESET|CONFIG` (repeatable): the compared phones B, C, … of a side-by-side, each
/// resolved by `ConfigSources.comparisonOptions` (a preset name replaces A's preset; a config file
/// replaces `--config`). The script's own config and the `--set` overrides apply to every
/// phone, and the content (rows, row height) is A's unless a compared config file sets it, so
/// only the compared values differ.
enum CompareTarget {
  /// One compared phone: its settings (content shared with A), caption label and the keys its
  /// own config file set.
  struct Resolved {
    var settings: SandboxSettings
    var label: String
    var explicitKeys: Set<String>
  }

  /// Every `--compare` target of `args` against A's `reference` settings, in order; a usage
  /// error when there are more than four (five phones in all).
  static func resolveAll(
    _ args: ScannedArguments, reference: SandboxSettings, setup: ConfigSources,
    tuning: TuningOptions, script: EventScript?, scriptFile: String?,
    device: DeviceProfile? = nil, window: Bool = false
  ) throws(CommandFailure) -> [Resolved] {
    let targets = args.values["compare"] ?? []
    let most = PhoneArrangement.maximumPhones - 1
    guard targets.count <= most else {
      throw CommandFailure(
        .usage,
        "--compare: at most \(most) compared phones (\(most + 1) in all), found \(targets.count): "
          + targets.joined(separator: ", "))
    }
    var resolved: [Resolved] = []
    for (index, target) in targets.enumerated() {
      let options = try setup.comparisonOptions(target, base: tuning)
      let name =
        options.presetName == target
        ? target : URL(fileURLWithPath: target).deletingPathExtension().lastPathComponent
      var explicit: Set<String> = []
      if options.configPath != tuning.configPath, let path = options.configPath {
        explicit = Set(try setup.loadConfig(path).entries.map(\.key))
      }
      let own = try setup.settings(
        options, script: script, scriptFile: scriptFile, device: device, window: window)
      do {
        let settings = try SharedContent.settings(
          own, sharingWith: reference, explicit: explicit)
        resolved.append(
          Resolved(
            settings: settings, label: "\(CompareCaption.letter(index + 1)) · \(name)",
            explicitKeys: explicit))
      } catch {
        throw CommandFailure(.dataError, "--compare \(target): \(error)")
      }
    }
    return resolved
  }
}
