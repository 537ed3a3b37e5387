import PhoneDrawing
import PhoneSimulation
import SandboxFormats
import SandboxPrimitives

/// The window's frame without the window: the phones and their captions, the replay, the
/// recording, the tuning column, the view shortcuts and the canvas layout, turned once per frame
/// from timestamped input into a display list and a list of effects for the host.
///
/// It composes its parts: the phones and their history (`StageSession`, with the recording and
/// the replay), the column (`TuningColumn`, acted on in `Stage+Tuning`), the review (markers,
/// the reference recording and its fit: `StageReview`), the onion skin (`OnionSkin`) and the
/// canvas (`StageLayout`). Each step returns its effects; none are kept between calls.
///
/// Pure like the rest of the core: no SDL, no clock, no files. The host (the SDL window) polls
/// events, calls `frame(_:)`, draws the list and carries out the effects; the tests drive the
/// same type with made-up events and times. `render` plays scripts on a headless stage
/// (`ScriptRunner`, `play(toTime:)`), so there is one frame loop and one composition.
public struct Stage: Sendable {
  /// The phones, their captions, their history and the input recorded and replayed.
  public internal(set) var session: StageSession
  public internal(set) var layout: StageLayout
  public internal(set) var column: TuningColumn
  /// The markers, the reference recording and fitting phone A to it.
  public internal(set) var review: StageReview
  /// The onion skin (G).
  public internal(set) var onionSkin: OnionSkin
  /// What the host said of its window, and the title asked for.
  public internal(set) var host = StageHost()
  /// The first launch's hint while it shows.
  public internal(set) var hint: FirstLaunchHint?
  /// The note saying what was just done (a file saved, code copied), while it shows.
  public internal(set) var toast: Toast?
  /// Phone A's simulation time when it last moved (the plots scroll on for their span).
  var lastMotionTime = 0.0
  let setup: StageSetup

  /// A stage at rest at time 0. Fails when a phone's settings are invalid.
  public init(_ setup: StageSetup) throws {
    self.setup = setup
    session = StageSession(
      phones: try setup.makePhones(),
      labels: setup.phones.count > 1 ? setup.phones.map(\.label) : [""])
    review = StageReview(markers: setup.markers)
    onionSkin = OnionSkin(length: setup.ghostLength)
    layout = StageLayout(setup: setup, bezel: PhonesPainter.bezel(setup.phones[0].settings.values))
    hint = setup.showHint && !setup.isHeadless ? FirstLaunchHint() : nil
    column = TuningColumn(setup: setup)
    var effects: [StageEffect] = []
    pushViewParameters(effects: &effects)
    column.nameTarget(phoneCount: phones.count)
  }

  /// The phones, A first. Input goes to every one; the panel, presets and reloads edit A.
  public var phones: [Sandbox] { session.phones }
  /// Captions under the phones ("A · showcase", "B · mdc-default"); empty for a lone phone.
  public var labels: [String] { session.labels }
  /// The session's history, the frame shown and the loop range (the strip along the bottom).
  public var timeline: Timeline { session.timeline }

  /// Gives phone `index` the header image the renderer registered for its `content.headerImage`.
  public mutating func setHeaderImage(_ image: ImageHandle?, forPhone index: Int) {
    session.phones[index].headerImage = image
  }

  /// The canvas in points (phones plus the column when shown).
  public var canvasSize: Size { layout.canvasSize }

  /// Whether Ctrl+R is recording.
  public var isRecording: Bool { session.recording.isRecording }

  /// Drops the first-launch hint before it is drawn, for a window nobody sees (whose host never
  /// saves preferences, so the user's next real window still shows it).
  public mutating func dismissHint() { hint = nil }

  /// Before the first frame: opens the column if it was open last time and starts the replay.
  public mutating func start() -> [StageEffect] {
    var effects: [StageEffect] = []
    updateColumn(effects: &effects)
    if let replay = setup.replay {
      session.recording.startReplay(replay, at: phones[0].time)
      effects.append(.log("replaying (\(replay.events.count) events)"))
    }
    updateTitle(effects: &effects)
    return effects
  }

  /// One window frame: places the events inside it, feeds the replay, advances every phone by
  /// the wall time credited under its pause and slow motion, applies a changed config, ends the
  /// frame as a headless one does (`endFrame`), carries out the stage-wide shortcuts, then
  /// composes the frame.
  public mutating func frame(_ input: StageInput) -> StageFrame {
    var effects: [StageEffect] = []
    // Stage-wide shortcuts seen this frame, carried out after the phones advanced (a
    // screenshot shows the frame's end).
    var requests: [ViewShortcut] = []
    deliver(input, effects: &effects, requests: &requests)
    if timeline.isScrubbed {
      session.playRecorded(realSeconds: input.realSeconds)
    } else {
      feedReplay(realSeconds: input.realSeconds, effects: &effects, requests: &requests)
      session.advancePhones(realSeconds: input.realSeconds, effects: &effects)
    }
    if let change = input.config { applyConfig(change, effects: &effects) }
    endFrame(live: true, effects: &effects)
    for request in requests { carryOut(request, hud: input.hud, effects: &effects) }
    updateColumn(effects: &effects)
    // A reload or a replayed `set` may switch `view.referenceMode` without a panel edit.
    syncReferenceSlot(effects: &effects)
    updateTitle(effects: &effects)
    if hint != nil {
      hint?.age += max(0, input.realSeconds)
      if hint?.isOver == true { hint = nil }
    }
    if toast != nil {
      toast?.age += max(0, input.realSeconds)
      if toast?.isOver == true { toast = nil }
    }
    if session.recording.replayFinished(by: phones[0].time) {
      effects.append(.log("replay finished; you have control"))
    }
    let list = host.isMinimized ? nil : compose(hud: input.hud, forScreenshot: false)
    let atRest = phones.allSatisfy { $0.isSettled || $0.view.isPaused }
    if !atRest { lastMotionTime = phones[0].time }
    let activity = FrameActivity(
      hadEvents: input.hadEvents || input.config != nil, phonesAtRest: atRest,
      replaying: session.recording.isReplaying || hint != nil || toast != nil
        || timeline.isLooping || (timeline.isScrubbed && !phones[0].view.isPaused),
      plotsShown: layout.columnShown && layout.showPlots,
      secondsSinceMotion: phones[0].time - lastMotionTime, hostBusy: review.fit.isRunning)
    let mayWait = IdlePolicy.mayWait(after: activity, plotSpan: column.plots.history.span)
    return StageFrame(list: list, effects: effects, mayWait: mayWait)
  }

  /// The end of every frame, a `live` one's (`frame(_:)`) and a headless one's
  /// (`play(toTime:)`): the history closes a live frame, the plots take it (always when live,
  /// headless only while they are shown), the onion skin follows the shown frame. A live frame
  /// logs the phones' warnings; a headless one keeps them for its runner (`takeWarnings`) and
  /// takes a script's `set` of the recording's mode or opacity (its canvas stays as it started).
  mutating func endFrame(live: Bool, effects: inout [StageEffect]) {
    if !live {
      if layout.columnShown && layout.showPlots {
        column.plots.record(phones, base: column.baseValues, focusKey: nil)
      }
      if review.reference != nil { review.adoptReferenceValues(&session.phones) }
      onionSkin.push(phones, referenceEdge: review.referenceEdge(in: session))
      return
    }
    if !timeline.isScrubbed {
      session.timeline.history.endFrame(phones: phones)
      column.plots.record(phones, base: column.baseValues, focusKey: column.panel.lastEditedKey)
    }
    for (_, warning) in Sandbox.takeWarnings(from: &session.phones) {
      effects.append(.log("warning: \(warning)"))
    }
    // The onion skin takes the frame before a screenshot draws it.
    onionSkin.update(to: session, review: review)
  }

  /// Shows what the host just did in the window ("Screenshot saved" over its path) for a few
  /// seconds; a newer note replaces an older one.
  public mutating func showToast(_ title: String, detail: String = "") {
    toast = Toast(title: title, detail: detail)
  }

  /// The session is ending (quit, window closed, interrupted): save the recording and the
  /// panel state.
  public mutating func finish() -> [StageEffect] {
    var effects: [StageEffect] = []
    stopRecording(effects: &effects)
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
  /// sees real spacing, then routes it: the markers, the strip, the column, the fit, a shortcut,
  /// or every phone.
  mutating func deliver(
    _ input: StageInput, effects: inout [StageEffect], requests: inout [ViewShortcut]
  ) {
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
        host.isMinimized = minimized
        continue
      case .resize(let width, let height):
        // The platform keeps the canvas letterboxed in the new window itself; the stage only
        // notes the size. The phones' viewports are the device's, not the window's.
        host.windowSize = Size(width: width, height: height)
        continue
      default:
        break
      }
      let keysTaken = column.panel.capturesKeyboard || column.naming != nil || setup.isHeadless
      if review.route(
        event, session: &session, layout: &layout, target: column.target, keysTaken: keysTaken,
        effects: &effects)
      {
        continue
      }
      if session.routeToTimeline(event, strip: layout.timelineFrame) { continue }
      if routeToColumn(
        event, stamp: timed.time, modifiers: input.heldModifiers, effects: &effects)
      {
        continue
      }
      if routeToReferenceFit(event, effects: &effects) { continue }
      if let edit = ViewShortcut(event), edit == .undo || edit == .redo {
        // Recorded as the `set` events it makes, not as a key.
        stepEdits(back: edit == .undo, effects: &effects)
        continue
      }
      if let shortcut = ViewShortcut(event) {
        recordInput(
          event, at: session.recording.placed(fraction * simulated, after: phones[0].time))
        handle(shortcut, effects: &effects, requests: &requests)
        continue
      }
      // A touch, a wheel or a simulation key on an earlier frame takes control there first
      // (`journal` would fork too), so the time is placed on the forked time line. A pointer
      // merely passing over the phones (or the motion SDL reports when the canvas changes
      // under it) leaves the session as it is.
      if timeline.isScrubbed {
        guard StageSession.takesControl(event) else { continue }
        session.fork(effects: &effects)
      }
      let placed = session.recording.placed(fraction * simulated, after: phones[0].time)
      session.recording.lastPlacedTime = placed
      recordInput(event, at: placed)
      for index in phones.indices {
        let at = max(placed, phones[index].time)
        try? session.journal(
          .event(phone: index, layout.localized(event, phone: index), at: at), effects: &effects)
      }
      if case .keyDown(.r, let modifiers) = event, !modifiers.contains(.control),
        let note = session.replayAgain(setup.replay, placed, review.reference != nil, &effects)
      {
        toast = note
      }
    }
  }

  /// Records `event` (in the stage's points) for phone A in the frame being recorded.
  mutating func recordInput(_ event: InputEvent, at time: Double) {
    session.recording.record(
      layout.localized(event, phone: 0), at: time, frame: session.recordingFrame)
  }

  /// Hands over the replayed inputs that fall inside the coming frame; their shortcuts act as
  /// if typed.
  mutating func feedReplay(
    realSeconds: Double, effects: inout [StageEffect], requests: inout [ViewShortcut]
  ) {
    let frameEnd = phones[0].inputsDue(forRealSeconds: realSeconds)
    let (inputs, offset) = session.recording.takeReplayed(upTo: frameEnd)
    for input in inputs {
      if case .input(let timed) = input, let shortcut = ViewShortcut(timed.event) {
        handle(shortcut, effects: &effects, requests: &requests)
        continue
      }
      for index in phones.indices {
        switch input {
        case .input(let timed):
          try? session.journal(
            .event(phone: index, timed.event, at: offset + timed.time), effects: &effects)
        case .command(let time, let command):
          try? session.journal(
            .command(phone: index, command, at: offset + time), effects: &effects)
        }
      }
    }
  }

  /// A view shortcut: a phone's own part acts on every phone at once; the stage's part (column,
  /// host requests) acts once.
  mutating func handle(
    _ shortcut: ViewShortcut, effects: inout [StageEffect], requests: inout [ViewShortcut]
  ) {
    if shortcut != .step {
      for index in phones.indices { shortcut.apply(to: &session.phones[index]) }
    }
    switch shortcut {
    case .panel: layout.showPanel.toggle()
    case .plots: layout.showPlots.toggle()
    case .lockPlotScale: column.plots.toggleScaleLock()
    case .undo, .redo: stepEdits(back: shortcut == .undo, effects: &effects)
    case .escape: layout.showPanel = false
    case .quit, .toggleRecording, .export, .toggleFullscreen, .screenshot, .savePlotHistory,
      .saveSession, .saveSessionAs:
      requests.append(shortcut)
    case .snapshotPhone: snapshotPhone(effects: &effects)
    case .ghosts: onionSkin.toggle()
    case .ghostLength: onionSkin.cycleLength()
    case .step, .stepBack, .stepBackTen, .stepForwardTen, .loopIn, .loopOut, .loop, .pause:
      session.handleTimeline(shortcut, effects: &effects)
    case .referenceLater: review.nudgeReference(frames: 1, effects: &effects)
    case .referenceLaterTen: review.nudgeReference(frames: 10, effects: &effects)
    case .referenceEarlier: review.nudgeReference(frames: -1, effects: &effects)
    case .referenceEarlierTen: review.nudgeReference(frames: -10, effects: &effects)
    case .referenceMode:
      toast = review.cycleReferenceMode(phones: &session.phones, effects: &effects)
    case .referenceOpacity:
      toast = review.cycleReferenceOpacity(phones: &session.phones, effects: &effects)
    case .fitReference, .addMarker, .deleteMarker, .nextMarker, .previousMarker:
      // Typed only (`routeToReferenceFit`, `StageReview.route`): a replayed script starts no
      // fit and adds no notes.
      break
    case .slowMotion, .touchIndicators, .hud, .help:
      break
    }
  }

  // MARK: - Host requests

  mutating func carryOut(_ request: ViewShortcut, hud: HUDStatus, effects: inout [StageEffect]) {
    switch request {
    case .quit:
      effects.append(.quit)
    case .toggleFullscreen:
      effects.append(.toggleFullscreen)
    case .screenshot:
      // Drawn with the column's width (so the phones keep their on-screen scale), then cropped.
      effects.append(
        .screenshot(
          list: compose(hud: hud, forScreenshot: true), phones: layout.phonesSize,
          time: session.phones[0].time))
    case .toggleRecording:
      if isRecording { stopRecording(effects: &effects) } else { startRecording(effects: &effects) }
    case .export:
      effects.append(.export(phones[0].settings.values, device: phones[0].device))
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
    setup.recorder(
      start: start, values: values, frame: frame, preset: column.panel.currentPreset,
      presets: column.presets, presetValues: column.baseValues)
  }

  /// Ctrl+R: records from now, or, with a loop range set, saves the session through the range
  /// as a script at once.
  mutating func startRecording(effects: inout [StageEffect]) {
    if let range = timeline.loopRange {
      let start = timeline.history.startPhones[0]
      let recorder = makeRecorder(start: start.time, values: start.settings.values)
      let (script, note) = session.loopRangeScript(range, recorder: recorder)
      effects += [.recordingStarted, .saveRecording(script), .log(note)]
      return
    }
    session.recording.recorder = makeRecorder(
      start: phones[0].time, values: phones[0].settings.values, frame: session.recordingFrame)
    effects.append(.recordingStarted)
    effects.append(.log("recording input (Ctrl+R again to stop)"))
  }

  mutating func stopRecording(effects: inout [StageEffect]) {
    guard let script = session.recording.stop(at: phones[0].time) else { return }
    effects.append(.saveRecording(script))
  }

  // MARK: - States

  /// The review as it stands, for Ctrl+S.
  public var sessionSnapshot: SessionSnapshot { SessionSnapshot(session, review: review) }

  /// What the badge and the title say now.
  public var sessionStatus: SessionStatus {
    session.status(watching: column.watcher?.file)
  }

  /// Asks the host for a new window title when the preset or a state changed.
  mutating func updateTitle(effects: inout [StageEffect]) {
    let next = sessionStatus.title(program: setup.title, preset: column.panel.currentPreset)
    guard next != host.title else { return }
    host.title = next
    effects.append(.setTitle(next))
  }
}
