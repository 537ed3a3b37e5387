/// Estimates a pointer's release velocity from timestamped positions.
///
/// Times in seconds, positions in points, velocities in points per second. Samples must arrive
/// in time order; a sample earlier than the newest starts a new history.
public protocol VelocityTracker: Sendable {
  /// Records the pointer at `position` (points) at `time` (seconds).
  mutating func addSample(time: Double, position: Double)
  /// The estimated velocity at the newest sample (points per second; 0 without enough data).
  func velocity() -> Double
  /// The estimated velocity when asked at `time` (seconds): 0 if the pointer has not moved for
  /// longer than the stop threshold (40 ms), else `velocity()`.
  func velocity(at time: Double) -> Double
  /// Forgets every sample.
  mutating func reset()
}

/// Constants shared by both trackers.
public enum VelocityTrackerConstants {
  /// Mirrors Flutter `VelocityTracker._historySize` / Android `HISTORY_SIZE` (20 samples).
  public static let historySize = 20
  /// Mirrors Flutter `_horizonMilliseconds` / Android `HORIZON` (100 ms), in seconds.
  public static let horizon = 0.100
  /// Mirrors Flutter `_assumePointerMoveStoppedMilliseconds` / Android
  /// `ASSUME_POINTER_STOPPED_TIME` (40 ms), in seconds.
  public static let assumePointerStopped = 0.040
  /// Mirrors Flutter `_minSampleSize` (3 samples for a quadratic fit).
  public static let minSampleCount = 3
}
