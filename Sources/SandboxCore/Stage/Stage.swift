import SandboxPrimitives

/// The window's frame without the window: the phones and their captions, the replay, the
/// recording, the tuning column, the view shortcuts and the canvas layout, turned once per frame
/// from timestamped input into a display list and a list of effects for the host.
///
/// Pure like the rest of the core: no SDL, no clock, no files. The host (the SDL window) polls
/// events, calls `frame(_:)`, draws the list and carries out the effects; the tests drive the
/// same type with made-up events and times. `trace`, `render` and the bench play scripts on a
/// headless stage (`ScriptRunner`, `play(toTime:)`), so there is one frame loop and one
/// composition.
public struct Stage: Sendable {
  /// The phones, A first. Input goes to every one; the panel, presets and reloads edit A.
  public internal(set) var phones: [Sandbox]

  /// Gives phone `index` the header image the renderer registered for its `content.headerImage`.
  public mutating func setHeaderImage(_ image: ImageHandle?, forPhone index: Int) {
    phones[index].headerImage = image
  }
  /// Captions under the phones ("A · showcase", "B · mdc-default"); empty for a lone phone.
  public internal(set) var labels: [String]
  public internal(set) var layout: StageLayout
  public internal(set) var column: TuningColumn
  /// The session's history, the frame shown and the loop range (the strip along the bottom).
  public internal(set) var timeline: Timeline
  /// The reference recording (`--reference`), nil without one (`Stage+Reference`).
  public internal(set) var reference: StageReference?
  /// The review's markers (M, N) and the note being typed.
  public internal(set) var markers = MarkerBoard()
  /// The onion skin (G), nil when off.
  public internal(set) var ghosts: GhostTrail?
  /// The trail length G starts with (Shift+G cycles it).
  var ghostLength = GhostTrail.lengths[0]
  /// The frame the trail's newest outlines belong to.
  var ghostFrame = -1
  /// Phone A's `view.referenceMode` and `view.referenceOpacity` values as last taken into the
  /// phones' view options: a value that differs came from a `set`, a reload or an undo.
  var referenceValuesSeen: (mode: ReferenceMode, opacity: Double)?
  /// The first launch's hint while it shows.
  public internal(set) var hint: FirstLaunchHint?
  /// The note saying what was just done (a file saved, code copied), while it shows.
  public internal(set) var toast: Toast?
  /// The window title last asked for.
  var title = ""
  /// The input being recorded (Ctrl+R), nil when not recording.
  public internal(set) var recorder: LiveRecorder?
  /// Whether the window is minimized (nothing is drawn).
  public private(set) var isMinimized = false
  /// The window size the platform last reported (window coordinates).
  public private(set) var windowSize: Size?
  /// The most pixels the canvas may take (`noteWindowSize`), nil when the host never said.
  public private(set) var fitSize: Size?

  let setup: StageSetup
  var replayFeed: ScriptFeed?
  var replayEnd: Double?
  /// Phone A's simulation time when it last moved (the plots scroll on for their span).
  var lastMotionTime = 0.0
  /// The phones Ctrl+B added, in order (the timeline rebuilds earlier frames without them).
  var addedPhones: [AddedPhone] = []
  /// The time of the latest input placed for the phones (inputs are never placed before it).
  var lastPlacedTime = 0.0
  /// Modifier keys the host says are held this frame.
  var heldModifiers: KeyModifiers = []
  /// Stage-wide shortcuts seen this frame, carried out after the phones advanced (a screenshot
  /// shows the frame's end).
  var requests: [ViewShortcut] = []
  var effects: [StageEffect] = []

  /// A stage at rest at time 0. Fails when a phone's settings are invalid.
  public init(_ setup: StageSetup) throws {
    self.setup = setup
    guard (1...PhoneArrangement.maximumPhones).contains(setup.phones.count) else {
      throw StageSetup.TooManyPhones(count: setup.phones.count)
    }
    let reference = setup.phones[0].settings
    phones = try setup.phones.enumerated().map { index, phone in
      let settings =
        index == 0
        ? phone.settings
        : try SharedContent.settings(
          phone.settings, sharingWith: reference, explicit: phone.explicitKeys)
      let own = index > 0 ? phone.device : nil
      return try Sandbox(
        settings: settings, viewport: setup.viewport(ofPhone: index),
        pixelRatio: own?.pixelRatio ?? setup.pixelRatio ?? setup.device.pixelRatio,
        device: setup.device(ofPhone: index))
    }
    timeline = Timeline(start: phones)
    markers = MarkerBoard(setup.markers)
    labels = setup.phones.count > 1 ? setup.phones.map(\.label) : [""]
    layout = StageLayout(
      viewports: setup.phones.indices.map { setup.viewport(ofPhone: $0) })
    layout.timelineHeight = setup.showTimeline ? Timeline.stripHeight : 0
    layout.bezel = PhonesPainter.bezel(phones[0].settings.values)
    hint = setup.showHint && !setup.isHeadless ? FirstLaunchHint() : nil
    if let length = setup.ghostLength {
      ghostLength = length
      ghosts = GhostTrail(length: length)
    }
    column = TuningColumn(presets: setup.presets)
    column.banner = setup.banner
    let preferences = setup.preferences
    column.panel.openSections = preferences.openSections
    column.panel.dialect = preferences.dialect
    column.panel.currentPreset = setup.presetName
    layout.showPanel = preferences.showPanel
    layout.showPlots = preferences.showPlots
    if let name = setup.presetName, case .success(let preset) = column.presets.preset(name),
      let values = try? ConfigValues.resolve(device: setup.baseLayer(under: preset), preset: preset)
    {
      column.baseValues = values
    }
    if let path = setup.configPath { column.watcher = ConfigWatcher(file: path) }
    pushViewParameters()
    updatePanelTitle()
  }

  /// The canvas in points (phones plus the column when shown).
  public var canvasSize: Size { layout.canvasSize }

  /// Whether Ctrl+R is recording.
  public var isRecording: Bool { recorder != nil }

  /// Drops the first-launch hint before it is drawn, for a window nobody sees (whose host never
  /// saves preferences, so the user's next real window still shows it).
  public mutating func dismissHint() { hint = nil }

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
    updateTitle()
    return effects
  }

  /// One window frame: places the events inside it, feeds the replay, advances every phone by
  /// the wall time credited under its pause and slow motion, applies a changed config, then
  /// composes the frame.
  public mutating func frame(_ input: StageInput) -> StageFrame {
    effects = []
    requests = []
    deliver(input)
    if timeline.isScrubbed {
      playRecorded(realSeconds: input.realSeconds)
    } else {
      feedReplay(realSeconds: input.realSeconds)
      advancePhones(realSeconds: input.realSeconds)
    }
    if let change = input.config { applyConfig(change) }
    if !timeline.isScrubbed {
      timeline.history.endFrame(phones: phones)
      column.plots.record(phones, base: column.baseValues, focusKey: column.panel.lastEditedKey)
    }
    for index in phones.indices {
      for warning in phones[index].warnings { effects.append(.log("warning: \(warning)")) }
      phones[index].clearWarnings()
    }
    // The onion skin takes the frame before a screenshot draws it.
    updateGhosts()
    for request in requests { carryOut(request, hud: input.hud) }
    updateColumn()
    // A reload or a replayed `set` may switch `view.referenceMode` without a panel edit.
    syncReferenceLayout()
    updateTitle()
    if hint != nil {
      hint?.age += max(0, input.realSeconds)
      if hint?.isOver == true { hint = nil }
    }
    if toast != nil {
      toast?.age += max(0, input.realSeconds)
      if toast?.isOver == true { toast = nil }
    }
    if let end = replayEnd, phones[0].time >= end {
      replayEnd = nil
      effects.append(.log("replay finished; you have control"))
    }
    let list = isMinimized ? nil : compose(hud: input.hud, forScreenshot: false)
    let atRest = phones.allSatisfy { $0.isSettled || $0.view.isPaused }
    if !atRest { lastMotionTime = phones[0].time }
    let activity = FrameActivity(
      hadEvents: input.hadEvents || input.config != nil, phonesAtRest: atRest,
      replaying: replayEnd != nil || !(replayFeed?.isFinished ?? true) || hint != nil
        || toast != nil
        || timeline.isLooping || (timeline.isScrubbed && !phones[0].view.isPaused),
      plotsShown: layout.columnShown && layout.showPlots,
      secondsSinceMotion: phones[0].time - lastMotionTime, hostBusy: column.fit.isRunning)
    let mayWait = IdlePolicy.mayWait(after: activity, plotSpan: column.plots.history.span)
    return StageFrame(list: list, effects: effects, mayWait: mayWait)
  }

  /// Shows what the host just did in the window ("Screenshot saved" over its path) for a few
  /// seconds; a newer note replaces an older one.
  public mutating func showToast(_ title: String, detail: String = "") {
    toast = Toast(title: title, detail: detail)
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
    if setup.showHint { preferences.hintShown = true }
    effects.append(.savePreferences(preferences, canvas: canvasSize))
    return effects
  }

  // MARK: - Input

  /// Places each event at its own simulation time inside the coming frame, so velocity tracking
  /// sees real spacing, then routes it: the column, a shortcut, or every phone.
  mutating func deliver(_ input: StageInput) {
    heldModifiers = input.heldModifiers
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
      if routeToMarkers(event) { continue }
      if routeToTimeline(event) { continue }
      if routeToColumn(event, stamp: timed.time) { continue }
      if routeToReferenceFit(event) { continue }
      if let edit = ViewShortcut(event), edit == .undo || edit == .redo {
        // Recorded as the `set` events it makes, not as a key.
        stepEdits(back: edit == .undo)
        continue
      }
      if let shortcut = ViewShortcut(event) {
        recordInput(event, at: placed(fraction * simulated))
        handle(shortcut)
        continue
      }
      // A touch, a wheel or a simulation key on an earlier frame takes control there first
      // (`journal` would fork too), so the time below is placed on the forked time line. A
      // pointer merely passing over the phones (or the motion SDL reports when the canvas
      // changes under it) leaves the session as it is.
      if timeline.isScrubbed {
        guard takesControl(event) else { continue }
        fork()
      }
      let time = placed(fraction * simulated)
      lastPlacedTime = time
      recordInput(event, at: time)
      for index in phones.indices {
        let at = max(time, phones[index].time)
        try? journal(.event(phone: index, layout.localized(event, phone: index), at: at))
      }
    }
  }

  /// The simulation time of an input `offset` simulated seconds into the coming frame: never
  /// before an input placed earlier, so inputs keep the order they were typed in however the
  /// frames' lengths change under them (S mid-frame shortens the frame their places were
  /// measured on; the clock keeps the part of a tick a frame did not run). Never exactly at the
  /// phones' time either: the tick ending there has run, and a replay, which hands an input over
  /// before the tick that ends at its time, must apply it in the same tick the phones did.
  func placed(_ offset: Double) -> Double {
    max(phones[0].time + max(offset, Stage.inputLead), lastPlacedTime)
  }

  /// How far past the phones' time an input is placed at least (far above the ticks' 1e-9 s
  /// tolerance, far below anything a velocity tracker notices).
  static let inputLead = 1e-6

  /// Records `event` (in the stage's points) for phone A in the frame being recorded.
  mutating func recordInput(_ event: InputEvent, at time: Double) {
    guard recorder != nil else { return }
    recorder?.frame = timeline.history.frames.count
    recorder?.record(layout.localized(event, phone: 0), at: time)
  }

  /// Records a command for phone A in the frame being recorded.
  mutating func recordCommand(_ command: SandboxCommand, at time: Double) {
    guard recorder != nil else { return }
    recorder?.frame = timeline.history.frames.count
    recorder?.record(command, at: time)
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
        switch input {
        case .input(let timed):
          try? journal(.event(phone: index, timed.event, at: feed.offset + timed.time))
        case .command(let time, let command):
          try? journal(.command(phone: index, command, at: feed.offset + time))
        }
      }
    }
    replayFeed = feed
  }

  /// A view shortcut: a phone's own part acts on every phone at once; the stage's part (column,
  /// host requests) acts once.
  mutating func handle(_ shortcut: ViewShortcut) {
    if shortcut != .step {
      for index in phones.indices { shortcut.apply(to: &phones[index]) }
    }
    switch shortcut {
    case .panel: layout.showPanel.toggle()
    case .plots: layout.showPlots.toggle()
    case .lockPlotScale: column.plots.toggleScaleLock()
    case .undo, .redo: stepEdits(back: shortcut == .undo)
    case .escape: layout.showPanel = false
    case .quit, .toggleRecording, .export, .toggleFullscreen, .screenshot, .savePlotHistory,
      .saveSession, .saveSessionAs:
      requests.append(shortcut)
    case .snapshotPhone:
      snapshotPhone()
    case .ghosts:
      ghosts = ghosts == nil ? GhostTrail(length: ghostLength) : nil
      ghostFrame = -1
    case .ghostLength:
      let lengths = GhostTrail.lengths
      ghostLength = lengths[((lengths.firstIndex(of: ghostLength) ?? 0) + 1) % lengths.count]
      if ghosts != nil {
        ghosts = GhostTrail(length: ghostLength)
        ghostFrame = -1
      }
    case .step, .stepBack, .stepBackTen, .stepForwardTen, .loopIn, .loopOut, .loop, .pause:
      handleTimeline(shortcut)
    case .referenceLater: nudgeReference(frames: 1)
    case .referenceLaterTen: nudgeReference(frames: 10)
    case .referenceEarlier: nudgeReference(frames: -1)
    case .referenceEarlierTen: nudgeReference(frames: -10)
    case .fitReference:
      // Typed only (`routeToReferenceFit`): a replayed key starts no fit.
      break
    case .referenceMode: cycleReferenceMode()
    case .referenceOpacity: cycleReferenceOpacity()
    case .slowMotion, .touchIndicators, .hud, .help:
      break
    case .addMarker, .deleteMarker, .nextMarker, .previousMarker:
      // Typed ones are handled before this (`routeToMarkers`): a replayed script adds no notes.
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
    case .savePlotHistory:
      effects.append(.savePlotHistory(csv: column.plots.history.csv()))
    case .saveSession, .saveSessionAs:
      effects.append(.saveSession(sessionSnapshot, asNew: request == .saveSessionAs))
    default:
      break
    }
  }

  /// A recorder of phone A's input from `start`, whose values were `values`.
  func makeRecorder(start: Double, values: ConfigValues, frame: Int = 0) -> LiveRecorder {
    // A shipped preset is saved by name with the changes over it; a preset saved from the
    // panel lives only on this machine, so then the script pins everything over mdc-default.
    let name = column.panel.currentPreset ?? Preset.startupName
    let shipped = column.presets.shipped.contains(name)
    return LiveRecorder(
      start: start, viewport: setup.viewport, values: values,
      preset: shipped ? name : "mdc-default",
      presetValues: shipped ? column.baseValues : ConfigValues(), device: setup.device,
      frame: frame, compare: setup.phones.dropFirst().compactMap(\.spec))
  }

  mutating func startRecording() {
    if let range = timeline.loopRange {
      saveLoopRange(range)
      return
    }
    recorder = makeRecorder(
      start: phones[0].time, values: phones[0].settings.values,
      frame: timeline.history.frames.count)
    effects.append(.recordingStarted)
    effects.append(.log("recording input (Ctrl+R again to stop)"))
  }

  mutating func stopRecording() {
    guard let recorder else { return }
    self.recorder = nil
    effects.append(.saveRecording(recorder.script(endingAt: phones[0].time)))
  }

  // MARK: - Drawing

  /// The text the next frame would draw as things stand (no time passes, nothing changes): what
  /// a host can open fonts for and rasterize glyphs of before its first frame.
  public func expectedText() -> [TextRun] {
    let hud = HUDStatus(framesPerSecond: 0, frameMilliseconds: 0, renderer: "")
    return compose(hud: hud, forScreenshot: false).commands.compactMap {
      if case .text(let run) = $0 { run } else { nil }
    }
  }

  /// The frame, the one composition of the window, its screenshots, `render` and the render
  /// bench: the phones (`PhoneScenes`, laid out by `PhonesPainter`), A's banner, and the
  /// column's panel and plots. A screenshot keeps the column's width but not its contents, nor
  /// any overlay; a headless stage draws the overlays its setup forces and none of the window's
  /// own marks.
  func compose(hud: HUDStatus, forScreenshot: Bool) -> DisplayList {
    var hudStatus = hud
    hudStatus.recording = recorder != nil
    let status = sessionStatus
    let panelFrame = layout.panelFrame
    let plotsFrame = layout.plotsFrame
    let column = self.column
    let values = panelValues
    let markerList = layout.markerListFrame.map { (frame: $0, view: markerListView) }
    let states = PhoneScenes.states(
      phones, hud: hudStatus, overlays: forScreenshot ? .none : setup.overlays,
      banner: column.banner)
    var captions = CompareCaption.lines(
      labels: labels, values: phones.map(\.settings.values),
      widths: layout.viewports.map(\.width), scale: layout.captionScale)
    let referenceSlot = self.referenceSlot()
    if referenceSlot?.isBeside == true && captions.isEmpty { captions = [["Simulated"]] }
    var list = PhonesPainter.paint(
      states, viewports: layout.viewports, sideColumn: layout.columnWidth, captions: captions,
      captionScale: layout.captionScale, bezel: layout.bezel, ghosts: ghosts,
      reference: referenceSlot,
      side: forScreenshot
        ? nil
        : { _, list in
          var commands: [DrawCommand] = []
          if let frame = panelFrame {
            PanelPainter.paint(
              model: column.panel, values: values, presets: column.presetNames, frame: frame,
              into: &commands)
            if let naming = column.naming,
              let row = PanelLayout(
                model: column.panel, values: values, presets: column.presetNames, frame: frame
              ).items.first(where: { $0.kind == .presets })
            {
              PresetNamingPainter.paint(naming, over: row.rect, into: &commands)
            }
          }
          if let list = markerList { list.view.paint(in: list.frame, into: &commands) }
          if let frame = plotsFrame { column.plots.paint(in: frame, into: &commands) }
          list.append(contentsOf: commands)
        })
    if !forScreenshot && !setup.isHeadless {
      // The states and the hint belong to the window, never to a screenshot or a render.
      let phoneA = layout.arrangement.frame(0)
      var commands: [DrawCommand] = []
      // Above A's banner, and not over the help card (it would hide the card's rows).
      if states.first?.showHelp != true {
        let bannerTop = states.first.flatMap(OverlayPainter.bannerFrame).map { phoneA.y + $0.minY }
        status.paintBadge(in: phoneA, above: bannerTop, into: &commands)
      }
      if let referenceSlot {
        paintReferenceBadge(referenceSlot, arrangement: layout.arrangement, into: &commands)
      }
      hint?.paint(in: phoneA, into: &commands)
      toast?.paint(in: phoneA, into: &commands)
      list.append(contentsOf: commands)
    }
    if let strip = layout.timelineFrame {
      // The window's canvas includes the strip; a screenshot keeps the size but not the strip.
      list.size.height += strip.height
      if !forScreenshot {
        var commands: [DrawCommand] = []
        TimelinePainter.paint(timeline, in: strip, markers: markers.list, into: &commands)
        list.append(contentsOf: commands)
      }
    }
    return list
  }

  /// The host says how many pixels the canvas may take at most (the display's usable size, in
  /// pixels): the captions and the strip are enlarged so their text stays readable when the
  /// canvas is shrunk to fit it, now and whenever the canvas changes. Returns the effects (a new
  /// canvas when the captions changed). Resize events do not refit: they arrive in canvas
  /// points, which say nothing about the pixels.
  public mutating func noteWindowSize(_ size: Size) -> [StageEffect] {
    effects = []
    fitSize = size
    fitCaptions()
    return effects
  }

  /// Enlarges the captions and the strip so their text stays at least 11 px tall in the
  /// pixels the host allows (`fitSize`; `StageLayout.readableCaptionScale`), and asks for the
  /// new canvas unless the caller does (`notify`). Called when the host says and whenever the
  /// canvas changes (the column, a snapshot phone).
  mutating func fitCaptions(notify: Bool = true) {
    guard let windowSize = fitSize else { return }
    var base = layout
    base.captionScale = 1
    base.timelineHeight = layout.timelineHeight > 0 ? Timeline.stripHeight : 0
    let scale = base.readableCaptionScale(window: windowSize)
    guard scale != layout.captionScale else { return }
    layout.captionScale = scale
    if layout.timelineHeight > 0 { layout.timelineHeight = Timeline.stripHeight * scale }
    if notify { effects.append(.setCanvas(layout.canvasSize)) }
  }

  // MARK: - States

  /// What the badge and the title say now.
  public var sessionStatus: SessionStatus {
    var status = SessionStatus()
    status.timeScale = phones[0].view.timeScale
    status.paused = phones[0].view.isPaused
    status.recording = recorder != nil
    status.looping = timeline.isLooping
    if let cursor = timeline.cursor {
      let frames = timeline.history.frames
      status.scrubbedBack = frames[timeline.history.head].time - frames[cursor].time
    }
    status.watchedFile = column.watcher.map {
      String($0.file.split(separator: "/").last ?? Substring($0.file))
    }
    return status
  }

  /// Asks the host for a new window title when the preset or a state changed.
  mutating func updateTitle() {
    let next = sessionStatus.title(program: setup.title, preset: column.panel.currentPreset)
    guard next != title else { return }
    title = next
    effects.append(.setTitle(next))
  }
}
