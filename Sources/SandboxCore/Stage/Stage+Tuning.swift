import SandboxPrimitives

/// The tuning column's side of the stage: what the panel, preset switches, saved presets and
/// config reloads do to phone A (the panel edits A only in A/B mode), and the column's place
/// on the canvas.
extension Stage {
  /// Sends `event` to the panel when it belongs to the column (or a pointer held by it, or typed
  /// entry); returns whether it was consumed there.
  mutating func routeToColumn(_ event: InputEvent, stamp: Double, time: Double) -> Bool {
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
      // While typing, keys edit the field; F-keys and Ctrl shortcuts still reach the stage.
      let global = modifiers.contains(.control) || [.f1, .f2, .f3, .f11, .f12].contains(key)
      forPanel = column.panel.capturesKeyboard && !global
    default:
      return false
    }
    guard forPanel else { return false }
    if let frame = layout.panelFrame {
      let actions = column.panel.handle(
        event, at: stamp, in: frame, values: phones[0].settings.values,
        presets: column.presetNames)
      perform(actions, at: time)
    }
    return true
  }

  /// Applies panel actions to phone A and records them.
  mutating func perform(_ actions: [PanelAction], at time: Double) {
    for action in actions {
      switch action {
      case .set, .reset:
        guard let (key, value) = action.assignment else { continue }
        do {
          var next = phones[0].settings
          try next.set(key: key, value: value)
          try phones[0].apply(settings: next, at: phones[0].time)
          recorder?.record(.set(key: key, value: value), at: time)
          column.panel.noteEdited(key)
          if key.hasPrefix("view.") { pushViewParameters() }
        } catch {
          column.panel.status = "\(key) = \(value): \(error)"
        }
      case .selectPreset(let name):
        switchPreset(name, at: time)
      case .savePreset:
        effects.append(.saveUserPreset(phones[0].settings.values.changedFromDefaults))
      }
    }
  }

  /// Puts preset `name` under the `--set` overrides onto phone A; records every changed key.
  mutating func switchPreset(_ name: String, at time: Double) {
    do {
      let preset = try column.presets.preset(name).get()
      let base = try ConfigValues.resolve(device: setup.baseLayer, preset: preset)
      var values = base
      try values.apply(setup.overrides, source: "--set")
      let settings = try SandboxSettings(values: values)
      let before = phones[0].settings.values
      try phones[0].apply(settings: settings, at: phones[0].time)
      column.baseValues = base
      for key in ParameterRegistry.keys where values[key] != before[key] {
        if let value = values[key] { recorder?.record(.set(key: key, value: value), at: time) }
      }
      column.panel.currentPreset = name
      column.panel.status = nil
      if !labels[0].isEmpty { labels[0] = "A · \(name)" }
      effects.append(.log("preset \(name)"))
    } catch {
      column.panel.status = "preset \(name): \(error)"
    }
  }

  /// The host stored the values of the last `.saveUserPreset` as preset `preset`: it joins
  /// the menu and becomes the base of config reloads.
  public mutating func userPresetSaved(_ preset: Preset) {
    column.presets.add(preset.name, .loaded(preset), shipped: false)
    column.panel.currentPreset = preset.name
    column.baseValues = phones[0].settings.values
  }

  /// The host could not store a user preset; the panel says why.
  public mutating func userPresetFailed(_ reason: String) {
    column.panel.status = "save preset: \(reason)"
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
        try phones[0].apply(settings: settings, at: phones[0].time)
        for key in changed {
          if let value = settings.values[key] {
            recorder?.record(.set(key: key, value: value), at: phones[0].time)
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
    let wanted = layout.showPanel || layout.showPlots
    if wanted != layout.columnShown {
      layout.columnShown = wanted
      effects.append(.setCanvas(layout.canvasSize))
      column.pointers.removeAll()
    }
    if !layout.showPanel && column.panel.capturesKeyboard { column.panel.unfocus() }
    if let frame = layout.panelFrame {
      column.panel.clampScroll(
        in: frame, values: phones[0].settings.values, presets: column.presetNames)
    }
    if column.panel.capturesKeyboard != column.textInputOn {
      column.textInputOn = column.panel.capturesKeyboard
      effects.append(.textInput(column.textInputOn))
    }
  }

  /// Values → view options of every phone (after a panel edit or at start): slow motion, touch
  /// indicators and the HUD are registry parameters (so the panel and presets reach them) but
  /// act through each phone's view.
  mutating func pushViewParameters() {
    let values = phones[0].settings.values
    for index in phones.indices {
      phones[index].view.timeScale = values[Param.view.timeScale]
      phones[index].view.showTouchIndicators = values[Param.view.touchIndicators]
      phones[index].view.showHUD = values[Param.view.hud]
    }
    let bezel = FrameComposer.bezel(values)
    if bezel != layout.bezel {
      layout.bezel = bezel
      effects.append(.setCanvas(layout.canvasSize))
    }
  }

  /// View options → values, so the panel shows what S, T and F1 changed.
  mutating func pullViewParameters() {
    let view = phones[0].view
    let parameters: [(key: String, value: ParameterValue)] = [
      (Param.view.timeScale.name, .number(view.timeScale)),
      (Param.view.touchIndicators.name, .bool(view.showTouchIndicators)),
      (Param.view.hud.name, .bool(view.showHUD)),
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
    if changed { try? phones[0].apply(settings: next, at: phones[0].time) }
  }
}
