import HeaderEngine
import MotionPhysics
import PhoneDrawing
import SandboxFormats

/// The parameter values resolved into the types the engine, the physics and the scene use.
///
/// `values` is the single source of truth (what export writes and the panel edits); the typed
/// fields are derived from it whenever it changes, so they can never drift apart.
public struct SandboxSettings: Sendable {
  /// Every parameter by its dotted key.
  public private(set) var values: ConfigValues
  /// MDC FlexibleHeader configuration.
  public private(set) var header: HeaderConfiguration
  /// Which header model runs, and its options.
  public private(set) var headerModel: HeaderModelOptions
  /// Scroll-view physics and wheel handling.
  public private(set) var scroll: ScrollSettings
  /// The list under the header.
  public private(set) var content: ContentSettings
  /// The fake status bar's clock.
  public private(set) var statusBarTime: String
  /// The header's title and the scene's colours.
  public private(set) var appearance: SceneAppearance

  /// Resolves `values`; throws when a combination is invalid for the engine or the physics
  /// (every single value was already range-checked by the registry).
  public init(values: ConfigValues) throws {
    self.values = values
    header = try SandboxSettings.header(from: values)
    headerModel = try HeaderModelTable.options(from: values)
    scroll = try SandboxSettings.scroll(from: values)
    content = ContentSettings(
      rowCount: values[Param.content.rowCount], rowHeight: values[Param.content.rowHeight])
    statusBarTime = values[Param.statusBar.time]
    appearance = SceneAppearance(values: values)
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
    // Raw assignment, not the coupling setters: a file states both heights at once, so there is
    // no call order to follow; `validated()` raises the maximum to a larger minimum (as if the
    // minimum were set last, docs/header-engine.md deviation 8).
    header.minimumHeight = values[Param.header.minimumHeight]
    header.maximumHeight = values[Param.header.maximumHeight]
    header.statusBarHeight = values[Param.header.statusBarHeight]
    header.canOverExtend = values[Param.header.canOverExtend]
    header.shiftBehavior = values[Param.header.shiftBehavior]
    header.headerContentImportance = values[Param.header.headerContentImportance]
    header.minimumHeaderViewHeight = values[Param.header.minimumHeaderViewHeight]
    header.visibleShadowOpacity = values[Param.header.visibleShadowOpacity]
    header.inFrontOfInfiniteContent = values[Param.header.inFrontOfInfiniteContent]
    header.statusBarHintCanOverlapHeader = values[Param.header.statusBarHintCanOverlapHeader]
    header.shiftAnimation = values[Param.header.shiftAnimation]
    header.mdcFrameRate = values[Param.header.mdcFrameRate]
    header.shiftDuration = values[Param.header.shiftDuration]
    header.shiftCurve = values[Param.header.shiftCurve]
    header.shiftSpring = try SpringConversion.describe(values, Param.header.shiftSpring)
    return try header.validated()
  }

  static func scroll(from values: ConfigValues) throws -> ScrollSettings {
    var parameters = DecelerationParameters()
    parameters.uikitRate = values[Param.scroll.uikitDecelerationRate]
    parameters.uikitFastRate = values[Param.scroll.uikitFastDecelerationRate]
    parameters.androidFriction = values[Param.scroll.androidFriction]
    parameters.androidPPI = values[Param.scroll.androidPPI]
    parameters.flutterFriction = values[Param.scroll.flutterFriction]
    parameters.bouncingDrag = values[Param.scroll.bouncingDrag]
    parameters.chromiumCurve = values[Param.scroll.chromiumCurve]
    parameters.rubberBandCoefficient = values[Param.scroll.rubberBandCoefficient]
    // One edge spring for every model: the presets set each platform's own (UIKit-style critically
    // damped 1/100/1.0, Flutter 0.5/100/1.1).
    let spring = try SpringConversion.describe(values, Param.scroll.bounce)
    parameters.uikitBounceSpring = spring
    parameters.bouncingSpring = spring
    parameters.clampingReturnSpring = spring
    return ScrollSettings(
      deceleration: try DecelerationModel(
        name: values[Param.scroll.deceleration], parameters: parameters),
      velocityTracker: values[Param.scroll.velocityTracker],
      gesture: try GestureParameters(
        touchSlop: values[Param.scroll.touchSlop],
        minFlingVelocity: values[Param.scroll.minFlingVelocity],
        maxFlingVelocity: values[Param.scroll.maxFlingVelocity]),
      wheelPointsPerLine: values[Param.wheel.pointsPerLine],
      wheelSmooth: values[Param.wheel.smooth],
      wheelSmoothDuration: values[Param.wheel.smoothDuration],
      wheelGestureEndDelay: values[Param.wheel.gestureEndDelay])
  }
}
