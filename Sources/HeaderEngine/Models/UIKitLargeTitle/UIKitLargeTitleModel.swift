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
  /// F: PR flutter/flutter#156381's snap duration, 300 ms.
  public static let snapDuration = 0.3
  /// F: `_kNavBarScrollUnderAnimationExtent` = 10 pt.
  public static let scrollUnderExtent = 10.0

  public private(set) var configuration: HeaderConfiguration
  public private(set) var options: UIKitLargeTitleOptions
  public private(set) var layout: HeaderLayout
  public private(set) var ignoredInputCount = 0

  private var input = ScrollInput()
  private var snap: HeaderAnimation?
  private var pendingShift: Double = 0
  private var wantsHidden = false

  /// Creates the model at rest, large title shown.
  public init(configuration: HeaderConfiguration, options: HeaderModelOptions) throws {
    self.configuration = try configuration.validated()
    self.options = options.uikitLargeTitle
    layout = HeaderLayout.platform(
      height: 0, top: 0, hMin: 0, hMax: 0, collapse: 0, shadowOpacity: 0,
      wantsToBeHidden: false, accMax: 0, isAnimating: false)
    commit()
  }

  // MARK: Geometry

  public var hMax: Double { configuration.maximumHeight + configuration.statusBarHeight }
  public var hMin: Double { configuration.minimumHeight + configuration.statusBarHeight }
  public var accMax: Double { 0 }
  /// The large-title band, points.
  public var band: Double { hMax - hMin }
  /// How much of the band is collapsed now, points.
  public var collapse: Double { min(max(input.offset, 0), band) }

  // MARK: Configuration

  public mutating func setConfiguration(_ newValue: HeaderConfiguration) throws {
    configuration = try newValue.validated()
    commit()
  }

  /// Replaces the model options, keeping the state.
  public mutating func setOptions(_ newValue: HeaderModelOptions) {
    options = newValue.uikitLargeTitle
    if !options.snap { snap = nil }
    commit()
  }

  // MARK: Scroll-view callbacks

  public mutating func didScroll(
    offset: Double, contentHeight: Double, viewportHeight: Double, isTracking: Bool
  ) {
    guard
      input.accept(offset: offset, contentHeight: contentHeight, viewportHeight: viewportHeight)
        != nil
    else {
      ignoredInputCount += 1
      return
    }
    if isTracking { snap = nil }
    commit()
  }

  public mutating func willEndDragging(velocity: Double, targetOffset: inout Double) -> Bool {
    if !velocity.isFinite || !targetOffset.isFinite { ignoredInputCount += 1 }
    return false
  }

  public mutating func didEndDragging(willDecelerate: Bool) {
    if !willDecelerate { snapIfNeeded() }
    commit()
  }

  public mutating func didEndDecelerating() {
    snapIfNeeded()
    commit()
  }

  /// The offset the release rule animates to, or nil when the bar rests in a state.
  public var snapTarget: Double? {
    guard options.snap, band > 0 else { return nil }
    let offset = input.offset
    guard offset > 0, offset < band else { return nil }
    return offset < band / 2 ? 0 : band
  }

  private mutating func snapIfNeeded() {
    guard snap == nil, let target = snapTarget else { return }
    animate(to: target)
  }

  private mutating func animate(to requested: Double) {
    let target =
      input.canScroll(further: requested - input.offset, hMax: hMax) ? requested : 0
    wantsHidden = target > 0
    snap = HeaderAnimation(
      from: input.offset, to: target, duration: UIKitLargeTitleModel.snapDuration,
      curve: .threePoint(.fastEaseInToSlowEaseOut))
  }

  // MARK: Animation

  public mutating func tick(dt: Double) {
    guard dt.isFinite, dt >= 0 else {
      ignoredInputCount += 1
      return
    }
    if var animation = snap {
      animation.advance(by: dt)
      let shift = animation.value - input.offset
      pendingShift += shift
      input.expectShift(shift)
      snap = animation.isFinished ? nil : animation
    }
    commit()
  }

  public mutating func shiftOffScreen(animated: Bool) { show(false, animated: animated) }

  public mutating func shiftOnScreen(animated: Bool) { show(true, animated: animated) }

  /// Scrolls so the large title is shown (offset 0) or collapsed (offset = band), as
  /// `setContentOffset(_:animated:)` would; only from within the band.
  private mutating func show(_ visible: Bool, animated: Bool) {
    let offset = input.offset
    guard offset >= 0, offset <= band else { return }
    let target = visible ? 0 : band
    snap = nil
    if animated {
      animate(to: target)
    } else {
      wantsHidden = !visible
      pendingShift += target - offset
      input.expectShift(target - offset)
    }
    commit()
  }

  public mutating func takeContentShift() -> Double {
    defer { pendingShift = 0 }
    return pendingShift
  }

  // MARK: Commit

  private mutating func commit() {
    let offset = input.offset
    let height = offset < 0 ? hMax - offset : max(hMin, hMax - offset)
    let extent = UIKitLargeTitleModel.scrollUnderExtent
    let standard = band >= 0 ? min(max((offset - band) / extent, 0), 1) : 0
    layout = HeaderLayout.platform(
      height: height, top: 0, hMin: hMin, hMax: hMax, collapse: collapse,
      shadowOpacity: configuration.visibleShadowOpacity * standard,
      wantsToBeHidden: wantsHidden,
      accMax: 0, isAnimating: snap != nil)
  }
}
