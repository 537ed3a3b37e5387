import MotionPhysics
import SandboxPrimitives

/// A sampled preview of the curve being tuned: the fling of the active deceleration model, the
/// edge spring's step response, or an easing curve, chosen by the key edited last.
public struct CurvePreview: Sendable, Hashable {
  /// The fling speed the deceleration preview shows, points per second.
  public static let flingVelocity = 2000.0
  /// Samples per curve.
  public static let sampleCount = 121

  /// Static caption (changes only when the curve kind or model changes).
  public var title: String
  /// (time in seconds, value) pairs, time ascending from 0.
  public var points: [Point]
  /// The value the curve settles at (drawn as a dashed target line), if any.
  public var target: Double?

  /// Creates a preview from samples.
  public init(title: String, points: [Point], target: Double? = nil) {
    self.title = title
    self.points = points
    self.target = target
  }

  /// The preview for `settings`, chosen by `focusKey` (the key edited last): spring keys show
  /// the step response, wheel smoothing its ease-in-out, the shift animation MDC's exponential
  /// approach, anything else the fling.
  public static func make(settings: SandboxSettings, focusKey: String?) -> CurvePreview {
    let key = focusKey ?? ""
    if SpringDialect.springKeys.contains(key) {
      return springStep(settings.scroll.deceleration.edgeSpring)
    }
    if key == Param.wheel.smooth.name || key == Param.wheel.smoothDuration.name {
      let duration = settings.scroll.wheelSmoothDuration
      return sampled(
        title: "wheel step: ease-in-out over \(HUDText.fixed(duration, 2)) s", duration: duration,
        target: 1
      ) { CubicBezier.easeInOut.value(at: $0 / duration) }
    }
    if key == Param.header.shiftAnimation.name {
      return sampled(title: "shift animation: 1 − e^(−12 t)", duration: 0.6, target: 1) {
        ExponentialApproach.progress(atTime: $0)
      }
    }
    return fling(settings.scroll.deceleration)
  }

  /// x(t) of a `flingVelocity` fling under `model`, until it stops (at most 6 s).
  public static func fling(_ model: DecelerationModel) -> CurvePreview {
    let distance = model.projectedDistance(velocity: flingVelocity)
    let stop = model.duration(velocity: flingVelocity)
    let title =
      "fling x(t) at \(Int(flingVelocity)) pt/s, \(model.name.rawValue): "
      + "\(HUDText.fixed(distance, 0)) pt in \(HUDText.fixed(stop, 2)) s"
    guard let simulation = try? model.fling(position: 0, velocity: flingVelocity) else {
      return CurvePreview(title: title, points: [])
    }
    let duration = min(max(stop, 0.1), 6)
    return sampled(title: title, duration: duration, target: distance) { simulation.x($0) }
  }

  /// The step response 0 → 1 of `spring`, until it rests (at most 4 s).
  public static func springStep(_ spring: SpringDescription) -> CurvePreview {
    let zeta = "ζ \(HUDText.fixed(spring.dampingRatio, 2))"
    guard let simulation = try? SpringSimulation(spring: spring, start: 0, end: 1, velocity: 0)
    else { return CurvePreview(title: "bounce spring step response, \(zeta)", points: []) }
    // Rest by the simulation's own tolerance, scanned at 10 ms.
    var duration = 0.1
    while duration < 4 && !simulation.isDone(duration) { duration += 0.01 }
    let title = "bounce spring step response, \(zeta): rests in \(HUDText.fixed(duration, 2)) s"
    return sampled(title: title, duration: duration * 1.1, target: 1) { simulation.x($0) }
  }

  private static func sampled(
    title: String, duration: Double, target: Double?, _ f: (Double) -> Double
  ) -> CurvePreview {
    var points: [Point] = []
    points.reserveCapacity(sampleCount)
    for i in 0..<sampleCount {
      let t = duration * Double(i) / Double(sampleCount - 1)
      let value = f(t)
      if value.isFinite { points.append(Point(x: t, y: value)) }
    }
    return CurvePreview(title: title, points: points, target: target)
  }
}
