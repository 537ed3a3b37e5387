import PhoneSimulation
import SandboxFormats

/// Several parameter changes applied to phone A as one action: what a finished fit (the panel's
/// "Fit to reference") hands the stage. One Ctrl+Z puts every key back; each change is recorded
/// as a `set` event like a panel edit, so a saved session replays it.
extension Stage {
  /// Applies `changes` (key → value) to phone A at its current time as one undoable action and
  /// returns nil, or returns why nothing was applied (an unknown key, a value outside its range,
  /// an inconsistent combination): then no phone changes. `reason` names the action in the log
  /// ("fit to reference").
  @discardableResult
  public mutating func applyParameterChanges(
    _ changes: [String: ParameterValue], reason: String
  ) -> String? {
    var effects: [StageEffect] = []
    return applyParameterChanges(changes, reason: reason, effects: &effects)
  }

  /// `applyParameterChanges(_:reason:)`, its log line into `effects`.
  mutating func applyParameterChanges(
    _ changes: [String: ParameterValue], reason: String, effects: inout [StageEffect]
  ) -> String? {
    let before = phones[0].settings.values
    var values = before
    // Registry order, so coupled keys settle the same way whatever order the caller listed.
    let ordered = ParameterRegistry.keys.filter { changes[$0] != nil }
    if let unknown = changes.keys.first(where: { ParameterRegistry.parameter($0) == nil }) {
      return "\(reason): unknown parameter \(unknown)"
    }
    do {
      for key in ordered {
        if let value = changes[key] { try values.set(key: key, value: value, source: reason) }
      }
      try session.journal(
        .settings(phone: 0, try SandboxSettings(values: values), at: phones[0].time),
        effects: &effects)
    } catch {
      let message = "\(reason): \(error)"
      column.panel.report(message, at: nil)
      return message
    }
    let applied = EditHistory.changes(from: before, to: phones[0].settings.values)
    column.edits.joinsNext = false
    column.edits.record(applied)
    for change in applied {
      session.recordCommand(.set(key: change.key, value: change.after), at: phones[0].time)
      column.panel.noteEdited(change.key)
    }
    if applied.contains(where: { $0.key.hasPrefix("view.") }) {
      pushViewParameters(effects: &effects)
    }
    effects.append(
      .log(
        "\(reason): "
          + (applied.isEmpty
            ? "nothing changed"
            : applied.map { "\($0.key) = \($0.after)" }.joined(separator: ", "))))
    return nil
  }
}
