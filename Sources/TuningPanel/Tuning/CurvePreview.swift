import HeaderEngine
import MotionPhysics
import PhoneSimulation
import SandboxFormats
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
  /// The least extent of the plot's axes (seconds, value): a fling is drawn on fixed axes, so a
  /// shorter fling looks shorter instead of being stretched to fill the plot.
  public var minimumExtent: Extent?

  /// Axis extents: seconds across, the curve's value up.
  public struct Extent: Sendable, Hashable {
    public var duration: Double
    public var value: Double
  }

  /// Flings are drawn on at least 6 s by 1000 pt (UIKit's 0.998 fling of `flingVelocity`
  /// travels 999 pt in about 4 s), so rates 0.998 and 0.9915 read as different sizes.
  public static let flingExtent = Extent(duration: 6, value: 1000)

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
    let shiftKeys =
      [
        Param.header.shiftAnimation.name, Param.header.shiftDuration.name,
        Param.header.shiftCurve.name,
      ] + Param.header.shiftSpring.names
    if shiftKeys.contains(key) { return shift(settings.header) }
    if let settle = platformSettle(settings.headerModel, focusKey: key) { return settle }
    return fling(settings.scroll.deceleration)
  }

  /// The settle motion of the platform model whose key was edited last, exactly as the model
  /// plays it (the closed-form easing the models use at their defaults included): AppBarLayout's
  /// snap across half the bar (`animateOffsetTo`: (½ + 1) × the unit, capped), SliverAppBar's and
  /// UIKit's snaps over their durations, Compose's settle spring, the web's headroom transition;
  /// nil for any other key.
  public static func platformSettle(
    _ options: HeaderModelOptions, focusKey key: String
  ) -> CurvePreview? {
    let appBar = Param.appBarLayout
    let sliver = Param.sliverAppBar
    let uikit = Param.uikitLargeTitle
    let compose = Param.composeM3
    let web = Param.web
    switch key {
    case appBar.snapCurve.name, appBar.snapDurationUnit.name, appBar.snapMaxDuration.name:
      let o = options.appBarLayout
      let duration = min(o.maximumSnapDuration, 1.5 * o.snapDurationUnit)
      return settle("AppBarLayout snap across half the bar", o.snapEasing, duration)
    case sliver.snapCurve.name, sliver.snapDuration.name:
      let o = options.sliverAppBar
      return settle("SliverAppBar floating snap", .bezier(o.snapCurve), o.snapDuration)
    case uikit.snapCurve.name, uikit.snapDuration.name:
      let o = options.uikitLargeTitle
      return settle("large-title snap", o.snapEasing, o.snapDuration)
    case web.transitionCurve.name, web.transitionDuration.name:
      let o = options.web
      return settle("headroom transition", .bezier(o.transitionCurve.bezier), o.transitionDuration)
    case compose.snapStiffness.name, compose.snapDampingRatio.name:
      let o = options.composeM3
      guard
        let spring = try? SpringDescription(
          mass: 1, stiffness: o.snapStiffness, dampingRatio: o.snapDampingRatio)
      else { return nil }
      var preview = springStep(spring)
      preview.title = preview.title.replacingOccurrences(
        of: "bounce spring", with: "Compose settle spring")
      return preview
    default:
      return nil
    }
  }

  private static func settle(_ name: String, _ curve: SnapCurve, _ duration: Double)
    -> CurvePreview
  {
    let span = max(duration, 0.001)
    return sampled(
      title: "\(name) over \(HUDText.fixed(duration, 2)) s", duration: span, target: 1
    ) { curve.value(at: $0 / span) }
  }

  /// The progress 0 → 1 of the header's shift animation under its current mode.
  public static func shift(_ header: HeaderConfiguration) -> CurvePreview {
    switch header.shiftAnimation {
    case .exact, .mdc:
      return sampled(title: "shift animation: 1 − e^(−12 t)", duration: 0.6, target: 1) {
        ExponentialApproach.progress(atTime: $0)
      }
    case .bezier:
      let duration = header.shiftDuration
      let curve = header.shiftCurve
      return sampled(
        title: "shift animation: \(TimingExport.text(.css, curve: curve)) over "
          + "\(HUDText.fixed(duration, 2)) s",
        duration: duration, target: 1
      ) { curve.value(at: $0 / duration) }
    case .spring:
      var preview = springStep(header.shiftSpring)
      preview.title = preview.title.replacingOccurrences(of: "bounce spring", with: "shift spring")
      return preview
    }
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
    var preview = sampled(title: title, duration: duration, target: distance) {
      simulation.x($0)
    }
    preview.minimumExtent = flingExtent
    return preview
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
