import Foundation
import SDLPlatform
import SandboxCore

/// What the window runs: one phone, or two side by side (A/B) driven by the same input.
struct WindowSetup {
  /// The phone every input goes to, and its caption ("A · showcase").
  var primary: SandboxSettings
  var primaryLabel: String
  /// The second phone for `--compare`, with its caption.
  var compare: (settings: SandboxSettings, label: String)?
  /// Phone viewport in points.
  var viewport: Size
  /// Window points → pixels; nil picks the largest that fits the display.
  var scale: Double?
  var platform: PlatformOptions
  /// A script to play first (`--replay`); the user takes over when it ends.
  var replay: EventScript?
  var verbose: Bool
  /// The `--config` file to watch for hot reload; nil disables watching.
  var configPath: String? = nil
  /// The `--set` overrides, re-applied over every reloaded config and preset switch.
  var overrides = ConfigLayer()
  /// The preset phone A started from (highlighted in the panel; the base of config reloads).
  var presetName: String? = nil
  /// Preset names the panel offers, in menu order (presets saved from the panel are added).
  var presets: [String] = []
  /// Loads a shipped preset by name; nil leaves only the presets saved from the panel.
  var presetLoader: ((String) throws -> Preset)? = nil
}

/// The interactive window's main loop: SDL events in, fixed-step simulation, display list out.
///
/// Everything the motion depends on happens in `Sandbox`; this type only moves time and events
/// between SDL and the sandboxes and carries out host requests (quit, screenshot, recording).
final class WindowSession {
  private let setup: WindowSetup
  private let window: SDLWindow
  private var phones: [Sandbox]
  private var labels: [String]
  private var stats = FrameStats()
  private var recorder: LiveRecorder?
  private var recordingPath: String?
  private var running = true
  private var minimized = false
  private var pendingEvents: [(event: InputEvent, time: Double)] = []
  private var replayEnd: Double?
  /// The replayed script's inputs not yet handed over, in time order, and their time origin.
  private var replayQueue: [ScriptInput] = []
  private var replayNext = 0
  private var replayStart = 0.0

  // Tuning column: panel, plots, config hot reload, remembered state.
  private var panel = PanelModel()
  private var plotHistory = PlotHistory()
  private var preview: CurvePreview?
  private var previewSource: (values: ConfigValues, key: String?)?
  private var presetNames: [String] = []
  /// The preset's values (no config, no overrides): what a config reload starts from.
  private var baseValues = ConfigValues()
  private var poller: ConfigFilePoller?
  private var watcher: ConfigWatcher?
  private var banner: String?
  /// Pointers that went down on the column; their moves and lifts go to the panel.
  private var panelPointers: Set<PointerID> = []
  private var columnShown = false
  private var textInputOn = false
  private var preferences = PanelPreferences()
  /// `HEADER_SANDBOX_EXIT_AFTER_FIRST_FRAME=1` (hidden, for `bench`): quit right after the first
  /// present, so launch-to-first-frame can be timed from outside.
  private let exitAfterFirstFrame =
    ProcessInfo.processInfo.environment["HEADER_SANDBOX_EXIT_AFTER_FIRST_FRAME"] == "1"

  init(_ setup: WindowSetup) throws(CommandFailure) {
    self.setup = setup
    let count = setup.compare == nil ? 1 : 2
    let canvas = Size(width: setup.viewport.width * Double(count), height: setup.viewport.height)
    do {
      window = try SDLPlatform.openWindow(
        options: setup.platform, canvas: canvas, scale: setup.scale)
    } catch let error as PlatformError {
      throw CommandFailure(.unavailable, error.description)
    } catch {
      throw CommandFailure(.unavailable, "\(error)")
    }
    do {
      phones = [try Sandbox(settings: setup.primary, viewport: setup.viewport)]
      labels = [setup.compare == nil ? "" : setup.primaryLabel]
      if let compare = setup.compare {
        phones.append(try Sandbox(settings: compare.settings, viewport: setup.viewport))
        labels.append(compare.label)
      }
    } catch {
      throw CommandFailure(.dataError, "invalid settings: \(error)")
    }
    if setup.verbose {
      Console.errLine(
        "header-sandbox: renderer \(window.rendererName), window scale \(window.windowScale)")
    }
    setUpTuning()
  }

  /// Runs until the window closes or Ctrl+Q; returns 130 after SIGINT/SIGTERM.
  func run() throws(CommandFailure) -> ExitCode {
    InterruptFlag.install()
    if let replay = setup.replay { startReplay(replay) }
    let clock = PerformanceClock()
    var lastFrame = clock.now()
    var lastEventClock = SDLWindow.eventClockNow()
    while running {
      if InterruptFlag.isRaised {
        finishRecording()
        savePreferences()
        return .interrupted
      }
      let frameStart = clock.now()
      let realDelta = frameStart - lastFrame
      lastFrame = frameStart
      let eventClock = SDLWindow.eventClockNow()
      pendingEvents.removeAll(keepingCapacity: true)
      window.pollTimedEvents(into: &pendingEvents)
      deliver(pendingEvents, from: lastEventClock, to: eventClock, realDelta: realDelta)
      lastEventClock = eventClock
      feedReplay(realDelta: realDelta)
      for index in phones.indices {
        phones[index].advanceFrame(realSeconds: realDelta)
      }
      pollConfig(now: frameStart)
      plotHistory.append(PlotSample(phones[0]))
      handleHostRequests()
      updateColumn()
      if let end = replayEnd, phones[0].time >= end {
        replayEnd = nil
        Console.errLine("header-sandbox: replay finished; you have control")
      }
      if !minimized {
        try draw()
      }
      // Work excludes present(): with vsync it blocks until the next refresh, which is waiting,
      // not cost.
      let work = clock.now() - frameStart
      if !minimized {
        window.present()
        if exitAfterFirstFrame { running = false }
      }
      stats.record(interval: realDelta, work: work)
      // Vsync paces accelerated renderers; the software renderer would spin, so cap at ~60 Hz.
      let budget = 1.0 / 60 - work
      if running && (window.rendererName.hasPrefix("software") || minimized) {
        PerformanceClock.sleep(seconds: minimized ? 0.05 : budget)
      }
    }
    finishRecording()
    savePreferences()
    return .ok
  }

  // MARK: - Input

  /// Places each event at its own simulation time inside the coming frame, so velocity tracking
  /// sees real spacing, then hands it to every phone (A/B phones get the same input).
  private func deliver(
    _ events: [(event: InputEvent, time: Double)], from start: Double, to end: Double,
    realDelta: Double
  ) {
    let view = phones[0].view
    let simulated = view.isPaused ? 0 : min(max(realDelta, 0), 0.25) * view.timeScale
    let span = max(end - start, 1e-6)
    for (event, stamp) in events {
      let fraction = min(max((stamp - start) / span, 0), 1)
      switch event {
      case .quit:
        running = false
        continue
      case .minimized(let isMinimized):
        minimized = isMinimized
        continue
      case .resize:
        continue
      default:
        break
      }
      if routeToColumn(event, stamp: stamp, time: phones[0].time + fraction * simulated) {
        continue
      }
      for index in phones.indices {
        let time = phones[index].time + fraction * simulated
        guard let local = localized(event, phone: index) else { continue }
        phones[index].submit(local, at: time)
        if index == 0, recorder != nil { recorder?.record(local, at: time) }
      }
    }
  }

  /// Moves pointer coordinates into phone `index`'s own space (A/B phones sit side by side).
  /// Every phone gets the pointer wherever it went down, so both react to one gesture.
  private func localized(_ event: InputEvent, phone index: Int) -> InputEvent? {
    let width = setup.viewport.width
    func local(_ x: Double) -> Double {
      let column = min(max(Int(x / width), 0), phones.count - 1)
      return x - Double(column) * width
    }
    switch event {
    case .pointerDown(let id, let x, let y): return .pointerDown(id, x: local(x), y: y)
    case .pointerMove(let id, let x, let y): return .pointerMove(id, x: local(x), y: y)
    case .pointerUp(let id, let x, let y): return .pointerUp(id, x: local(x), y: y)
    case .hover(let x, let y): return .hover(x: local(x), y: y)
    case .wheel(let dx, let dy, let precise, let x, let y):
      return .wheel(dx: dx, dy: dy, precise: precise, x: local(x), y: y)
    case .keyDown(let key, let modifiers):
      // Host requests are handled once, by the first phone.
      if index > 0 && (modifiers.contains(.control) || key == .f11 || key == .f12) {
        return nil
      }
      return event
    default:
      return event
    }
  }

  private func startReplay(_ script: EventScript) {
    replayStart = phones[0].time
    replayQueue = script.expandedInputs()
    replayNext = 0
    replayEnd = replayStart + script.effectiveDuration
    Console.errLine("header-sandbox: replaying (\(script.events.count) events)")
  }

  /// Hands over the replayed inputs that fall inside the coming frame, as `ScriptRunner` does
  /// for `trace` and `render`: view keys in a script (slow motion, pause, HUD) act when they are
  /// submitted, so they must not all be submitted at the start.
  private func feedReplay(realDelta: Double) {
    guard replayNext < replayQueue.count else { return }
    let view = phones[0].view
    let frameEnd =
      phones[0].time + (view.isPaused ? 0 : min(max(realDelta, 0), 0.25) * view.timeScale)
    while replayNext < replayQueue.count,
      replayStart + replayQueue[replayNext].time <= frameEnd + 1e-9
    {
      let input = replayQueue[replayNext]
      replayNext += 1
      for index in phones.indices {
        phones[index].submit(input, offset: replayStart)
      }
    }
  }

  // MARK: - Host requests

  private func handleHostRequests() {
    for index in phones.indices {
      for request in phones[index].takeHostRequests() where index == 0 {
        handle(request)
      }
      for warning in phones[index].warnings {
        Console.errLine("header-sandbox: warning: \(warning)")
      }
      phones[index].clearWarnings()
    }
  }

  private func handle(_ request: HostRequest) {
    switch request {
    case .quit:
      running = false
    case .toggleFullscreen:
      do { try window.toggleFullscreen() } catch {
        Console.errLine("header-sandbox: fullscreen: \(error)")
      }
    case .screenshot:
      saveScreenshot()
    case .toggleRecording:
      if recorder == nil {
        recorder = LiveRecorder(
          start: phones[0].time, viewport: setup.viewport,
          values: phones[0].settings.values)
        recordingPath = LiveRecorder.nextPath()
        window.setTitle("● REC — \(SDLWindow.title)")
        Console.errLine("header-sandbox: recording input (Ctrl+R again to stop)")
      } else {
        finishRecording()
      }
    case .export:
      exportValues()
    }
  }

  /// Writes the recording (if any) atomically and prints its path.
  private func finishRecording() {
    guard let recorder, let path = recordingPath else { return }
    self.recorder = nil
    recordingPath = nil
    window.setTitle(SDLWindow.title)
    let script = recorder.script(endingAt: phones[0].time)
    do {
      try AtomicFile.write(script.encoded(), to: path)
      Console.outLine("recording saved: \(path)")
    } catch {
      Console.errLine("header-sandbox: \(error.message)")
    }
  }

  private func exportValues() {
    let values = phones[0].settings.values
    let json = OutputPaths.unique(prefix: "header-sandbox-export", ext: "json")
    let swift = json.replacingOccurrences(of: ".json", with: ".swift")
    do {
      try AtomicFile.write(ConfigExport.json(values), to: json)
      try AtomicFile.write(ConfigExport.swiftSnippet(values), to: swift)
      Console.outLine("exported: \(json)\nexported: \(swift)")
    } catch {
      Console.errLine("header-sandbox: \(error.message)")
    }
  }

  /// F12: the phones without HUD, help or touch overlays, at the canvas's pixel scale.
  private func saveScreenshot() {
    let path = OutputPaths.unique(prefix: "header-sandbox-screenshot", ext: "png")
    do {
      let list = composedList(forScreenshot: true)
      try window.draw(list)
      // The output may be wider than the phones (tuning column) or letterboxed: keep the phones.
      let pixels = try window.canvas.readPixels()
      var phonesOnly = WindowSession.crop(pixels, to: window.canvas.mapping, canvas: list.size)
      try Canvas.savePNG(&phonesOnly, to: path)
      Console.outLine("screenshot saved: \(path)")
    } catch {
      Console.errLine("header-sandbox: screenshot: \(error)")
    }
  }

  // MARK: - Drawing

  private func draw() throws(CommandFailure) {
    do {
      try window.draw(composedList(forScreenshot: false))
    } catch {
      throw CommandFailure(.unavailable, "drawing failed: \(error)")
    }
  }

  private func composedList(forScreenshot: Bool) -> DisplayList {
    let withColumn = !forScreenshot && columnShown
    var states: [SceneState] = []
    for (index, phone) in phones.enumerated() {
      var state = phone.sceneState(
        hudLines: forScreenshot ? [] : hudLines(for: phone), caption: labels[index])
      if index == 0 { state.banner = banner }
      if forScreenshot {
        state.showHUD = false
        state.showHelp = false
        state.showTouchIndicators = false
      }
      states.append(state)
    }
    return FrameComposer.compose(
      states, viewport: setup.viewport, sideColumn: withColumn ? PanelStyle.columnWidth : 0
    ) { [self] _, list in
      var commands: [DrawCommand] = []
      let view = phones[0].view
      if view.showPanel, let frame = panelFrame {
        PanelPainter.paint(
          model: panel, values: phones[0].settings.values, presets: presetNames, frame: frame,
          into: &commands)
      }
      if view.showPlots, let frame = plotsFrame {
        PlotPainter.paint(
          history: plotHistory, frame: frame, preview: currentPreview(), into: &commands)
      }
      list.append(contentsOf: commands)
    }
  }

  private func hudLines(for phone: Sandbox) -> [String] {
    guard phone.view.showHUD else { return [] }
    return HUDText.lines(
      sandbox: phone, framesPerSecond: stats.framesPerSecond, frameMilliseconds: stats.work * 1000,
      renderer: window.rendererName, recording: recorder != nil)
  }

  // MARK: - Tuning column

  private var phonesWidth: Double { setup.viewport.width * Double(phones.count) }

  private func canvasSize(withColumn: Bool) -> Size {
    FrameComposer.canvasSize(
      viewport: setup.viewport, phoneCount: phones.count,
      sideColumn: withColumn ? PanelStyle.columnWidth : 0)
  }

  /// The panel's frame in canvas points when it is shown: the column's top, above the plots.
  private var panelFrame: Rect? {
    let view = phones[0].view
    guard columnShown, view.showPanel else { return nil }
    let height = setup.viewport.height
    let plots = view.showPlots ? min(PanelStyle.plotsHeight, height * 0.6) : 0
    return Rect(x: phonesWidth, y: 0, width: PanelStyle.columnWidth, height: height - plots)
  }

  /// The plots' frame: the whole column, or its bottom when the panel is shown too.
  private var plotsFrame: Rect? {
    let view = phones[0].view
    guard columnShown, view.showPlots else { return nil }
    let height = setup.viewport.height
    let plots = view.showPanel ? min(PanelStyle.plotsHeight, height * 0.6) : height
    return Rect(
      x: phonesWidth, y: height - plots, width: PanelStyle.columnWidth, height: plots)
  }

  private func setUpTuning() {
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
    // --scale was asked for; otherwise it would letterbox a different layout off screen.
    if let size = preferences.windowSize, !window.isFullscreen, setup.scale == nil,
      preferences.windowCanvas == canvasSize(withColumn: columnShown)
    {
      window.resize(width: Int(size.width), height: Int(size.height))
    }
    window.setTextInput(false)
  }

  /// Widens or narrows the canvas (and the window, unless fullscreen) when the panel or plots
  /// open or close; the phones keep their size.
  private func updateColumn() {
    pullViewParameters()
    let view = phones[0].view
    let wanted = view.showPanel || view.showPlots
    if wanted != columnShown {
      columnShown = wanted
      let size = canvasSize(withColumn: wanted)
      let scale = window.windowScale
      if !window.isFullscreen {
        window.resize(
          width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
      }
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
      ("view.timeScale", .number(view.timeScale)),
      ("view.touchIndicators", .bool(view.showTouchIndicators)),
      ("view.hud", .bool(view.showHUD)),
    ]
  }

  /// Values → view options of every phone (after a panel edit or at start).
  private func pushViewParameters() {
    let values = phones[0].settings.values
    for index in phones.indices {
      phones[index].view.timeScale = values.number("view.timeScale")
      phones[index].view.showTouchIndicators = values.bool("view.touchIndicators")
      phones[index].view.showHUD = values.bool("view.hud")
    }
  }

  /// View options → values, so the panel shows what S, T and F1 changed.
  private func pullViewParameters() {
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
  private func routeToColumn(_ event: InputEvent, stamp: Double, time: Double) -> Bool {
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
  private func perform(_ actions: [PanelAction], at time: Double) {
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

  private func loadPreset(_ name: String) throws -> Preset {
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
  private func switchPreset(_ name: String, at time: Double) {
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
  private func saveUserPreset() {
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
  /// alone and shows why in the banner until the file is fixed.
  private func pollConfig(now: Double) {
    guard var poller, var watcher else { return }
    defer {
      self.poller = poller
      self.watcher = watcher
    }
    guard let change = poller.poll(now: now) else { return }
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
  }

  /// The curve preview for phone A's values and the key edited last, recomputed only when
  /// either changes.
  private func currentPreview() -> CurvePreview? {
    let values = phones[0].settings.values
    let key = panel.lastEditedKey
    if let source = previewSource, source.values == values, source.key == key, let preview {
      return preview
    }
    preview = CurvePreview.make(settings: phones[0].settings, focusKey: key)
    previewSource = (values, key)
    return preview
  }

  private func savePreferences() {
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
