import Foundation

/// A fling of the `chromium` deceleration model: one of Chromium's three curves (`ChromiumCurve`)
/// along the scroll axis, with what bounding it in a scroll range needs (where it stops, and
/// when it passes an offset).
public struct ChromiumFlingSimulation: Simulation, Hashable {
  /// The curve with its state.
  public enum Curve: Sendable, Hashable {
    case physicsBased(ChromiumPhysicsBasedFling)
    case fling(ChromiumExponentialFling)
    case mobile(AndroidSplineSimulation)
  }

  /// `ui/events/mobile_scroller.cc` computes its physical deceleration with a hard-coded
  /// 160 px/in, whatever the screen (and the default `Config` friction 0.015, the AOSP value, with
  /// the 0.84 tuning of non-Chromecast builds, both `AndroidSpline`'s).
  public static let mobileScrollerPPI = 160.0

  public let curve: Curve
  /// Initial position (points).
  public let position: Double
  /// Release velocity (points per second).
  public let velocity: Double
  /// How long the fling runs (seconds).
  public let duration: Double
  /// Signed distance to rest (points).
  public let distance: Double

  /// Builds `name`'s curve from `position` at `velocity` (points, points per second); the
  /// physics-based curve is bounded by `viewport` × `boostMultiplier` × 3 and decelerates by
  /// `pixelsPerInch`. Throws a `PhysicsError` for non-finite or non-positive input.
  public init(
    _ name: ChromiumCurve, position: Double, velocity: Double, pixelsPerInch: Double,
    viewport: Double, boostMultiplier: Double = 1, tolerance: Tolerance = .chromium
  ) throws {
    let curve: Curve
    switch name {
    case .physicsBased:
      curve = .physicsBased(
        try ChromiumPhysicsBasedFling(
          position: position, velocity: velocity, pixelsPerInch: pixelsPerInch,
          viewport: viewport, boostMultiplier: boostMultiplier, tolerance: tolerance))
    case .fling:
      curve = .fling(
        try ChromiumExponentialFling(position: position, velocity: velocity, tolerance: tolerance))
    case .mobile:
      curve = .mobile(
        try AndroidSplineSimulation(
          position: position, velocity: velocity, friction: AndroidSpline.scrollFriction,
          ppi: Self.mobileScrollerPPI, tolerance: tolerance))
    }
    self.curve = curve
    self.position = position
    self.velocity = velocity
    switch curve {
    case .physicsBased(let s): (duration, distance) = (s.duration, s.distance)
    case .fling(let s): (duration, distance) = (s.duration, s.distance)
    case .mobile(let s): (duration, distance) = (s.duration, s.distance)
    }
  }

  private var simulation: any Simulation {
    switch curve {
    case .physicsBased(let s): return s
    case .fling(let s): return s
    case .mobile(let s): return s
    }
  }

  public var tolerance: Tolerance { simulation.tolerance }
  public func x(_ t: Double) -> Double { simulation.x(t) }
  public func dx(_ t: Double) -> Double { simulation.dx(t) }
  public func isDone(_ t: Double) -> Bool { simulation.isDone(t) }

  /// Where the fling rests (points).
  public var finalX: Double { position + distance }

  /// The first time the fling reaches `offset` (seconds), or +∞ when it stops short. Every curve
  /// moves one way only, so bisection on the time is exact to well under a microsecond.
  public func timeAtX(_ offset: Double) -> Double {
    guard distance != 0 else { return offset == position ? 0 : .infinity }
    let fraction = (offset - position) / distance
    guard fraction <= 1 else { return .infinity }
    guard fraction > 0 else { return 0 }
    var low = 0.0
    var high = duration
    for _ in 0..<60 {
      let mid = (low + high) / 2
      if (x(mid) - position) / distance < fraction { low = mid } else { high = mid }
    }
    return high
  }
}
