/// How the shift animation integrates its first-order approach toward the destination.
///
/// The raw values are a config-file contract.
public enum ShiftAnimationMode: String, Codable, CaseIterable, Sendable {
  /// Closed-form exponential decay `gap · e^(−12·dt)`: identical trajectories at any tick rate.
  case exact
  /// MDC's per-frame Euler step `acc += 12·(dest − acc)·dt`, for pixel parity with MDC.
  case mdc
}
