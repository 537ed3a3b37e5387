/// Standard errors from the curvature of the error at the optimum: the Gauss–Newton covariance
/// σ²(JᵀJ)⁻¹ with σ² = SSE / (N − p), J the residuals' Jacobian by central differences in unit
/// coordinates, turned into the parameters' units by their slopes.
///
/// A recording's residuals are not independent: a frame's error is mostly the last frame's
/// (a slightly wrong rate leaves a smooth residual curve, and 60 samples of it a second are not
/// 60 independent checks). The variance is widened by the AR(1) factor (1 + ρ) / (1 − ρ), ρ the
/// residuals' lag-one autocorrelation, which is what N independent samples are worth then
/// (N (1 − ρ) / (1 + ρ) effective ones): without it, 2 of 7 claimed uncertainties covered the
/// truth at 3σ (issue 33).
public enum FitUncertainty {
  /// Central-difference step in unit coordinates.
  public static let step = 1e-3

  /// One standard error per unit coordinate, times its entry of `slopes` (d value / d u; the
  /// coordinates past `slopes` stay in unit coordinates); nil where the error does not change with
  /// it (the parameter has no effect on this input).
  public static func standardErrors(
    at u: [Double], slopes: [Double], residuals: [Double],
    residualsAt: ([Double]) -> [Double]?
  ) -> [Double?] {
    let p = u.count
    let n = residuals.count
    guard p > 0, n > p else { return [Double?](repeating: nil, count: p) }
    var jacobian = [[Double]](repeating: [], count: p)
    for i in 0..<p {
      var up = u
      var down = u
      up[i] = min(1, u[i] + step)
      down[i] = max(0, u[i] - step)
      guard let a = residualsAt(up), let b = residualsAt(down), a.count == n, b.count == n,
        up[i] > down[i]
      else { return [Double?](repeating: nil, count: p) }
      let h = up[i] - down[i]
      jacobian[i] = (0..<n).map { (a[$0] - b[$0]) / h }
    }
    var normal = [[Double]](repeating: [Double](repeating: 0, count: p), count: p)
    for i in 0..<p {
      for j in 0...i {
        var sum = 0.0
        for k in 0..<n { sum += jacobian[i][k] * jacobian[j][k] }
        normal[i][j] = sum
        normal[j][i] = sum
      }
    }
    let sse = residuals.reduce(0) { $0 + $1 * $1 }
    let variance = sse / Double(n - p) * correlationFactor(residuals)
    // Parameters the residuals do not depend on are not determined; the rest are inverted alone.
    let largest = (0..<p).map { normal[$0][$0] }.max() ?? 0
    let active = (0..<p).filter { normal[$0][$0] > 1e-10 * max(largest, 1e-300) && largest > 0 }
    var result = [Double?](repeating: nil, count: p)
    let reduced = active.map { i in active.map { normal[i][$0] } }
    let inverse =
      invert(reduced)
      ?? reduced.indices.map { i in
        reduced.indices.map { $0 == i ? 1 / reduced[i][i] : 0 }
      }
    for (a, i) in active.enumerated() {
      let unitVariance = variance * inverse[a][a]
      guard unitVariance.isFinite, unitVariance >= 0 else { continue }
      result[i] = unitVariance.squareRoot() * abs(i < slopes.count ? slopes[i] : 1)
    }
    return result
  }

  /// The largest lag-one autocorrelation counted: a residual curve smoother than this says
  /// nothing more about how few independent samples it holds.
  public static let maximumCorrelation = 0.995

  /// (1 + ρ) / (1 − ρ) for the residuals' lag-one autocorrelation ρ (negative ρ counts as 0:
  /// alternating residuals do not make a fit surer than independent ones).
  public static func correlationFactor(_ residuals: [Double]) -> Double {
    guard residuals.count > 2 else { return 1 }
    var lagged = 0.0
    var squares = 0.0
    for k in residuals.indices {
      squares += residuals[k] * residuals[k]
      if k > 0 { lagged += residuals[k] * residuals[k - 1] }
    }
    guard squares > 0 else { return 1 }
    let rho = min(max(lagged / squares, 0), maximumCorrelation)
    return (1 + rho) / (1 - rho)
  }

  /// Gauss–Jordan inverse with partial pivoting; nil when singular.
  static func invert(_ matrix: [[Double]]) -> [[Double]]? {
    let n = matrix.count
    var a = matrix
    var inverse = (0..<n).map { i in (0..<n).map { $0 == i ? 1.0 : 0.0 } }
    let scale = (0..<n).map { abs(matrix[$0][$0]) }.max() ?? 0
    for column in 0..<n {
      let pivot = (column..<n).max { abs(a[$0][column]) < abs(a[$1][column]) }!
      guard abs(a[pivot][column]) > 1e-12 * max(scale, 1e-300) else { return nil }
      a.swapAt(column, pivot)
      inverse.swapAt(column, pivot)
      let d = a[column][column]
      for j in 0..<n {
        a[column][j] /= d
        inverse[column][j] /= d
      }
      for row in 0..<n where row != column {
        let factor = a[row][column]
        guard factor != 0 else { continue }
        for j in 0..<n {
          a[row][j] -= factor * a[column][j]
          inverse[row][j] -= factor * inverse[column][j]
        }
      }
    }
    return inverse
  }
}
