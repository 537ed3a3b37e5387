import SandboxFormats
import SandboxPrimitives

/// The column's presets: the name field of Save and Rename, and what the host's change on disk
/// does to the menu and the current preset.
extension TuningColumn {
  /// Sends typed text or a key to the preset name field; Enter returns the request for the
  /// host: save `values` (phone A's, simulated on `device`) under the name, or rename.
  mutating func typeName(
    _ event: InputEvent, saving values: ConfigValues, device: DeviceProfile
  ) -> UserPresetRequest? {
    guard var field = naming else { return nil }
    let outcome = field.handle(
      event, builtIn: presets.shipped, userNames: Set(presets.userNames),
      current: panel.currentPreset)
    switch outcome {
    case .editing:
      naming = field
    case .cancelled:
      naming = nil
    case .confirmed(let name):
      naming = nil
      switch field.purpose {
      case .save:
        return .save(
          Preset(
            name: name, description: "Saved from the tuning panel",
            values: Preset.savedLayer(values, device: device)))
      case .rename(let old) where old != name:
        return .rename(from: old, to: name)
      case .rename:
        break
      }
    }
    return nil
  }

  /// The name the Save field starts with: the current user preset's (saving over it), else the
  /// current preset's with `-tuned` and a number if that is taken.
  func suggestedPresetName() -> String {
    let current = panel.currentPreset
    if let current, presets.userNames.contains(current) { return current }
    let stem = String(
      PresetName.sanitized(current ?? "preset").prefix(PresetName.maximumLength - 10))
    let taken = Set(presets.names)
    var name = stem + "-tuned"
    var number = 2
    while taken.contains(name) {
      name = stem + "-tuned-\(number)"
      number += 1
    }
    return name
  }

  /// The host made (or failed to make, for `problem`) a change to the user's presets on disk;
  /// phone A's values are `values`. The menu and the current preset follow; a failure is shown
  /// in the panel. Returns the current preset's new name when phone A's caption changes with
  /// it, and the log line; nil after a failure.
  mutating func presetHandled(
    _ request: UserPresetRequest, problem: String?, values: ConfigValues
  ) -> (current: String?, note: String)? {
    if let problem {
      panel.status = "preset: \(problem)"
      return nil
    }
    var result: (current: String?, note: String)
    switch request {
    case .save(let preset):
      presets.add(preset.name, .loaded(preset), shipped: false)
      panel.currentPreset = preset.name
      baseValues = values
      result = (preset.name, "preset \(preset.name) saved")
    case .rename(let old, let new):
      presets.rename(old, to: new)
      let renamesCurrent = panel.currentPreset == old
      if renamesCurrent { panel.currentPreset = new }
      result = (renamesCurrent ? new : nil, "preset \(old) renamed to \(new)")
    case .delete(let name):
      presets.remove(name)
      if panel.currentPreset == name { panel.currentPreset = nil }
      result = (nil, "preset \(name) deleted")
    }
    panel.userPresets = Set(presets.userNames)
    panel.status = nil
    return result
  }
}
