import PhoneSimulation
import SandboxFormats
import SandboxPrimitives

/// Plays an event script on a headless `Stage` frame by frame on the script's `FrameGrid`: frame
/// k is the state at t = k / fps (frame 0 at t = 0, before anything has run). No clock: `render`
/// draws the stage's frames, sessions and sweeps render through it. What only reads the phones
/// (`trace`, the fit) plays the same step on a `PhoneRunner`, without the stage.
///
/// Every phone receives the same inputs at the same times, so a compared one differs only by its
/// settings. Inputs are handed over frame by frame, just before the frame that contains them, as
/// the window does; view keys (pause, slow motion) therefore act on frame boundaries.
public struct ScriptRunner: Sendable {
  /// The frames this run plays.
  public let grid: FrameGrid
  /// The stage the script plays on: its phones, plots and onion skin.
  public private(set) var stage: Stage
  /// The next frame `nextFrame()` produces.
  public private(set) var nextFrameIndex = 0

  /// A runner over `setup` (from `StageSetup.headless`; its `replay` is the script). `fps`
  /// overrides the script's frame rate.
  public init(_ setup: StageSetup, fps: Int? = nil) throws {
    precondition(setup.isHeadless && setup.replay != nil, "a runner plays a script, headless")
    grid = FrameGrid(
      duration: setup.replay?.effectiveDuration ?? 0,
      fps: fps ?? setup.replay?.fps ?? EventScript.defaultFPS)
    stage = try Stage(setup)
    _ = stage.start()
  }

  /// A runner over `script` with one phone per entry of `settings`, each keeping its own
  /// content (no caption, no shared list). `fps` overrides the script's frame rate.
  public init(script: EventScript, settings: [SandboxSettings], fps: Int? = nil) throws {
    let phones = settings.map { settings in
      var phone = StageSetup.Phone(settings: settings)
      phone.explicitKeys = Set(SharedContent.keys)
      return phone
    }
    try self.init(StageSetup.headless(script, phones: phones), fps: fps)
  }

  /// Frames per second of this run.
  public var fps: Int { grid.fps }
  /// Number of frames.
  public var frameCount: Int { grid.frameCount }

  /// The time of frame `index`, in seconds.
  public func time(ofFrame index: Int) -> Double { grid.time(ofFrame: index) }

  /// The phones, A first.
  public var phones: [Sandbox] { stage.phones }

  /// Phone A.
  public var phone: Sandbox { stage.phones[0] }

  /// Gives phone `index` the header image the renderer registered for its
  /// `content.headerImage` (the app loads files; the runner only carries the handle).
  public mutating func setHeaderImage(_ image: ImageHandle?, forPhone index: Int) {
    stage.setHeaderImage(image, forPhone: index)
  }

  /// Shows the reference recording `track` (frames from `source`) beside the phones; call
  /// before reading the canvas size (the slot widens it).
  public mutating func setReference(_ track: ReferenceTrack?, source: (any ReferenceFrameSource)?) {
    stage.setReference(track, source: source)
  }

  /// Plays the stage to the next frame's time and returns its index, or nil when the script is
  /// over.
  public mutating func nextFrame() -> Int? {
    guard nextFrameIndex < frameCount else { return nil }
    let index = nextFrameIndex
    // Everything due up to this frame is handed over; inputs past the last frame still arrive
    // (and are ignored by the clock) so nothing depends on where the run stops.
    stage.play(toTime: time(ofFrame: index))
    nextFrameIndex += 1
    return index
  }

  /// Phone A's trace row for frame `index` (what `trace` writes; reads the phone in place).
  public func traceRow(frame index: Int) -> TraceRow {
    stage.phones[0].traceRow(frame: index)
  }

  /// The current frame as `render` draws it, the HUD saying it plays at the run's fps.
  public func frameList() -> DisplayList {
    stage.headlessList(
      hud: HUDStatus(framesPerSecond: Double(fps), frameMilliseconds: 0, renderer: "render"))
  }

  /// Warnings every phone collected since the last call (bad `set` values at run time), with
  /// the phone's index, and forgets them.
  public mutating func takeWarnings() -> [(phone: Int, message: String)] {
    stage.takeWarnings()
  }
}
