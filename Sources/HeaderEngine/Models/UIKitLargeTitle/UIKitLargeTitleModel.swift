import MotionPhysics

/// UIKit: a `UINavigationBar` with `prefersLargeTitles` over the scroll view it tracks.
///
/// UIKit is closed source: the rules below come from Apple's documentation (A), published
/// measurements (M), the Flutter team's native-matching Cupertino re-creation (F,
/// flutter/flutter packages/flutter/lib/src/cupertino/nav_bar.dart, PR flutter/flutter#156381)
/// and observation (O); docs/header-models.md marks each number with its confidence.
///
/// The bar's height follows the content offset 1:1 (M, O): `Hmin` (the inline bar, 44 pt + status
/// bar) plus the large-title band `Hmax − Hmin` (52 pt, M: "large titles add 52 points"; F:
/// `_kNavBarLargeTitleHeightExtension`) less the offset; pulled past the top the bar grows with
/// the content (O). With `uikitLargeTitle.snap` (iOS 16+, O), a scroll that comes to rest with the
/// band partly collapsed animates the content offset — and so the bar — to the nearer state
/// (50 %, exactly half collapses; F), in 300 ms on `Curves.fastEaseInToSlowEaseOut` (F,
/// "eyeballed on an iPhone 16 simulator running iOS 18"). Whether UIKit instead rewrites the fling's
/// target offset is not public (O); the sandbox animates after the rest, as Flutter does.
///
/// Trace columns: `headerHeight` = the bar with its status bar, `headerTop` 0 (the bar never
/// leaves); `shiftAccumulator` = how much of the large-title band is collapsed, points, in
/// `[0, Hmax − Hmin]`; `shadowOpacity` = `header.visibleShadowOpacity` × the scroll-edge →
/// standard appearance fraction, scroll-linked over 10 pt once the bar is collapsed (F:
/// `_kNavBarScrollUnderAnimationExtent`); `wantsToBeHidden` = the last snap collapsed.
public struct UIKitLargeTitleModel: HeaderModel {
  /// F: `_kNavBarScrollUnderAnimationExtent` = 10 pt.
  public static let scrollUnderExtent = 10.0

  public var core: PlatformModelCore<UIKitLargeTitleOptions>

  /// Creates the model at rest, large title shown.
  public init(configuration: HeaderConfiguration, options: HeaderModelOptions) throws {
    core = try PlatformModelCore(
      configuration: configuration, options: options.uikitLargeTitle,
      platformQuirks: options.platformQuirks)
    commit()
  }

  public static func options(of all: HeaderModelOptions) -> UIKitLargeTitleOptions {
    all.uikitLargeTitle
  }

  // MARK: Geometry

  public var hMax: Double { core.configuration.maximumHeight + core.configuration.statusBarHeight }
  public var hMin: Double { core.configuration.minimumHeight + core.configuration.statusBarHeight }
  public var accMax: Double { 0 }
  /// The large-title band, points.
  public var band: Double { hMax - hMin }
  /// How much of the band is collapsed now, points.
  public var collapse: Double { min(max(core.input.offset, 0), band) }

  // MARK: Configuration

  public mutating func optionsChanged() {
    if !core.options.snap { core.snap = nil }
  }

  // MARK: Scroll-view callbacks

  /// The bar follows the content offset; a finger stops the snap.
  public mutating func scrolled(by delta: Double, to offset: Double, isTracking: Bool) {
    if isTracking { core.snap = nil }
  }

  /// The offset the release rule animates to, or nil when the bar rests in a state.
  public var snapTarget: Double? {
    guard core.options.snap, band > 0 else { return nil }
    let offset = core.input.offset
    guard offset > 0, offset < band else { return nil }
    return offset < band / 2 ? 0 : band
  }

  /// The release rule (iOS 16+): a bar at rest between its states animates to the nearer one.
  public mutating func settle() {
    guard core.snap == nil, let target = snapTarget else { return }
    animate(to: target)
  }

  mutating func animate(to requested: Double) {
    let target =
      core.input.canScroll(further: requested - core.input.offset, hMax: hMax) ? requested : 0
    core.wantsHidden = target > 0
    core.snap = HeaderAnimation(
      from: core.input.offset, to: target, duration: core.options.snapDuration,
      curve: core.options.snapEasing)
  }

  // MARK: Animation

  public var readout: HeaderReadout {
    HeaderReadout(
      liftFraction: standardAppearance, titleProgress: band > 0 ? collapse / band : 0)
  }

  /// The scroll-edge → standard appearance fraction.
  private var standardAppearance: Double {
    let extent = UIKitLargeTitleModel.scrollUnderExtent
    return band >= 0 ? min(max((core.input.offset - band) / extent, 0), 1) : 0
  }

  public mutating func snapMoved(to value: Double) {
    core.carry(value - core.input.offset)
  }

  public mutating func shiftOffScreen(animated: Bool) { show(false, animated: animated) }

  public mutating func shiftOnScreen(animated: Bool) { show(true, animated: animated) }

  /// Scrolls so the large title is shown (offset 0) or collapsed (offset = band), as
  /// `setContentOffset(_:animated:)` would; only from within the band.
  private mutating func show(_ visible: Bool, animated: Bool) {
    let offset = core.input.offset
    guard offset >= 0, offset <= band else { return }
    shift(to: visible ? 0 : band, hidden: !visible, animated: animated)
  }

  // MARK: Commit

  public mutating func commit() {
    let offset = core.input.offset
    let height = offset < 0 ? hMax - offset : max(hMin, hMax - offset)
    let extent = UIKitLargeTitleModel.scrollUnderExtent
    let standard = band >= 0 ? min(max((offset - band) / extent, 0), 1) : 0
    core.layout = HeaderLayout.platform(
      height: height, top: 0, hMin: hMin, hMax: hMax, collapse: collapse,
      shadowOpacity: core.configuration.visibleShadowOpacity * standard,
      wantsToBeHidden: core.wantsHidden,
      accMax: 0, isAnimating: core.snap != nil)
  }
}
