/// A one-dimensional motion that can be queried at any time.
///
/// Positions are in points, velocities in points per second and times in seconds since the
/// simulation started. Conforming types are immutable values: querying `x(2)` and then `x(0.1)`
/// gives the same answer as the other order. Times below zero are treated as zero, so a caller
/// never gets a NaN out of a simulation it built successfully.
public protocol Simulation: Sendable {
  /// The position at time `t` (points; `t` in seconds).
  func x(_ t: Double) -> Double
  /// The velocity at time `t` (points per second; `t` in seconds).
  func dx(_ t: Double) -> Double
  /// Whether the motion has come to rest at time `t` (seconds), judged by `tolerance`.
  func isDone(_ t: Double) -> Bool
  /// The thresholds below which this simulation counts a distance, speed or time as zero.
  var tolerance: Tolerance { get }
}

/// Cleans a query time: NaN and negative times become 0 so simulations stay finite.
@inline(__always)
func sanitizedTime(_ t: Double) -> Double {
  t > 0 ? t : 0
}
