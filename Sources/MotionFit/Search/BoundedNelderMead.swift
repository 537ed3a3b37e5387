/// Nelder–Mead's downhill simplex in the unit box: points are clamped into [0, 1]ⁿ, so every
/// parameter stays within its registry range. Standard coefficients (reflection 1, expansion 2,
/// contraction ½, shrink ½); stops when the simplex's values agree within `tolerance` or after
/// `maximumEvaluations`.
public struct BoundedNelderMead: Sendable {
  public var tolerance = 1e-6
  public var maximumEvaluations = 400
  /// Initial simplex edge, in unit coordinates.
  public var initialStep = 0.1

  public init(tolerance: Double = 1e-6, maximumEvaluations: Int = 400, initialStep: Double = 0.1) {
    self.tolerance = tolerance
    self.maximumEvaluations = maximumEvaluations
    self.initialStep = initialStep
  }

  /// The best point found from `start` and its value, and how many evaluations it took.
  /// `objective` returns nil to stop early (interrupted); the best so far is returned.
  public func minimize(
    from start: [Double], _ objective: ([Double]) -> Double?
  ) -> (point: [Double], value: Double, evaluations: Int) {
    let n = start.count
    var evaluations = 0
    var stopped = false
    func f(_ x: [Double]) -> Double {
      guard !stopped, let value = objective(x) else {
        stopped = true
        return .infinity
      }
      evaluations += 1
      return value.isFinite ? value : .infinity
    }
    let x0 = start.map(clamp)
    guard n > 0 else { return (x0, f(x0), evaluations) }
    var simplex = [x0]
    for i in 0..<n {
      var x = x0
      x[i] = x[i] + initialStep <= 1 ? x[i] + initialStep : x[i] - initialStep
      simplex.append(x.map(clamp))
    }
    var values = simplex.map(f)
    while evaluations < maximumEvaluations, !stopped {
      let order = values.indices.sorted { values[$0] < values[$1] }
      simplex = order.map { simplex[$0] }
      values = order.map { values[$0] }
      if abs(values[n] - values[0]) <= tolerance * (abs(values[0]) + 1e-12)
        && spread(simplex) < 1e-5
      {
        break
      }
      var centroid = [Double](repeating: 0, count: n)
      for point in simplex.dropLast() {
        for i in 0..<n { centroid[i] += point[i] / Double(n) }
      }
      func along(_ k: Double) -> [Double] {
        (0..<n).map { clamp(centroid[$0] + k * (simplex[n][$0] - centroid[$0])) }
      }
      let reflected = along(-1)
      let fr = f(reflected)
      if fr < values[0] {
        let expanded = along(-2)
        let fe = f(expanded)
        if fe < fr {
          simplex[n] = expanded
          values[n] = fe
        } else {
          simplex[n] = reflected
          values[n] = fr
        }
      } else if fr < values[n - 1] {
        simplex[n] = reflected
        values[n] = fr
      } else {
        let contracted = fr < values[n] ? along(-0.5) : along(0.5)
        let fc = f(contracted)
        if fc < min(fr, values[n]) {
          simplex[n] = contracted
          values[n] = fc
        } else {
          for k in 1...n {
            simplex[k] = (0..<n).map {
              clamp(simplex[0][$0] + 0.5 * (simplex[k][$0] - simplex[0][$0]))
            }
            values[k] = f(simplex[k])
          }
        }
      }
    }
    let best = values.indices.min { values[$0] < values[$1] } ?? 0
    return (simplex[best], values[best], evaluations)
  }

  private func clamp(_ x: Double) -> Double { x.isFinite ? min(max(x, 0), 1) : 0.5 }

  private func spread(_ simplex: [[Double]]) -> Double {
    var worst = 0.0
    for point in simplex.dropFirst() {
      for i in point.indices { worst = max(worst, abs(point[i] - simplex[0][i])) }
    }
    return worst
  }
}
