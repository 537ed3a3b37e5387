import HeaderEngine

/// A device as a layer of configuration: the parameters a device sets (its status bar, the
/// window's device frame) sit in the Config folder, above the catalogue of devices.
extension DeviceProfile {
  /// The lowest layer of every configuration: the device's status bar as the default of
  /// `header.statusBarHeight`, under the preset, the script's config, `--config` and `--set`.
  public var configLayer: ConfigLayer { baseLayer(deviceFrame: false) }

  /// The device's layer for header model `headerModel` (its top inset as
  /// `header.statusBarHeight`, `topInset(for:)`), plus `view.deviceFrame` on when `deviceFrame`
  /// (the window's default: a phone in a frame reads as a phone; renders keep the registry's off).
  public func baseLayer(deviceFrame: Bool, headerModel: HeaderModelName = .mdc) -> ConfigLayer {
    var entries = [
      ConfigLayer.Entry(
        key: Param.header.statusBarHeight.name, value: topInset(for: headerModel).parameterValue)
    ]
    if deviceFrame {
      entries.append(ConfigLayer.Entry(key: Param.view.deviceFrame.name, value: .bool(true)))
    }
    return ConfigLayer(entries: entries)
  }

  /// The header model the last of `layers` to state `header.model` names (the registry's
  /// default when none does): which model the device's layer is for.
  public static func headerModel(in layers: [ConfigLayer]) -> HeaderModelName {
    for layer in layers.reversed() {
      for entry in layer.entries.reversed() where entry.key == Param.header.model.name {
        if case .string(let name) = entry.value, let model = HeaderModelName(rawValue: name) {
          return model
        }
      }
    }
    return ParameterRegistry.defaultValue(Param.header.model)
  }
}
