import MotionPhysics
import SandboxPrimitives

/// How one skin draws the bar beyond the scene palette: the container once content scrolls
/// under it, the hairline, the icon and bar-button inks, and the title metrics.
///
/// The scene palette carries the bar's resting colour (`primary`) and its ink (`onPrimary`, also
/// the status bar's); this adds what only the platform skins need. The MDC skin's style is
/// `SkinStyle.mdc`, which leaves the header painter on its original path.
public struct SkinStyle: Sendable, Equatable {
  public var skin: SceneSkin
  /// The container once content has scrolled under the bar (reached by `scrolledFraction`).
  public var scrolledContainer: Color
  /// iOS: the bar's 1-pixel bottom hairline once content scrolls under it; nil for none.
  public var hairline: Color?
  /// iOS: how much the content under the scrolled bar is blurred before `scrolledContainer`
  /// tints it (the standard deviation, points); 0 for a plain fill.
  public var backdropBlur: Double
  /// The navigation (leading) icon's ink and the action icons' ink.
  public var navigationInk: Color
  public var actionInk: Color
  /// The collapsing title's metrics (Material 2 and Flutter differ; MDC keeps the shared one).
  public var collapsingTitle: CollapsingTitleMetrics
  /// Material 2: the system status bar's own colour (`colorPrimaryDark`), drawn over the bar's
  /// status-bar strip; nil where the bar's colour shows through the status bar.
  public var statusBar: Color?
  /// Material 2: the Toolbar's own height, pinned at the top of the bar under the status bar,
  /// when the collapsed bar is taller (nil: the toolbar row is the whole collapsed bar).
  public var toolbarRowHeight: Double?

  public init(
    skin: SceneSkin, scrolledContainer: Color, hairline: Color?, navigationInk: Color,
    actionInk: Color, collapsingTitle: CollapsingTitleMetrics = .standard, statusBar: Color? = nil,
    backdropBlur: Double = 0, toolbarRowHeight: Double? = nil
  ) {
    self.skin = skin
    self.scrolledContainer = scrolledContainer
    self.hairline = hairline
    self.navigationInk = navigationInk
    self.actionInk = actionInk
    self.collapsingTitle = collapsingTitle
    self.statusBar = statusBar
    self.backdropBlur = backdropBlur
    self.toolbarRowHeight = toolbarRowHeight
  }

  /// The face the bar's text is drawn in on an Android device (`onAndroid`) or an Apple one:
  /// Roboto, Android's system face, for the Android skins and for Flutter on Android (its
  /// default `fontFamily` there); the UI face (Inter, the stand-in for SF Pro) elsewhere.
  public func fontFamily(onAndroid: Bool) -> FontFamily {
    switch skin {
    case .material2, .material3Views, .material3: return .roboto
    case .flutter: return onAndroid ? .roboto : .ui
    case .mdc, .ios, .web: return .ui
    }
  }

  /// The collapsing title's metrics on an Android device or an Apple one: Flutter centres
  /// FlexibleSpaceBar's title on iOS (`CollapsingTitleMetrics.flutterCentred`).
  public func collapsingTitle(onAndroid: Bool) -> CollapsingTitleMetrics {
    skin == .flutter && !onAndroid ? .flutterCentred : collapsingTitle
  }

  /// The sandbox's own look (the header painter's original path ignores the rest).
  public static let mdc = SkinStyle(
    skin: .mdc, scrolledContainer: Theme.headerBackground, hairline: nil,
    navigationInk: Theme.onHeader, actionInk: Theme.onHeader)

  /// How far the bar has turned to its scrolled-under container (0…1) for a header collapsed by
  /// `collapseFraction` with `overlap` (0…1) of content under it.
  ///
  /// Compose's two-row bars lerp by FastOutLinearIn of the collapsed fraction (androidx
  /// compose/material3 AppBar.kt `TwoRowsTopAppBar`: `colorTransitionFraction`); Flutter,
  /// UIKit and Views' lift on scroll (AppBarLayout `liftOnScrollColor`) switch on content under
  /// the bar, reached here over the header model's ramp (MDC's 8-pt shadow ramp; the UIKit
  /// model's 10 pt, Flutter `_kNavBarScrollUnderAnimationExtent`).
  public func scrolledFraction(collapseFraction: Double, overlap: Double) -> Double {
    switch skin {
    case .material3:
      return CubicBezier.fastOutLinearIn.value(at: unit(collapseFraction))
    case .mdc, .ios, .material2, .material3Views, .flutter, .web:
      return unit(overlap)
    }
  }
}
