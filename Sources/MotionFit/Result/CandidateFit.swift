/// One fitted value with its standard error (nil: not determined by this input).
public struct FittedValue: Sendable, Equatable {
  public var parameter: FitParameter
  public var value: Double
  public var uncertainty: Double?

  public init(parameter: FitParameter, value: Double, uncertainty: Double? = nil) {
    self.parameter = parameter
    self.value = value
    self.uncertainty = uncertainty
  }
}

/// The residuals of one column, simulated − measured, points.
public struct ColumnResidual: Sendable, Equatable {
  public var column: FitColumn
  public var residuals: [Double]

  /// Root mean square, points.
  public var rms: Double {
    guard !residuals.isEmpty else { return 0 }
    return (residuals.reduce(0) { $0 + $1 * $1 } / Double(residuals.count)).squareRoot()
  }

  /// Largest absolute residual, points.
  public var worst: Double { residuals.map(abs).max() ?? 0 }
}

/// A candidate's fit: its values, residuals and how it ended.
public struct CandidateFit: Sendable, Equatable {
  public var candidate: FitCandidate
  public var values: [FittedValue]
  /// The release corrections of a derived gesture (empty for a script): a velocity fraction for
  /// each flung lift, then its shift in seconds (`FitObjective.script(corrections:)`).
  public var corrections: [Double]
  /// The input latency its replay was compared at (seconds; `FitObjective.latencies`).
  public var latency: Double
  public var columns: [ColumnResidual]
  public var evaluations: Int
  /// Stopped before converging (interrupted).
  public var partial: Bool

  /// RMS over every compared column, points (+∞ for an invalid configuration).
  public var rms: Double {
    let all = columns.flatMap(\.residuals)
    guard !all.isEmpty else { return .infinity }
    return (all.reduce(0) { $0 + $1 * $1 } / Double(all.count)).squareRoot()
  }
}
