/// The web: a page header in a mobile browser, scrolled by the page (`web.pattern`).
///
/// Sources: CSS Positioned Layout Level 3 §3.4 "Sticky positioning" (sticky), Scroll-driven
/// Animations Level 1 §2 `scroll()` and CSS Animations Level 2 `animation-range` (the title),
/// CSS Easing Functions Level 1 (timing functions), CSS Transitions Level 1 §3 (the headroom
/// transition and its interruption), and headroom.js 0.12.0 (src/trackScroll.js `update`,
/// src/Headroom.js `update`, `shouldUnpin`, `shouldPin`, `Headroom.options`), read for its facts
/// and defaults.
///
/// The page's scroll position `scrollY` is the sandbox's offset: the header is in the page's flow
/// (sticky) or fixed over a body padded by its height (headroom), so offset 0 is the content's top
/// right under the expanded header in both.
///
/// `sticky`: `position: sticky; top: −(max − min)px`. The header scrolls up 1:1 with the page
/// until its top is `max − min` above the viewport, then stays: its visible height is
/// `max − clamp(scrollY, 0, max − min)`, with no animation and no settle. The title's scale and
/// fade are a scroll-driven animation whose progress is `(scrollY − start) / (end − start)`
/// clamped, through `web.timingFunction`.
///
/// `headroom`: a fixed header of the full height. Each scroll (headroom.js runs once per frame,
/// on the frames the page scrolled) compares the rounded `scrollY` with the last one: scrolling
/// down past `web.offset` by more than `web.tolerance.down` unpins, scrolling up by more than
/// `web.tolerance.up` pins, and at `scrollY ≤ web.offset` it is always pinned; positions past
/// either end (rubber-band) change nothing, as headroom.js's `isOutOfBounds` does. A change of state
/// starts a CSS transition of `translateY` (`web.transitionDuration`, `web.transitionCurve`),
/// time-driven and retargeted from where the header is.
///
/// Trace columns: `headerHeight` = status bar + the page header's visible height, `headerTop` =
/// the header's `translateY` (headroom, down to −`maximumHeight`; sticky 0), so the page
/// header's bottom edge in CSS px is `headerTop + headerHeight − statusBar`; the status bar is the
/// phone's (the browser's chrome). `shiftAccumulator` = the sticky header's scrolled travel or
/// the headroom header's hidden points; `shadowOpacity` = `header.visibleShadowOpacity` × the
/// title animation's progress (sticky) or 1 once the page left its top (headroom's
/// `headroom--not-top`); `wantsToBeHidden` = headroom unpinned.
public struct WebHeaderModel: HeaderModel {
  public var core: PlatformModelCore<WebOptions>
  /// Headroom: whether the header is pinned (shown).
  public private(set) var isPinned = true
  /// Headroom: how many points the header is translated up now, 0…`maximumHeight`.
  public private(set) var hidden: Double = 0
  /// Headroom: the running transition of `hidden`, if one runs.
  public private(set) var transition: CSSTransition?
  /// headroom.js `lastKnownScrollY`, or nil before the first scroll.
  private var lastKnownScrollY: Double?
  /// headroom.js's `notTop` state: the last in-bounds frame was past `web.offset`.
  private var isNotTop = false

  /// Creates the model at rest: the page at its top, the header fully shown.
  public init(configuration: HeaderConfiguration, options: HeaderModelOptions) throws {
    core = try PlatformModelCore(
      configuration: configuration, options: options.web, platformQuirks: options.platformQuirks)
    commit()
  }

  public static func options(of all: HeaderModelOptions) -> WebOptions { all.web }

  // MARK: Geometry

  private var isSticky: Bool { core.options.pattern == .sticky }
  public var hMax: Double { core.configuration.maximumHeight + core.configuration.statusBarHeight }
  /// A headroom header never shrinks: it is fixed at its full height.
  public var hMin: Double {
    isSticky ? core.configuration.minimumHeight + core.configuration.statusBarHeight : hMax
  }
  /// Headroom's unpinned header is `translateY(−100%)`: its whole height above the viewport.
  public var accMax: Double { isSticky ? 0 : core.configuration.maximumHeight }
  /// The sticky header's travel, `max − min` (its negative `top`), points.
  public var travel: Double { max(0, hMax - hMin) }
  /// How far the sticky header has scrolled up, 0…`travel`.
  public var stuckTravel: Double { min(max(core.input.offset, 0), travel) }

  /// The title animation's eased progress at the current scroll position (sticky).
  public var titleProgress: Double {
    let range = core.options.animationRange(travel: travel)
    let offset = core.input.offset
    let linear: Double
    if range.end > range.start {
      linear = (offset - range.start) / (range.end - range.start)
    } else {
      // An empty range: the animation is before its start or after its end, nothing between.
      linear = offset >= range.end ? 1 : 0
    }
    return core.options.timingFunction.value(at: linear)
  }

  // MARK: Configuration

  public mutating func configurationChanged() {
    let target = isPinned ? 0 : core.configuration.maximumHeight
    transition = nil
    hidden = target
  }

  public mutating func optionsChanged() {
    guard isSticky else { return }
    isPinned = true
    core.wantsHidden = false
    transition = nil
    hidden = 0
    lastKnownScrollY = nil
    isNotTop = false
  }

  // MARK: Scroll-view callbacks

  public mutating func scrolled(by delta: Double, to offset: Double, isTracking: Bool) {
    guard !isSticky else { return }
    headroomUpdate(scrollY: offset)
  }

  /// headroom.js 0.12 `trackScroll`'s `update` and `Headroom.update` for one frame at `offset`:
  /// the position is rounded (`Math.round`), compared with the last one, and remembered even
  /// when it is out of bounds.
  private mutating func headroomUpdate(scrollY offset: Double) {
    // `Math.round`: halves toward +∞.
    let scrollY = (offset + 0.5).rounded(.down)
    let last = lastKnownScrollY ?? scrollY
    lastKnownScrollY = scrollY
    let bottom = max(0, core.input.contentHeight + hMax - core.input.viewportHeight)
    // `isOutOfBounds`: a rubber-band past either end changes nothing.
    guard scrollY >= 0, scrollY <= bottom + 1e-9 else { return }
    let down = scrollY > last
    let tolerance = down ? core.options.toleranceDown : core.options.toleranceUp
    let exceeded = abs(scrollY - last) > tolerance
    let top = scrollY <= core.options.offset
    isNotTop = !top
    if down && !top && exceeded {
      setPinned(false)
    } else if (!down && exceeded) || top {
      setPinned(true)
    }
  }

  /// Toggles headroom's class: a changed state starts (or retargets) the transition.
  private mutating func setPinned(_ pinned: Bool, animated: Bool = true) {
    guard pinned != isPinned else { return }
    isPinned = pinned
    core.wantsHidden = !pinned
    let target = pinned ? 0 : core.configuration.maximumHeight
    let duration = core.options.transitionDuration
    guard animated, duration > 0 else {
      transition = nil
      hidden = target
      return
    }
    let curve = core.options.transitionCurve
    if let running = transition {
      transition = running.retargeted(to: target, duration: duration, curve: curve)
    } else {
      transition = CSSTransition(from: hidden, to: target, duration: duration, curve: curve)
    }
  }

  /// Neither pattern settles: sticky follows the scroll, headroom follows the direction.
  public mutating func settle() {}

  public mutating func snapMoved(to value: Double) {}

  public mutating func advanceOtherAnimations(by dt: Double) {
    guard var running = transition else { return }
    running.advance(by: dt)
    hidden = running.value
    transition = running.isFinished ? nil : running
  }

  /// Headroom's `unpin()`; a sticky header has no state to change.
  public mutating func shiftOffScreen(animated: Bool) {
    guard !isSticky else { return }
    setPinned(false, animated: animated)
    commit()
  }

  /// Headroom's `pin()`.
  public mutating func shiftOnScreen(animated: Bool) {
    guard !isSticky else { return }
    setPinned(true, animated: animated)
    commit()
  }

  // MARK: Commit

  public var readout: HeaderReadout {
    guard isSticky else { return HeaderReadout(liftFraction: isNotTop ? 1 : 0) }
    let progress = titleProgress
    return HeaderReadout(liftFraction: progress, titleProgress: progress)
  }

  public mutating func commit() {
    let height: Double
    let top: Double
    let lift: Double
    if isSticky {
      height = hMax - stuckTravel
      top = 0
      lift = titleProgress
    } else {
      height = hMax
      top = -hidden
      lift = isNotTop ? 1 : 0
    }
    core.layout = HeaderLayout.platform(
      height: height, top: top, hMin: hMin, hMax: hMax,
      collapse: isSticky ? stuckTravel : hidden,
      shadowOpacity: core.configuration.visibleShadowOpacity * lift,
      wantsToBeHidden: core.wantsHidden, accMax: accMax, isAnimating: transition != nil)
  }
}
