import MotionPhysics

/// One run of a timed shift animation (`spring` or `bezier`): the shift it started from, the one
/// it heads for, and how long it has run. MDC's own approach needs none of this (each step closes
/// a fraction of the remaining gap); a curve or a spring is a function of the time since its start.
struct ShiftMotion: Sendable, Equatable {
  /// Shift at the start, points.
  var from: Double
  /// Destination shift (0 shown, accMax hidden), points.
  var to: Double
  /// Shift velocity at the start, points per second (a spring keeps it when retargeted).
  var velocity: Double
  /// Seconds since the start.
  var elapsed: Double = 0
  /// The shift this motion last produced, to notice when something else moved the header.
  var last: Double

  init(from: Double, to: Double, velocity: Double) {
    self.from = from
    self.to = to
    self.velocity = velocity
    last = from
  }

  /// The shift after `elapsed` seconds under `configuration`'s timing, and whether the run is
  /// over (a Bézier after its duration; a spring at rest by `Tolerance.headerSpring`).
  func sample(_ configuration: HeaderConfiguration) -> (shift: Double, velocity: Double, done: Bool)
  {
    switch configuration.shiftAnimation {
    case .spring:
      guard
        let spring = try? SpringSimulation(
          spring: configuration.shiftSpring, start: from, end: to, velocity: velocity,
          tolerance: .headerSpring)
      else { return (to, 0, true) }
      let done = spring.isDone(elapsed)
      return (done ? to : spring.x(elapsed), done ? 0 : spring.dx(elapsed), done)
    case .bezier, .exact, .mdc:
      let duration = configuration.shiftDuration
      let fraction = duration > 0 ? min(max(elapsed / duration, 0), 1) : 1
      let done = fraction >= 1
      let progress = configuration.shiftCurve.value(at: fraction)
      // The curve's slope in progress per second, for a retarget that hands over to a spring.
      let step = 1e-4
      let ahead = configuration.shiftCurve.value(at: min(fraction + step, 1))
      let slope = fraction < 1 ? (ahead - progress) / (step * duration) : 0
      return (from + (to - from) * progress, (to - from) * slope, done)
    }
  }
}
