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

/// Selectable velocity estimators. The raw values are a configuration contract.
public enum VelocityTrackerKind: String, CaseIterable, Codable, Sendable {
  /// Least-squares quadratic over the last 100 ms (Flutter `VelocityTracker`, Android LSQ2).
  case leastSquares
  /// Weighted average of the last three segment velocities (Flutter
  /// `IOSScrollViewFlingVelocityTracker`).
  case ios

  /// A fresh tracker of this kind.
  public func makeTracker() -> any VelocityTracker {
    switch self {
    case .leastSquares: return LeastSquaresVelocityTracker()
    case .ios: return IOSVelocityTracker()
    }
  }
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

/// A fixed-capacity ring of samples, newest last.
struct SampleRing: Sendable, Hashable {
  private var times: [Double]
  private var positions: [Double]
  private var head = 0
  private(set) var count = 0

  init(capacity: Int) {
    times = [Double](repeating: 0, count: capacity)
    positions = [Double](repeating: 0, count: capacity)
  }

  /// Appends a sample, dropping the history first when time runs backwards or after a pause.
  mutating func append(time: Double, position: Double, pauseThreshold: Double) {
    guard time.isFinite, position.isFinite else { return }
    if count > 0, let newest = sample(age: 0),
      time < newest.time || time - newest.time > pauseThreshold
    {
      count = 0
    }
    head = (head + 1) % times.count
    times[head] = time
    positions[head] = position
    count = min(count + 1, times.count)
  }

  /// The sample `age` steps before the newest (0 = newest), or nil.
  func sample(age: Int) -> (time: Double, position: Double)? {
    guard age >= 0, age < count else { return nil }
    let index = (head - age + times.count) % times.count
    return (times[index], positions[index])
  }

  mutating func removeAll() {
    count = 0
  }
}
