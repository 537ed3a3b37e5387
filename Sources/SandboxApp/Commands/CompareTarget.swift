import Foundation
import SandboxCore

/// `--compare PRESET|CONFIG`: the B side of an A/B comparison. A preset name replaces A's preset;
/// a config file (a path that exists, or ends in `.json`) applies over A's preset. The script's
/// own config and the `--set` overrides apply to both sides, so only the compared values differ.
enum CompareTarget {
  static func resolve(
    _ target: String, setup: RunSetup, tuning: TuningOptions, script: EventScript?,
    scriptFile: String?
  ) throws(CommandFailure) -> (SandboxSettings, String) {
    var options = tuning
    let label: String
    if target.hasSuffix(".json") || FileManager.default.fileExists(atPath: target) {
      options.configPath = target
      label = URL(fileURLWithPath: target).deletingPathExtension().lastPathComponent
    } else {
      guard setup.presets.names.contains(target) else {
        throw CommandFailure(
          .usage,
          "--compare: expected a preset (\(setup.presets.names.joined(separator: ", "))) or a "
            + "config file, found '\(target)'")
      }
      options.presetName = target
      label = target
    }
    return (try setup.settings(options, script: script, scriptFile: scriptFile), label)
  }
}
