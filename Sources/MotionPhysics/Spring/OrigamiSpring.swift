/// A spring described by Origami / Quartz Composer tension and friction slider values.
///
/// Mirrors Rebound `OrigamiValueConverter` (also React Native `SpringConfig`): mass 1,
/// stiffness = (tension − 30)·3.62 + 194, damping = (friction − 8)·3 + 25, and a slider value of
/// exactly 0 maps to 0 (Rebound's special case, kept so values pasted from Origami agree).
public struct OrigamiSpring: Sendable, Hashable, Codable {
  /// Origami tension slider value.
  public let tension: Double
  /// Origami friction slider value.
  public let friction: Double

  /// Rebound `OrigamiValueConverter` tension offset (30), slope (3.62) and base (194).
  static let tensionOffset = 30.0
  static let tensionSlope = 3.62
  static let tensionBase = 194.0
  /// Rebound `OrigamiValueConverter` friction offset (8), slope (3) and base (25).
  static let frictionOffset = 8.0
  static let frictionSlope = 3.0
  static let frictionBase = 25.0

  /// Creates the dialect value; both values must be finite and map to a valid spring.
  public init(tension: Double, friction: Double) throws {
    try PhysicsError.require(tension, "tension")
    try PhysicsError.require(friction, "friction")
    self.tension = tension
    self.friction = friction
    _ = try springDescription()
  }

  /// Expresses an existing spring in this dialect (normalised to mass 1, same motion).
  public init(_ spring: SpringDescription) {
    let stiffness = spring.stiffness / spring.mass
    let damping = spring.damping / spring.mass
    tension = Self.origamiTension(fromStiffness: stiffness)
    friction = Self.origamiFriction(fromDamping: damping)
  }

  /// Stiffness for an Origami tension value (mass 1).
  public static func stiffness(fromOrigamiTension value: Double) -> Double {
    value == 0 ? 0 : (value - tensionOffset) * tensionSlope + tensionBase
  }

  /// Origami tension value for a stiffness (mass 1).
  public static func origamiTension(fromStiffness stiffness: Double) -> Double {
    stiffness == 0 ? 0 : (stiffness - tensionBase) / tensionSlope + tensionOffset
  }

  /// Damping for an Origami friction value (mass 1).
  public static func damping(fromOrigamiFriction value: Double) -> Double {
    value == 0 ? 0 : (value - frictionOffset) * frictionSlope + frictionBase
  }

  /// Origami friction value for a damping coefficient (mass 1).
  public static func origamiFriction(fromDamping damping: Double) -> Double {
    damping == 0 ? 0 : (damping - frictionBase) / frictionSlope + frictionOffset
  }

  /// The equivalent physical spring (mass 1); throws if the stiffness or damping would be invalid.
  public func springDescription() throws -> SpringDescription {
    let stiffness = Self.stiffness(fromOrigamiTension: tension)
    let damping = Self.damping(fromOrigamiFriction: friction)
    guard stiffness > 0 else {
      throw PhysicsError(
        parameter: "tension", value: tension,
        allowed: "tension > \(Self.tensionOffset - Self.tensionBase / Self.tensionSlope)")
    }
    guard damping >= 0 else {
      throw PhysicsError(
        parameter: "friction", value: friction,
        allowed: "friction = 0 or friction ≥ \(Self.frictionOffset - Self.frictionBase / 3)")
    }
    return try SpringDescription(mass: 1, stiffness: stiffness, damping: damping)
  }
}
