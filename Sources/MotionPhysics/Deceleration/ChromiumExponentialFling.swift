import Foundation

/// Chromium's `FlingCurve` along one axis, queried at any time.
///
/// One fixed curve p(τ) = α·e^(−γτ) − β·τ − α, whose velocity p′(τ) = −α·γ·e^(−γτ) − β falls from
/// about 20 946 px/s at τ = 0 to 0 at τ ≈ 1.300 s. A fling enters it at the τ₀ where p′(τ₀)
/// equals its speed and runs to the end, so every fling stops at the same point of the curve.
/// The constants are `kDefaultAlpha`, `kDefaultBeta` and `kDefaultGamma` of
/// `ui/events/gestures/fling_curve.cc` (points = DIP px, see `ChromiumPhysicsBasedFling`).
public struct ChromiumExponentialFling: Simulation, Hashable {
  /// `kDefaultAlpha` = −5707.62 px (fling_curve.cc).
  public static let alpha = -5707.62
  /// `kDefaultBeta` = 172 px/s (fling_curve.cc).
  public static let beta = 172.0
  /// `kDefaultGamma` = 3.7 per second (fling_curve.cc).
  public static let gamma = 3.7

  /// The curve's own start speed p′(0) ≈ 20 946 px/s: faster flings enter at τ = 0 and are
  /// stretched (Chromium scales each axis by its velocity over the capped speed).
  public static var maxSpeed: Double { velocity(atCurveTime: 0) }
  /// τ where the curve's velocity reaches 0 (≈ 1.300 s): where every fling ends.
  public static var endTime: Double { curveTime(atVelocity: 0) }

  static func position(atCurveTime tau: Double) -> Double {
    alpha * exp(-gamma * tau) - beta * tau - alpha
  }

  static func velocity(atCurveTime tau: Double) -> Double {
    -alpha * gamma * exp(-gamma * tau) - beta
  }

  static func curveTime(atVelocity speed: Double) -> Double {
    -log((speed + beta) / (-alpha * gamma)) / gamma
  }

  /// Initial position (points).
  public let position: Double
  /// Release velocity (points per second).
  public let velocity: Double
  /// τ₀: where on the curve this fling enters (seconds).
  public let entryTime: Double
  /// How long the fling runs, `endTime` − τ₀ (seconds).
  public let duration: Double
  /// Signed distance to rest (points).
  public let distance: Double
  public let tolerance: Tolerance
  /// Signed scale from the curve's offsets to this fling's: the direction, times |v| over the
  /// capped speed when the fling is faster than the curve.
  private let scale: Double

  /// Creates the fling; rejects non-finite input.
  public init(position: Double, velocity: Double, tolerance: Tolerance = .chromium) throws {
    try PhysicsError.require(position, "position")
    try PhysicsError.require(velocity, "velocity")
    self.position = position
    self.velocity = velocity
    self.tolerance = tolerance
    let speed = abs(velocity)
    let capped = min(speed, Self.maxSpeed)
    guard capped > 0 else {
      entryTime = Self.endTime
      duration = 0
      distance = 0
      scale = 0
      return
    }
    entryTime = Self.curveTime(atVelocity: capped)
    duration = max(0, Self.endTime - entryTime)
    scale = (velocity < 0 ? -1 : 1) * speed / capped
    distance =
      scale * (Self.position(atCurveTime: Self.endTime) - Self.position(atCurveTime: entryTime))
  }

  public func x(_ t: Double) -> Double {
    let t = sanitizedTime(t)
    guard t < duration else { return position + distance }
    let travelled =
      Self.position(atCurveTime: entryTime + t) - Self.position(atCurveTime: entryTime)
    return position + scale * travelled
  }

  public func dx(_ t: Double) -> Double {
    let t = sanitizedTime(t)
    guard t < duration else { return 0 }
    return scale * Self.velocity(atCurveTime: entryTime + t)
  }

  /// Done once the curve's velocity reaches 0 (Chromium ends the fling there).
  public func isDone(_ t: Double) -> Bool {
    sanitizedTime(t) >= duration
  }

  /// Final position x0 + D (points).
  public var finalX: Double { position + distance }
}
