import MotionPhysics

/// Jetpack Compose Material 3: a `TopAppBar` (single row, when `header.minimumHeight ==
/// header.maximumHeight`) or a `MediumTopAppBar`/`LargeTopAppBar` (two rows) with one of the
/// `TopAppBarDefaults` scroll behaviours, in a `Scaffold` that places the content under the bar.
///
/// Sources: androidx compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/
/// `AppBar.kt` (`TopAppBarState`, `EnterAlwaysScrollBehavior`, `ExitUntilCollapsedScrollBehavior`,
/// `PinnedScrollBehavior`, `settleAppBar`), read at 032950a1 (material3 ≈1.2–1.3) and 4ec7327f
/// (MotionScheme era), and `MotionScheme.kt`.
///
/// State: `heightOffset` in `[heightOffsetLimit, 0]`; the limit is `−maximumHeight` for a single
/// row (the whole bar collapses away, leaving the status-bar inset) and `minimumHeight −
/// maximumHeight` for two rows. The sandbox's one scroll offset is the content's position:
/// the content rides under the bar, so `offset = −heightOffset + listScroll`.
///
/// Per delta: `enterAlways` moves the bar first in both directions (`onPreScroll`);
/// `exitUntilCollapsed` collapses first and expands only with what the list leaves at its top
/// (`onPostScroll`); `pinned` never moves it. At the end of a drag or fling (`onPostFling`,
/// `onDragStopped`) `settleAppBar` does nothing when the collapsed fraction is below 0.01 or
/// exactly 1, else springs (damping 1, stiffness `composeM3.snapStiffness`) to expanded below a
/// collapsed fraction of 0.5, to collapsed from 0.5 on, carrying the content. The fling decay
/// (`rememberSplineBasedDecay`) of `settleAppBar` runs only on velocity the list left over; the
/// sandbox's scroll view consumes its whole fling and reaches the list's top with the bar already
/// expanded, so it never has any to run on.
///
/// Trace columns: `headerHeight` = status bar + `maximumHeight + heightOffset`, `headerTop` 0;
/// `shiftAccumulator` = `−heightOffset`, points; `shadowOpacity` = `header.visibleShadowOpacity`
/// × the container-colour fraction (two rows: `FastOutLinearIn(collapsedFraction)`; one row: a
/// spring toward 1 once `overlappedFraction > 0.01`); `wantsToBeHidden` = the last settle went to
/// collapsed.
///
/// Quirk (`header.platformQuirks`): `onPreScroll` reports the whole available delta consumed
/// whenever the bar moved at all, even if it reached its limit with part of it; that part is
/// lost, so the content lags the finger by it. Without quirks only what the bar used is consumed.
public struct ComposeTopAppBarModel: HeaderModel {
  /// `settleAppBar` leaves a bar collapsed by less than this fraction as it is (AppBar.kt).
  public static let settleFloor = 0.01
  /// The collapsed fraction from which `settleAppBar` collapses instead of expanding (AppBar.kt).
  public static let snapThreshold = 0.5
  /// A single-row bar switches to `scrolledContainerColor` above this `overlappedFraction`.
  public static let overlapThreshold = 0.01
  /// Compose's default spring visibility threshold for a `Float`, 0.01
  /// (`Spring.DefaultDisplacementThreshold`), used as the end of the snap.
  public static let springTolerance = Tolerance.composeSpring

  public var core: PlatformModelCore<ComposeM3Options>
  /// `−heightOffset`, in points.
  public private(set) var collapse: Double = 0

  private var colour: HeaderAnimation?
  private var colourFraction: Double = 0
  private var colourTarget: Double = 0

  /// Creates the model at rest, fully expanded.
  public init(configuration: HeaderConfiguration, options: HeaderModelOptions) throws {
    core = try PlatformModelCore(
      configuration: configuration, options: options.composeM3,
      platformQuirks: options.platformQuirks)
    commit()
  }

  public static func options(of all: HeaderModelOptions) -> ComposeM3Options { all.composeM3 }

  // MARK: Geometry

  private var isTwoRows: Bool {
    core.configuration.minimumHeight < core.configuration.maximumHeight
  }
  /// `−heightOffsetLimit`, in points.
  public var collapseRange: Double {
    isTwoRows
      ? core.configuration.maximumHeight - core.configuration.minimumHeight
      : core.configuration.maximumHeight
  }
  public var hMax: Double { core.configuration.maximumHeight + core.configuration.statusBarHeight }
  public var hMin: Double { hMax - collapseRange }
  public var accMax: Double { 0 }
  /// `TopAppBarState.collapsedFraction`.
  public var collapsedFraction: Double { collapseRange > 0 ? collapse / collapseRange : 0 }

  // MARK: Configuration

  public mutating func configurationChanged() {
    collapse = min(collapse, collapseRange)
    core.input.forgetLast()
  }

  public mutating func optionsChanged() {
    if core.options.behavior == .pinned { collapse = 0 }
  }

  // MARK: Scroll-view callbacks

  public mutating func scrolled(by raw: Double, to offset: Double, isTracking: Bool) {
    // Over-scroll past the top is the list's own (edge effect, stretch): only the part of a move
    // at or below the top reaches the bar.
    let delta = max(0, offset) - max(0, offset - raw)
    if isTracking { core.snap = nil }
    let range = collapseRange
    switch core.options.behavior {
    case .pinned:
      break
    case .enterAlways:
      preScroll(delta, range: range)
    case .exitUntilCollapsed:
      if delta > 0 { preScroll(delta, range: range) }
      // `onPostScroll`: what the list leaves at its top expands the bar.
      collapse = min(collapse, max(0, core.input.offset))
    }
  }

  /// `onPreScroll`: the bar takes the delta first; with the quirk a delta it took any of is
  /// consumed whole.
  private mutating func preScroll(_ delta: Double, range: Double) {
    guard delta != 0 else { return }
    let previous = collapse
    collapse = min(max(collapse + delta, 0), range)
    let used = collapse - previous
    guard used != 0, core.platformQuirks else { return }
    // The list never saw the rest of the delta: the content, riding under the bar, moved only by
    // what the bar used.
    core.carry(used - delta)
  }

  /// The target `settleAppBar` would spring to now, or nil when it leaves the bar as it is.
  public var settleTarget: Double? {
    guard core.options.behavior != .pinned, core.options.snap, collapseRange > 0 else { return nil }
    let fraction = collapsedFraction
    guard fraction >= ComposeTopAppBarModel.settleFloor, fraction != 1 else { return nil }
    return fraction < ComposeTopAppBarModel.snapThreshold ? 0 : collapseRange
  }

  /// `onPostFling` / `onDragStopped`: `settleAppBar`.
  public mutating func settle() {
    guard core.snap == nil, let target = settleTarget else { return }
    animate(to: target)
  }

  /// The colour spring (and the snap's, at the default damping).
  private var spring: SpringDescription? {
    try? SpringDescription(mass: 1, stiffness: core.options.snapStiffness, dampingRatio: 1)
  }

  /// `snapAnimationSpec`.
  private var snapSpring: SpringDescription? {
    try? SpringDescription(
      mass: 1, stiffness: core.options.snapStiffness, dampingRatio: core.options.snapDampingRatio)
  }

  mutating func animate(to requested: Double) {
    let target =
      core.input.canScroll(further: requested - collapse, hMax: hMax) ? requested : 0
    core.wantsHidden = target > 0
    guard target != collapse, let snapSpring else { return }
    core.snap = HeaderAnimation(
      from: collapse, to: target, spring: snapSpring,
      tolerance: ComposeTopAppBarModel.springTolerance)
  }

  // MARK: Animation

  public mutating func snapMoved(to value: Double) {
    let clamped = min(max(value, 0), collapseRange)
    let shift = clamped - collapse
    collapse = clamped
    core.carry(shift)
  }

  public var readout: HeaderReadout {
    HeaderReadout(liftFraction: colourFraction, titleProgress: collapsedFraction)
  }

  public mutating func advanceOtherAnimations(by dt: Double) {
    guard var animation = colour else { return }
    animation.advance(by: dt)
    colourFraction = animation.value
    colour = animation.isFinished ? nil : animation
  }

  public mutating func shiftOffScreen(animated: Bool) {
    jump(to: collapseRange, animated: animated)
  }

  public mutating func shiftOnScreen(animated: Bool) { jump(to: 0, animated: animated) }

  private mutating func jump(to target: Double, animated: Bool) {
    guard core.options.behavior != .pinned else { return }
    shift(to: target, hidden: target > 0, animated: animated)
  }

  // MARK: Commit

  public mutating func commit() {
    let shadow: Double
    if isTwoRows {
      // `lerp(containerColor, scrolledContainerColor, FastOutLinearInEasing(collapsedFraction))`.
      shadow = CubicBezier.fastOutLinearIn.value(at: collapsedFraction)
      colour = nil
      colourFraction = shadow
      colourTarget = shadow
    } else {
      // `overlappedFraction`: how much of the bar's height the content has scrolled under it.
      let range = collapseRange
      let overlapped = range > 0 ? min(max(core.input.offset - collapse, 0) / range, 1) : 0
      let target: Double = overlapped > ComposeTopAppBarModel.overlapThreshold ? 1 : 0
      if target != colourTarget, let spring {
        colourTarget = target
        colour = HeaderAnimation(
          from: colourFraction, to: target, spring: spring,
          tolerance: ComposeTopAppBarModel.springTolerance)
      }
      shadow = colourFraction
    }
    core.layout = HeaderLayout.platform(
      height: hMax - collapse, top: 0, hMin: hMin, hMax: hMax, collapse: collapse,
      shadowOpacity: core.configuration.visibleShadowOpacity * shadow,
      wantsToBeHidden: core.wantsHidden, accMax: 0,
      isAnimating: core.snap != nil || colour != nil)
  }
}
