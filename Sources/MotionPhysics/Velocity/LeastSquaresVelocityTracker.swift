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
    // The fit runs in one stack buffer: `touchMove` asks for the velocity at every move, and
    // heap arrays here were the largest cost of a `trace` with swipes.
    let scale = VelocityTrackerConstants.horizon
    let size = VelocityTrackerConstants.historySize
    return withUnsafeTemporaryAllocation(of: Double.self, capacity: 5 * size + 12) { buffer in
      let u = UnsafeMutableBufferPointer(rebasing: buffer[0..<size])
      let p = UnsafeMutableBufferPointer(rebasing: buffer[size..<(2 * size)])
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
      let work = UnsafeMutableBufferPointer(rebasing: buffer[(2 * size)...])
      guard let slope = Self.quadraticSlope(u: u, p: p, count: n, work: work) else { return 0 }
      return slope / scale
    }
  }

  /// Linear coefficient of the least-squares quadratic through (u, p), via modified Gram–Schmidt
  /// QR as Flutter's `LeastSquaresSolver` does; nil when the samples cannot determine it. It
  /// works in `work` (at least 3·n + 12 values: the three columns of Q, then R and β).
  static func quadraticSlope(
    u: UnsafeMutableBufferPointer<Double>, p: UnsafeMutableBufferPointer<Double>, count n: Int,
    work: UnsafeMutableBufferPointer<Double>
  ) -> Double? {
    // Columns of the Vandermonde matrix: 1, u, u²; q[j][i] is work[j * n + i], r[j][k] is
    // work[3n + 3j + k], β[j] is work[3n + 9 + j]. The same arithmetic in the same order as a
    // fit over nested arrays, so the result is bit for bit the same.
    let rBase = 3 * n
    let betaBase = 3 * n + 9
    for i in 0..<(3 * n + 12) { work[i] = 0 }
    for i in 0..<n {
      work[i] = 1
      work[n + i] = u[i]
      work[2 * n + i] = u[i] * u[i]
    }
    for j in 0..<3 {
      for k in 0..<j {
        var dot = 0.0
        for i in 0..<n { dot += work[j * n + i] * work[k * n + i] }
        for i in 0..<n { work[j * n + i] -= dot * work[k * n + i] }
      }
      var norm = 0.0
      for i in 0..<n { norm += work[j * n + i] * work[j * n + i] }
      norm = norm.squareRoot()
      // Mirrors Flutter `precisionErrorTolerance` (1e-10) for a degenerate basis vector.
      if norm < 1e-10 { return nil }
      for i in 0..<n { work[j * n + i] /= norm }
      for k in 0..<3 {
        var dot = 0.0
        for i in 0..<n {
          let column = k == 0 ? 1 : k == 1 ? u[i] : u[i] * u[i]
          dot += work[j * n + i] * column
        }
        work[rBase + 3 * j + k] = dot
      }
    }
    // Back-substitute R·β = Qᵀ·p.
    for j in stride(from: 2, through: 0, by: -1) {
      var value = 0.0
      for i in 0..<n { value += work[j * n + i] * p[i] }
      for k in (j + 1)..<3 { value -= work[rBase + 3 * j + k] * work[betaBase + k] }
      work[betaBase + j] = value / work[rBase + 3 * j + j]
    }
    let slope = work[betaBase + 1]
    return slope.isFinite ? slope : nil
  }
}
