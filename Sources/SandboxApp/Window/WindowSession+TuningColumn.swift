import Foundation
import SDLPlatform
import SandboxCore

/// The window's tuning column: the panel (F2), the plots (F3), `--config` hot reload, preset
/// switching and saving, and the remembered panel state. It lives beside the main loop, which
/// calls into it once per frame.
extension WindowSession {
  var phonesWidth: Double { setup.viewport.width * Double(phones.count) }

  func canvasSize(withColumn: Bool) -> Size {
    FrameComposer.canvasSize(
      viewport: setup.viewport, phoneCount: phones.count,
      sideColumn: withColumn ? PanelStyle.columnWidth : 0)
  }

  /// The panel's frame in canvas points when it is shown: the column's top, above the plots.
  var panelFrame: Rect? {
    let view = phones[0].view
    guard columnShown, view.showPanel else { return nil }
    let height = setup.viewport.height
    let plots = view.showPlots ? min(PanelStyle.plotsHeight, height * 0.6) : 0
    return Rect(x: phonesWidth, y: 0, width: PanelStyle.columnWidth, height: height - plots)
  }

  /// The plots' frame: the whole column, or its bottom when the panel is shown too.
  var plotsFrame: Rect? {
    let view = phones[0].view
    guard columnShown, view.showPlots else { return nil }
    let height = setup.viewport.height
    let plots = view.showPanel ? min(PanelStyle.plotsHeight, height * 0.6) : height
    return Rect(
      x: phonesWidth, y: height - plots, width: PanelStyle.columnWidth, height: plots)
  }

  func setUpTuning() {
    preferences = PreferencesFile.load()
    panel.openSections = preferences.openSections
    panel.dialect = preferences.dialect
    panel.currentPreset = setup.presetName
    for index in phones.indices {
      phones[index].view.showPanel = preferences.showPanel
      phones[index].view.showPlots = preferences.showPlots
    }
    presetNames = setup.presets
    if setup.presetLoader == nil { presetNames = [] }
    for name in PreferencesFile.userPresetNames() where !presetNames.contains(name) {
      presetNames.append(name)
    }
    if let name = setup.presetName, let preset = try? loadPreset(name),
      let values = try? ConfigValues.resolve(preset: preset)
    {
      baseValues = values
    }
    pushViewParameters()
    if let path = setup.configPath {
      poller = ConfigFilePoller(path: path)
      watcher = ConfigWatcher(file: path)
    }
    updateColumn()
    // The remembered size applies only to the same canvas (device, A/B, column) and when no
    // --scale was asked for; otherwise it would letterbox a different layout.
    var remembered: Size?
    if let size = preferences.windowSize, setup.scale == nil,
      preferences.windowCanvas == canvasSize(withColumn: columnShown)
    {
      remembered = size
    }
    fitToDisplay(wanted: remembered)
    window.setTextInput(false)
  }

  /// Sizes and places the window so that all of it — phones, column and the window manager's
  /// frame — lies inside the display's usable bounds: `wanted` (window coordinates; else the
  /// canvas at the current scale, or at the largest that fits when no `--scale` was given) is
  /// shrunk to the room there is and the window moved fully on screen. Headless drivers have no
  /// screen to fall off, so there the size is applied as asked.
  func fitToDisplay(wanted: Size?) {
    guard !window.isFullscreen else { return }
    let canvas = canvasSize(withColumn: columnShown)
    var scale = window.windowScale
    guard !window.isHeadless, let usable = window.usableBounds else {
      let size = wanted ?? Size(width: canvas.width * scale, height: canvas.height * scale)
      window.resize(width: Int(size.width.rounded()), height: Int(size.height.rounded()))
      return
    }
    let decorations = window.decorations
    if setup.scale == nil {
      scale = min(
        scale,
        WindowPlacement.largestScale(canvas: canvas, usable: usable, decorations: decorations))
    }
    let size = wanted ?? Size(width: canvas.width * scale, height: canvas.height * scale)
    window.place(WindowPlacement.frame(size: size, usable: usable, decorations: decorations))
  }

  /// Widens or narrows the canvas (and the window, unless fullscreen) when the panel or plots
  /// open or close; the phones keep their size.
  func updateColumn() {
    pullViewParameters()
    let view = phones[0].view
    let wanted = view.showPanel || view.showPlots
    if wanted != columnShown {
      columnShown = wanted
      let size = canvasSize(withColumn: wanted)
      let scale = window.windowScale
      // The phones keep their size while the window widens, unless the wider window would no
      // longer fit the display; then everything shrinks to fit.
      fitToDisplay(wanted: Size(width: size.width * scale, height: size.height * scale))
      window.setCanvas(size, scale: scale)
      panelPointers.removeAll()
    }
    if !view.showPanel && panel.capturesKeyboard { panel.unfocus() }
    if let frame = panelFrame {
      panel.clampScroll(in: frame, values: phones[0].settings.values, presets: presetNames)
    }
    if panel.capturesKeyboard != textInputOn {
      textInputOn = panel.capturesKeyboard
      window.setTextInput(textInputOn)
    }
  }

  /// The `view.*` parameters as view options: slow motion, touch indicators and the HUD are
  /// registry parameters (so the panel and presets reach them) but live in `Sandbox.view`.
  private static func viewParameters(_ view: ViewOptions) -> [(key: String, value: ParameterValue)]
  {
    [
      (Param.view.timeScale.name, .number(view.timeScale)),
      (Param.view.touchIndicators.name, .bool(view.showTouchIndicators)),
      (Param.view.hud.name, .bool(view.showHUD)),
    ]
  }

  /// Values → view options of every phone (after a panel edit or at start).
  func pushViewParameters() {
    let values = phones[0].settings.values
    for index in phones.indices {
      phones[index].view.timeScale = values[Param.view.timeScale]
      phones[index].view.showTouchIndicators = values[Param.view.touchIndicators]
      phones[index].view.showHUD = values[Param.view.hud]
    }
  }

  /// View options → values, so the panel shows what S, T and F1 changed.
  func pullViewParameters() {
    let view = phones[0].view
    var next = phones[0].settings
    var changed = false
    for (key, value) in WindowSession.viewParameters(view) where next.values[key] != value {
      do {
        try next.set(key: key, value: value)
        changed = true
      } catch {
        continue
      }
    }
    if changed { try? phones[0].apply(settings: next, at: phones[0].time) }
  }

  /// Sends `event` to the panel when it belongs to the column (or a pointer held by it, or typed
  /// entry); returns whether it was consumed there.
  func routeToColumn(_ event: InputEvent, stamp: Double, time: Double) -> Bool {
    guard columnShown else { return false }
    let inColumn: (Double) -> Bool = { [phonesWidth] x in x >= phonesWidth }
    var forPanel = false
    switch event {
    case .pointerDown(let id, let x, _):
      guard inColumn(x) else { return false }
      panelPointers.insert(id)
      forPanel = true
    case .pointerMove(let id, _, _):
      forPanel = panelPointers.contains(id)
    case .pointerUp(let id, _, _):
      forPanel = panelPointers.remove(id) != nil
    case .wheel(_, _, _, let x, _), .hover(let x, _):
      if inColumn(x) { forPanel = true } else { return false }
    case .text:
      forPanel = true
    case .keyDown(let key, let modifiers):
      // While typing, keys edit the field; F-keys and Ctrl shortcuts still reach the sandbox.
      let global = modifiers.contains(.control) || [.f1, .f2, .f3, .f11, .f12].contains(key)
      forPanel = panel.capturesKeyboard && !global
    default:
      return false
    }
    guard forPanel else { return false }
    if let frame = panelFrame {
      let actions = panel.handle(
        event, at: stamp, in: frame, values: phones[0].settings.values, presets: presetNames)
      perform(actions, at: time)
    }
    return true
  }

  /// Applies panel actions to phone A (the panel edits A only in A/B mode) and records them.
  func perform(_ actions: [PanelAction], at time: Double) {
    for action in actions {
      switch action {
      case .set, .reset:
        guard let (key, value) = action.assignment else { continue }
        do {
          var next = phones[0].settings
          try next.set(key: key, value: value)
          try phones[0].apply(settings: next, at: phones[0].time)
          recorder?.record(.set(key: key, value: value), at: time)
          panel.noteEdited(key)
          if key.hasPrefix("view.") { pushViewParameters() }
        } catch {
          panel.status = "\(key) = \(value): \(error)"
        }
      case .selectPreset(let name):
        switchPreset(name, at: time)
      case .savePreset:
        saveUserPreset()
      }
    }
  }

  func loadPreset(_ name: String) throws -> Preset {
    let directory = PreferencesFile.userPresetsDirectory()
    if PreferencesFile.userPresetNames(in: directory).contains(name) {
      let path = directory + "/" + name + ".json"
      let text = try InputFile.readText(path)
      return try Preset.decode(text, name: name, file: path)
    }
    guard let loader = setup.presetLoader else {
      throw CommandFailure(.noInput, "preset \(name): no preset loader in this session")
    }
    return try loader(name)
  }

  /// Loads preset `name` under the `--set` overrides onto phone A; records every changed key.
  func switchPreset(_ name: String, at time: Double) {
    do {
      let preset = try loadPreset(name)
      let base = try ConfigValues.resolve(preset: preset)
      var values = base
      try values.apply(setup.overrides, source: "--set")
      let settings = try SandboxSettings(values: values)
      let before = phones[0].settings.values
      try phones[0].apply(settings: settings, at: phones[0].time)
      baseValues = base
      for key in ParameterRegistry.keys where values[key] != before[key] {
        if let value = values[key] { recorder?.record(.set(key: key, value: value), at: time) }
      }
      panel.currentPreset = name
      panel.status = nil
      if !labels[0].isEmpty { labels[0] = "A · \(name)" }
      Console.errLine("header-sandbox: preset \(name)")
    } catch {
      panel.status = "preset \(name): \(error)"
    }
  }

  /// Writes the current values as `user-YYYYMMDD-HHMMSS.json` in the user presets directory.
  func saveUserPreset() {
    let directory = PreferencesFile.userPresetsDirectory()
    let stamp = OutputPaths.unique(prefix: "user", ext: "json")
    let name = String((stamp as NSString).lastPathComponent.dropLast(5))
    let path = directory + "/" + name + ".json"
    let preset = Preset(
      name: name, description: "Saved from the tuning panel",
      values: phones[0].settings.values.changedFromDefaults)
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
      try AtomicFile.write(preset.encoded(), to: path)
      if !presetNames.contains(name) { presetNames.append(name) }
      panel.currentPreset = name
      baseValues = phones[0].settings.values
      Console.outLine("preset saved: \(path)")
    } catch {
      panel.status = "save preset: \(error)"
    }
  }

  /// Hot reload: applies a changed, valid config to phone A; an invalid one leaves the values
  /// alone and shows why in the banner until the file is fixed. Returns whether the file
  /// changed (the window then has something new to draw).
  @discardableResult
  func pollConfig(now: Double) -> Bool {
    guard var poller, var watcher else { return false }
    defer {
      self.poller = poller
      self.watcher = watcher
    }
    guard let change = poller.poll(now: now) else { return false }
    let outcome: ConfigWatcher.Outcome
    switch change {
    case .text(let text):
      outcome = watcher.reload(
        text: text, base: baseValues, overrides: setup.overrides,
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
        banner = nil
        Console.errLine(
          "header-sandbox: \(poller.path) reloaded (\(changed.count) value(s) changed)")
      } catch {
        banner = "config not applied: \(error)"
      }
    case .keep(let message):
      banner = message
      Console.errLine("header-sandbox: \(message)")
    }
    return true
  }

  /// The curve preview for phone A's values and the key edited last, recomputed only when
  /// either changes.
  func currentPreview() -> CurvePreview? {
    let values = phones[0].settings.values
    let key = panel.lastEditedKey
    if let source = previewSource, source.values == values, source.key == key, let preview {
      return preview
    }
    preview = CurvePreview.make(settings: phones[0].settings, focusKey: key)
    previewSource = (values, key)
    return preview
  }

  /// Remembers the panel state and window size, except on a headless driver: a run nobody could
  /// see (tests, `bench`, a fallback) must never change what the user's next window looks like.
  func savePreferences() {
    if window.isHeadless { return }
    preferences.openSections = panel.openSections
    preferences.dialect = panel.dialect
    preferences.showPanel = phones[0].view.showPanel
    preferences.showPlots = phones[0].view.showPlots
    if !window.isFullscreen {
      preferences.windowSize = window.windowSize
      preferences.windowCanvas = canvasSize(withColumn: columnShown)
    }
    if let problem = PreferencesFile.save(preferences) {
      Console.errLine("header-sandbox: settings not saved: \(problem)")
    }
  }

  /// The canvas's own pixels out of a (possibly letterboxed, possibly wider) output.
  static func crop(_ pixels: PixelBuffer, to mapping: CanvasMapping, canvas: Size) -> PixelBuffer {
    let x0 = max(0, min(pixels.width, Int(mapping.originX)))
    let y0 = max(0, min(pixels.height, Int(mapping.originY)))
    let w = max(0, min(pixels.width - x0, Int((canvas.width * mapping.scale).rounded())))
    let h = max(0, min(pixels.height - y0, Int((canvas.height * mapping.scale).rounded())))
    var out = PixelBuffer(width: w, height: h)
    for row in 0..<h {
      let from = ((y0 + row) * pixels.width + x0) * 4
      let to = row * w * 4
      out.bytes.replaceSubrange(to..<(to + w * 4), with: pixels.bytes[from..<(from + w * 4)])
    }
    return out
  }
}
