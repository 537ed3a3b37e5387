import SandboxFormats

/// What a panel interaction asks the host to do. The panel never changes values itself: the host
/// applies these to phone A (and records them), so the engine and the panel read one truth.
public enum PanelAction: Hashable, Sendable {
  /// Set a registry key to a value (already inside the key's range).
  case set(key: String, value: ParameterValue)
  /// Put a registry key back to its default (double-click).
  case reset(key: String)
  /// Switch to the named preset.
  case selectPreset(String)
  /// Save the current values as a new preset file (the stage asks for a name first).
  case savePreset
  /// Rename this user preset (the stage asks for the new name).
  case renamePreset(String)
  /// Delete this user preset (already confirmed by a second click).
  case deletePreset(String)
  /// Edit the next phone (A, B, …, all): a click on the title of a side-by-side.
  case cycleTarget
  /// Put this text (a curve or spring as code) on the clipboard and in the log.
  case copy(String)
  /// Fit phone A to the reference recording (the "Fit to reference" button).
  case fitReference
  /// Stop the fit in progress (its Cancel chip).
  case cancelReferenceFit
  /// Apply the last fit although it was poor (its "Apply anyway" chip), as one undoable change.
  case applyFitAnyway

  /// The assignment this action makes, if it is a value change (`reset` gives the default).
  public var assignment: (key: String, value: ParameterValue)? {
    switch self {
    case .set(let key, let value): return (key, value)
    case .reset(let key):
      return ParameterRegistry.parameter(key).map { (key, $0.defaultValue) }
    case .selectPreset, .savePreset, .renamePreset, .deletePreset, .cycleTarget, .copy,
      .fitReference, .cancelReferenceFit, .applyFitAnyway:
      return nil
    }
  }
}
