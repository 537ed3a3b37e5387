/// A velocity tracker that keeps its samples in a `SampleRing`: both trackers record, forget and
/// apply the 40 ms stop rule the same way and differ only in how they estimate the velocity.
protocol SampleHistoryTracker: VelocityTracker {
  /// The recent samples, newest last.
  var ring: SampleRing { get set }
}

extension SampleHistoryTracker {
  public mutating func addSample(time: Double, position: Double) {
    ring.append(
      time: time, position: position, pauseThreshold: VelocityTrackerConstants.assumePointerStopped)
  }

  public mutating func reset() {
    ring.removeAll()
  }

  public func velocity(at time: Double) -> Double {
    guard let newest = ring.sample(age: 0) else { return 0 }
    if time - newest.time > VelocityTrackerConstants.assumePointerStopped { return 0 }
    return velocity()
  }
}
