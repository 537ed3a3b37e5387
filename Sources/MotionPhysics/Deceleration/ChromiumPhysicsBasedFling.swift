import Foundation

/// Chromium's `PhysicsBasedFlingCurve` along one axis, queried at any time.
///
/// The offset follows a cubic Bézier from (0, 0) to (1, 1) scaled to a duration T and a distance
/// D: x(t) = D · B(t / T). D is what a constant deceleration would cover, bounded by three
/// viewports; T is the speed over a fixed rate, capped at 2 s; the first control point is chosen
/// so the curve leaves with the fling's velocity. Every constant below is from
/// `ui/events/gestures/physics_based_fling_curve.cc`.
///
/// Units: the sandbox works in points, Chromium in DIP (CSS px at zoom 1). A web page's CSS px is
/// a point on the phones the sandbox draws, so velocities (pt/s) and the viewport (pt) are
/// passed as Chromium's px/s and px unchanged.
public struct ChromiumPhysicsBasedFling: Simulation, Hashable {
  /// `kDefaultPhysicalDeceleration` = 2.7559e-5 inch/ms² (physics_based_fling_curve.cc): the
  /// deceleration in physical units, turned into px/s² by the screen's pixels per inch.
  public static let physicalDeceleration = 2.7559e-5
  /// `kDefaultPixelDeceleration` = 2300 (physics_based_fling_curve.cc): the duration is the
  /// speed over this rate (px/s ÷ px/s² gives seconds).
  public static let durationRate = 2300.0
  /// `kMaxCurveDurationForFling` = 2 s (physics_based_fling_curve.cc).
  public static let maxDuration = 2.0
  /// `kDefaultBoundsMultiplier` = 3 (physics_based_fling_curve.cc): the distance is bounded by
  /// three viewports (times the boost multiplier).
  public static let boundsMultiplier = 3.0
  /// `kDefaultP1` = (0.2, 1.0) (physics_based_fling_curve.cc); its y is lowered, or its x moved
  /// in, so the curve starts at the fling's velocity.
  public static let p1 = (x: 0.2, y: 1.0)
  /// `kDefaultP2` = (0.55, 1.0) (physics_based_fling_curve.cc), fixed.
  public static let p2 = (x: 0.55, y: 1.0)
  /// `input::kDefaultPixelsPerInch` = 96: what `web_gesture_curve_impl.cc` passes as the ppi
  /// everywhere but Windows, whatever the device scale (measured: a device scale factor of 3
  /// changes nothing, docs/research/chromium).
  public static let linuxPixelsPerInch = 96.0

  /// Initial position (points).
  public let position: Double
  /// Release velocity (points per second).
  public let velocity: Double
  /// Signed distance D (points), after the bound.
  public let distance: Double
  /// Duration T (seconds).
  public let duration: Double
  /// The Bézier whose y over x is the distance fraction over the time fraction.
  public let curve: CubicBezier
  /// Whether the bound of three viewports shortened the distance.
  public let isBounded: Bool
  public let tolerance: Tolerance

  /// Creates the curve; rejects non-finite input and a non-positive ppi, viewport or multiplier.
  ///
  /// - Parameters:
  ///   - pixelsPerInch: Chromium's ppi for the deceleration (96 on Linux).
  ///   - viewport: the viewport's size in the fling's direction (points); Chromium passes the
  ///     root widget's viewport, which follows the emulated device size.
  ///   - boostMultiplier: the boosted velocity over the new fling's own (1 without a boost);
  ///     it widens the bound.
  public init(
    position: Double, velocity: Double, pixelsPerInch: Double = linuxPixelsPerInch,
    viewport: Double, boostMultiplier: Double = 1, tolerance: Tolerance = .chromium
  ) throws {
    try PhysicsError.require(position, "position")
    try PhysicsError.require(velocity, "velocity")
    try PhysicsError.require(pixelsPerInch, "chromiumPPI", positive: true)
    try PhysicsError.require(viewport, "chromiumViewport", positive: true)
    try PhysicsError.require(boostMultiplier, "boostMultiplier", positive: true)
    self.position = position
    self.velocity = velocity
    self.tolerance = tolerance
    let speed = abs(velocity)
    // in/ms² × px/in × 1e6 ms²/s² = px/s².
    let deceleration = Self.physicalDeceleration * pixelsPerInch * 1e6
    let free = speed * speed / (2 * deceleration)
    // Chromium floors the bound to whole pixels.
    let bound = (viewport * boostMultiplier * Self.boundsMultiplier).rounded(.down)
    isBounded = free > bound
    let magnitude = min(free, bound)
    distance = velocity < 0 ? -magnitude : magnitude
    duration = min(Self.maxDuration, speed / Self.durationRate)
    guard magnitude > 0, duration > 0 else {
      curve = .linear
      return
    }
    // The Bézier's slope at its start times D/T is the start velocity, so the slope must be
    // s = v·T/D. P1 = (x1, y1) gives slope y1/x1: lower y1 while that fits under 1, else move
    // x1 in.
    let slope = speed * duration / magnitude
    if Self.p1.x * slope < 1 {
      curve = CubicBezier(unchecked: Self.p1.x, Self.p1.x * slope, Self.p2.x, Self.p2.y)
    } else {
      curve = CubicBezier(unchecked: Self.p1.y / slope, Self.p1.y, Self.p2.x, Self.p2.y)
    }
  }

  public func x(_ t: Double) -> Double {
    let t = sanitizedTime(t)
    guard t < duration else { return position + distance }
    return position + distance * curve.value(at: t / duration)
  }

  public func dx(_ t: Double) -> Double {
    let t = sanitizedTime(t)
    guard t < duration else { return 0 }
    return distance / duration * curve.slope(at: t / duration)
  }

  /// Done once T has elapsed: Chromium's curve reports itself inactive from then on.
  public func isDone(_ t: Double) -> Bool {
    sanitizedTime(t) >= duration
  }

  /// Final position x0 + D (points).
  public var finalX: Double { position + distance }
}
