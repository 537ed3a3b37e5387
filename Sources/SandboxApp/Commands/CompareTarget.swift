import Foundation
import SandboxCore

/// `--compare PRESET|CONFIG`: the B side of an A/B comparison, resolved by
/// `RunSetup.comparisonOptions` (a preset name replaces A's preset; a config file replaces
/// `--config`). The script's own config and the `--set` overrides apply to both sides, so only
/// the compared values differ.
enum CompareTarget {
  /// B's settings and its caption label.
  static func resolve(
    _ target: String, setup: RunSetup, tuning: TuningOptions, script: EventScript?,
    scriptFile: String?, device: DeviceProfile? = nil, window: Bool = false
  ) throws(CommandFailure) -> (SandboxSettings, String) {
    let options = try setup.comparisonOptions(target, base: tuning)
    let label =
      options.presetName == target
      ? target : URL(fileURLWithPath: target).deletingPathExtension().lastPathComponent
    return (
      try setup.settings(
        options, script: script, scriptFile: scriptFile, device: device, window: window), label
    )
  }
}
