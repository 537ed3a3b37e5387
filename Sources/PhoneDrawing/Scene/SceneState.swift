import SandboxFormats
import SandboxPrimitives

/// Everything the scene builder needs to draw one phone frame, as plain values.
///
/// The sandbox fills it from the scroll view, the header engine and the view settings; the scene
/// builder turns it into a `DisplayList`. Keeping this a plain value keeps the builder pure and
/// testable without any physics or engine.
public struct SceneState: Sendable, Equatable {
  /// The phone viewport in points.
  public var viewport: Size
  /// The simulated device: status-bar style, cutout, screen corners, home indicator.
  public var device: DeviceProfile
  /// Whether the screen's corners are rounded (`view.deviceFrame`; the bezel around the screen
  /// is the composer's).
  public var showDeviceFrame: Bool
  /// The scroll view's offset (0 at rest at the top; negative when pulled past the top).
  public var scrollOffset: Double
  /// The largest resting offset (the scroll range the indicator shows) and the indicator's
  /// opacity now (0 hides it).
  public var maxScrollOffset: Double
  public var scrollIndicatorAlpha: Double
  /// Scroll velocity in points per second (HUD only).
  public var scrollVelocity: Double
  /// Number of content rows and each row's height in points.
  public var rowCount: Int
  public var rowHeight: Double

  /// Header geometry from the engine: height including the status-bar strip, top (≤ 0).
  public var headerHeight: Double
  public var headerTop: Double
  /// Hmin and Hmax including the status bar strip.
  public var headerMinHeight: Double
  public var headerMaxHeight: Double
  /// How far the fake status bar has moved up (0…statusBarHeight).
  public var statusBarShift: Double
  public var statusBarHeight: Double
  /// Engine phase name (`shifting`, `collapsing`, `overExtending`) and its percentage.
  public var phase: String
  public var phasePercentage: Double
  /// Header shadow opacity (0…1) and the alpha of views that fade when shifted.
  public var shadowOpacity: Double
  public var shiftedContentAlpha: Double
  public var shiftAccumulator: Double
  public var wantsToBeHidden: Bool
  /// The shift behaviour's name, shown in the caption overlay when `showCaption` is on.
  public var shiftBehaviorName: String

  /// The header's title and subtitle (`content.title`, `content.subtitle`; empty: none) and how
  /// the title follows the collapse (`content.titleStyle`).
  public var title: String
  public var subtitle: String
  public var titleStyle: TitleStyle
  /// The scene's colours (`theme.*`).
  public var palette: ScenePalette
  /// How scrolled-under content shows (`header.elevationStyle`) and how far it has (0…1: MDC's
  /// shadow intensity, ramping over the first 8 pt of content under the header).
  public var elevationStyle: ElevationStyle
  public var elevationIntensity: Double
  /// The header model's title progress (`HeaderReadout.titleProgress`), 0 expanded … 1
  /// collapsed: the web skin's title follows its scroll-driven animation through it.
  public var titleProgress: Double = 0
  /// iOS large titles: where the inline title's timed fade is (the simulation's clock, handed
  /// over as the time since the large title last crossed the bar); nil when it has settled
  /// where the layout puts it.
  public var inlineTitleFade: InlineTitleFade?
  /// The picture drawn under the header (`content.headerImage`), as the handle the renderer
  /// registered it under; nil for none.
  public var headerImage: ImageHandle?
  /// The caption overlay naming the shift behaviour (`view.caption`).
  public var showCaption: Bool

  /// The fake status bar's clock text (`statusBar.time`, fixed so recordings are reproducible).
  public var statusBarTime: String
  /// The phone's compare label ("A · showcase"; empty for a lone phone). Never drawn inside the
  /// phone: it is the hook for whoever draws compare captions above each phone.
  public var caption: String

  /// Fingers or a pressed mouse, in viewport points, drawn as translucent circles when enabled.
  public var touches: [Point]
  public var showTouchIndicators: Bool

  /// HUD overlay and its lines (fps, renderer, …) prepared by the caller.
  public var showHUD: Bool
  public var hudLines: [String]
  /// Help overlay listing `ShortcutTable.entries`.
  public var showHelp: Bool
  /// An error banner (e.g. an invalid config edit), nil when none.
  public var banner: String?
  /// The platform skin the header is drawn in (`SkinStyle.mdc`: the sandbox's own look).
  public var skin: SkinStyle

  /// A phone of `viewport` at rest at the top under the registry defaults: the default header
  /// over its status bar, the default list and clock, no overlays.
  public init(viewport: Size) {
    self = SceneState.atRest
    self.viewport = viewport
  }

  /// Built once, since the sandbox starts every frame's state from it.
  private static let atRest = SceneState(registryDefaultsIn: Size(width: 0, height: 0))

  private init(registryDefaultsIn viewport: Size) {
    func registry<Value>(_ key: ParameterKey<Value>) -> Value {
      ParameterRegistry.defaultValue(key)
    }
    let statusBar = registry(Param.header.statusBarHeight)
    self.viewport = viewport
    device = DeviceCatalog.standard
    showDeviceFrame = registry(Param.view.deviceFrame)
    scrollOffset = 0
    maxScrollOffset = 0
    scrollIndicatorAlpha = 0
    scrollVelocity = 0
    rowCount = registry(Param.content.rowCount)
    rowHeight = registry(Param.content.rowHeight)
    headerMinHeight = registry(Param.header.minimumHeight) + statusBar
    headerMaxHeight = registry(Param.header.maximumHeight) + statusBar
    headerHeight = headerMaxHeight
    headerTop = 0
    statusBarShift = 0
    statusBarHeight = statusBar
    phase = "overExtending"
    phasePercentage = 1
    shadowOpacity = 0
    shiftedContentAlpha = 1
    shiftAccumulator = 0
    wantsToBeHidden = false
    shiftBehaviorName = registry(Param.header.shiftBehavior).rawValue
    title = registry(Param.content.title)
    subtitle = registry(Param.content.subtitle)
    titleStyle = registry(Param.content.titleStyle)
    let appearance = SceneAppearance(values: ConfigValues())
    palette = appearance.palette
    elevationStyle = appearance.elevationStyle
    elevationIntensity = 0
    inlineTitleFade = nil
    headerImage = nil
    showCaption = appearance.showCaption
    statusBarTime = registry(Param.statusBar.time)
    caption = ""
    touches = []
    showTouchIndicators = registry(Param.view.touchIndicators)
    showHUD = registry(Param.view.hud)
    hudLines = []
    showHelp = false
    banner = nil
    skin = appearance.skin
  }
}
