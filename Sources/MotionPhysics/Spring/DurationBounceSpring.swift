import Foundation

/// A spring described by perceptual duration and bounce.
///
/// Mirrors SwiftUI `Spring(duration:bounce:)` and Flutter
/// `SpringDescription.withDurationAndBounce`: mass 1, k = (2π / duration)², damping ratio
/// ζ = 1 − bounce for bounce ≥ 0, 1 / (1 + bounce) for bounce < 0.
public struct DurationBounceSpring: Sendable, Hashable, Codable {
  /// Perceptual duration, the undamped period 2π/ω (seconds, > 0).
  public let duration: Double
  /// Bounce in (−1, 1]: 0 is critically damped, positive overshoots, negative is over-damped.
  public let bounce: Double

  /// Creates the dialect value; rejects a non-positive duration or a bounce outside (−1, 1].
  public init(duration: Double, bounce: Double) throws {
    try PhysicsError.require(duration, "duration", positive: true)
    guard bounce.isFinite, bounce > -1, bounce <= 1 else {
      throw PhysicsError(parameter: "bounce", value: bounce, allowed: "-1 < bounce ≤ 1")
    }
    self.duration = duration
    self.bounce = bounce
  }

  /// Expresses an existing spring in this dialect.
  public init(_ spring: SpringDescription) {
    duration = 2 * Double.pi / spring.naturalFrequency
    let zeta = spring.dampingRatio
    bounce = zeta <= 1 ? 1 - zeta : 1 / zeta - 1
  }

  /// Damping ratio ζ implied by `bounce`.
  public var dampingRatio: Double { bounce >= 0 ? 1 - bounce : 1 / (1 + bounce) }

  /// The equivalent physical spring (mass 1).
  public func springDescription() throws -> SpringDescription {
    let omega = 2 * Double.pi / duration
    return try SpringDescription(
      mass: 1, stiffness: omega * omega, damping: 2 * dampingRatio * omega)
  }
}
