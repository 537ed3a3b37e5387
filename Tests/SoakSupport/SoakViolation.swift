import PhoneSimulation

/// An invariant the soak found broken: which one, when, and the numbers that broke it.
public struct SoakViolation: Error, Sendable, Equatable, CustomStringConvertible {
  /// Short stable name of the invariant (`finite`, `heightRange`, `topRange`, `statusBarRange`,
  /// `rubberBandReach`, `settledOffset`, `settledStatusBar`, `settledTop`).
  public var invariant: String
  /// Simulation time of the tick after which it was found, seconds.
  public var time: Double
  /// What was found, with the numbers.
  public var detail: String

  /// Creates a violation.
  public init(invariant: String, time: Double, detail: String) {
    self.invariant = invariant
    self.time = time
    self.detail = detail
  }

  /// One line: the invariant, the simulation time and the numbers.
  public var description: String { "\(invariant) at t=\(time) s: \(detail)" }
}
