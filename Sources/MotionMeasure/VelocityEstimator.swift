/// Velocities from sampled positions: the slope of a least-squares line through the samples
/// within a short window around each one (at least one neighbour each side inside the
/// recording). A centred window is unbiased for a constant deceleration and keeps a release's
/// peak sharp; timestamps are used as given, so variable frame rates need no resampling.
public enum VelocityEstimator {
  /// Half the window, seconds: two frames either side at 60 fps.
  public static let halfWindow = 0.034

  /// The velocity at every sample (units of `positions` per second).
  public static func velocities(times: [Double], positions: [Double]) -> [Double] {
    let count = min(times.count, positions.count)
    guard count > 1 else { return [Double](repeating: 0, count: count) }
    return (0..<count).map { index in
      var low = index
      var high = index
      while low > 0 && (times[index] - times[low - 1] <= halfWindow || low == index) {
        low -= 1
      }
      while high < count - 1 && (times[high + 1] - times[index] <= halfWindow || high == index) {
        high += 1
      }
      return slope(times: times[low...high], positions: positions[low...high])
    }
  }

  static func slope(times: ArraySlice<Double>, positions: ArraySlice<Double>) -> Double {
    let n = Double(times.count)
    let meanT = times.reduce(0, +) / n
    let meanP = positions.reduce(0, +) / n
    var numerator = 0.0
    var denominator = 0.0
    for (t, p) in zip(times, positions) {
      numerator += (t - meanT) * (p - meanP)
      denominator += (t - meanT) * (t - meanT)
    }
    return denominator > 0 ? numerator / denominator : 0
  }
}
