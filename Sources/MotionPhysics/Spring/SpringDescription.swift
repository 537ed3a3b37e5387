import Foundation

/// A damped harmonic oscillator's physical constants: m·x'' + c·x' + k·x = 0.
///
/// Mirrors Flutter `SpringDescription` (`physics/spring_simulation.dart`). Mass in arbitrary mass
/// units, stiffness in mass units per second², damping in mass units per second; only the ratios
/// matter for motion.
public struct SpringDescription: Sendable, Hashable, Codable, CustomStringConvertible {
  /// Mass m (> 0).
  public let mass: Double
  /// Stiffness k (> 0), the spring constant.
  public let stiffness: Double
  /// Damping coefficient c (≥ 0).
  public let damping: Double

  /// Creates a spring; rejects a non-positive or non-finite mass or stiffness and negative damping.
  public init(mass: Double, stiffness: Double, damping: Double) throws {
    try PhysicsError.require(mass, "mass", positive: true)
    try PhysicsError.require(stiffness, "stiffness", positive: true)
    try PhysicsError.require(damping, "damping", nonNegative: true)
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
  }

  /// Creates a spring from its damping ratio ζ = c / (2√(mk)).
  ///
  /// Mirrors Flutter `SpringDescription.withDampingRatio`.
  public init(mass: Double, stiffness: Double, dampingRatio: Double) throws {
    try PhysicsError.require(mass, "mass", positive: true)
    try PhysicsError.require(stiffness, "stiffness", positive: true)
    try PhysicsError.require(dampingRatio, "dampingRatio", nonNegative: true)
    try self.init(
      mass: mass, stiffness: stiffness, damping: dampingRatio * 2 * (mass * stiffness).squareRoot())
  }

  /// Unchecked creation for the library's known-good constants.
  init(uncheckedMass mass: Double, stiffness: Double, dampingRatio: Double) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = dampingRatio * 2 * (mass * stiffness).squareRoot()
  }

  /// Undamped angular frequency ω = √(k/m) (radians per second).
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// Damping ratio ζ = c / (2√(mk)); < 1 under-damped, 1 critical, > 1 over-damped.
  public var dampingRatio: Double { damping / (2 * (mass * stiffness).squareRoot()) }

  /// Classification by damping ratio (relative tolerance 1e-9 around ζ = 1 counts as critical).
  public var type: SpringType {
    let zeta = dampingRatio
    if abs(zeta - 1) <= 1e-9 { return .criticallyDamped }
    return zeta < 1 ? .underDamped : .overDamped
  }

  /// Flutter's default scroll spring: mass 0.5, stiffness 100, damping ratio 1.1.
  ///
  /// Mirrors Flutter `ScrollPhysics.spring` default (`_kDefaultSpring`), used by
  /// `BouncingScrollSimulation` at the edges and by `ClampingScrollPhysics` when released
  /// out of range.
  public static let flutterScroll = SpringDescription(
    uncheckedMass: 0.5, stiffness: 100, dampingRatio: 1.1)

  /// The UIKit bounce approximation: mass 1, stiffness 100, damping ratio 1 (ω = 10 rad/s).
  ///
  /// Mirrors super-ultra/ScrollMechanics `SimpleScrollView` bounce
  /// (`SpringTimingParameters(spring: Spring(mass: 1, stiffness: 100, dampingRatio: 1))`).
  /// UIKit's own bounce is private; it is observed to be critically damped, ~0.5–0.6 s.
  public static let scrollMechanicsBounce = SpringDescription(
    uncheckedMass: 1, stiffness: 100, dampingRatio: 1)

  /// Compose Material 3's top app bar snap: mass 1, stiffness 400, damping ratio 1.
  ///
  /// Mirrors `TopAppBarDefaults` `snapAnimationSpec = spring(stiffness =
  /// Spring.StiffnessMediumLow)` (androidx `compose/material3/…/AppBar.kt`; `StiffnessMediumLow`
  /// = 400 and the default `DampingRatioNoBouncy` = 1 in `animation-core/…/Spring.kt`).
  public static let composeTopAppBarSnap = SpringDescription(
    uncheckedMass: 1, stiffness: 400, dampingRatio: 1)

  private enum CodingKeys: String, CodingKey {
    case mass, stiffness, damping
  }

  /// Decodes and validates like `init(mass:stiffness:damping:)`.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(
      mass: c.decode(Double.self, forKey: .mass),
      stiffness: c.decode(Double.self, forKey: .stiffness),
      damping: c.decode(Double.self, forKey: .damping))
  }

  public var description: String {
    "SpringDescription(mass: \(mass), stiffness: \(stiffness), damping: \(damping))"
  }
}
