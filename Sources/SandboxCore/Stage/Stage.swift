import SandboxPrimitives

/// The window's frame without the window: the phones and their captions, the replay, the
/// recording, the tuning column, the view shortcuts and the canvas layout, turned once per frame
/// from timestamped input into a display list and a list of effects for the host.
///
/// Pure like the rest of the core: no SDL, no clock, no files. The host (the SDL window) polls
/// events, calls `frame(_:)`, draws the list and carries out the effects; the tests drive the
/// same type with made-up events and times.
public struct Stage: Sendable {
  /// The phones, A first. Input goes to every one; the panel, presets and reloads edit A.
  public internal(set) var phones: [Sandbox]
  /// Captions under the phones ("A · showcase", "B · mdc-default"); empty for a lone phone.
  public internal(set) var labels: [String]
  public internal(set) var layout: StageLayout
  public internal(set) var column: TuningColumn
  /// The input being recorded (Ctrl+R), nil when not recording.
  public internal(set) var recorder: LiveRecorder?
  /// Whether the window is minimized (nothing is drawn).
  public private(set) var isMinimized = false
  /// The window size the platform last reported (window coordinates).
  public private(set) var windowSize: Size?

  let setup: StageSetup
  var replayFeed: ScriptFeed?
  var replayEnd: Double?
  /// Phone A's simulation time when it last moved (the plots scroll on for their span).
  var lastMotionTime = 0.0
  /// Stage-wide shortcuts seen this frame, carried out after the phones advanced (a screenshot
  /// shows the frame's end).
  var requests: [ViewShortcut] = []
  var effects: [StageEffect] = []

  /// A stage at rest at time 0. Fails when a phone's settings are invalid.
  public init(_ setup: StageSetup) throws {
    self.setup = setup
    phones = try setup.phones.map {
      try Sandbox(
        settings: $0.settings, viewport: setup.viewport, pixelRatio: setup.device.pixelRatio,
        device: setup.device)
    }
    labels = setup.phones.count > 1 ? setup.phones.map(\.label) : [""]
    layout = StageLayout(viewport: setup.viewport, phoneCount: setup.phones.count)
    layout.bezel = FrameComposer.bezel(phones[0].settings.values)
    column = TuningColumn(presets: setup.presets)
    let preferences = setup.preferences
    column.panel.openSections = preferences.openSections
    column.panel.dialect = preferences.dialect
    column.panel.currentPreset = setup.presetName
    layout.showPanel = preferences.showPanel
    layout.showPlots = preferences.showPlots
    if let name = setup.presetName, case .success(let preset) = column.presets.preset(name),
      let values = try? ConfigValues.resolve(device: setup.baseLayer, preset: preset)
    {
      column.baseValues = values
    }
    if let path = setup.configPath { column.watcher = ConfigWatcher(file: path) }
    pushViewParameters()
  }

  /// The canvas in points (phones plus the column when shown).
  public var canvasSize: Size { layout.canvasSize }

  /// Whether Ctrl+R is recording.
  public var isRecording: Bool { recorder != nil }

  /// Before the first frame: opens the column if it was open last time and starts the replay.
  public mutating func start() -> [StageEffect] {
    effects = []
    updateColumn()
    if let replay = setup.replay {
      let begin = phones[0].time
      replayFeed = ScriptFeed(replay, offset: begin)
      replayEnd = begin + replay.effectiveDuration
      effects.append(.log("replaying (\(replay.events.count) events)"))
    }
    return effects
  }

  /// One window frame: places the events inside it, feeds the replay, advances every phone by
  /// the wall time credited under its pause and slow motion, applies a changed config, then
  /// composes the frame.
  public mutating func frame(_ input: StageInput) -> StageFrame {
    effects = []
    requests = []
    deliver(input)
    feedReplay(realSeconds: input.realSeconds)
    for index in phones.indices {
      phones[index].advanceFrame(realSeconds: input.realSeconds)
    }
    if let change = input.config { applyConfig(change) }
    column.plots.record(phones[0], focusKey: column.panel.lastEditedKey)
    for index in phones.indices {
      for warning in phones[index].warnings { effects.append(.log("warning: \(warning)")) }
      phones[index].clearWarnings()
    }
    for request in requests { carryOut(request, hud: input.hud) }
    updateColumn()
    if let end = replayEnd, phones[0].time >= end {
      replayEnd = nil
      effects.append(.log("replay finished; you have control"))
    }
    let list = isMinimized ? nil : compose(hud: input.hud, forScreenshot: false)
    let atRest = phones.allSatisfy { $0.isSettled || $0.view.isPaused }
    if !atRest { lastMotionTime = phones[0].time }
    let activity = FrameActivity(
      hadEvents: input.hadEvents || input.config != nil, phonesAtRest: atRest,
      replaying: replayEnd != nil || !(replayFeed?.isFinished ?? true),
      plotsShown: layout.columnShown && layout.showPlots,
      secondsSinceMotion: phones[0].time - lastMotionTime)
    let mayWait = IdlePolicy.mayWait(after: activity, plotSpan: column.plots.history.span)
    return StageFrame(list: list, effects: effects, mayWait: mayWait)
  }

  /// The session is ending (quit, window closed, interrupted): save the recording and the
  /// panel state.
  public mutating func finish() -> [StageEffect] {
    effects = []
    stopRecording()
    var preferences = setup.preferences
    preferences.openSections = column.panel.openSections
    preferences.dialect = column.panel.dialect
    preferences.showPanel = layout.showPanel
    preferences.showPlots = layout.showPlots
    effects.append(.savePreferences(preferences, canvas: canvasSize))
    return effects
  }

  // MARK: - Input

  /// Places each event at its own simulation time inside the coming frame, so velocity tracking
  /// sees real spacing, then routes it: the column, a shortcut, or every phone.
  mutating func deliver(_ input: StageInput) {
    let simulated = phones[0].simulatedSeconds(forRealSeconds: input.realSeconds)
    let span = max(input.eventsTo - input.eventsFrom, 1e-6)
    for timed in input.events {
      let event = timed.event
      let fraction = min(max((timed.time - input.eventsFrom) / span, 0), 1)
      switch event {
      case .quit:
        effects.append(.quit)
        continue
      case .minimized(let minimized):
        isMinimized = minimized
        continue
      case .resize(let width, let height):
        // The platform keeps the canvas letterboxed in the new window itself; the stage only
        // notes the size. The phones' viewports are the device's, not the window's.
        windowSize = Size(width: width, height: height)
        continue
      default:
        break
      }
      let time = phones[0].time + fraction * simulated
      if routeToColumn(event, stamp: timed.time, time: time) { continue }
      recorder?.record(layout.localized(event, phone: 0), at: time)
      if let shortcut = ViewShortcut(event) {
        handle(shortcut)
        continue
      }
      for index in phones.indices {
        phones[index].submit(
          layout.localized(event, phone: index), at: phones[index].time + fraction * simulated)
      }
    }
  }

  /// Hands over the replayed inputs that fall inside the coming frame; their shortcuts act as
  /// if typed.
  mutating func feedReplay(realSeconds: Double) {
    guard var feed = replayFeed, !feed.isFinished else { return }
    let frameEnd = phones[0].time + phones[0].simulatedSeconds(forRealSeconds: realSeconds)
    for input in feed.take(upTo: frameEnd) {
      if case .input(let timed) = input, let shortcut = ViewShortcut(timed.event) {
        handle(shortcut)
        continue
      }
      for index in phones.indices {
        ScriptFeed.submit(input, offset: feed.offset, to: &phones[index])
      }
    }
    replayFeed = feed
  }

  /// A view shortcut: a phone's own part acts on every phone at once; the stage's part (column,
  /// host requests) acts once.
  mutating func handle(_ shortcut: ViewShortcut) {
    for index in phones.indices { shortcut.apply(to: &phones[index]) }
    switch shortcut {
    case .panel: layout.showPanel.toggle()
    case .plots: layout.showPlots.toggle()
    case .escape: layout.showPanel = false
    case .quit, .toggleRecording, .export, .toggleFullscreen, .screenshot:
      requests.append(shortcut)
    case .slowMotion, .pause, .step, .touchIndicators, .hud, .help:
      break
    }
  }

  // MARK: - Host requests

  mutating func carryOut(_ request: ViewShortcut, hud: HUDStatus) {
    switch request {
    case .quit:
      effects.append(.quit)
    case .toggleFullscreen:
      effects.append(.toggleFullscreen)
    case .screenshot:
      // Drawn with the column's width (so the phones keep their on-screen scale), then cropped.
      effects.append(
        .screenshot(list: compose(hud: hud, forScreenshot: true), phones: layout.phonesSize))
    case .toggleRecording:
      if recorder == nil { startRecording() } else { stopRecording() }
    case .export:
      effects.append(.export(phones[0].settings.values))
    default:
      break
    }
  }

  mutating func startRecording() {
    // A shipped preset is saved by name with the changes over it; a preset saved from the
    // panel lives only on this machine, so then the script pins everything over mdc-default.
    let name = column.panel.currentPreset ?? Preset.startupName
    let shipped = column.presets.shipped.contains(name)
    recorder = LiveRecorder(
      start: phones[0].time, viewport: setup.viewport, values: phones[0].settings.values,
      preset: shipped ? name : "mdc-default",
      presetValues: shipped ? column.baseValues : ConfigValues(), device: setup.device)
    effects.append(.recordingStarted)
    effects.append(.setTitle("● REC — \(setup.title)"))
    effects.append(.log("recording input (Ctrl+R again to stop)"))
  }

  mutating func stopRecording() {
    guard let recorder else { return }
    self.recorder = nil
    effects.append(.setTitle(setup.title))
    effects.append(.saveRecording(recorder.script(endingAt: phones[0].time)))
  }

  // MARK: - Drawing

  /// The frame: the phones, A's banner, and the column's panel and plots. A screenshot keeps
  /// the column's width but not its contents, nor any overlay.
  func compose(hud: HUDStatus, forScreenshot: Bool) -> DisplayList {
    var status = hud
    status.recording = recorder != nil
    let panelFrame = layout.panelFrame
    let plotsFrame = layout.plotsFrame
    let column = self.column
    let values = phones[0].settings.values
    return StageComposer.compose(
      phones: phones, labels: labels, viewport: layout.viewport, hud: status,
      overlays: forScreenshot ? .none : StageComposer.Overlays(), banner: column.banner,
      sideColumn: layout.columnWidth, bezel: layout.bezel,
      side: forScreenshot
        ? nil
        : { _, commands in
          if let frame = panelFrame {
            PanelPainter.paint(
              model: column.panel, values: values, presets: column.presetNames, frame: frame,
              into: &commands)
          }
          if let frame = plotsFrame { column.plots.paint(in: frame, into: &commands) }
        })
  }
}
