import SandboxFormats

/// A script's frame grid: frame k is the state at t = k / fps (frame 0 at t = 0, before anything
/// has run), round(duration × fps) frames in all, at least one. `trace`, `render`, sweeps,
/// sessions and the fit all number and skip frames by this one grid, so frame 120 of a trace is
/// frame 120 of a render, and `--from` leaves out the same frames everywhere.
public struct FrameGrid: Sendable, Equatable {
  /// Frames per second.
  public let fps: Int
  /// Number of frames: round(duration × fps), at least 1.
  public let frameCount: Int

  /// The grid of `script` at `fps` (the script's own rate when nil).
  public init(_ script: EventScript, fps: Int? = nil) {
    self.init(duration: script.effectiveDuration, fps: fps ?? script.fps)
  }

  /// A grid of `duration` seconds at `fps` frames per second (at least 1).
  public init(duration: Double, fps: Int) {
    self.fps = max(1, fps)
    frameCount = FrameGrid.frameCount(duration: duration, fps: self.fps)
  }

  /// round(duration × fps), at least one frame, in frames.
  public static func frameCount(duration: Double, fps: Int) -> Int {
    guard duration.isFinite, duration > 0 else { return 1 }
    return max(1, Int((duration * Double(fps)).rounded()))
  }

  /// The time of frame `index`, in seconds.
  public func time(ofFrame index: Int) -> Double { Double(index) / Double(fps) }

  /// The grid's length in seconds (`frameCount` frames).
  public var duration: Double { Double(frameCount) / Double(fps) }

  /// The first frame `--from seconds` keeps: the first whose time is not before `seconds` (to a
  /// nanosecond, so `--from` written from a frame's own time, rounded down to the millisecond as
  /// a saved loop range writes it, keeps that frame and leaves out the one before).
  public func firstFrame(from seconds: Double) -> Int {
    EventScript.firstFrame(showing: seconds, fps: fps)
  }
}
