/// Least-squares quadratic velocity estimator (Flutter `VelocityTracker`, Android LSQ2).
///
/// Fits p(t) = a + b·t + c·t² to the samples of the last 100 ms (at most 20, none separated by a
/// gap over 40 ms, at least 3) with equal weights; the velocity is b at the newest sample.
public struct LeastSquaresVelocityTracker: SampleHistoryTracker, Hashable {
  var ring = SampleRing(capacity: VelocityTrackerConstants.historySize)

  /// An empty tracker.
  public init() {}

  public func velocity() -> Double {
    guard let newest = ring.sample(age: 0) else { return 0 }
    // Times relative to the newest sample, scaled by the horizon so the fit is well conditioned.
    let scale = VelocityTrackerConstants.horizon
    var u = [Double](repeating: 0, count: VelocityTrackerConstants.historySize)
    var p = [Double](repeating: 0, count: VelocityTrackerConstants.historySize)
    var n = 0
    var previousTime = newest.time
    while let sample = ring.sample(age: n) {
      let age = newest.time - sample.time
      if age > VelocityTrackerConstants.horizon
        || previousTime - sample.time > VelocityTrackerConstants.assumePointerStopped
      {
        break
      }
      previousTime = sample.time
      u[n] = -age / scale
      p[n] = sample.position - newest.position
      n += 1
    }
    guard n >= VelocityTrackerConstants.minSampleCount else { return 0 }
    guard let slope = Self.quadraticSlope(u: u, p: p, count: n) else { return 0 }
    return slope / scale
  }

  /// Linear coefficient of the least-squares quadratic through (u, p), via modified Gram–Schmidt
  /// QR as Flutter's `LeastSquaresSolver` does; nil when the samples cannot determine it.
  static func quadraticSlope(u: [Double], p: [Double], count n: Int) -> Double? {
    // Columns of the Vandermonde matrix: 1, u, u².
    var q = [[Double]](repeating: [Double](repeating: 0, count: n), count: 3)
    var r = [[Double]](repeating: [0, 0, 0], count: 3)
    for i in 0..<n {
      q[0][i] = 1
      q[1][i] = u[i]
      q[2][i] = u[i] * u[i]
    }
    for j in 0..<3 {
      for k in 0..<j {
        var dot = 0.0
        for i in 0..<n { dot += q[j][i] * q[k][i] }
        for i in 0..<n { q[j][i] -= dot * q[k][i] }
      }
      var norm = 0.0
      for i in 0..<n { norm += q[j][i] * q[j][i] }
      norm = norm.squareRoot()
      // Mirrors Flutter `precisionErrorTolerance` (1e-10) for a degenerate basis vector.
      if norm < 1e-10 { return nil }
      for i in 0..<n { q[j][i] /= norm }
      for k in 0..<3 {
        var dot = 0.0
        for i in 0..<n {
          let column = k == 0 ? 1 : k == 1 ? u[i] : u[i] * u[i]
          dot += q[j][i] * column
        }
        r[j][k] = dot
      }
    }
    // Back-substitute R·β = Qᵀ·p.
    var beta = [0.0, 0.0, 0.0]
    for j in stride(from: 2, through: 0, by: -1) {
      var value = 0.0
      for i in 0..<n { value += q[j][i] * p[i] }
      for k in (j + 1)..<3 { value -= r[j][k] * beta[k] }
      beta[j] = value / r[j][j]
    }
    return beta[1].isFinite ? beta[1] : nil
  }
}
