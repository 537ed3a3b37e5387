extension Preset {
  /// What a preset saved from `values` stores (the panel's Save, a fit's result): only what
  /// differs from `device`'s own layer for the model (so no device-derived
  /// `header.statusBarHeight`), and no `view.*` (how the phone is watched is not part of a
  /// tuning). A preset saved on one phone then gives another phone that phone's status bar.
  public static func savedLayer(_ values: ConfigValues, device: DeviceProfile) -> ConfigLayer {
    let layer = device.baseLayer(deviceFrame: true, headerModel: values[Param.header.model])
    let base = (try? ConfigValues.resolve(device: layer)) ?? ConfigValues()
    return ConfigLayer(
      entries: values.changed(from: base).entries.filter {
        ParameterRegistry.parameter($0.key)?.section != "view"
      })
  }
}

extension Preset {
  /// The sections a fitted preset never holds: how the phone is watched (`view`) and what the
  /// list shows (`content`: its rows, words and pictures are the recording's, not a tuning).
  public static let unfittedSections: Set<String> = ["view", "content"]

  /// What a preset fitted to a recording stores (`fit --out`, the window's Fit to reference):
  /// the Save-as-preset rule (`savedLayer`) narrowed to what the fit decided. Only `keys` (the
  /// values it fitted, the choices it made, what `--fix` pinned), each as `values` holds it even
  /// where that is a default, so the preset says every choice; never a key a device's layer
  /// sets (`header.statusBarHeight`: a preset fitted on a Pixel 8 gives an iPhone its own bar),
  /// nor `unfittedSections`, nor anything else the script or the start configuration said.
  public static func fittedLayer(_ values: ConfigValues, keys: Set<String>) -> ConfigLayer {
    let deviceKeys = Set(DeviceCatalog.standard.baseLayer(deviceFrame: true).entries.map(\.key))
    return ConfigLayer(
      entries: ParameterRegistry.keys.compactMap { key in
        guard keys.contains(key), !deviceKeys.contains(key), let value = values[key],
          let section = ParameterRegistry.parameter(key)?.section,
          !unfittedSections.contains(section)
        else { return nil }
        return ConfigLayer.Entry(key: key, value: value)
      })
  }
}
