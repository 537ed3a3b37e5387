import HeaderEngine

extension Param {
  /// `composeM3.*`: the Compose Material 3 model.
  public static let composeM3 = ComposeM3()

  /// `composeM3.*`: the Compose Material 3 model.
  public struct ComposeM3: Sendable {
    public let behavior = ParameterKey<ComposeScrollBehavior>("composeM3.behavior")
    public let snapStiffness = ParameterKey<Double>("composeM3.snapStiffness")
    public let snapDampingRatio = ParameterKey<Double>("composeM3.snapDampingRatio")
    public let snap = ParameterKey<Bool>("composeM3.snap")
  }
}

extension HeaderModelDescriptor {
  /// Jetpack Compose Material 3 `TopAppBar` scroll behaviours (`ComposeTopAppBarModel`).
  public static let composeM3: HeaderModelDescriptor = {
    let key = Param.composeM3
    let defaults = ComposeM3Options()
    return HeaderModelDescriptor(
      name: .composeM3, sectionTitle: "Compose Material 3 top app bar",
      parameters: [
        // exitUntilCollapsed: the usual behaviour of Medium and Large top app bars.
        .choice(
          key.behavior, "Scroll behavior", defaults.behavior,
          "`TopAppBarDefaults.*ScrollBehavior`: pinned, enterAlways or exitUntilCollapsed."),
        // MotionScheme DefaultEffects spring (material3 1.4+): 1600; material3 ≈1.2–1.3: 400.
        .number(
          key.snapStiffness, "Snap stiffness", defaults.snapStiffness, 1...10000, step: 50,
          "Stiffness of the critically damped settle spring: 1600 (MotionScheme, current) or 400 (material3 1.2–1.3)."
        ),
        // settleAppBar's snapAnimationSpec: dampingRatio 1 in both versions (AppBar.kt,
        // MotionScheme).
        .number(
          key.snapDampingRatio, "Snap damping ratio", defaults.snapDampingRatio, 0.1...3,
          step: 0.05,
          "Damping ratio of the settle spring (1); the bar is clamped to its range, so it never overshoots."
        ),
        // A null snapAnimationSpec: settleAppBar leaves the bar where the gesture left it.
        .bool(
          key.snap, "Snap", defaults.snap,
          "Settle half-collapsed bars at the end of a gesture; off is a null `snapAnimationSpec`."
        ),
      ],
      readOptions: { values, options in
        options.composeM3 = ComposeM3Options(
          behavior: values[key.behavior], snapStiffness: values[key.snapStiffness],
          snapDampingRatio: values[key.snapDampingRatio], snap: values[key.snap])
      }, skin: .material3, dialect: .kotlin, presets: ["compose-m3"],
      handOff: { values in
        let behavior = values[key.behavior]
        return HandOffTraits(
          quickReturn: behavior == .enterAlways, scrollsAway: behavior == .enterAlways,
          snap: behavior != .pinned)
      },
      fitChoices: ComposeScrollBehavior.allCases.map { [(key.behavior.name, $0.rawValue)] })
  }()
}
