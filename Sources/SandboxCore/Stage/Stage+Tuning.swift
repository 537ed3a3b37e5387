import SandboxPrimitives

/// The tuning column's side of the stage: what the panel (on the phones its target names: A, B,
/// …, or all of them), preset switches, saved presets and config reloads (on phone A) do, and the
/// column's place on the canvas.
extension Stage {
  /// Sends `event` to the panel when it belongs to the column (or a pointer held by it, or typed
  /// entry); returns whether it was consumed there.
  mutating func routeToColumn(_ event: InputEvent, stamp: Double) -> Bool {
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
        typeName(event)
        return true
      case .pointerDown:
        // A click elsewhere in the column puts the name field away unsaved.
        column.naming = nil
      default:
        break
      }
    }
    if let frame = layout.panelFrame {
      let actions = column.panel.handle(
        event, at: stamp, in: frame, values: panelValues,
        presets: column.presetNames, modifiers: heldModifiers)
      perform(actions)
    }
    return true
  }

  /// Applies panel actions to the panel's target phones now, at their current time, and records
  /// phone A's at that time (a replay applies them where the session did).
  mutating func perform(_ actions: [PanelAction]) {
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
            try journal(.settings(phone: index, next, at: phones[index].time))
          }
          if panelTargets.contains(0) {
            recordCommand(.set(key: key, value: value), at: phones[0].time)
          }
          column.edits.joinsNext = dragging && column.dragEdited
          column.edits.record(EditHistory.changes(from: before, to: phones[0].settings.values))
          column.dragEdited = dragging
          column.panel.noteEdited(key)
          if key.hasPrefix("view.") { pushViewParameters() }
        } catch {
          column.panel.report("\(key) = \(value): \(error)", at: .parameter(key))
        }
      case .cycleTarget:
        // A, B, …, then all of them, then A again.
        let next = (column.target ?? phones.count) + 1
        column.target = next == phones.count ? nil : next % (phones.count + 1)
        updatePanelTitle()
      case .selectPreset(let name):
        switchPreset(name)
      case .savePreset:
        column.naming = PresetNaming(purpose: .save, text: suggestedPresetName())
      case .renamePreset(let name):
        column.naming = PresetNaming(purpose: .rename(name), text: name)
      case .deletePreset(let name):
        effects.append(.userPreset(.delete(name)))
      case .copy(let text):
        effects.append(.copyToClipboard(text))
        effects.append(.log("copied: \(text)"))
      case .fitReference: requestReferenceFit()
      case .cancelReferenceFit: cancelReferenceFit()
      }
    }
  }

  /// Puts preset `name` under the `--set` overrides onto phone A; records every changed key.
  mutating func switchPreset(_ name: String) {
    do {
      let preset = try column.presets.preset(name).get()
      let base = try ConfigValues.resolve(device: setup.baseLayer(under: preset), preset: preset)
      var values = base
      try values.apply(setup.overrides, source: "--set")
      let settings = try SandboxSettings(values: values)
      let before = phones[0].settings.values
      try journal(.settings(phone: 0, settings, at: phones[0].time))
      column.baseValues = base
      column.edits.joinsNext = false
      column.edits.record(EditHistory.changes(from: before, to: values))
      for key in ParameterRegistry.keys where values[key] != before[key] {
        if let value = values[key] {
          recordCommand(.set(key: key, value: value), at: phones[0].time)
        }
      }
      column.panel.currentPreset = name
      column.panel.status = nil
      if !labels[0].isEmpty { labels[0] = "A · \(name)" }
      effects.append(.log("preset \(name)"))
    } catch {
      column.panel.status = "preset \(name): \(error)"
    }
  }

  /// Ctrl+Z (`back`) or Ctrl+Shift+Z: puts the keys of the last undone or redone action back
  /// on phone A, recording each as a `set` event, so a replay ends where the session did.
  mutating func stepEdits(back: Bool) {
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
      try journal(
        .settings(phone: 0, try SandboxSettings(values: values), at: phones[0].time))
    } catch {
      column.panel.report("\(back ? "undo" : "redo"): \(error)", at: nil)
      return
    }
    for change in changes {
      let value = back ? change.before : change.after
      recordCommand(.set(key: change.key, value: value), at: phones[0].time)
      column.panel.noteEdited(change.key)
    }
    if changes.contains(where: { $0.key.hasPrefix("view.") }) { pushViewParameters() }
    effects.append(
      .log(
        (back ? "undo: " : "redo: ")
          + changes.map { "\($0.key) = \(back ? $0.before : $0.after)" }.joined(separator: ", ")))
  }

  /// Sends typed text or a key to the preset name field; Enter asks the host to save or rename.
  mutating func typeName(_ event: InputEvent) {
    guard var naming = column.naming else { return }
    let outcome = naming.handle(
      event, builtIn: column.presets.shipped, userNames: Set(column.presets.userNames),
      current: column.panel.currentPreset)
    switch outcome {
    case .editing:
      column.naming = naming
    case .cancelled:
      column.naming = nil
    case .confirmed(let name):
      column.naming = nil
      switch naming.purpose {
      case .save:
        let preset = Preset(
          name: name, description: "Saved from the tuning panel",
          values: Stage.presetLayer(phones[0].settings.values, device: setup.device))
        effects.append(.userPreset(.save(preset)))
      case .rename(let old) where old != name:
        effects.append(.userPreset(.rename(from: old, to: name)))
      case .rename:
        break
      }
    }
  }

  /// What a preset saved from `values` stores: only what differs from the device's own layer
  /// for the model (so no device-derived `header.statusBarHeight`), and no `view.*` (how the
  /// phone is watched is not part of a tuning). A preset saved on one phone then gives another
  /// phone that phone's status bar.
  static func presetLayer(_ values: ConfigValues, device: DeviceProfile) -> ConfigLayer {
    let layer = device.baseLayer(deviceFrame: true, headerModel: values[Param.header.model])
    let base = (try? ConfigValues.resolve(device: layer)) ?? ConfigValues()
    return ConfigLayer(
      entries: values.changed(from: base).entries.filter {
        ParameterRegistry.parameter($0.key)?.section != "view"
      })
  }

  /// The name the Save field starts with: the current user preset's (saving over it), else the
  /// current preset's with `-tuned` and a number if that is taken.
  func suggestedPresetName() -> String {
    let current = column.panel.currentPreset
    if let current, column.presets.userNames.contains(current) { return current }
    let stem = String(
      PresetName.sanitized(current ?? "preset").prefix(PresetName.maximumLength - 10))
    let taken = Set(column.presets.names)
    var name = stem + "-tuned"
    var number = 2
    while taken.contains(name) {
      name = stem + "-tuned-\(number)"
      number += 1
    }
    return name
  }

  /// The host has read the presets that were pending (see `StagePresets.Entry.pending`).
  public mutating func presetsRead(_ read: StagePresets) {
    column.presets.fill(from: read)
  }

  /// The host made (or failed to make) a change to the user's presets on disk: the menu, the
  /// current preset and A's caption follow; a failure is shown in the panel.
  public mutating func userPresetHandled(_ request: UserPresetRequest, problem: String?) {
    if let problem {
      column.panel.status = "preset: \(problem)"
      return
    }
    switch request {
    case .save(let preset):
      column.presets.add(preset.name, .loaded(preset), shipped: false)
      column.panel.currentPreset = preset.name
      column.baseValues = phones[0].settings.values
      if !labels[0].isEmpty { labels[0] = "A · \(preset.name)" }
      effects.append(.log("preset \(preset.name) saved"))
    case .rename(let old, let new):
      column.presets.rename(old, to: new)
      if column.panel.currentPreset == old {
        column.panel.currentPreset = new
        if !labels[0].isEmpty { labels[0] = "A · \(new)" }
      }
      effects.append(.log("preset \(old) renamed to \(new)"))
    case .delete(let name):
      column.presets.remove(name)
      if column.panel.currentPreset == name { column.panel.currentPreset = nil }
      effects.append(.log("preset \(name) deleted"))
    }
    column.panel.userPresets = Set(column.presets.userNames)
    column.panel.status = nil
  }

  /// Hot reload: applies a changed, valid config to phone A; an invalid one leaves the values
  /// alone and shows why in the banner until the file is fixed.
  mutating func applyConfig(_ change: StageInput.ConfigChange) {
    guard var watcher = column.watcher else { return }
    defer { column.watcher = watcher }
    let outcome: ConfigWatcher.Outcome
    switch change {
    case .text(let text):
      outcome = watcher.reload(
        text: text, base: column.baseValues, overrides: setup.overrides,
        current: phones[0].settings.values)
    case .unreadable(let reason):
      outcome = watcher.unreadable(reason)
    }
    switch outcome {
    case .apply(let settings, let changed):
      do {
        try journal(.settings(phone: 0, settings, at: phones[0].time))
        for key in changed {
          if let value = settings.values[key] {
            recordCommand(.set(key: key, value: value), at: phones[0].time)
          }
        }
        column.banner = nil
        effects.append(
          .log("\(watcher.file) reloaded (\(changed.count) value(s) changed)"))
      } catch {
        column.banner = "config not applied: \(error)"
      }
    case .keep(let message):
      column.banner = message
      effects.append(.log(message))
    }
  }

  /// Widens or narrows the canvas when the panel or plots open or close (the phones keep their
  /// size), and turns text input on while a field is focused.
  mutating func updateColumn() {
    pullViewParameters()
    updateMarkerList()
    let wanted = layout.showPanel || layout.showPlots
    if wanted != layout.columnShown {
      layout.columnShown = wanted
      fitCaptions(notify: false)
      effects.append(.setCanvas(layout.canvasSize))
      column.pointers.removeAll()
    }
    if !layout.showPanel && column.panel.capturesKeyboard { column.panel.unfocus() }
    column.panel.baseValues = column.baseValues
    if let frame = layout.panelFrame {
      column.panel.clampScroll(
        in: frame, values: panelValues, presets: column.presetNames)
    }
    if !layout.showPanel { column.naming = nil }
    column.panel.userPresets = Set(column.presets.userNames)
    column.panel.referenceFit = referenceFitRow
    let typing = column.panel.capturesKeyboard || column.naming != nil || markers.field != nil
    if typing != column.textInputOn {
      column.textInputOn = typing
      effects.append(.textInput(column.textInputOn))
    }
  }

  /// Values → view options of every phone (after a panel edit or at start): slow motion, touch
  /// indicators and the HUD are registry parameters (so the panel and presets reach them) but
  /// act through each phone's view.
  mutating func pushViewParameters() {
    let values = phones[0].settings.values
    for index in phones.indices { phones[index].view.adopt(values) }
    let bezel = PhonesPainter.bezel(values)
    if bezel != layout.bezel {
      layout.bezel = bezel
      effects.append(.setCanvas(layout.canvasSize))
    }
    syncReferenceLayout()
  }

  /// View options → values, so the panel shows what S, T, F1 and V changed.
  mutating func pullViewParameters() {
    // A value changed elsewhere (reload, `set`, undo) wins over the view options first.
    adoptReferenceValues()
    // A frame shown from the history keeps the values it had; taking control syncs them.
    guard !timeline.isScrubbed else { return }
    let view = phones[0].view
    let parameters: [(key: String, value: ParameterValue)] = [
      (Param.view.timeScale.name, .number(view.timeScale)),
      (Param.view.touchIndicators.name, .bool(view.showTouchIndicators)),
      (Param.view.hud.name, .bool(view.showHUD)),
      (Param.view.referenceMode.name, .string(view.referenceMode.rawValue)),
      (Param.view.referenceOpacity.name, .number(view.referenceOpacity)),
    ]
    var next = phones[0].settings
    var changed = false
    for (key, value) in parameters where next.values[key] != value {
      do {
        try next.set(key: key, value: value)
        changed = true
      } catch {
        continue
      }
    }
    if changed { try? journal(.settings(phone: 0, next, at: phones[0].time), marked: false) }
  }

  /// The phones the panel edits.
  var panelTargets: [Int] { column.target.map { [$0] } ?? Array(phones.indices) }

  /// The values the panel shows: its target's (A's when it edits them all).
  var panelValues: ConfigValues { phones[column.target ?? 0].settings.values }

  /// The panel's title names its target in a side-by-side ("A", "B", "all").
  mutating func updatePanelTitle() {
    guard phones.count > 1 else {
      column.panel.target = nil
      return
    }
    column.panel.target = column.target.map { CompareCaption.letter($0) } ?? "all"
  }

  /// Ctrl+B: the panel target's phone as it is now (values and motion) joins as a new compared
  /// phone, for before/after; the history restarts, since its checkpoints hold fewer phones.
  mutating func snapshotPhone() {
    guard phones.count < PhoneArrangement.maximumPhones else {
      effects.append(
        .log("Ctrl+B: \(PhoneArrangement.maximumPhones) phones already, the most a stage shows"))
      return
    }
    let source = column.target ?? 0
    if phones.count == 1 {
      labels = ["A · \(column.panel.currentPreset ?? Preset.startupName)"]
    }
    let letter = CompareCaption.letter(phones.count)
    // Through the journal, so the timeline keeps the session: a frame from before the snapshot
    // shows the new phone as the copy it is of its source then.
    if timeline.isScrubbed { fork() }
    addedPhones.append(
      AddedPhone(index: phones.count, source: source, frame: timeline.history.frames.count))
    try? journal(.addPhone(index: phones.count, copyOf: source))
    labels.append(Self.snapshotLabel(letter: letter, source: source, time: phones[source].time))
    layout.viewports.append(phones[source].viewport)
    updatePanelTitle()
    fitCaptions(notify: false)
    effects.append(.setCanvas(layout.canvasSize))
    effects.append(.log("phone \(letter): a snapshot of \(CompareCaption.letter(source))'s values"))
  }

  /// "B · snapshot of A at 1.25 s".
  static func snapshotLabel(letter: String, source: Int, time: Double) -> String {
    "\(letter) · snapshot of \(CompareCaption.letter(source)) at \(seconds(time)) s"
  }
}
