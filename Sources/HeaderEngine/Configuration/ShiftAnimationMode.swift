/// How the shift animation moves the header toward its destination (fully shown or hidden).
///
/// The raw values are a config-file contract.
public enum ShiftAnimationMode: String, Codable, CaseIterable, Sendable {
  /// Closed-form exponential decay `gap · e^(−12·dt)`: identical trajectories at any tick rate.
  case exact
  /// MDC's per-frame Euler step `acc += 12·(dest − acc)·dt`, for pixel parity with MDC.
  case mdc
  /// A damped spring (`HeaderConfiguration.shiftSpring`) from the current shift to the
  /// destination, keeping its velocity when the destination changes mid-way (sandbox addition).
  case spring
  /// A cubic Bézier timing curve (`HeaderConfiguration.shiftCurve`) over
  /// `HeaderConfiguration.shiftDuration` seconds (sandbox addition).
  case bezier
}
