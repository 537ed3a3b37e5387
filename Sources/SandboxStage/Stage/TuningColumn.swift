import PhoneSimulation
import SandboxFormats
import SandboxPrimitives
import TuningPanel

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

  public init(presets: StagePresets) {
    self.presets = presets
  }

  /// The column a stage starts with: the presets it offers, the panel as it was left last
  /// time, the preset phone A started from (its values are what a config reload starts from)
  /// and the watched config file.
  init(setup: StageSetup) {
    self.init(presets: setup.presets)
    banner = setup.banner
    panel.openSections = setup.preferences.openSections
    panel.dialect = setup.preferences.dialect
    panel.currentPreset = setup.presetName
    if let name = setup.presetName, case .success(let preset) = presets.preset(name),
      let values = try? ConfigValues.resolve(device: setup.baseLayer(under: preset), preset: preset)
    {
      baseValues = values
    }
    if let path = setup.configPath { watcher = ConfigWatcher(file: path) }
  }

  /// The panel's offered names.
  public var presetNames: [String] { presets.names }

  /// The panel edits the next phone of `phoneCount`: A, B, …, then all of them, then A again.
  mutating func cycleTarget(phoneCount: Int) {
    let next = (target ?? phoneCount) + 1
    target = next == phoneCount ? nil : next % (phoneCount + 1)
    nameTarget(phoneCount: phoneCount)
  }

  /// The panel's title names its target in a side-by-side of `phoneCount` ("A", "B", "all").
  mutating func nameTarget(phoneCount: Int) {
    panel.target = phoneCount > 1 ? target.map { CompareCaption.letter($0) } ?? "all" : nil
  }
}

extension TuningColumn {
  /// Hot reload: what the changed `--config` file (`change`) means for phone A, whose values
  /// are `current`: the settings to apply and the keys they change (the preset's values under
  /// the file under the `--set` `overrides`), or nil when nothing is to be applied (an invalid
  /// file leaves the values alone; the banner says why until it is fixed).
  mutating func reload(
    _ change: StageInput.ConfigChange, current: ConfigValues, overrides: ConfigLayer,
    effects: inout [StageEffect]
  ) -> (settings: SandboxSettings, changed: [String])? {
    guard var watcher else { return nil }
    defer { self.watcher = watcher }
    let outcome: ConfigWatcher.Outcome
    switch change {
    case .text(let text):
      outcome = watcher.reload(text: text, base: baseValues, overrides: overrides, current: current)
    case .unreadable(let reason):
      outcome = watcher.unreadable(reason)
    }
    switch outcome {
    case .apply(let settings, let changed):
      return (settings, changed)
    case .keep(let message):
      banner = message
      effects.append(.log(message))
      return nil
    }
  }

  /// The reload changing `changed` was applied: the banner goes. Returns the log line.
  mutating func reloaded(_ changed: [String]) -> String {
    banner = nil
    return "\(watcher?.file ?? "config") reloaded (\(changed.count) value(s) changed)"
  }
}

extension TuningColumn {
  /// The column as `layout` places it: the panel showing `values` (with the preset name field
  /// over its preset row while a name is typed), the review's marker list and the plots.
  func paint(
    _ layout: StageLayout, values: ConfigValues, markerList: MarkerListView,
    into commands: inout [DrawCommand]
  ) {
    if let frame = layout.panelFrame {
      PanelPainter.paint(
        model: panel, values: values, presets: presetNames, frame: frame, into: &commands)
      if let naming,
        let row = PanelLayout(model: panel, values: values, presets: presetNames, frame: frame)
          .items.first(where: { $0.kind == .presets })
      {
        PresetNamingPainter.paint(naming, over: row.rect, into: &commands)
      }
    }
    if let frame = layout.markerListFrame { markerList.paint(in: frame, into: &commands) }
    if let frame = layout.plotsFrame { plots.paint(in: frame, into: &commands) }
  }
}

extension TuningColumn {
  /// After the frame's changes, as `layout` shows the column: a hidden panel types nothing, its
  /// scroll stays in range for `values`, and it shows the fit's row (`fitRow`). Returns whether
  /// text input must now be on, when that changed (a panel field, the preset name or, with
  /// `noteTyped`, a marker's note takes typing); nil when it did not.
  mutating func settle(
    in layout: StageLayout, values: ConfigValues, fitRow: ReferenceFitRow?, noteTyped: Bool
  ) -> Bool? {
    if !layout.showPanel && panel.capturesKeyboard { panel.unfocus() }
    panel.baseValues = baseValues
    if let frame = layout.panelFrame {
      panel.clampScroll(in: frame, values: values, presets: presetNames)
    }
    if !layout.showPanel { naming = nil }
    panel.userPresets = Set(presets.userNames)
    panel.referenceFit = fitRow
    let typing = panel.capturesKeyboard || naming != nil || noteTyped
    guard typing != textInputOn else { return nil }
    textInputOn = typing
    return typing
  }
}
