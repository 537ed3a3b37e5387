import Foundation

/// A named fling model with its tunable constants: builds unbounded flings and bounded scroll
/// simulations, and answers where and when a fling stops.
public struct DecelerationModel: Sendable, Hashable {
  /// Which model this is.
  public let name: DecelerationModelName
  /// The constants in use (validated).
  public let parameters: DecelerationParameters

  /// Creates a model; throws a `PhysicsError` naming any invalid parameter.
  public init(name: DecelerationModelName, parameters: DecelerationParameters = .init()) throws {
    try parameters.validate()
    self.name = name
    self.parameters = parameters
  }

  /// How a finger's drag moves content past the range's ends: the platform's own law.
  public var overscrollLaw: OverscrollLaw {
    switch name {
    case .uikit, .uikitFast: return .uikitRubberBand
    case .flutterBouncing: return .flutterFriction
    case .android, .flutterClamping, .chromium: return .none
    }
  }

  /// Whether content may move past the scroll range (rubber band and bounce).
  public var allowsOverscroll: Bool { overscrollLaw != .none }

  /// Rest thresholds this model's simulations use.
  public var tolerance: Tolerance {
    if let tolerance = parameters.tolerance { return tolerance }
    switch name {
    case .uikit, .uikitFast: return .uikit
    case .android: return .android
    case .chromium: return .chromium
    case .flutterClamping, .flutterBouncing:
      return .flutterScroll(devicePixelRatio: parameters.devicePixelRatio)
    }
  }

  /// This model on a screen of `devicePixelRatio` physical pixels per point (only the Flutter
  /// models' rest thresholds depend on it). An invalid ratio keeps the model as it is.
  public func onScreen(devicePixelRatio: Double) -> DecelerationModel {
    var next = parameters
    next.devicePixelRatio = devicePixelRatio
    return (try? DecelerationModel(name: name, parameters: next)) ?? self
  }

  /// The spring used at (or back to) the edges.
  public var edgeSpring: SpringDescription {
    switch name {
    case .uikit, .uikitFast: return parameters.uikitBounceSpring
    case .flutterBouncing: return parameters.bouncingSpring
    case .android, .flutterClamping, .chromium: return parameters.clampingReturnSpring
    }
  }

  /// ln of the velocity fraction left per second for the exponential models.
  private var logDrag: Double? {
    switch name {
    case .uikit: return 1000 * log(parameters.uikitRate)
    case .uikitFast: return 1000 * log(parameters.uikitFastRate)
    case .flutterBouncing: return log(parameters.bouncingDrag)
    case .android, .flutterClamping, .chromium: return nil
    }
  }

  /// This model sized for a viewport of `dimension` points in the scroll direction (Chromium's
  /// physics-based curve is bounded by three of them). An invalid size keeps the model as it is.
  public func inViewport(_ dimension: Double) -> DecelerationModel {
    guard dimension != parameters.chromiumViewport else { return self }
    var next = parameters
    next.chromiumViewport = dimension
    return (try? DecelerationModel(name: name, parameters: next)) ?? self
  }

  /// This model for one boosted fling: Chromium widens the physics-based curve's bound by the
  /// boosted velocity over the fling's own (`ChromiumFlingBooster`). A multiplier below 1 or
  /// non-finite keeps the model as it is.
  public func boosted(by multiplier: Double) -> DecelerationModel {
    var next = parameters
    next.chromiumBoostMultiplier = multiplier
    return (try? DecelerationModel(name: name, parameters: next)) ?? self
  }

  private enum Unbounded {
    case friction(FrictionSimulation)
    case clamping(ClampingScrollSimulation)
    case android(AndroidSplineSimulation)
    case chromium(ChromiumFlingSimulation)
  }

  private func unbounded(position: Double, velocity: Double) throws -> Unbounded {
    try PhysicsError.require(position, "position")
    try PhysicsError.require(velocity, "velocity")
    if let logDrag {
      return .friction(
        FrictionSimulation(
          checkedLogDrag: logDrag, position: position, velocity: velocity, tolerance: tolerance,
          restRule: name == .flutterBouncing ? .speed : .remainingDistance))
    }
    if name == .chromium {
      return .chromium(
        try ChromiumFlingSimulation(
          parameters.chromiumCurve, position: position, velocity: velocity,
          pixelsPerInch: parameters.chromiumPPI, viewport: parameters.chromiumViewport,
          boostMultiplier: parameters.chromiumBoostMultiplier, tolerance: tolerance))
    }
    if name == .android {
      return .android(
        try AndroidSplineSimulation(
          position: position, velocity: velocity, friction: parameters.androidFriction,
          ppi: parameters.androidPPI, tolerance: tolerance))
    }
    return .clamping(
      try ClampingScrollSimulation(
        position: position, velocity: velocity, friction: parameters.flutterFriction,
        tolerance: tolerance))
  }

  /// An unbounded fling from `position` (points) at `velocity` (points per second).
  public func fling(position: Double, velocity: Double) throws -> any Simulation {
    switch try unbounded(position: position, velocity: velocity) {
    case .friction(let simulation): return simulation
    case .clamping(let simulation): return simulation
    case .android(let simulation): return simulation
    case .chromium(let simulation): return simulation
    }
  }

  /// Signed distance a fling at `velocity` travels before it stops, without bounds (points).
  ///
  /// UIKit: −v0 / (1000·ln rate); Flutter bouncing: −v0 / ln drag; Android and Flutter clamping:
  /// AOSP `getSplineFlingDistance`; Chromium: the selected curve's distance (the physics-based one
  /// bounded by three viewports). Returns 0 for a non-finite velocity.
  public func projectedDistance(velocity: Double) -> Double {
    guard velocity.isFinite, velocity != 0 else { return 0 }
    if let logDrag { return -velocity / logDrag }
    if name == .chromium {
      // The curve's own distance: its bound depends on the viewport and the boost.
      guard case .chromium(let fling)? = try? unbounded(position: 0, velocity: velocity) else {
        return 0
      }
      return fling.distance
    }
    let magnitude: Double
    if name == .android {
      magnitude = AndroidSpline.flingDistance(
        velocity: velocity, friction: parameters.androidFriction, ppi: parameters.androidPPI)
    } else {
      magnitude = AndroidSpline.flingDistance(
        velocity: velocity, friction: parameters.flutterFriction, ppi: AndroidSpline.baselinePPI)
    }
    return velocity < 0 ? -magnitude : magnitude
  }

  /// How long an unbounded fling at `velocity` runs (seconds).
  ///
  /// UIKit: until the distance left is below `tolerance.distance` (ScrollMechanics,
  /// T = ln(−1000·ln(d)·ε / |v0|) / (1000·ln d)); Flutter bouncing: until the speed is below
  /// `tolerance.velocity`, T = ln(ε / |v0|) / ln(drag). Android: AOSP `getSplineFlingDuration`.
  /// Flutter clamping: its ballistic T. Returns 0 for a non-finite velocity.
  public func duration(velocity: Double) -> Double {
    guard velocity.isFinite, velocity != 0 else { return 0 }
    switch try? unbounded(position: 0, velocity: velocity) {
    case .friction(let simulation): return simulation.duration
    case .android(let simulation): return simulation.duration
    case .clamping(let simulation): return simulation.duration
    case .chromium(let simulation): return simulation.duration
    default: return 0
    }
  }

  /// The scroll offset after a finger drag asks to move it by `delta`, resisted past the bounds
  /// the way this model's platform resists (points).
  ///
  /// `delta` is in scroll-offset terms (positive scrolls into the content). UIKit models
  /// rubber-band (`RubberBand`, inverting the current overscroll first so a finger can grab
  /// content mid-bounce; a coefficient of 0 is a stiff edge); Flutter bouncing applies
  /// `OverscrollFriction`; clamping models clamp.
  public func draggedOffset(
    from offset: Double, by delta: Double, minOffset: Double, maxOffset: Double,
    viewportDimension: Double
  ) throws -> Double {
    try PhysicsError.require(offset, "offset")
    try PhysicsError.require(delta, "delta")
    try PhysicsError.require(minOffset, "minOffset")
    try PhysicsError.require(maxOffset, "maxOffset")
    try PhysicsError.require(viewportDimension, "viewportDimension", positive: true)
    guard minOffset <= maxOffset else {
      throw PhysicsError(
        parameter: "maxOffset", value: maxOffset, allowed: "maxOffset ≥ minOffset (\(minOffset))")
    }
    switch overscrollLaw {
    case .uikitRubberBand where parameters.rubberBandCoefficient > 0:
      let band = try RubberBand(
        coefficient: parameters.rubberBandCoefficient, dimension: viewportDimension)
      let raw = band.rawOffset(forOffset: offset, minOffset: minOffset, maxOffset: maxOffset)
      return band.offset(forRawOffset: raw + delta, minOffset: minOffset, maxOffset: maxOffset)
    case .flutterFriction:
      let friction = try OverscrollFriction(coefficient: parameters.overscrollFriction)
      return offset
        + friction.appliedDelta(
          delta, offset: offset, minOffset: minOffset, maxOffset: maxOffset,
          viewportDimension: viewportDimension)
    case .none, .uikitRubberBand:
      return min(max(offset + delta, minOffset), maxOffset)
    }
  }

  /// A fling within [minOffset, maxOffset] that hands over to this model's edge behaviour.
  ///
  /// Inside the range: the fling runs until it would pass a bound; then the overscroll models
  /// spring from the edge with the fling's velocity there (Flutter bouncing caps a positive one at
  /// `maxSpringTransferVelocity`, as Flutter's `math.min` does), the clamping models stop dead at the edge (Android shortens
  /// the duration as AOSP `adjustDuration` does). Starting out of range: every model springs back
  /// to the nearest bound with the release velocity.
  public func scrollSimulation(
    position: Double, velocity: Double, minOffset: Double, maxOffset: Double
  ) throws -> any Simulation {
    try boundedSimulation(
      position: position, velocity: velocity, minOffset: minOffset, maxOffset: maxOffset)
  }

  /// `scrollSimulation` with its concrete type, for callers that want `edgeTime` and friends.
  public func boundedSimulation(
    position: Double, velocity: Double, minOffset: Double, maxOffset: Double
  ) throws -> BoundedScrollSimulation {
    try PhysicsError.require(position, "position")
    try PhysicsError.require(velocity, "velocity")
    try PhysicsError.require(minOffset, "minOffset")
    try PhysicsError.require(maxOffset, "maxOffset")
    guard minOffset <= maxOffset else {
      throw PhysicsError(
        parameter: "maxOffset", value: maxOffset, allowed: "maxOffset ≥ minOffset (\(minOffset))")
    }
    if position < minOffset || position > maxOffset {
      let target = position < minOffset ? minOffset : maxOffset
      return make(
        .stationary(position), .spring(edgeSpring(from: position, to: target, velocity: velocity)),
        0, minOffset: minOffset, maxOffset: maxOffset)
    }
    if velocity == 0 {
      return make(
        .stationary(position), .none, .infinity, minOffset: minOffset, maxOffset: maxOffset)
    }
    return bounded(
      try unbounded(position: position, velocity: velocity), minOffset: minOffset,
      maxOffset: maxOffset)
  }

  /// The fling `simulation` is running, kept as it is but bounded by a new range, at `t` seconds
  /// into its run: the content size changed under it. Nil when there is no fling left to keep
  /// (it already reached its old edge, or stands outside the new range), where a caller starts
  /// afresh from the current position and velocity.
  ///
  /// Restarting from the current velocity would be exact only for the ballistic models; the
  /// Android spline and Flutter's clamping curve are functions of the whole fling, so their rest
  /// position would move (an 8000 pt/s spline restarted 0.3 s in rests 533 pt further).
  public func rebounded(
    _ simulation: BoundedScrollSimulation, at t: Double, minOffset: Double, maxOffset: Double
  ) -> BoundedScrollSimulation? {
    guard t.isFinite, t >= 0, t < simulation.edgeTime, minOffset.isFinite, maxOffset.isFinite,
      minOffset <= maxOffset
    else { return nil }
    let x = simulation.x(t)
    guard x >= minOffset, x <= maxOffset else { return nil }
    switch simulation.fling {
    case .stationary: return nil
    case .friction(let fling):
      return bounded(.friction(fling), minOffset: minOffset, maxOffset: maxOffset)
    case .clamping(let fling):
      return bounded(.clamping(fling), minOffset: minOffset, maxOffset: maxOffset)
    case .android(let fling):
      return bounded(.android(fling), minOffset: minOffset, maxOffset: maxOffset)
    case .chromium(let fling):
      return bounded(.chromium(fling), minOffset: minOffset, maxOffset: maxOffset)
    }
  }

  private func edgeSpring(from start: Double, to end: Double, velocity: Double) -> SpringSimulation
  {
    SpringSimulation(
      checkedSpring: edgeSpring, start: start, end: end, velocity: velocity,
      tolerance: tolerance, snapsToEndWhenDone: true)
  }

  private func make(
    _ fling: BoundedScrollSimulation.Fling, _ edge: BoundedScrollSimulation.Edge, _ time: Double,
    minOffset: Double, maxOffset: Double
  ) -> BoundedScrollSimulation {
    BoundedScrollSimulation(
      fling: fling, edge: edge, edgeTime: time, minOffset: minOffset, maxOffset: maxOffset,
      tolerance: tolerance)
  }

  /// `fling`, started inside [minOffset, maxOffset], with this model's edge behaviour at the bound
  /// it would pass.
  private func bounded(_ fling: Unbounded, minOffset: Double, maxOffset: Double)
    -> BoundedScrollSimulation
  {
    func make(
      _ fling: BoundedScrollSimulation.Fling, _ edge: BoundedScrollSimulation.Edge, _ time: Double
    ) -> BoundedScrollSimulation {
      self.make(fling, edge, time, minOffset: minOffset, maxOffset: maxOffset)
    }
    /// A clamping fling: it stops dead at the edge it would pass, which it reaches at
    /// `timeAt(edge)` (rounding can leave one that ends a hair past without a crossing time).
    func holding(
      _ wrapped: BoundedScrollSimulation.Fling, velocity: Double, final: Double,
      timeAt: (Double) -> Double
    ) -> BoundedScrollSimulation {
      let edgeOffset = velocity > 0 ? maxOffset : minOffset
      let passes = velocity > 0 ? final > maxOffset : final < minOffset
      guard passes else { return make(wrapped, .none, .infinity) }
      let time = timeAt(edgeOffset)
      guard time.isFinite else { return make(wrapped, .none, .infinity) }
      return make(wrapped, .hold(edgeOffset), time)
    }
    switch fling {
    case .friction(let simulation):
      let velocity = simulation.velocity
      let edgeOffset = velocity > 0 ? maxOffset : minOffset
      let passes = velocity > 0 ? simulation.finalX > maxOffset : simulation.finalX < minOffset
      guard passes else { return make(.friction(simulation), .none, .infinity) }
      let time = simulation.timeAtX(edgeOffset)
      // Rounding can leave a fling that ends a hair past the edge without a crossing time.
      guard time.isFinite else { return make(.friction(simulation), .none, .infinity) }
      var edgeVelocity = simulation.dx(time)
      if name == .flutterBouncing {
        // Flutter hands `math.min(dx, maxSpringTransferVelocity)` to the edge spring at both
        // edges (`BouncingScrollSimulation`), which limits only a positive velocity: a fling
        // into the leading edge reaches its underscroll spring at full speed.
        edgeVelocity = min(edgeVelocity, parameters.maxSpringTransferVelocity)
      }
      return make(
        .friction(simulation),
        .spring(edgeSpring(from: edgeOffset, to: edgeOffset, velocity: edgeVelocity)),
        time)
    case .clamping(let simulation):
      return holding(
        .clamping(simulation), velocity: simulation.velocity,
        final: simulation.position + simulation.distance, timeAt: simulation.timeAtX)
    case .android(let simulation):
      return holding(.android(simulation), velocity: simulation.velocity, final: simulation.finalX)
      {
        let fraction = abs(($0 - simulation.position) / simulation.distance)
        return simulation.duration * AndroidSpline.timeFraction(atDistanceFraction: fraction)
      }
    case .chromium(let simulation):
      // A web page stops at its scroll range's ends (Linux draws no elastic overscroll).
      return holding(
        .chromium(simulation), velocity: simulation.velocity, final: simulation.finalX,
        timeAt: simulation.timeAtX)
    }
  }
}
