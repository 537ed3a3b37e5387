import MotionPhysics

/// Flutter: a `SliverAppBar` at the top of a `CustomScrollView`, over its `FlexibleSpaceBar`.
///
/// Sources: flutter/flutter packages/flutter/lib/src/rendering/sliver_persistent_header.dart
/// (`RenderSliverFloatingPersistentHeader.updateGeometry`/`performLayout`,
/// `maybeStartSnapAnimation`, `layoutChild`'s stretch trigger),
/// packages/flutter/lib/src/widgets/sliver_persistent_header.dart (`_FloatingHeaderState`, which
/// snaps when scrolling stops), packages/flutter/lib/src/material/app_bar.dart (`SliverAppBar`'s
/// defaults, the 200 ms `Curves.easeOut` snap of `_SliverAppBarState`), and PR flutter/flutter#76145
/// (`_lastStartedScrollDirection`).
///
/// The header is a sliver of the same viewport, so there is no header physics: the sandbox's
/// scroll offset is Flutter's `scrollOffset` (the content's top inset is `maxExtent`). Not
/// floating, the bar shrinks to `minExtent` over the first `maxExtent − minExtent` points and then
/// scrolls away with the content (`pinned`: stays at `minExtent`). Floating, it follows its own
/// `effectiveScrollOffset`: a scroll toward the start reveals it at once if the user is (or the
/// scroll started) scrolling forward, and it never hides faster than the content. `snap` (with
/// `floating`) animates it, when scrolling stops, fully in if the last user scroll was toward the
/// start and fully out otherwise — a direction rule, with no threshold; the content does not move.
/// `stretch` lets the bar grow past `maxExtent` by the over-scroll (only over-scrolling physics
/// produce one), and counts `onStretchTrigger` calls each time the over-scroll reaches
/// `stretchTriggerOffset` from at or below it.
///
/// Trace columns: `headerHeight` = the painted extent, `headerTop` < 0 while a non-pinned bar
/// scrolls off; `shiftAccumulator` = the effective scroll offset driving the bar (`scrollOffset`
/// unless floating), clamped to `[0, maxExtent]`; `shadowOpacity` = `header.visibleShadowOpacity`
/// × the scrolled-under elevation fraction (200 ms, `kThemeChangeDuration`, linear);
/// `wantsToBeHidden` = the last snap went out.
///
/// Quirk (`header.platformQuirks`): `SliverAppBar` passes `toolbarHeight: kToolbarHeight` (56)
/// explicitly, so a plain SliverAppBar (`sliverAppBar.variant = plain`) collapses to 56 (+ status
/// bar) even under Material 3, whose 64 applies only to `Scaffold.appBar`; without quirks it
/// collapses to `header.minimumHeight`. `.medium`, `.large` and a bar with a `collapsedHeight`
/// always collapse to `header.minimumHeight`.
///
/// A non-pinned bar sits where `updateGeometry` puts it, `min(0, paintExtent − childExtent)` with
/// `paintExtent = maxExtent − effectiveScrollOffset`: once it has scrolled (or floated) away it
/// keeps moving up with the content, its top below −height.
///
/// Only the user's scrolls float a floating bar back in: `userScrollDirection` (and the
/// direction a scroll started in) is set by drags and pointer scrolls and stays idle through
/// `animateTo`/`jumpTo`, which keyboard and programmatic scrolls run (`ScrollDriver.program`).
public struct SliverAppBarModel: HeaderModel {
  /// Flutter `kToolbarHeight` = 56 (packages/flutter/lib/src/material/constants.dart).
  public static let toolbarHeight = 56.0
  /// `Material`'s elevation change, `kThemeChangeDuration` = 200 ms (constants.dart).
  public static let elevationDuration = 0.2

  /// Flutter's `ScrollDirection` as the model tracks it.
  enum Direction: Sendable { case idle, forward, reverse }

  public var core: PlatformModelCore<SliverAppBarOptions>
  /// How many times `onStretchTrigger` fired.
  public private(set) var stretchTriggerCount = 0
  /// `_effectiveScrollOffset` of a floating bar (the scroll offset otherwise), points.
  public private(set) var effectiveOffset: Double = 0

  private var laidOutBefore = false
  private var lastOffset: Double = 0
  private var userDirection = Direction.idle
  private var startedDirection = Direction.idle
  private var isScrolling = false
  private var lastStretch: Double = 0
  private var elevation: HeaderAnimation?
  private var elevationFraction: Double = 0
  private var elevationTarget: Double = 0

  /// Creates the model at rest, fully expanded.
  public init(configuration: HeaderConfiguration, options: HeaderModelOptions) throws {
    core = try PlatformModelCore(
      configuration: configuration, options: options.sliverAppBar,
      platformQuirks: options.platformQuirks)
    commit()
  }

  public static func options(of all: HeaderModelOptions) -> SliverAppBarOptions {
    all.sliverAppBar
  }

  // MARK: Geometry

  /// The collapsed toolbar height without the status bar.
  public var toolbarHeight: Double {
    let quirk = core.platformQuirks && core.options.variant == .plain
    let height = quirk ? SliverAppBarModel.toolbarHeight : core.configuration.minimumHeight
    return min(height, core.configuration.maximumHeight)
  }
  /// `maxExtent`.
  public var hMax: Double { core.configuration.maximumHeight + core.configuration.statusBarHeight }
  /// `minExtent`.
  public var hMin: Double { toolbarHeight + core.configuration.statusBarHeight }
  public var accMax: Double { core.options.pinned ? 0 : hMin }
  private var floatingSnap: Bool { core.options.floating && core.options.snap }

  // MARK: Configuration

  public mutating func optionsChanged() {
    if !floatingSnap { core.snap = nil }
  }

  // MARK: Scroll-view callbacks

  public mutating func scrolled(by delta: Double, to offset: Double, isTracking: Bool) {
    if delta != 0 {
      let direction: Direction = delta < 0 ? .forward : .reverse
      let byUser = core.scrollDriver == .user
      if !isScrolling {
        // Scrolling started: `updateScrollStartDirection`, `maybeStopSnapAnimation`.
        isScrolling = true
        startedDirection = byUser ? direction : .idle
        core.snap = nil
      }
      if isTracking && byUser { userDirection = direction }
    }
    if isTracking { core.snap = nil }
    layOut(scrollOffset: max(0, offset))
    let stretch = core.options.stretch ? max(0, -offset) : 0
    let trigger = core.options.stretchTriggerOffset
    if core.options.stretch && stretch >= trigger && lastStretch <= trigger && stretch > 0 {
      stretchTriggerCount += 1
    }
    lastStretch = stretch
  }

  /// `RenderSliverFloatingPersistentHeader.performLayout`'s bookkeeping.
  private mutating func layOut(scrollOffset: Double) {
    guard core.options.floating else {
      effectiveOffset = scrollOffset
      return
    }
    let maxExtent = hMax
    if laidOutBefore && (scrollOffset < lastOffset || effectiveOffset < maxExtent) {
      var delta = lastOffset - scrollOffset
      if userDirection == .forward || startedDirection == .forward {
        effectiveOffset = min(effectiveOffset, maxExtent)
      } else if delta > 0 {
        delta = 0
      }
      effectiveOffset = min(max(effectiveOffset - delta, 0), scrollOffset)
    } else {
      effectiveOffset = scrollOffset
    }
    lastOffset = scrollOffset
    laidOutBefore = true
  }

  /// `_isScrollingListener` seeing `isScrolling` turn false: `maybeStartSnapAnimation`.
  public mutating func settle() {
    guard isScrolling else { return }
    isScrolling = false
    if floatingSnap {
      let maxExtent = hMax
      let reveal = userDirection == .forward
      if !(reveal && effectiveOffset <= 0) && !(!reveal && effectiveOffset >= maxExtent) {
        animate(to: reveal ? 0 : maxExtent)
      }
    }
    userDirection = .idle
  }

  mutating func animate(to target: Double) {
    core.wantsHidden = target > 0
    core.snap = HeaderAnimation(
      from: effectiveOffset, to: target, duration: core.options.snapDuration,
      curve: .bezier(core.options.snapCurve))
  }

  // MARK: Animation

  public mutating func snapMoved(to value: Double) {
    // The animation only asks for a relayout.
    effectiveOffset = laidOut(value)
  }

  /// `value` as `performLayout` lays an effective offset out: clamped to the scroll offset, so a
  /// bar near the top cannot leave further than the content went.
  private func laidOut(_ value: Double) -> Double { min(value, max(0, core.input.offset)) }

  public var readout: HeaderReadout {
    let layout = core.layout
    let room = hMax - hMin
    // `FlexibleSpaceBar`: t = 1 − (currentExtent − minExtent) / (maxExtent − minExtent).
    let t = room > 0 ? min(max((hMax - layout.height) / room, 0), 1) : 0
    // The background fades out over `Interval(1 − kToolbarHeight / deltaExtent, 1)`.
    let fadeStart = room > 0 ? max(0, 1 - SliverAppBarModel.toolbarHeight / room) : 0
    let scrim = fadeStart < 1 ? min(max((t - fadeStart) / (1 - fadeStart), 0), 1) : 1
    return HeaderReadout(
      liftFraction: elevationFraction, scrimAlpha: scrim, titleProgress: t,
      // `CollapseMode.parallax`: the background's top at −t · deltaExtent / 4 in the bar.
      parallaxOffset: layout.top - t * room / 4, stretchTriggers: stretchTriggerCount)
  }

  public mutating func advanceOtherAnimations(by dt: Double) {
    guard var animation = elevation else { return }
    animation.advance(by: dt)
    elevationFraction = animation.value
    elevation = animation.isFinished ? nil : animation
  }

  public mutating func shiftOffScreen(animated: Bool) { show(false, animated: animated) }

  public mutating func shiftOnScreen(animated: Bool) { show(true, animated: animated) }

  /// Only a floating bar has a position of its own to animate.
  private mutating func show(_ visible: Bool, animated: Bool) {
    guard core.options.floating else { return }
    shift(to: visible ? 0 : hMax, hidden: !visible, animated: animated)
  }

  // MARK: Commit

  public mutating func commit() {
    let band = hMax - hMin
    let shrink = min(max(effectiveOffset, 0), hMax)
    var height = max(hMin, hMax - shrink)
    var top = 0.0
    if !core.options.pinned {
      // `min(0, paintExtent − childExtent)`: unbounded once the bar has left the screen.
      top = -max(0, max(effectiveOffset, 0) - band)
    }
    let offset = core.input.offset
    if core.options.stretch && offset < 0 && shrink == 0 {
      height = hMax - offset
    }
    // `isScrolledUnder`: a pinned bar shrunk past `maxExtent − minExtent`, or a floating bar shown
    // over content that scrolled on beneath it (`overlapsContent`).
    let scrolledUnder =
      (core.options.pinned && offset > band)
      || (core.options.floating && effectiveOffset < max(0, offset) && top > -hMin)
    let target: Double = scrolledUnder ? 1 : 0
    if target != elevationTarget {
      elevationTarget = target
      elevation = HeaderAnimation(
        from: elevationFraction, to: target, duration: SliverAppBarModel.elevationDuration,
        curve: .bezier(.linear))
    }
    core.layout = HeaderLayout.platform(
      height: height, top: top, hMin: hMin, hMax: hMax, collapse: shrink,
      shadowOpacity: core.configuration.visibleShadowOpacity * elevationFraction,
      wantsToBeHidden: core.wantsHidden,
      accMax: accMax, isAnimating: core.snap != nil || elevation != nil)
  }
}
