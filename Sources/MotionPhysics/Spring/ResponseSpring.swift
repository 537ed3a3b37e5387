import Foundation

/// A spring described as SwiftUI does: response (period of the undamped spring) and damping
/// fraction.
///
/// Mirrors SwiftUI `Animation.spring(response:dampingFraction:)` with mass 1:
/// k = (2π / response)², c = 4π·ζ / response. Converting from a `SpringDescription` with another
/// mass keeps ω and ζ, hence the same motion.
public struct ResponseSpring: Sendable, Hashable, Codable {
  /// Period of the undamped oscillation, 2π/ω (seconds, > 0).
  public let response: Double
  /// Damping ratio ζ (≥ 0); SwiftUI's default is 0.825.
  public let dampingFraction: Double

  /// Creates the dialect value; rejects a non-positive response or a negative damping fraction.
  public init(response: Double, dampingFraction: Double) throws {
    try PhysicsError.require(response, "response", positive: true)
    try PhysicsError.require(dampingFraction, "dampingFraction", nonNegative: true)
    self.response = response
    self.dampingFraction = dampingFraction
  }

  /// Expresses an existing spring in this dialect.
  public init(_ spring: SpringDescription) {
    response = 2 * Double.pi / spring.naturalFrequency
    dampingFraction = spring.dampingRatio
  }

  /// The equivalent physical spring (mass 1).
  public func springDescription() throws -> SpringDescription {
    let omega = 2 * Double.pi / response
    return try SpringDescription(
      mass: 1, stiffness: omega * omega, damping: 2 * dampingFraction * omega)
  }
}
