import HeaderEngine
import MotionPhysics
import SandboxPrimitives

/// The typed key of every registry parameter, spelled like its dotted key
/// (`Param.scroll.bounce.mass` is `scroll.bounce.mass`). This is the only place a key is written
/// as a string; `ParameterRegistry` declares each parameter with these handles, and a test checks
/// that the two cover each other.
public enum Param {
  public static let header = Header()
  public static let scroll = Scroll()
  public static let wheel = Wheel()
  public static let content = Content()
  public static let statusBar = StatusBar()
  public static let theme = ThemeSection()
  public static let view = View()

  /// `header.*`: MDC FlexibleHeader's properties.
  public struct Header: Sendable {
    public let minimumHeight = ParameterKey<Double>("header.minimumHeight")
    public let maximumHeight = ParameterKey<Double>("header.maximumHeight")
    public let statusBarHeight = ParameterKey<Double>("header.statusBarHeight")
    public let canOverExtend = ParameterKey<Bool>("header.canOverExtend")
    public let shiftBehavior = ParameterKey<ShiftBehavior>("header.shiftBehavior")
    public let headerContentImportance = ParameterKey<HeaderContentImportance>(
      "header.headerContentImportance")
    public let minimumHeaderViewHeight = ParameterKey<Double>("header.minimumHeaderViewHeight")
    public let visibleShadowOpacity = ParameterKey<Double>("header.visibleShadowOpacity")
    public let inFrontOfInfiniteContent = ParameterKey<Bool>("header.inFrontOfInfiniteContent")
    public let statusBarHintCanOverlapHeader = ParameterKey<Bool>(
      "header.statusBarHintCanOverlapHeader")
    public let shiftAnimation = ParameterKey<ShiftAnimationMode>("header.shiftAnimation")
    public let mdcFrameRate = ParameterKey<Double>("header.mdcFrameRate")
    public let shiftDuration = ParameterKey<Double>("header.shiftDuration")
    public let shiftCurve = ParameterKey<CubicBezier>("header.shiftCurve")
    public let shiftSpring = SpringKeys("header.shiftSpring")
    public let model = ParameterKey<HeaderModelName>("header.model")
    public let platformQuirks = ParameterKey<Bool>("header.platformQuirks")
    public let elevationStyle = ParameterKey<ElevationStyle>("header.elevationStyle")
  }

  /// `scroll.*`: fling models, velocity estimation, gesture thresholds and the edge.
  public struct Scroll: Sendable {
    public let deceleration = ParameterKey<DecelerationModelName>("scroll.deceleration")
    public let uikitDecelerationRate = ParameterKey<Double>("scroll.uikitDecelerationRate")
    public let uikitFastDecelerationRate = ParameterKey<Double>("scroll.uikitFastDecelerationRate")
    public let androidFriction = ParameterKey<Double>("scroll.androidFriction")
    public let androidPPI = ParameterKey<Double>("scroll.androidPPI")
    public let flutterFriction = ParameterKey<Double>("scroll.flutterFriction")
    public let bouncingDrag = ParameterKey<Double>("scroll.bouncingDrag")
    public let chromiumCurve = ParameterKey<ChromiumCurve>("scroll.chromiumCurve")
    public let velocityTracker = ParameterKey<VelocityTrackerKind>("scroll.velocityTracker")
    public let touchSlop = ParameterKey<Double>("scroll.touchSlop")
    public let minFlingVelocity = ParameterKey<Double>("scroll.minFlingVelocity")
    public let maxFlingVelocity = ParameterKey<Double>("scroll.maxFlingVelocity")
    public let rubberBandCoefficient = ParameterKey<Double>("scroll.rubberBandCoefficient")
    public let bounce = SpringKeys("scroll.bounce")
  }

  /// A spring's three keys under `prefix`: `scroll.bounce.*` (the edge spring) and
  /// `header.shiftSpring.*` (the spring shift animation).
  public struct SpringKeys: Sendable, Hashable {
    public let stiffness: ParameterKey<Double>
    public let dampingRatio: ParameterKey<Double>
    public let mass: ParameterKey<Double>

    init(_ prefix: String) {
      stiffness = ParameterKey(prefix + ".stiffness")
      dampingRatio = ParameterKey(prefix + ".dampingRatio")
      mass = ParameterKey(prefix + ".mass")
    }

    /// The three keys in registry order.
    public var names: [String] { [stiffness.name, dampingRatio.name, mass.name] }
  }

  /// `wheel.*`: the mouse wheel.
  public struct Wheel: Sendable {
    public let pointsPerLine = ParameterKey<Double>("wheel.pointsPerLine")
    public let smooth = ParameterKey<Bool>("wheel.smooth")
    public let smoothDuration = ParameterKey<Double>("wheel.smoothDuration")
    public let gestureEndDelay = ParameterKey<Double>("wheel.gestureEndDelay")
  }

  /// `content.*`: the list under the header.
  public struct Content: Sendable {
    public let rowCount = ParameterKey<Int>("content.rowCount")
    public let rowHeight = ParameterKey<Double>("content.rowHeight")
    public let title = ParameterKey<String>("content.title")
    public let subtitle = ParameterKey<String>("content.subtitle")
    public let titleStyle = ParameterKey<TitleStyle>("content.titleStyle")
    public let headerImage = ParameterKey<String>("content.headerImage")
  }

  /// `statusBar.*`: the fake status bar.
  public struct StatusBar: Sendable {
    public let time = ParameterKey<String>("statusBar.time")
  }

  /// `theme.*`: the header's colours and light or dark content.
  public struct ThemeSection: Sendable {
    public let primary = ParameterKey<Color>("theme.primary")
    public let onPrimary = ParameterKey<Color>("theme.onPrimary")
    public let mode = ParameterKey<ThemeMode>("theme.mode")
    public let skin = ParameterKey<ThemeSkin>("theme.skin")
    public let seed = ParameterKey<String>("theme.seed")
  }

  /// `view.*`: how the sandbox is viewed (slow motion, overlays).
  public struct View: Sendable {
    public let timeScale = ParameterKey<Double>("view.timeScale")
    public let touchIndicators = ParameterKey<Bool>("view.touchIndicators")
    public let hud = ParameterKey<Bool>("view.hud")
    public let caption = ParameterKey<Bool>("view.caption")
    public let deviceFrame = ParameterKey<Bool>("view.deviceFrame")
    public let referenceMode = ParameterKey<ReferenceMode>("view.referenceMode")
    public let referenceOpacity = ParameterKey<Double>("view.referenceOpacity")
  }
}
