/// A fling inside a scroll range that hands over to the edge behaviour when it reaches a bound.
///
/// Holds its phases explicitly (fling, then spring or clamp from `edgeTime` on), so unlike
/// Flutter's stateful `BouncingScrollSimulation` it can be queried at any time in any order.
public struct BoundedScrollSimulation: Simulation {
  /// The motion before the edge.
  enum Fling: Sendable {
    case stationary(Double)
    case friction(FrictionSimulation)
    case clamping(ClampingScrollSimulation)
    case android(AndroidSplineSimulation)
    case chromium(ChromiumFlingSimulation)
  }

  /// The motion from `edgeTime` on.
  enum Edge: Sendable {
    /// No edge is reached.
    case none
    /// Springs back to an edge (UIKit bounce, Flutter spring, or return from out of range).
    case spring(SpringSimulation)
    /// Stops dead at this offset (clamping models).
    case hold(Double)
  }

  let fling: Fling
  let edge: Edge
  /// When the fling reaches the edge (seconds); `.infinity` if it never does, 0 if it starts
  /// out of range.
  public let edgeTime: Double
  /// Lower bound of the scroll range (points).
  public let minOffset: Double
  /// Upper bound of the scroll range (points).
  public let maxOffset: Double
  public let tolerance: Tolerance

  init(
    fling: Fling, edge: Edge, edgeTime: Double, minOffset: Double, maxOffset: Double,
    tolerance: Tolerance
  ) {
    self.fling = fling
    self.edge = edge
    self.edgeTime = edgeTime
    self.minOffset = minOffset
    self.maxOffset = maxOffset
    self.tolerance = tolerance
  }

  /// Velocity handed to the edge spring (points per second), or nil without one.
  public var edgeVelocity: Double? {
    if case .spring(let spring) = edge { return spring.velocity }
    return nil
  }

  @inline(__always)
  private func flingX(_ t: Double) -> Double {
    switch fling {
    case .stationary(let position): return position
    case .friction(let simulation): return simulation.x(t)
    case .clamping(let simulation): return simulation.x(t)
    case .android(let simulation):
      // AOSP clamps the final position; the spline may poke past it between samples.
      return min(max(simulation.x(t), minOffset), maxOffset)
    case .chromium(let simulation): return simulation.x(t)
    }
  }

  @inline(__always)
  private func flingDx(_ t: Double) -> Double {
    switch fling {
    case .stationary: return 0
    case .friction(let simulation): return simulation.dx(t)
    case .clamping(let simulation): return simulation.dx(t)
    case .android(let simulation): return simulation.dx(t)
    case .chromium(let simulation): return simulation.dx(t)
    }
  }

  public func x(_ t: Double) -> Double {
    let t = sanitizedTime(t)
    if t < edgeTime { return flingX(t) }
    switch edge {
    case .none: return flingX(t)
    case .spring(let spring): return spring.x(t - edgeTime)
    case .hold(let position): return position
    }
  }

  public func dx(_ t: Double) -> Double {
    let t = sanitizedTime(t)
    if t < edgeTime { return flingDx(t) }
    switch edge {
    case .none: return flingDx(t)
    case .spring(let spring): return spring.dx(t - edgeTime)
    case .hold: return 0
    }
  }

  public func isDone(_ t: Double) -> Bool {
    let t = sanitizedTime(t)
    switch edge {
    case .none:
      switch fling {
      case .stationary: return true
      case .friction(let simulation): return simulation.isDone(t)
      case .clamping(let simulation): return simulation.isDone(t)
      case .android(let simulation): return simulation.isDone(t)
      case .chromium(let simulation): return simulation.isDone(t)
      }
    case .spring(let spring): return t >= edgeTime && spring.isDone(t - edgeTime)
    case .hold: return t >= edgeTime
    }
  }
}
