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
