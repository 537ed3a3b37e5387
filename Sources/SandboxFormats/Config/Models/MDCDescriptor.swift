import HeaderEngine

extension HeaderModelDescriptor {
  /// MDC-iOS `MDCFlexibleHeaderView`, the reference model: its parameters are the `header.*`
  /// ones (`ParameterRegistry`), its options live in `HeaderConfiguration`.
  public static let mdc = HeaderModelDescriptor(
    name: .mdc, sectionTitle: nil, parameters: [], readOptions: { _, _ in }, skin: .mdc,
    dialect: .swift, presets: ["mdc-default", "mdc-high-importance", "showcase"],
    handOff: { values in
      let shift = values[Param.header.shiftBehavior]
      let quickReturn = shift == .enabled || shift == .enabledWithStatusBar
      return HandOffTraits(quickReturn: quickReturn, scrollsAway: quickReturn, snap: false)
    },
    // `hideable` moves like `disabled` under scrolling, so a fit leaves it out.
    fitChoices: ["disabled", "enabled", "enabledWithStatusBar"].map {
      [(Param.header.shiftBehavior.name, $0)]
    })
}
