/// Android Views: an `AppBarLayout` whose one scrolling child is a `CollapsingToolbarLayout`
/// (or a plain `Toolbar` when `header.minimumHeight == header.maximumHeight`), above a
/// RecyclerView with `ScrollingViewBehavior`.
///
/// Sources: material-components-android lib/java/com/google/android/material/appbar/
/// `AppBarLayout.java` (`BaseBehavior.onNestedPreScroll`, `onNestedScroll`, `onStopNestedScroll`,
/// `snapToChildIfNeeded`, `animateOffsetTo`), `HeaderBehavior.java` (`setHeaderTopBottomOffset`)
/// and `CollapsingToolbarLayout.java` (the pinned toolbar).
///
/// The child is `maximumHeight + statusBarHeight` tall with `fitsSystemWindows`, its minimum height
/// `minimumHeight` (+ the inset). The sandbox's one scroll offset is the content's position on
/// screen: `offset = collapse + listScroll`, where `collapse` is `−ABL offset` and `listScroll` the
/// RecyclerView's own scroll, so the content always follows the finger and a snap of the bar
/// carries the content with it (`takeContentShift`).
///
/// Per delta `dy` (positive: finger up), as Android runs it: before the list, a finger-up delta
/// collapses the bar (`onNestedPreScroll`); a finger-down delta reveals it first only inside the
/// quick-return window of `enterAlways` (the whole range, or the minimum height with
/// `enterAlwaysCollapsed`), and only when the bar is already inside that window; what the list
/// cannot take at its top reveals the rest (`onNestedScroll`). Over-scroll never moves the bar.
/// With `snap`, the end of a touch without fling, or the end of a fling, animates the bar to the
/// nearer edge of the child's zone (midpoint rule, exactly half expands) in
/// `min(600, (|Δ|/height + 1)·150)` ms on `DecelerateInterpolator(1)`.
///
/// Trace columns: `headerHeight` and `headerTop` are what is visible (the pinned toolbar keeps
/// `Hmin` on screen until the collapse passes `Hmax − Hmin`, then the bar scrolls off under the
/// status bar); `shiftAccumulator` is `−offset` of the AppBarLayout, in points, in
/// `[0, totalScrollRange]`; `shadowOpacity` is `header.visibleShadowOpacity` × the lift
/// (elevation) fraction; `wantsToBeHidden` is true when the last snap or `setExpanded` went to
/// collapsed; `statusBarShift` is always 0 (the status bar never moves on Android).
///
/// Quirk (`header.platformQuirks`): `calculateSnapOffset` tests `enterAlways` where its comment
/// means `enterAlwaysCollapsed`, so any `enterAlways` child with a minimum height snaps in two
/// zones split at the minimum height; without quirks only `enterAlwaysCollapsed` does.
public struct AppBarLayoutModel: HeaderModel {
  /// The M3 elevation state-list animator's 150 ms (appbar/res/animator/
  /// m3_appbar_state_list_animator.xml).
  public static let liftDuration = 0.15

  public var core: PlatformModelCore<AppBarLayoutOptions>
  /// `−offset` of the AppBarLayout, in points.
  public private(set) var collapse: Double = 0

  /// `AppBarLayout.lifted` as `updateAppBarLayoutDrawableState` last set it from the offset
  /// (without `liftOnScroll`).
  public private(set) var isLiftedByOffset = false

  private var lift: HeaderAnimation?
  /// The elevation fraction shown, 0…1.
  private(set) var liftFraction: Double = 0
  private var liftTarget: Double = 0
  /// The collapse the lifted state was last updated at.
  private var liftCollapse: Double = 0
  private var scrim: HeaderAnimation?
  /// The content scrim's alpha, 0…1.
  private(set) var scrimAlpha: Double = 0
  private var scrimsShown = false

  /// Creates the model at rest, fully expanded; the first layout jumps to its elevation and
  /// scrim (`onLayoutChild`'s `forceJump`, `setScrimsShown` before the first layout).
  public init(configuration: HeaderConfiguration, options: HeaderModelOptions) throws {
    core = try PlatformModelCore(
      configuration: configuration, options: options.appBarLayout,
      platformQuirks: options.platformQuirks)
    updateLiftedByOffset(direction: 0)
    liftTarget = isElevated ? 1 : 0
    liftFraction = liftTarget
    scrimsShown = scrimShouldShow
    scrimAlpha = scrimsShown ? 1 : 0
    commit()
  }

  public static func options(of all: HeaderModelOptions) -> AppBarLayoutOptions {
    all.appBarLayout
  }

  // MARK: Geometry

  private var flags: AppBarScrollFlags { core.options.scrollFlags }
  var statusBar: Double { core.configuration.statusBarHeight }
  public var hMax: Double { core.configuration.maximumHeight + statusBar }
  public var hMin: Double {
    flags.contains(.scroll) ? core.configuration.minimumHeight + statusBar : hMax
  }
  /// `getTotalScrollRange()`: the child's height less the top inset, or less its minimum height
  /// with `exitUntilCollapsed`; 0 without `scroll`.
  public var totalScrollRange: Double {
    guard flags.contains(.scroll) else { return 0 }
    if flags.contains(.exitUntilCollapsed) {
      return max(0, core.configuration.maximumHeight - core.configuration.minimumHeight)
    }
    return core.configuration.maximumHeight
  }
  /// `getDownNestedPreScrollRange()`: the quick-return window, 0 without `enterAlways`. It checks
  /// `enterAlwaysCollapsed` first (the minimum height, capped at the child's height less the
  /// inset), then `exitUntilCollapsed` (height less minimum height), else the whole child.
  public var quickReturnRange: Double {
    guard flags.contains(.scroll), flags.contains(.enterAlways) else { return 0 }
    if flags.contains(.enterAlwaysCollapsed) {
      return min(core.configuration.minimumHeight, core.configuration.maximumHeight)
    }
    return totalScrollRange
  }
  /// `LayoutParams.isCollapsible()`: `scroll` with `exitUntilCollapsed` or
  /// `enterAlwaysCollapsed`.
  public var isCollapsible: Bool {
    flags.contains(.scroll)
      && !flags.isDisjoint(with: [.exitUntilCollapsed, .enterAlwaysCollapsed])
  }
  /// `AppBarLayout.liftable`: `liftOnScroll || hasCollapsibleChild()` (`onLayout`).
  public var isLiftable: Bool { core.options.liftOnScroll || isCollapsible }
  /// Whether the bar is lifted now: with `liftOnScroll`, once the list itself is scrolled
  /// (`shouldLift`); without, as the offset last set it (`updateAppBarLayoutDrawableState`).
  public var isLifted: Bool {
    core.options.liftOnScroll ? core.input.offset - collapse > 0 : isLiftedByOffset
  }
  /// Whether the bar shows its lifted elevation: the state-list animator gives it to a bar that
  /// is lifted or not liftable at all, and 0 only to a liftable bar at rest
  /// (m3_appbar_state_list_animator.xml).
  public var isElevated: Bool { !isLiftable || isLifted }
  public var accMax: Double { max(0, totalScrollRange - (hMax - hMin)) }

  // MARK: Configuration

  public mutating func configurationChanged() {
    collapse = min(collapse, totalScrollRange)
    core.input.forgetLast()
    updateLiftedByOffset(direction: 0)
  }

  public mutating func optionsChanged() {
    collapse = min(collapse, totalScrollRange)
    updateLiftedByOffset(direction: 0)
  }

  /// `updateAppBarLayoutDrawableState`'s rule without `liftOnScroll`, run when the offset moves
  /// (`direction` +1 revealing, −1 collapsing) or at a layout (0): an `enterAlways` or
  /// `enterAlwaysCollapsed` child is lifted only while revealed into its collapsed position; an
  /// `exitUntilCollapsed` one whenever it is in that position; any other, never.
  private mutating func updateLiftedByOffset(direction: Int) {
    liftCollapse = collapse
    guard flags.contains(.scroll) else {
      isLiftedByOffset = false
      return
    }
    // `-offset >= child.getBottom() - minHeight - topInset`; the toolbar is the minimum height.
    let collapsed = collapse >= core.configuration.maximumHeight - core.configuration.minimumHeight
    if direction > 0 && !flags.isDisjoint(with: [.enterAlways, .enterAlwaysCollapsed]) {
      isLiftedByOffset = collapsed
    } else if flags.contains(.exitUntilCollapsed) {
      isLiftedByOffset = collapsed
    } else {
      isLiftedByOffset = false
    }
  }

  // MARK: Scroll-view callbacks

  public mutating func scrolled(by raw: Double, to offset: Double, isTracking: Bool) {
    // Over-scroll past the top is the list's own (edge effect, stretch): only the part of a move
    // at or below the top reaches the bar.
    let dy = max(0, offset) - max(0, offset - raw)
    // A new touch on the list cancels the offset animator (`onStartNestedScroll`).
    if isTracking { core.snap = nil }
    let range = totalScrollRange
    if range > 0 {
      if dy > 0 {
        collapse = min(range, collapse + dy)
      } else if dy < 0 {
        let window = range - quickReturnRange
        // `setHeaderTopBottomOffset` is a no-op when the offset is outside [min, max].
        if quickReturnRange > 0 && collapse >= window {
          collapse = max(window, collapse + dy)
        }
      }
      // What the list cannot take at its top reveals the bar (`onNestedScroll`).
      collapse = min(collapse, max(0, offset))
    }
  }

  /// The target of `snapToChildIfNeeded()` from the current collapse, or nil when the child does
  /// not snap.
  public var snapTarget: Double? {
    let range = totalScrollRange
    guard flags.contains(.scroll), flags.contains(.snap), range > 0 else { return nil }
    var expanded = 0.0
    var collapsed = range
    let minimum = core.configuration.minimumHeight
    let twoZones =
      !flags.contains(.exitUntilCollapsed) && flags.contains(.enterAlways) && minimum > 0
      && (core.platformQuirks || flags.contains(.enterAlwaysCollapsed))
    if twoZones {
      let seam = max(0, range - minimum)
      if collapse > seam { expanded = seam } else { collapsed = seam }
    }
    return collapse > (expanded + collapsed) / 2 ? collapsed : expanded
  }

  /// `onStopNestedScroll` of a TYPE_TOUCH scroll that no fling followed, or of the TYPE_NON_TOUCH
  /// scroll that ends the fling: `snapToChildIfNeeded()`.
  public mutating func settle() {
    guard core.snap == nil, let target = snapTarget else { return }
    animate(to: target)
  }

  mutating func animate(to requested: Double) {
    let target =
      core.input.canScroll(further: requested - collapse, hMax: hMax) ? requested : 0
    core.wantsHidden = target >= totalScrollRange && target > 0
    guard target != collapse else { return }
    let height = hMax > 0 ? hMax : 1
    // (int) of the milliseconds, as `animateOffsetTo` computes them.
    let milliseconds =
      ((abs(target - collapse) / height + 1) * core.options.snapDurationUnit * 1000)
      .rounded(.towardZero)
    let duration = min(core.options.maximumSnapDuration, milliseconds / 1000)
    core.snap = HeaderAnimation(
      from: collapse, to: target, duration: duration, curve: core.options.snapEasing)
  }

  // MARK: Animation

  public mutating func snapMoved(to value: Double) { move(to: value) }

  public mutating func advanceOtherAnimations(by dt: Double) {
    if var animation = lift {
      animation.advance(by: dt)
      liftFraction = animation.value
      lift = animation.isFinished ? nil : animation
    }
    if var animation = scrim {
      animation.advance(by: dt)
      scrimAlpha = animation.value
      scrim = animation.isFinished ? nil : animation
    }
  }

  /// Moves the bar to `value` and the content with it (the list's own scroll is unchanged).
  private mutating func move(to value: Double) {
    let shift = value - collapse
    collapse = value
    core.carry(shift)
  }

  public mutating func shiftOffScreen(animated: Bool) {
    setExpanded(false, animated: animated)
  }

  public mutating func shiftOnScreen(animated: Bool) {
    setExpanded(true, animated: animated)
  }

  /// `AppBarLayout.setExpanded(_, animate)`.
  private mutating func setExpanded(_ expanded: Bool, animated: Bool) {
    let target = expanded ? 0 : totalScrollRange
    shift(to: target, hidden: !expanded && target > 0, animated: animated)
  }

  // MARK: Commit

  public mutating func commit() {
    if collapse != liftCollapse {
      // `setHeaderTopBottomOffset` moved the bar: revealing when the offset grew.
      updateLiftedByOffset(direction: collapse < liftCollapse ? 1 : -1)
    }
    let target: Double = isElevated ? 1 : 0
    if target != liftTarget {
      liftTarget = target
      lift = HeaderAnimation(
        from: liftFraction, to: target, duration: AppBarLayoutModel.liftDuration,
        curve: .accelerateDecelerate)
    }
    let showScrim = scrimShouldShow
    if showScrim != scrimsShown {
      scrimsShown = showScrim
      scrim = HeaderAnimation(
        from: scrimAlpha, to: showScrim ? 1 : 0, duration: AppBarLayoutModel.scrimDuration,
        curve: AppBarLayoutModel.scrimCurve)
    }
    let band = hMax - hMin
    let height = max(hMin, hMax - collapse)
    let top = -max(0, collapse - band)
    core.layout = HeaderLayout.platform(
      height: height, top: top, hMin: hMin, hMax: hMax, collapse: collapse,
      shadowOpacity: core.configuration.visibleShadowOpacity * liftFraction,
      wantsToBeHidden: core.wantsHidden,
      accMax: accMax, isAnimating: core.snap != nil || lift != nil || scrim != nil)
  }
}
