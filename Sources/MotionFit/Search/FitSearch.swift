import PhoneSimulation
import SandboxFormats

/// Fits one candidate's continuous parameters: bounded Nelder–Mead from several starts (the
/// configured values first, then points of a fixed low-discrepancy sequence, so runs repeat
/// exactly), then the uncertainty at the optimum.
public struct FitSearch: Sendable {
  public var objective: FitObjective
  /// The configuration the candidates' choices and the varied values are applied over.
  public var base: ConfigValues
  /// Starts per candidate.
  public var starts: Int
  /// Nelder–Mead evaluations per start, per varied parameter (plus one).
  public var evaluationsPerDimension: Int

  public init(
    objective: FitObjective, base: ConfigValues, starts: Int = 3, evaluationsPerDimension: Int = 60
  ) {
    self.objective = objective
    self.base = base
    self.starts = starts
    self.evaluationsPerDimension = evaluationsPerDimension
  }

  /// The configuration `candidate` gives with unit coordinates `u`; nil when it is invalid.
  public func values(_ candidate: FitCandidate, at u: [Double]) -> ConfigValues? {
    guard var values = candidate.values(over: base) else { return nil }
    for (parameter, x) in zip(candidate.parameters, u) {
      guard
        (try? values.set(key: parameter.key, value: .number(parameter.value(at: x)), source: "fit"))
          != nil
      else { return nil }
    }
    return values
  }

  /// The release corrections at the unit coordinates after the parameters': the velocity
  /// fractions (±`GestureDerivation.correctionRange`), then the lift shifts
  /// (±`GestureDerivation.liftShiftRange` seconds).
  func corrections(_ candidate: FitCandidate, at u: [Double]) -> [Double] {
    let units = Array(u.dropFirst(candidate.parameters.count))
    let half = units.count / 2
    return units.enumerated().map { k, x in
      (x - 0.5) * 2
        * (k < half ? GestureDerivation.correctionRange : GestureDerivation.liftShiftRange)
    }
  }

  /// The cost at unit coordinates `u` (parameters, then corrections).
  func cost(_ candidate: FitCandidate, at u: [Double]) -> Double {
    guard let values = values(candidate, at: u) else { return .infinity }
    return objective.cost(values, corrections: corrections(candidate, at: u))
  }

  /// The residuals at unit coordinates `u`; nil for an invalid configuration.
  func residuals(_ candidate: FitCandidate, at u: [Double]) -> [Double]? {
    values(candidate, at: u).flatMap {
      objective.residuals($0, corrections: corrections(candidate, at: u))
    }
  }

  /// Fits `candidate`. `shouldStop` is asked before every simulation; once it says yes the best
  /// point so far is returned, marked partial. `progress` receives the evaluations done.
  public func fit(
    _ candidate: FitCandidate, shouldStop: () -> Bool = { false },
    progress: (Int) -> Void = { _ in }
  ) -> CandidateFit {
    let n = candidate.parameters.count + objective.correctionCount
    var stopped = false
    var evaluations = 0
    let cost: ([Double]) -> Double? = { u in
      if stopped || shouldStop() {
        stopped = true
        return nil
      }
      evaluations += 1
      progress(evaluations)
      return self.cost(candidate, at: u)
    }
    let startPoint =
      candidate.parameters.map { p -> Double in
        if case .number(let v)? = base[p.key] { return p.unit(of: v) }
        return 0.5
      } + [Double](repeating: 0.5, count: objective.correctionCount)
    var best = (point: startPoint, value: Double.infinity)
    let optimizer = BoundedNelderMead(
      tolerance: 1e-7, maximumEvaluations: evaluationsPerDimension * (n + 1), initialStep: 0.15)
    for s in 0..<max(1, starts) where !stopped {
      let start = s == 0 ? startPoint : FitSearch.haltonPoint(s, dimensions: n)
      var result = optimizer.minimize(from: start, cost)
      // A restart from the optimum escapes the simplex collapsing on a ridge.
      if !stopped, n > 1 {
        let again = BoundedNelderMead(
          tolerance: 1e-9, maximumEvaluations: evaluationsPerDimension * (n + 1) / 2,
          initialStep: 0.02
        ).minimize(from: result.point, cost)
        if again.value <= result.value { result = (again.point, again.value, again.evaluations) }
      }
      if result.value < best.value { best = (result.point, result.value) }
      if n == 0 { break }
    }
    return summarize(candidate, at: best.point, evaluations: evaluations, partial: stopped)
  }

  /// The statistics and uncertainties of `candidate` at `u`.
  public func summarize(
    _ candidate: FitCandidate, at u: [Double], evaluations: Int, partial: Bool
  ) -> CandidateFit {
    let replay = values(candidate, at: u).flatMap {
      objective.fitted($0, corrections: corrections(candidate, at: u))
    }
    let residuals = replay?.residuals
    var columns: [ColumnResidual] = []
    var samples: [FitUncertainty.ColumnSamples] = []
    if let residuals {
      var start = 0
      for (k, (column, count)) in zip(objective.columns, objective.residualCounts).enumerated() {
        let slice = Array(residuals[start..<(start + count)])
        columns.append(ColumnResidual(column: column, residuals: slice))
        let rows = objective.comparedRows(k)
        let measured = objective.series.values(column)
        samples.append(
          .init(
            times: rows.map { objective.series.time[$0] }, values: rows.map { measured[$0] },
            residuals: slice,
            leastSlowError: column == .scrollOffset ? objective.series.slowReadingError : 0))
        start += count
      }
    }
    let sigmas =
      (residuals != nil && !partial)
      ? FitUncertainty.standardErrors(
        at: u, slopes: zip(candidate.parameters, u).map { $0.slope(at: $1) }, residuals: residuals!,
        biasShapes: FitUncertainty.biasShapes(samples),
        readFromTails: candidate.parameters.map(\.readFromCoastTails),
        residualsAt: { self.residuals(candidate, at: $0) })
      : [Double?](repeating: nil, count: u.count)
    // A parameter this input does not determine keeps its configured value, so a preset never
    // carries where the search happened to wander.
    let fitted = zip(candidate.parameters, u).enumerated().map { i, pair in
      let (parameter, x) = pair
      if !partial, sigmas[i] == nil, case .number(let kept)? = base[parameter.key] {
        return FittedValue(parameter: parameter, value: kept, uncertainty: nil)
      }
      return FittedValue(
        parameter: parameter, value: parameter.value(at: x), uncertainty: sigmas[i])
    }
    return CandidateFit(
      candidate: candidate, values: fitted, corrections: corrections(candidate, at: u),
      latency: replay?.latency ?? 0, columns: columns, evaluations: evaluations,
      partial: partial)
  }

  /// Point `index` (from 1) of the Halton sequence in `dimensions` dimensions.
  static func haltonPoint(_ index: Int, dimensions: Int) -> [Double] {
    let primes = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37]
    return (0..<dimensions).map { d in
      let base = primes[d % primes.count]
      var f = 1.0
      var r = 0.0
      var i = index
      while i > 0 {
        f /= Double(base)
        r += f * Double(i % base)
        i /= base
      }
      return r
    }
  }
}
