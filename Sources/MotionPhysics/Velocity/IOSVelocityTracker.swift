/// UIScrollView-like release velocity: a weighted average of the last three segment velocities.
///
/// Mirrors Flutter `IOSScrollViewFlingVelocityTracker`: 0.6·v(−2) + 0.35·v(−1) + 0.05·v(0), where
/// v(0) is the newest segment. Discounting the newest segment ignores the flick of a lifting
/// finger. A missing segment counts as zero velocity.
public struct IOSVelocityTracker: SampleHistoryTracker, Hashable {
  var ring = SampleRing(capacity: VelocityTrackerConstants.historySize)

  /// Weights of the segments ending two before, one before and at the newest sample.
  /// Mirrors the constants in Flutter `IOSScrollViewFlingVelocityTracker.getVelocityEstimate`.
  public static let weights: (oldest: Double, previous: Double, newest: Double) = (0.6, 0.35, 0.05)

  /// An empty tracker.
  public init() {}

  /// Velocity of the segment ending `age` samples before the newest (points per second).
  private func segmentVelocity(endingAt age: Int) -> Double {
    guard let end = ring.sample(age: age), let start = ring.sample(age: age + 1) else { return 0 }
    let dt = end.time - start.time
    return dt > 0 ? (end.position - start.position) / dt : 0
  }

  public func velocity() -> Double {
    let w = Self.weights
    return w.oldest * segmentVelocity(endingAt: 2) + w.previous * segmentVelocity(endingAt: 1)
      + w.newest * segmentVelocity(endingAt: 0)
  }
}
