import SandboxPrimitives

/// Replays an event script through one or more sandboxes frame by frame, at the script's fps:
/// frame k is the state at t = k / fps (frame 0 at t = 0, before anything has run). No clock and
/// no drawing: `trace` writes rows from it, `render` draws it, the tests inspect it.
///
/// Every sandbox receives the same inputs at the same times, so a second one (A/B compare) differs
/// only by its settings. Inputs are handed over frame by frame, just before the frame that
/// contains them, as the window does; view keys (pause, slow motion) therefore act on frame
/// boundaries.
public struct ScriptRunner: Sendable {
  /// Frames per second of this run.
  public let fps: Int
  /// Number of frames: round(duration × fps), at least 1.
  public let frameCount: Int
  /// The sandboxes, primary first.
  public private(set) var sandboxes: [Sandbox]
  /// The next frame `nextFrame()` produces.
  public private(set) var nextFrameIndex = 0

  private var feed: ScriptFeed

  /// A runner over `script` with one sandbox per entry of `settings` (normally one or two), all
  /// sized to the script's viewport. `fps` overrides the script's frame rate.
  public init(script: EventScript, settings: [SandboxSettings], fps: Int? = nil) throws {
    self.fps = max(1, fps ?? script.fps)
    frameCount = ScriptRunner.frameCount(duration: script.effectiveDuration, fps: self.fps)
    feed = ScriptFeed(script)
    let size = Size(width: script.viewport.width, height: script.viewport.height)
    sandboxes = try settings.map {
      try Sandbox(
        settings: $0, viewport: size, pixelRatio: script.viewport.pixelRatio,
        device: script.viewport.profile)
    }
  }

  /// round(duration × fps), at least one frame, in frames.
  public static func frameCount(duration: Double, fps: Int) -> Int {
    guard duration.isFinite, duration > 0 else { return 1 }
    return max(1, Int((duration * Double(fps)).rounded()))
  }

  /// The time of frame `index`, in seconds.
  public func time(ofFrame index: Int) -> Double { Double(index) / Double(fps) }

  /// The primary sandbox.
  public var sandbox: Sandbox { sandboxes[0] }

  /// Gives sandbox `index` the header image the renderer registered for its
  /// `content.headerImage` (the app loads files; the runner only carries the handle).
  public mutating func setHeaderImage(_ image: ImageHandle?, forSandbox index: Int) {
    sandboxes[index].headerImage = image
  }

  /// Advances every sandbox to the next frame's time and returns its index, or nil when the
  /// script is over.
  public mutating func nextFrame() -> Int? {
    guard nextFrameIndex < frameCount else { return nil }
    let index = nextFrameIndex
    let t = time(ofFrame: index)
    // Hand over everything due up to this frame; inputs past the last frame still arrive (and
    // are ignored by the clock) so nothing depends on where the run stops.
    feed.feed(upTo: t, into: &sandboxes)
    for i in sandboxes.indices { sandboxes[i].advance(toTime: t) }
    nextFrameIndex += 1
    return index
  }

  /// Warnings every sandbox collected since the last call (bad `set` values at run time), with
  /// the sandbox index, and forgets them.
  public mutating func takeWarnings() -> [(sandbox: Int, message: String)] {
    var result: [(sandbox: Int, message: String)] = []
    for i in sandboxes.indices where !sandboxes[i].warnings.isEmpty {
      result += sandboxes[i].warnings.map { (i, $0) }
      sandboxes[i].clearWarnings()
    }
    return result
  }
}
