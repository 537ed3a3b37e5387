import SandboxPrimitives

/// The side column's state: the panel (F2), the plots (F3), the presets it offers and the
/// config reload's banner. `Stage` applies what the panel asks to the phones.
public struct TuningColumn: Sendable {
  public var panel = PanelModel()
  public var plots = PlotColumn()
  public var presets: StagePresets
  /// The preset's values (no config, no overrides): what a config reload starts from.
  public var baseValues = ConfigValues()
  /// Decides what a changed `--config` means; nil when nothing is watched.
  public var watcher: ConfigWatcher?
  /// The error banner over phone A (an invalid config edit), nil when none.
  public var banner: String?
  /// Pointers that went down on the column; their moves and lifts go to the panel.
  public var pointers: Set<PointerID> = []
  /// The phone the panel edits (0 = A), or nil for every phone at once.
  public var target: Int? = 0
  /// The value changes Ctrl+Z / Ctrl+Shift+Z step through.
  public var edits = EditHistory()
  /// Whether the panel drag in progress has already made an undo entry (its later steps join it).
  public var dragEdited = false
  /// Whether text input is on (a field is focused), as last told to the host.
  public var textInputOn = false
  /// The preset name field, while a name is typed for Save or Rename; nil otherwise.
  public var naming: PresetNaming?
  /// "Fit to reference": the fit running for the host, and what the last one did.
  public var fit = ReferenceFitState()

  public init(presets: StagePresets) {
    self.presets = presets
  }

  /// The panel's offered names.
  public var presetNames: [String] { presets.names }
}
