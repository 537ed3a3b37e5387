import PhoneDrawing
import PhoneSimulation
import SandboxFormats
import SandboxPrimitives
import TuningPanel

/// The tuning column's side of the stage: what the panel (on the phones its target names: A, B,
/// …, or all of them), preset switches, saved presets and config reloads (on phone A) do, and the
/// column's place on the canvas.
extension Stage {
  /// Sends `event` to the panel when it belongs to the column (or a pointer held by it, or typed
  /// entry); returns whether it was consumed there.
  mutating func routeToColumn(
    _ event: InputEvent, stamp: Double, modifiers: KeyModifiers, effects: inout [StageEffect]
  ) -> Bool {
    guard layout.columnShown else { return false }
    var forPanel = false
    switch event {
    case .pointerDown(let id, let x, _):
      guard layout.isOnColumn(x: x) else { return false }
      column.pointers.insert(id)
      forPanel = true
    case .pointerMove(let id, _, _):
      forPanel = column.pointers.contains(id)
    case .pointerUp(let id, _, _):
      forPanel = column.pointers.remove(id) != nil
    case .wheel(_, _, _, let x, _), .hover(let x, _):
      if layout.isOnColumn(x: x) { forPanel = true } else { return false }
    case .text:
      forPanel = true
    case .keyDown(let key, let modifiers):
      // While typing, keys edit the field; F-keys and Ctrl shortcuts (but Ctrl+A, select all)
      // still reach the stage.
      let global =
        (modifiers.contains(.control) && key != .a) || [.f1, .f2, .f3, .f11, .f12].contains(key)
      forPanel = (column.panel.capturesKeyboard || column.naming != nil) && !global
    default:
      return false
    }
    guard forPanel else { return false }
    if column.naming != nil {
      switch event {
      case .text, .keyDown:
        typeName(event, effects: &effects)
        return true
      case .pointerDown:
        // A click elsewhere in the column puts the name field away unsaved.
        column.naming = nil
      default:
        break
      }
    }
    if let frame = layout.panelFrame {
      // The panel lays itself out in the column's own points (`StageLayout.columnScale`).
      let actions = column.panel.handle(
        layout.columnEvent(event), at: stamp, in: frame, values: panelValues,
        presets: column.presetNames, modifiers: modifiers)
      perform(actions, effects: &effects)
    }
    return true
  }

  /// Applies panel actions to the panel's target phones now, at their current time, and records
  /// phone A's at that time (a replay applies them where the session did).
  mutating func perform(_ actions: [PanelAction], effects: inout [StageEffect]) {
    let dragging = column.panel.drag != nil
    if !dragging { column.dragEdited = false }
    for action in actions {
      switch action {
      case .set, .reset:
        guard let assignment = action.assignment else { continue }
        let key = assignment.key
        var value = assignment.value
        // Double-click resets to the active preset's value, not the registry's.
        if case .reset = action, let preset = column.baseValues[key] { value = preset }
        do {
          let before = phones[0].settings.values
          for index in panelTargets {
            var next = phones[index].settings
            try next.set(key: key, value: value)
            try session.journal(
              .settings(phone: index, next, at: phones[index].time), effects: &effects)
          }
          if panelTargets.contains(0) {
            session.recordCommand(.set(key: key, value: value), at: phones[0].time)
          }
          column.edits.joinsNext = dragging && column.dragEdited
          column.edits.record(EditHistory.changes(from: before, to: phones[0].settings.values))
          column.dragEdited = dragging
          column.panel.noteEdited(key)
          if key.hasPrefix("view.") { pushViewParameters(effects: &effects) }
        } catch {
          column.panel.report("\(key) = \(value): \(error)", at: .parameter(key))
        }
      case .cycleTarget:
        // A, B, …, then all of them, then A again.
        column.cycleTarget(phoneCount: phones.count)
      case .selectPreset(let name):
        switchPreset(name, effects: &effects)
      case .savePreset:
        column.naming = PresetNaming(purpose: .save, text: column.suggestedPresetName())
      case .renamePreset(let name):
        column.naming = PresetNaming(purpose: .rename(name), text: name)
      case .deletePreset(let name):
        effects.append(.userPreset(.delete(name)))
      case .copy(let text):
        effects.append(.copyToClipboard(text))
        effects.append(.log("copied: \(text)"))
      case .fitReference: requestReferenceFit(effects: &effects)
      case .cancelReferenceFit: cancelReferenceFit(effects: &effects)
      case .applyFitAnyway: endReferenceFit(review.applyFitAnyway(), effects: &effects)
      }
    }
  }

  /// Puts preset `name` under the `--set` overrides onto phone A; records every changed key.
  mutating func switchPreset(_ name: String, effects: inout [StageEffect]) {
    do {
      let preset = try column.presets.preset(name).get()
      let base = try ConfigValues.resolve(device: setup.baseLayer(under: preset), preset: preset)
      var values = base
      try values.apply(setup.overrides, source: "--set")
      let settings = try SandboxSettings(values: values)
      let before = phones[0].settings.values
      try session.journal(.settings(phone: 0, settings, at: phones[0].time), effects: &effects)
      column.baseValues = base
      column.edits.joinsNext = false
      column.edits.record(EditHistory.changes(from: before, to: values))
      for key in ParameterRegistry.keys where values[key] != before[key] {
        if let value = values[key] {
          session.recordCommand(.set(key: key, value: value), at: phones[0].time)
        }
      }
      column.panel.currentPreset = name
      column.panel.status = nil
      if !labels[0].isEmpty { session.labels[0] = "A · \(name)" }
      effects.append(.log("preset \(name)"))
    } catch {
      column.panel.status = "preset \(name): \(error)"
    }
  }

  /// Ctrl+Z (`back`) or Ctrl+Shift+Z: puts the keys of the last undone or redone action back
  /// on phone A, recording each as a `set` event, so a replay ends where the session did.
  mutating func stepEdits(back: Bool, effects: inout [StageEffect]) {
    guard let changes = back ? column.edits.undo() : column.edits.redo() else {
      effects.append(.log(back ? "nothing to undo" : "nothing to redo"))
      return
    }
    var values = phones[0].settings.values
    do {
      for change in changes {
        try values.set(key: change.key, value: back ? change.before : change.after, source: "undo")
      }
      // Through the session journal, so the timeline replays the undo like any other edit.
      try session.journal(
        .settings(phone: 0, try SandboxSettings(values: values), at: phones[0].time),
        effects: &effects)
    } catch {
      column.panel.report("\(back ? "undo" : "redo"): \(error)", at: nil)
      return
    }
    for change in changes {
      let value = back ? change.before : change.after
      session.recordCommand(.set(key: change.key, value: value), at: phones[0].time)
      column.panel.noteEdited(change.key)
    }
    if changes.contains(where: { $0.key.hasPrefix("view.") }) {
      pushViewParameters(effects: &effects)
    }
    effects.append(
      .log(
        (back ? "undo: " : "redo: ")
          + changes.map { "\($0.key) = \(back ? $0.before : $0.after)" }.joined(separator: ", ")))
  }

  /// Sends typed text or a key to the preset name field; Enter asks the host to save phone A's
  /// values or rename.
  mutating func typeName(_ event: InputEvent, effects: inout [StageEffect]) {
    if let request = column.typeName(
      event, saving: phones[0].settings.values, device: setup.device)
    {
      effects.append(.userPreset(request))
    }
  }

  /// The host has read the presets that were pending (see `StagePresets.Entry.pending`).
  public mutating func presetsRead(_ read: StagePresets) {
    column.presets.fill(from: read)
  }

  /// The host made (or failed to make) a change to the user's presets on disk: the menu, the
  /// current preset and A's caption follow; a failure is shown in the panel. Returns the
  /// effects (the log line saying what changed).
  @discardableResult
  public mutating func userPresetHandled(
    _ request: UserPresetRequest, problem: String?
  ) -> [StageEffect] {
    guard
      let (current, note) = column.presetHandled(
        request, problem: problem, values: phones[0].settings.values)
    else { return [] }
    if let current, !labels[0].isEmpty { session.labels[0] = "A · \(current)" }
    return [.log(note)]
  }

  /// Hot reload: applies a changed, valid config to phone A; an invalid one leaves the values
  /// alone and shows why in the banner until the file is fixed.
  mutating func applyConfig(_ change: StageInput.ConfigChange, effects: inout [StageEffect]) {
    guard
      let (settings, changed) = column.reload(
        change, current: phones[0].settings.values, overrides: setup.overrides,
        effects: &effects)
    else { return }
    do {
      try session.journal(.settings(phone: 0, settings, at: phones[0].time), effects: &effects)
      for key in changed {
        if let value = settings.values[key] {
          session.recordCommand(.set(key: key, value: value), at: phones[0].time)
        }
      }
      effects.append(.log(column.reloaded(changed)))
    } catch {
      column.banner = "config not applied: \(error)"
    }
  }

  /// Widens or narrows the canvas when the panel or plots open or close (the phones keep their
  /// size), and turns text input on while a field is focused.
  mutating func updateColumn(effects: inout [StageEffect]) {
    pullViewParameters(effects: &effects)
    layout.markerListHeight = MarkerListPainter.height(review.markers)
    let wanted = layout.showPanel || layout.showPlots
    if wanted != layout.columnShown {
      layout.columnShown = wanted
      _ = layout.refit(for: host)
      effects.append(.setCanvas(layout.canvasSize))
      column.pointers.removeAll()
    }
    let fitRow = review.fitRow(isHeadless: setup.isHeadless)
    if let typing = column.settle(
      in: layout, values: panelValues, fitRow: fitRow, noteTyped: review.markers.field != nil)
    {
      effects.append(.textInput(typing))
    }
  }

  /// Values → view options of every phone (after a panel edit or at start): slow motion, touch
  /// indicators and the HUD are registry parameters (so the panel and presets reach them) but
  /// act through each phone's view.
  mutating func pushViewParameters(effects: inout [StageEffect]) {
    let values = phones[0].settings.values
    for index in phones.indices { session.phones[index].view.adopt(values) }
    let bezel = PhonesPainter.bezel(values)
    if bezel != layout.bezel {
      layout.bezel = bezel
      effects.append(.setCanvas(layout.canvasSize))
    }
    syncReferenceSlot(effects: &effects)
  }

  /// View options → values, so the panel shows what S, T, F1 and V changed.
  mutating func pullViewParameters(effects: inout [StageEffect]) {
    // A value changed elsewhere (reload, `set`, undo) wins over the view options first.
    review.adoptReferenceValues(&session.phones)
    // A frame shown from the history keeps the values it had; taking control syncs them.
    guard !timeline.isScrubbed else { return }
    var next = phones[0].settings
    var changed = false
    for (key, value) in phones[0].view.parameterValues where next.values[key] != value {
      do {
        try next.set(key: key, value: value)
        changed = true
      } catch {
        continue
      }
    }
    if changed {
      try? session.journal(
        .settings(phone: 0, next, at: phones[0].time), marked: false, effects: &effects)
    }
  }

  /// The phones the panel edits.
  var panelTargets: [Int] { column.target.map { [$0] } ?? Array(phones.indices) }

  /// The values the panel shows: its target's (A's when it edits them all).
  var panelValues: ConfigValues { phones[column.target ?? 0].settings.values }

  /// Ctrl+B: the panel target's phone as it is now (values and motion) joins as a new compared
  /// phone, for before/after; the history restarts, since its checkpoints hold fewer phones.
  mutating func snapshotPhone(effects: inout [StageEffect]) {
    guard phones.count < PhoneArrangement.maximumPhones else {
      effects.append(
        .log("Ctrl+B: \(PhoneArrangement.maximumPhones) phones already, the most a stage shows"))
      return
    }
    let source = column.target ?? 0
    let letter = CompareCaption.letter(phones.count)
    session.addSnapshot(
      of: source, sourceLabel: "A · \(column.panel.currentPreset ?? Preset.startupName)",
      effects: &effects)
    layout.viewports.append(phones[source].viewport)
    column.nameTarget(phoneCount: phones.count)
    _ = layout.refit(for: host)
    effects.append(.setCanvas(layout.canvasSize))
    effects.append(.log("phone \(letter): a snapshot of \(CompareCaption.letter(source))'s values"))
  }
}
