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
  let setup: WindowSetup
  let window: SDLWindow
  var phones: [Sandbox]
  var labels: [String]
  var stats = FrameStats()
  var recorder: LiveRecorder?
  var recordingPath: String?
  var running = true
  var minimized = false
  var pendingEvents: [(event: InputEvent, time: Double)] = []
  var replayEnd: Double?
  /// The replayed script's inputs not yet handed over.
  var replayFeed: ScriptFeed?
  /// Phone A's simulation time when it last moved (the plots scroll on for their span).
  var lastMotionTime = 0.0

  // Tuning column: panel, plots, config hot reload, remembered state.
  var panel = PanelModel()
  var plotHistory = PlotHistory()
  var preview: CurvePreview?
  var previewSource: (values: ConfigValues, key: String?)?
  var presetNames: [String] = []
  /// The preset's values (no config, no overrides): what a config reload starts from.
  var baseValues = ConfigValues()
  var poller: ConfigFilePoller?
  var watcher: ConfigWatcher?
  var banner: String?
  /// Pointers that went down on the column; their moves and lifts go to the panel.
  var panelPointers: Set<PointerID> = []
  var columnShown = false
  var textInputOn = false
  var preferences = PanelPreferences()
  /// `HEADER_SANDBOX_EXIT_AFTER_FIRST_FRAME=1` (hidden, for `bench`): quit right after the first
  /// present, so launch-to-first-frame can be timed from outside.
  let exitAfterFirstFrame =
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
  ///
  /// Frames are paced to 60 Hz by the loop itself (vsync is ignored by headless drivers and
  /// some compositors), and when nothing moves the loop waits for events instead of drawing.
  func run() throws(CommandFailure) -> ExitCode {
    InterruptFlag.install()
    if let replay = setup.replay { startReplay(replay) }
    let clock = PerformanceClock()
    let frameSeconds = 1.0 / 60
    var lastFrame = clock.now()
    var lastEventClock = SDLWindow.eventClockNow()
    var waiting = false
    while running {
      if InterruptFlag.isRaised {
        finishRecording()
        savePreferences()
        return .interrupted
      }
      if waiting {
        // The wait returns as soon as an event is queued, and that event is handled by the
        // frame that follows at once: idling adds no frame of input latency.
        let woke = window.waitForEvent(seconds: IdlePolicy.longestWait)
        let reloaded = pollConfig(now: clock.now())
        if !woke && !reloaded { continue }
        waiting = false
        // The time spent waiting is not simulation time: the waking frame is one frame long.
        lastFrame = clock.now() - frameSeconds
        lastEventClock = SDLWindow.eventClockNow() - frameSeconds
      }
      let frameStart = clock.now()
      let realDelta = frameStart - lastFrame
      lastFrame = frameStart
      let eventClock = SDLWindow.eventClockNow()
      pendingEvents.removeAll(keepingCapacity: true)
      let sdlEvents = window.pollTimedEvents(into: &pendingEvents)
      deliver(pendingEvents, from: lastEventClock, to: eventClock, realDelta: realDelta)
      lastEventClock = eventClock
      feedReplay(realDelta: realDelta)
      for index in phones.indices {
        phones[index].advanceFrame(realSeconds: realDelta)
      }
      let reloaded = pollConfig(now: frameStart)
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
      let atRest = phones.allSatisfy { $0.isSettled || $0.view.isPaused }
      if !atRest { lastMotionTime = phones[0].time }
      let activity = FrameActivity(
        hadEvents: sdlEvents > 0 || reloaded, phonesAtRest: atRest,
        replaying: replayEnd != nil || !(replayFeed?.isFinished ?? true),
        plotsShown: columnShown && phones[0].view.showPlots,
        secondsSinceMotion: phones[0].time - lastMotionTime)
      waiting = IdlePolicy.mayWait(after: activity, plotSpan: plotHistory.span)
      // Pace to ~60 Hz whatever the renderer: a vsynced present already took the frame's time,
      // while headless drivers ignore vsync and would spin (and the GL driver would queue
      // frames faster than it retires them).
      let elapsed = clock.now() - frameStart
      if running && !waiting {
        PerformanceClock.sleep(seconds: minimized ? 0.05 : frameSeconds - elapsed)
      }
    }
    finishRecording()
    savePreferences()
    return .ok
  }

  // MARK: - Input

  /// Places each event at its own simulation time inside the coming frame, so velocity tracking
  /// sees real spacing, then hands it to every phone (A/B phones get the same input).
  func deliver(
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
  func localized(_ event: InputEvent, phone index: Int) -> InputEvent? {
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

  func startReplay(_ script: EventScript) {
    let start = phones[0].time
    replayFeed = ScriptFeed(script, offset: start)
    replayEnd = start + script.effectiveDuration
    Console.errLine("header-sandbox: replaying (\(script.events.count) events)")
  }

  /// Hands over the replayed inputs that fall inside the coming frame.
  func feedReplay(realDelta: Double) {
    guard var feed = replayFeed, !feed.isFinished else { return }
    let view = phones[0].view
    let frameEnd =
      phones[0].time + (view.isPaused ? 0 : min(max(realDelta, 0), 0.25) * view.timeScale)
    feed.feed(upTo: frameEnd, into: &phones)
    replayFeed = feed
  }

  // MARK: - Host requests

  func handleHostRequests() {
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

  func handle(_ request: HostRequest) {
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
        // A shipped preset is saved by name with the changes over it; a preset saved from the
        // panel lives only on this machine, so then the script pins everything over mdc-default.
        let name = panel.currentPreset ?? Preset.startupName
        let shipped = setup.presets.contains(name)
        recorder = LiveRecorder(
          start: phones[0].time, viewport: setup.viewport, values: phones[0].settings.values,
          preset: shipped ? name : "mdc-default",
          presetValues: shipped ? baseValues : ConfigValues())
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
  func finishRecording() {
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

  func exportValues() {
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
  func saveScreenshot() {
    let path = OutputPaths.unique(prefix: "header-sandbox-screenshot", ext: "png")
    do {
      // Drawn with the column (if shown) so the phones keep the scale they have on screen, then
      // cropped to the phones.
      let list = composedList(forScreenshot: true)
      try window.draw(list)
      let pixels = try window.canvas.readPixels()
      let phones = Size(width: phonesWidth, height: setup.viewport.height)
      var phonesOnly = WindowSession.crop(pixels, to: window.canvas.mapping, canvas: phones)
      try Canvas.savePNG(&phonesOnly, to: path)
      Console.outLine("screenshot saved: \(path)")
    } catch {
      Console.errLine("header-sandbox: screenshot: \(error)")
    }
  }

  // MARK: - Drawing

  func draw() throws(CommandFailure) {
    do {
      try window.draw(composedList(forScreenshot: false))
    } catch {
      throw CommandFailure(.unavailable, "drawing failed: \(error)")
    }
  }

  func composedList(forScreenshot: Bool) -> DisplayList {
    let withColumn = columnShown
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
      // A screenshot keeps the column's width (so the phones' scale) but not its contents.
      if forScreenshot { return }
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

  func hudLines(for phone: Sandbox) -> [String] {
    guard phone.view.showHUD else { return [] }
    return HUDText.lines(
      sandbox: phone, framesPerSecond: stats.framesPerSecond, frameMilliseconds: stats.work * 1000,
      renderer: window.rendererName, recording: recorder != nil)
  }
}
