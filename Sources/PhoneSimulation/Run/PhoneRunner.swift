import SandboxFormats
import SandboxPrimitives

/// Plays an event script on one or more phones, frame by frame on the script's `FrameGrid`, with
/// nothing above the simulation: no stage, no panel, no drawing. `trace`, the fit, review rows,
/// the bench and the soak run scripts through it; `render` plays the same inputs through the
/// same step (`ScriptFeed.play`) on a headless stage, which also draws.
///
/// Every phone receives the same inputs at the same times, so a second phone differs only by its
/// settings. Inputs are handed over frame by frame, just before the frame that contains them, as
/// the window does; view keys (pause, slow motion) therefore act on frame boundaries.
public struct PhoneRunner: Sendable {
  /// The frames this run plays.
  public let grid: FrameGrid
  /// The phones, A first.
  public private(set) var phones: [Sandbox]
  /// The next frame `nextFrame()` produces.
  public private(set) var nextFrameIndex = 0
  private var feed: ScriptFeed

  /// A runner over `script` with one phone per entry of `settings`, each on the script's
  /// viewport, device and pixel ratio. `fps` overrides the script's frame rate.
  public init(script: EventScript, settings: [SandboxSettings], fps: Int? = nil) throws {
    grid = FrameGrid(script, fps: fps)
    let viewport = script.viewport
    let device = viewport.profile
    phones = try settings.map {
      try Sandbox(
        settings: $0, viewport: Size(width: viewport.width, height: viewport.height),
        pixelRatio: viewport.pixelRatio, device: device)
    }
    // The view parameters (slow motion, overlays) act through the phones' view options, which
    // start from phone A's values as a stage's phones do.
    if let values = phones.first?.settings.values {
      for index in phones.indices { phones[index].view.adopt(values) }
    }
    feed = ScriptFeed(script)
  }

  /// Frames per second of this run.
  public var fps: Int { grid.fps }
  /// Number of frames.
  public var frameCount: Int { grid.frameCount }

  /// Phone A.
  public var phone: Sandbox { phones[0] }

  /// Plays the phones to the next frame's time and returns its index, or nil when the script is
  /// over. Inputs past the last frame still arrive (and are ignored by the clock), so nothing
  /// depends on where the run stops.
  public mutating func nextFrame() -> Int? {
    guard nextFrameIndex < grid.frameCount else { return nil }
    let index = nextFrameIndex
    feed.play(&phones, toTime: grid.time(ofFrame: index))
    nextFrameIndex += 1
    return index
  }

  /// Phone A's trace row for frame `index` (what `trace` writes; reads the phone in place).
  public func traceRow(frame index: Int) -> TraceRow {
    phones[0].traceRow(frame: index)
  }

  /// Warnings every phone collected since the last call (bad `set` values at run time), with
  /// the phone's index, and forgets them.
  public mutating func takeWarnings() -> [(phone: Int, message: String)] {
    Sandbox.takeWarnings(from: &phones)
  }
}

extension Sandbox {
  /// The warnings each of `phones` collected since the last call, with the phone's index, and
  /// forgets them: what a runner and a headless stage report between frames.
  public static func takeWarnings(from phones: inout [Sandbox]) -> [(phone: Int, message: String)] {
    var result: [(phone: Int, message: String)] = []
    for index in phones.indices where !phones[index].warnings.isEmpty {
      result += phones[index].warnings.map { (index, $0) }
      phones[index].clearWarnings()
    }
    return result
  }
}
