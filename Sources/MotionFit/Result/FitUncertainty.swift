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
///
/// That still counts only what varies from frame to frame. A measured recording also carries slow
/// errors no number of frames averages away: an edge read a fifth of a pixel low on every frame,
/// a scroll reading that drifts by a point over a clip. The fit absorbs such an error into its
/// values, and the residuals cannot show it. So each of `biasShapes` (a slow error the data may
/// hold, at its likely size) is carried through the linearized fit, (JᵀJ)⁻¹Jᵀ·shape, and the
/// change it makes is added in quadrature; a deceleration rate, friction or drag also gets the
/// slow error of its own shape (`readFromTails`), and a video's scroll offsets their slow errors
/// at least at the size its reading is known to hold (`ColumnSamples.leastSlowError`). On 46
/// fits of the project's own ×1 videos the frame-to-frame term alone covered 71 of 111 true
/// values at 3σ, the slow errors 104, the rates' own shape 108, and with the 25 fps coasts read
/// at their shown ticks and the reading's known error all 112 (docs/fit.md).
public enum FitUncertainty {
  /// Central-difference step in unit coordinates.
  public static let step = 1e-3

  /// One standard error per unit coordinate, times its entry of `slopes` (d value / d u; the
  /// coordinates past `slopes` stay in unit coordinates); nil where the error does not change with
  /// it (the parameter has no effect on this input).
  ///
  /// - Parameters:
  ///   - biasShapes: slow errors the data may hold (`biasShapes(_:)`), each carried
  ///     through the fit and added in quadrature.
  ///   - readFromTails: per coordinate, whether its value is read from the tail of a coast (a
  ///     deceleration rate, friction or drag). The content moves under a pixel a frame there,
  ///     and a reading that lags it by a fraction of a pixel is an error of exactly the shape the
  ///     rate changes: such a value is known no better than the change whose effect, after the
  ///     releases are fitted again, is the size of the whole misfit.
  public static func standardErrors(
    at u: [Double], slopes: [Double], residuals: [Double], biasShapes: [[Double]] = [],
    readFromTails: [Bool] = [], residualsAt: ([Double]) -> [Double]?
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
    // Each slow error moves the fit by (JᵀJ)⁻¹Jᵀ·shape, in unit coordinates.
    var biasVariance = [Double](repeating: 0, count: active.count)
    for shape in biasShapes where shape.count == n {
      let projected = active.map { i in (0..<n).reduce(0) { $0 + jacobian[i][$1] * shape[$1] } }
      for a in active.indices {
        let moved = active.indices.reduce(0) { $0 + inverse[a][$1] * projected[$1] }
        biasVariance[a] += moved * moved
      }
    }
    for (a, i) in active.enumerated() {
      // A value read from the coasts' tails: the slow error of its own shape, as large as the
      // whole misfit (SSE · [(JᵀJ)⁻¹]ᵢᵢ, as if the frames held one independent sample).
      let ownShape = i < readFromTails.count && readFromTails[i] ? sse * inverse[a][a] : 0
      let unitVariance = variance * inverse[a][a] + biasVariance[a] + ownShape
      guard unitVariance.isFinite, unitVariance >= 0 else { continue }
      result[i] = unitVariance.squareRoot() * abs(i < slopes.count ? slopes[i] : 1)
    }
    return result
  }

  /// One column's part in the residual vector: its sample times, its measured values and its
  /// residuals, in the residuals' order.
  public struct ColumnSamples {
    public var times: [Double]
    public var values: [Double]
    public var residuals: [Double]
    /// The least size of the column's slow errors, points, whatever its misfit: what the
    /// reading is known to hold (`MeasuredSeries.slowReadingError`), 0 when nothing is known.
    public var leastSlowError: Double
    public init(
      times: [Double], values: [Double], residuals: [Double], leastSlowError: Double = 0
    ) {
      self.times = times
      self.values = values
      self.residuals = residuals
      self.leastSlowError = leastSlowError
    }
  }

  /// The slow errors each column may hold, as vectors over all the residuals (zero outside the
  /// column), each at the size of the column's own misfit, its residuals' RMS (a fit cannot tell
  /// a slow reading error that small from the motion), or at the column's `leastSlowError` when
  /// that is larger (a reading known to hold more than the fit left over: the fit absorbed the
  /// rest). Per column: a constant (an edge read low on every frame), a ramp over the clip (a
  /// drift), and one in proportion to the reading (a scale a fraction off, or an edge read
  /// differently expanded and collapsed).
  public static func biasShapes(_ columns: [ColumnSamples]) -> [[Double]] {
    let n = columns.reduce(0) { $0 + $1.residuals.count }
    var shapes: [[Double]] = []
    var start = 0
    for column in columns {
      let count = column.residuals.count
      defer { start += count }
      guard count > 1, column.times.count == count, column.values.count == count else { continue }
      let misfit = (column.residuals.reduce(0) { $0 + $1 * $1 } / Double(count)).squareRoot()
      let size = max(misfit, column.leastSlowError)
      guard size > 0, size.isFinite else { continue }
      let meanTime = column.times.reduce(0, +) / Double(count)
      let meanValue = column.values.reduce(0, +) / Double(count)
      let patterns = [
        [Double](repeating: 1, count: count),
        column.times.map { $0 - meanTime },
        column.values.map { $0 - meanValue },
      ]
      for centred in patterns {
        let spread = (centred.reduce(0) { $0 + $1 * $1 } / Double(count)).squareRoot()
        guard spread > 0, spread.isFinite else { continue }
        var shape = [Double](repeating: 0, count: n)
        for k in 0..<count { shape[start + k] = centred[k] / spread * size }
        shapes.append(shape)
      }
    }
    return shapes
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
