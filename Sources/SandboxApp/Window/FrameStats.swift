/// Frames per second and frame time for the HUD, smoothed so the numbers are readable.
struct FrameStats {
  /// Exponentially smoothed frame interval, in seconds.
  private(set) var interval: Double = 1.0 / 60
  /// Exponentially smoothed time spent building and drawing a frame, in seconds.
  private(set) var work: Double = 0

  /// Weight of the newest sample; 0.1 settles in about 20 frames.
  private static let smoothing = 0.1

  mutating func record(interval newInterval: Double, work newWork: Double) {
    guard newInterval.isFinite, newInterval > 0, newWork.isFinite else { return }
    interval += (min(newInterval, 0.5) - interval) * FrameStats.smoothing
    work += (newWork - work) * FrameStats.smoothing
  }

  var framesPerSecond: Double { 1 / max(interval, 1e-6) }
}
