import MotionPhysics

/// One running header animation of a platform model: a value moving from `start` to `end`
/// either over a fixed duration on a curve (Android's `ValueAnimator`, Flutter's
/// `AnimationController`, UIKit's animated offset) or on a spring (Compose `animateTo`).
struct HeaderAnimation: Sendable {
  /// How the value moves.
  enum Motion: Sendable {
    case timed(duration: Double, curve: SnapCurve)
    case spring(SpringSimulation)
  }

  let start: Double
  let end: Double
  let motion: Motion
  private(set) var elapsed: Double = 0

  /// A timed animation; a non-positive duration finishes at once.
  init(from start: Double, to end: Double, duration: Double, curve: SnapCurve) {
    self.start = start
    self.end = end
    motion = .timed(duration: duration, curve: curve)
  }

  /// A spring animation from rest (`nil` when the spring cannot be built, e.g. a bad stiffness).
  init?(from start: Double, to end: Double, spring: SpringDescription, tolerance: Tolerance) {
    guard
      let simulation = try? SpringSimulation(
        spring: spring, start: start, end: end, velocity: 0, tolerance: tolerance,
        snapsToEndWhenDone: true)
    else { return nil }
    self.start = start
    self.end = end
    motion = .spring(simulation)
  }

  /// The value now.
  var value: Double {
    switch motion {
    case .timed(let duration, let curve):
      guard duration > 0 else { return end }
      return start + (end - start) * curve.value(at: elapsed / duration)
    case .spring(let simulation):
      return simulation.x(elapsed)
    }
  }

  /// Whether the animation has reached its end.
  var isFinished: Bool {
    switch motion {
    case .timed(let duration, _): return elapsed >= duration
    case .spring(let simulation): return simulation.isDone(elapsed)
    }
  }

  /// Advances by `dt` seconds.
  mutating func advance(by dt: Double) { elapsed += dt }
}
