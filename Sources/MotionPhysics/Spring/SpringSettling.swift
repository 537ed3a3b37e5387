import Foundation

/// How long a spring's step response takes to settle: the time after which a unit step from rest
/// stays within `band` of its end (the control-engineering settling time, 2 % by default).
public enum SpringSettling {
  /// The conventional settling band: within 2 % of the step.
  public static let defaultBand = 0.02

  /// The settling time of `spring`'s unit step response, in seconds, found by sampling every
  /// `resolution` seconds up to `limit` (returned when it never settles before).
  public static func time(
    _ spring: SpringDescription, band: Double = defaultBand, resolution: Double = 0.001,
    limit: Double = 20
  ) -> Double {
    guard
      let step = try? SpringSimulation(spring: spring, start: 0, end: 1, velocity: 0),
      band > 0, resolution > 0
    else { return limit }
    // Past the envelope bound nothing leaves the band again, so the scan can stop there.
    let end = min(limit, envelopeBound(spring, band: band) + resolution)
    var lastOutside = 0.0
    var t = 0.0
    while t <= end {
      if abs(step.x(t) - 1) > band { lastOutside = t }
      t += resolution
    }
    return lastOutside >= end ? limit : min(lastOutside + resolution, limit)
  }

  /// An upper bound of the settling time from the decay of the response's envelope: for ζ < 1,
  /// e^(−ζωt)/√(1−ζ²) ≤ band; for ζ ≥ 1 the slowest real root's mode, with a factor covering
  /// the polynomial term of the critical case.
  public static func envelopeBound(_ spring: SpringDescription, band: Double = defaultBand)
    -> Double
  {
    let omega = spring.naturalFrequency
    let zeta = spring.dampingRatio
    if zeta < 1 {
      let decay = zeta * omega
      guard decay > 0 else { return .infinity }
      return log(1 / (band * (1 - zeta * zeta).squareRoot())) / decay
    }
    // Slowest pole: ω(ζ − √(ζ² − 1)); (1 + a·t)·e^(−a·t) ≤ band holds by t = (ln(1/band) + 3)/a
    // for band ≥ 1e-6, and the over-damped mixture is bounded by twice its slow mode.
    let slow = omega * (zeta - (max(0, zeta * zeta - 1)).squareRoot())
    guard slow > 0 else { return .infinity }
    return (log(2 / band) + 3) / slow
  }
}
