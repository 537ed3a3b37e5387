import Foundation
import SDLPlatform
import SandboxPrimitives
import SandboxStage

/// The interactive window: a thin SDL backend around a `Stage`. Each frame it polls SDL, hands
/// the events and the wall time to the stage, draws the display list it gets back, carries out
/// the effects (the only I/O), presents, and paces or waits.
final class WindowSession {
  var setup: WindowOptions
  let window: SDLWindow
  var stage: Stage
  var stats = FrameStats()
  var running = true
  var poller: ConfigFilePoller?
  var pendingConfig: StageInput.ConfigChange?
  var recordingPath: String?
  /// "Fit to reference" running off the frame loop.
  let fitHost = ReferenceFitHost()
  /// Where Ctrl+S writes: the opened session file, else the last new one saved.
  lazy var sessionPath: String? = setup.session?.file
  /// `HEADER_SANDBOX_EXIT_AFTER_FIRST_FRAME=1` (hidden, for `bench`): quit right after the first
  /// present, so launch-to-first-frame can be timed from outside.
  let exitAfterFirstFrame =
    EnvironmentVariables.value("HEADER_SANDBOX_EXIT_AFTER_FIRST_FRAME") == "1"

  init(_ setup: WindowOptions) throws(CommandFailure) {
    self.setup = setup
    do {
      stage = try Stage(setup.stage)
    } catch {
      throw CommandFailure(.dataError, "invalid settings: \(error)")
    }
    if let request = setup.reference {
      stage.setReference(WindowSession.placeholder(request), source: nil)
    }
    do {
      window = try SDLPlatform.openWindow(
        options: setup.platform, canvas: stage.canvasSize, scale: setup.scale,
        text: stage.expectedText(), prepared: setup.fonts)
    } catch let error as PlatformError {
      throw CommandFailure(.unavailable, error.description)
    } catch {
      throw CommandFailure(.unavailable, "\(error)")
    }
    // Nobody sees a headless window (bench, tests): no hint to animate, nor to remember.
    if window.isHeadless { stage.dismissHint() }
    try HeaderImageLoader.loadAll(stage.phones, into: window.canvas) { image, index in
      stage.setHeaderImage(image, forPhone: index)
    }
    if setup.verbose {
      Console.errLine(
        "header-sandbox: renderer \(window.rendererName), window scale \(window.windowScale)")
    }
    if let path = setup.stage.configPath { poller = ConfigFilePoller(path: path) }
    if let most = WindowDisplay.mostPixels(window) { perform(stage.noteWindowSize(most)) }
    perform(stage.start())
    if let cue = setup.cue { perform(stage.cue(toTime: cue.time, loop: cue.loop)) }
    // A remembered size fits only the same canvas and no --scale (else it would letterbox).
    let remembered = setup.stage.preferences
    let sameCanvas = remembered.windowCanvas == stage.canvasSize && setup.scale == nil
    let scale = fitToDisplay(wanted: sameCanvas ? remembered.windowSize : nil)
    try showReference(windowScale: scale)
    window.setTextInput(false)
  }

  /// Runs until the window closes or Ctrl+Q; returns 130 after SIGINT/SIGTERM.
  ///
  /// Frames are paced to 60 Hz by the loop itself (vsync is ignored by headless drivers and
  /// some compositors), and when nothing moves the loop waits for events instead of drawing.
  func run() throws(CommandFailure) -> ExitCode {
    InterruptFlag.install()
    let clock = PerformanceClock()
    let frameSeconds = 1.0 / 60
    var lastFrame = clock.now()
    var lastEventClock = SDLWindow.eventClockNow()
    var waiting = false
    var polled: [(event: InputEvent, time: Double)] = []
    while running {
      if InterruptFlag.isRaised {
        fitHost.cancel()
        perform(stage.finish())
        return .interrupted
      }
      if waiting {
        // The wait returns as soon as an event is queued, and that event is handled by the
        // frame that follows at once: idling adds no frame of input latency.
        let woke = window.waitForEvent(seconds: IdlePolicy.longestWait)
        pollConfig(now: clock.now())
        if !woke && pendingConfig == nil { continue }
        waiting = false
        // The time spent waiting is not simulation time: the waking frame is one frame long.
        lastFrame = clock.now() - frameSeconds
        lastEventClock = SDLWindow.eventClockNow() - frameSeconds
      }
      let frameStart = clock.now()
      let realDelta = frameStart - lastFrame
      lastFrame = frameStart
      let eventClock = SDLWindow.eventClockNow()
      polled.removeAll(keepingCapacity: true)
      let sdlEvents = window.pollTimedEvents(into: &polled)
      pollConfig(now: frameStart)
      let hud = HUDStatus(
        framesPerSecond: stats.framesPerSecond, frameMilliseconds: stats.work * 1000,
        renderer: window.rendererName)
      if let progress = fitHost.poll() { perform(stage.referenceFitProgressed(progress)) }
      let frame = stage.frame(
        StageInput(
          events: polled.map { TimedInputEvent(time: $0.time, event: $0.event) },
          eventsFrom: lastEventClock, eventsTo: eventClock, realSeconds: realDelta,
          hadEvents: sdlEvents > 0, config: pendingConfig, hud: hud,
          heldModifiers: window.heldModifiers()))
      pendingConfig = nil
      lastEventClock = eventClock
      perform(frame.effects)
      if let list = frame.list {
        do { try window.draw(list) } catch {
          throw CommandFailure(.unavailable, "drawing failed: \(error)")
        }
      }
      // Work excludes present(): with vsync it blocks until the next refresh, which is waiting,
      // not cost.
      let work = clock.now() - frameStart
      if frame.list != nil {
        window.present()
        if exitAfterFirstFrame { firstFrameShown() } else { readPendingPresets() }
      }
      stats.record(interval: realDelta, work: work)
      waiting = frame.mayWait
      // Pace to ~60 Hz whatever the renderer: a vsynced present already took the frame's time,
      // while headless drivers ignore vsync and would spin (and the GL driver would queue
      // frames faster than it retires them).
      if running && !waiting {
        let elapsed = clock.now() - frameStart
        PerformanceClock.sleep(seconds: stage.host.isMinimized ? 0.05 : frameSeconds - elapsed)
      }
    }
    fitHost.cancel()
    perform(stage.finish())
    return .ok
  }

  /// Reads the `--config` file when it changed; the stage applies it in the next frame.
  func pollConfig(now: Double) {
    switch poller?.poll(now: now) {
    case .text(let text)?: pendingConfig = .text(text)
    case .unreadable(let reason)?: pendingConfig = .unreadable(reason)
    case nil: break
    }
  }

  /// Carries out the stage's requests: the window's and the file system's part of a frame.
  func perform(_ effects: [StageEffect]) {
    let output = setup.outputDirectory
    for effect in effects {
      switch effect {
      case .quit: running = false
      case .toggleFullscreen:
        do { try window.toggleFullscreen() } catch {
          Console.errLine("header-sandbox: fullscreen: \(error)")
        }
      case .screenshot(let list, let phones, let time):
        stage.showToast(
          WindowDisplay.saveScreenshot(window, list, phones: phones, time: time, in: output))
      case .recordingStarted: recordingPath = StageFiles.recordingPath(in: output)
      case .saveRecording(let script):
        stage.showToast(StageFiles.saveRecording(script, to: recordingPath, in: output))
        recordingPath = nil
      case .export(let values, let device):
        stage.showToast(StageFiles.export(values, device: device, in: output))
      case .userPreset(let request): perform(stage.carryOut(request, in: setup.presets))
      case .setCanvas(let size):
        // The phones keep their size while the window widens, unless the wider window would
        // no longer fit the display; then everything shrinks to fit.
        let scale = window.windowScale
        fitToDisplay(wanted: Size(width: size.width * scale, height: size.height * scale))
        window.setCanvas(size, scale: scale)
      case .relayout(let size):
        // The window stays where and as large as it is (a screen recording keeps its frame).
        window.setCanvas(size, scale: window.windowScale)
      case .textInput(let on): window.setTextInput(on)
      case .log(let line): Console.errLine("header-sandbox: \(line)")
      case .fitReference(let order):
        fitHost.start(ReferenceFitHost.request(for: order, file: setup.reference?.file))
      case .cancelReferenceFit: fitHost.cancel()
      case .savePlotHistory(let csv): stage.showToast(StageFiles.savePlotHistory(csv, in: output))
      case .saveSession(let snapshot, let asNew): saveSession(snapshot, asNew: asNew)
      case .copyToClipboard(let text):
        stage.showToast(StageFiles.copied(text, done: window.setClipboard(text)))
      case .setTitle(let title): window.setTitle(title)
      case .savePreferences(let preferences, let canvas):
        savePreferences(preferences, canvas: canvas)
      }
    }
  }

  /// Fits the window to the display (see `WindowDisplay.fit`); returns the scale it asked for.
  @discardableResult
  func fitToDisplay(wanted: Size?) -> Double {
    WindowDisplay.fit(
      window, canvas: stage.canvasSize, fixedScale: setup.scale != nil, wanted: wanted)
  }
}
