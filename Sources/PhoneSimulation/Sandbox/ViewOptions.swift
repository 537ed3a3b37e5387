import SandboxFormats

/// How the sandbox is being viewed: overlays, slow motion and pause. None of it changes the motion
/// itself, only when and how it is shown. The options that are also registry parameters
/// (`view.*`, so the panel and presets reach them) start at the registry's defaults.
public struct ViewOptions: Sendable, Equatable {
  /// Simulation seconds per real second (S cycles `ShortcutTable.timeScales`).
  public var timeScale = ParameterRegistry.defaultValue(Param.view.timeScale)
  /// Whether simulation time is stopped (P); `.` steps one 1/60 s frame.
  public var isPaused = false
  /// The HUD with frame time, renderer and engine numbers (F1 / Tab).
  public var showHUD = ParameterRegistry.defaultValue(Param.view.hud)
  /// The shortcut overlay (?).
  public var showHelp = false
  /// Translucent circles under fingers and the pressed mouse (T), as in screen recordings.
  public var showTouchIndicators = ParameterRegistry.defaultValue(Param.view.touchIndicators)
  /// How a reference recording is shown (V cycles it; phone A's counts). A view option, so
  /// it stays as chosen while the playhead moves through the recorded frames.
  public var referenceMode = ParameterRegistry.defaultValue(Param.view.referenceMode)
  /// The recording's opacity over phone A (Shift+V cycles `ShortcutTable.referenceOpacities`).
  public var referenceOpacity = ParameterRegistry.defaultValue(Param.view.referenceOpacity)

  public init() {}

  /// The options that are registry parameters, as the values they stand for (what the panel
  /// shows after S, T, F1 and V).
  public var parameterValues: [(key: String, value: ParameterValue)] {
    [
      (Param.view.timeScale.name, .number(timeScale)),
      (Param.view.touchIndicators.name, .bool(showTouchIndicators)),
      (Param.view.hud.name, .bool(showHUD)),
      (Param.view.referenceMode.name, .string(referenceMode.rawValue)),
      (Param.view.referenceOpacity.name, .number(referenceOpacity)),
    ]
  }

  /// Takes the options that are registry parameters from `values` (at start, after a panel
  /// edit): slow motion, touch indicators, the HUD and the reference's mode and opacity.
  public mutating func adopt(_ values: ConfigValues) {
    timeScale = values[Param.view.timeScale]
    showTouchIndicators = values[Param.view.touchIndicators]
    showHUD = values[Param.view.hud]
    referenceMode = values[Param.view.referenceMode]
    referenceOpacity = values[Param.view.referenceOpacity]
  }
}
