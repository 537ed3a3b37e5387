import HeaderEngine
import MotionPhysics

/// The parameter values resolved into the types the engine, the physics and the scene use.
///
/// `values` is the single source of truth (what export writes and the panel edits); the typed
/// fields are derived from it whenever it changes, so they can never drift apart.
public struct SandboxSettings: Sendable {
  /// Every parameter by its dotted key.
  public private(set) var values: ConfigValues
  /// MDC FlexibleHeader configuration.
  public private(set) var header: HeaderConfiguration
  /// Scroll-view physics and wheel handling.
  public private(set) var scroll: ScrollSettings
  /// The list under the header.
  public private(set) var content: ContentSettings
  /// The fake status bar's clock.
  public private(set) var statusBarTime: String

  /// Resolves `values`; throws when a combination is invalid for the engine or the physics
  /// (every single value was already range-checked by the registry).
  public init(values: ConfigValues) throws {
    self.values = values
    header = try SandboxSettings.header(from: values)
    scroll = try SandboxSettings.scroll(from: values)
    content = ContentSettings(
      rowCount: values.integer("content.rowCount"), rowHeight: values.number("content.rowHeight"))
    statusBarTime = values.text("statusBar.time")
  }

  /// The registry defaults (MDC's own defaults).
  public static func defaults() -> SandboxSettings {
    // The registry's defaults are valid by construction (a registry test checks it).
    try! SandboxSettings(values: ConfigValues())
  }

  /// Sets one parameter by key as an MDC setter call (the header heights couple as MDC's setters
  /// couple them); throws without changing anything when the key is unknown, the value is out of
  /// range, or the result is invalid.
  public mutating func set(key: String, value: ParameterValue) throws {
    var next = values
    try next.callSetter(key: key, value: value, source: "set")
    self = try SandboxSettings(values: next)
  }

  static func header(from values: ConfigValues) throws -> HeaderConfiguration {
    var header = HeaderConfiguration.mdcDefault
    // Raw assignment, not the coupling setters: a file states both heights explicitly, and
    // `validated()` reports min > max instead of silently moving one of them.
    header.minimumHeight = values.number("header.minimumHeight")
    header.maximumHeight = values.number("header.maximumHeight")
    header.statusBarHeight = values.number("header.statusBarHeight")
    header.canOverExtend = values.bool("header.canOverExtend")
    header.shiftBehavior = try decodeChoice(values, "header.shiftBehavior")
    header.headerContentImportance = try decodeChoice(values, "header.headerContentImportance")
    header.minimumHeaderViewHeight = values.number("header.minimumHeaderViewHeight")
    header.visibleShadowOpacity = values.number("header.visibleShadowOpacity")
    header.inFrontOfInfiniteContent = values.bool("header.inFrontOfInfiniteContent")
    header.statusBarHintCanOverlapHeader = values.bool("header.statusBarHintCanOverlapHeader")
    header.shiftAnimation = try decodeChoice(values, "header.shiftAnimation")
    header.mdcFrameRate = values.number("header.mdcFrameRate")
    return try header.validated()
  }

  static func scroll(from values: ConfigValues) throws -> ScrollSettings {
    var parameters = DecelerationParameters()
    parameters.uikitRate = values.number("scroll.uikitDecelerationRate")
    parameters.uikitFastRate = values.number("scroll.uikitFastDecelerationRate")
    parameters.androidFriction = values.number("scroll.androidFriction")
    parameters.androidPPI = values.number("scroll.androidPPI")
    parameters.flutterFriction = values.number("scroll.flutterFriction")
    parameters.bouncingDrag = values.number("scroll.bouncingDrag")
    parameters.rubberBandCoefficient = values.number("scroll.rubberBandCoefficient")
    // One edge spring for every model: the presets set each platform's own (UIKit-style critically
    // damped 1/100/1.0, Flutter 0.5/100/1.1).
    let spring = try SpringDescription(
      mass: values.number("scroll.bounce.mass"),
      stiffness: values.number("scroll.bounce.stiffness"),
      dampingRatio: values.number("scroll.bounce.dampingRatio"))
    parameters.uikitBounceSpring = spring
    parameters.bouncingSpring = spring
    parameters.clampingReturnSpring = spring
    let name: DecelerationModelName = try decodeChoice(values, "scroll.deceleration")
    return ScrollSettings(
      deceleration: try DecelerationModel(name: name, parameters: parameters),
      velocityTracker: try decodeChoice(values, "scroll.velocityTracker"),
      gesture: try GestureParameters(
        touchSlop: values.number("scroll.touchSlop"),
        minFlingVelocity: values.number("scroll.minFlingVelocity"),
        maxFlingVelocity: values.number("scroll.maxFlingVelocity")),
      wheelPointsPerLine: values.number("wheel.pointsPerLine"),
      wheelSmooth: values.bool("wheel.smooth"),
      wheelSmoothDuration: values.number("wheel.smoothDuration"),
      wheelGestureEndDelay: values.number("wheel.gestureEndDelay"))
  }

  private static func decodeChoice<T: RawRepresentable>(
    _ values: ConfigValues, _ key: String
  ) throws -> T where T.RawValue == String {
    let raw = values.choice(key)
    guard let value = T(rawValue: raw) else {
      throw DataError(
        kind: .usage, file: "config", path: key, expected: "a known \(key) value",
        found: "\"\(raw)\"")
    }
    return value
  }
}
