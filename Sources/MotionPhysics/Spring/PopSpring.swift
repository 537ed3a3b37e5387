/// A spring described by Pop / Origami "Bouncy" bounciness and speed.
///
/// Mirrors Rebound `BouncyConversion` (Pop's `springBounciness` / `springSpeed`): bounciness and
/// speed are mapped to Origami tension and friction, which `OrigamiSpring` turns into physics:
/// b = 0.8·(bounciness / 1.7) / 20, s = (speed / 1.7) / 20, tension = 0.5 + 199.5·s,
/// friction = lerp(noBounceFriction(tension), 0.01, 2b − b²).
public struct PopSpring: Sendable, Hashable, Codable {
  /// Pop bounciness, 0…20 (Pop `springBounciness`, default 4).
  public let bounciness: Double
  /// Pop speed, 0…20 (Pop `springSpeed`, default 12).
  public let speed: Double

  /// Creates the dialect value; both values must lie in Pop's documented range 0…20.
  public init(bounciness: Double, speed: Double) throws {
    try PhysicsError.require(bounciness, "bounciness", closedRange: 0, 20)
    try PhysicsError.require(speed, "speed", closedRange: 0, 20)
    self.bounciness = bounciness
    self.speed = speed
  }

  /// Expresses an existing spring in this dialect; throws when no bounciness/speed in 0…20
  /// produces it (Pop cannot express every spring).
  public init(_ spring: SpringDescription) throws {
    let origami = OrigamiSpring(spring)
    let s = (origami.tension - 0.5) / 199.5
    let speed = s * 20 * 1.7
    let base = Self.noBounceFriction(origamiTension: origami.tension)
    let q = (origami.friction - base) / (0.01 - base)
    guard q.isFinite, q <= 1 else {
      throw PhysicsError(
        parameter: "damping", value: spring.damping,
        allowed: "a damping Pop bounciness 0…20 can express at this stiffness")
    }
    let b = 1 - (1 - q).squareRoot()
    let bounciness = b / 0.8 * 20 * 1.7
    try self.init(bounciness: bounciness, speed: speed)
  }

  /// The Origami tension/friction pair Pop derives (Rebound `BouncyConversion`).
  public var origami: (tension: Double, friction: Double) {
    let b = 0.8 * (bounciness / 1.7) / 20
    let s = (speed / 1.7) / 20
    let tension = 0.5 + s * 199.5
    let t = 2 * b - b * b
    let base = Self.noBounceFriction(origamiTension: tension)
    return (tension, base + t * (0.01 - base))
  }

  /// The equivalent physical spring (mass 1).
  public func springDescription() throws -> SpringDescription {
    let pair = origami
    return try OrigamiSpring(tension: pair.tension, friction: pair.friction).springDescription()
  }

  /// The friction that gives no bounce at a given Origami tension: Rebound `b3_nobounce`, three
  /// cubic fits split at tension 18 and 44.
  static func noBounceFriction(origamiTension x: Double) -> Double {
    if x <= 18 {
      return 0.0007 * x * x * x - 0.031 * x * x + 0.64 * x + 1.28
    } else if x <= 44 {
      return 0.000044 * x * x * x - 0.006 * x * x + 0.36 * x + 2
    } else {
      return 0.000_000_45 * x * x * x - 0.000332 * x * x + 0.1078 * x + 5.84
    }
  }
}
