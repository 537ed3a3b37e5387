import Foundation
import MotionPhysics

/// The MDC FlexibleHeader engine: scroll-view callbacks in, one `HeaderLayout` out per update.
///
/// Coordinates: `scrollOffset` is 0 with the content top directly under the fully expanded header,
/// positive into the content, negative when pulled past the top. MDC's `contentOffset.y` with the
/// injected top inset `I = Hmax` is `scrollOffset − Hmax`, so the unclamped header height is
/// `h = Hmax − scrollOffset`. `contentHeight` is the height of the content below the header inset,
/// `viewportHeight` the scroll view's full height (the header overlays it), so the largest offset
/// is `maxScrollOffset = max(0, contentHeight + Hmax − viewportHeight)`.
///
/// A value type with no clock: time enters only through `tick(dt:)`.
public struct HeaderEngine: Sendable {
  /// The validated configuration in use; change it with `setConfiguration(_:)`.
  public private(set) var configuration: HeaderConfiguration
  /// The header layout after the latest update.
  public private(set) var layout: HeaderLayout
  /// How many calls carried non-finite (or negative-size / non-positive-time) input and were
  /// ignored.
  public private(set) var ignoredInputCount: Int = 0

  // MDC `_shiftAccumulator`, points, ≥ 0.
  private var accumulator: Double = 0
  // MDC `_lastContentOffset` (bounded) and its validity flag, in scrollOffset terms.
  private var lastBoundedOffset: Double = 0
  private var hasLastOffset = false
  // MDC `_deltaAccumulator`: travel in the current direction, points.
  private var directionDelta: Double = 0
  private var wantsToBeHidden = false
  private var didDecelerate = false
  private var isAnimating = false {
    // A timed run (spring, Bézier) ends with the animation; the next one starts afresh.
    didSet { if !isAnimating { motion = nil } }
  }
  // The running spring or Bézier shift (a timed run from its start), nil otherwise.
  private var motion: ShiftMotion?
  // Sandbox rule (settling): a finger or wheel gesture is open (a tracking did-scroll arrived and
  // its did-end-dragging has not), and a fling it started is still running (did-end-dragging with
  // willDecelerate, no did-end-decelerating yet). Unlike MDC's `didDecelerate`, which outlives the
  // fling, these close with the callbacks that end them.
  private var isGestureOpen = false
  private var isFlinging = false
  // The latest scroll-view state.
  private var offset: Double = 0
  private var contentHeight: Double = 0
  private var viewportHeight: Double = 0

  /// Creates an engine at rest (offset 0, header fully expanded and on screen).
  public init(configuration: HeaderConfiguration) throws {
    self.configuration = try configuration.validated()
    layout = HeaderLayout(
      height: 0, top: 0, statusBarShift: 0, shiftAccumulator: 0, phase: .shifting,
      phasePercentage: 0, shadowOpacity: 0, shiftedContentAlpha: 1, wantsToBeHidden: false,
      isShiftedOffscreen: false, isAnimating: false)
    commit()
  }

  // MARK: Derived geometry

  /// Minimum header height including the status bar, in points (MDC
  /// `minimumHeightWithTopSafeArea`).
  public var hMin: Double { configuration.minimumHeight + configuration.statusBarHeight }
  /// Maximum header height including the status bar, in points (MDC
  /// `maximumHeightWithTopSafeArea`); also the top inset injected into the scroll view.
  public var hMax: Double { configuration.maximumHeight + configuration.statusBarHeight }

  /// The largest shift, in points: Hmin minus the status-bar strip for `disabled`/`enabled`
  /// (when the status bar may overlap the header), Hmin otherwise, less `minimumHeaderViewHeight`.
  public var accMax: Double {
    let base = collapsesToStatusBar ? max(0, hMin - configuration.statusBarHeight) : hMin
    return max(0, base - configuration.minimumHeaderViewHeight)
  }

  /// The largest scroll offset of the current content, in points.
  public var maxScrollOffset: Double { max(0, contentHeight + hMax - viewportHeight) }

  // MDC `fhv_hidesStatusBarWhenShiftedOffscreen` (no paging scroll views in the sandbox).
  private var hidesStatusBar: Bool {
    configuration.shiftBehavior == .enabledWithStatusBar || configuration.shiftBehavior == .hideable
  }
  // MDC `fhv_canShiftOffscreen`.
  private var canShiftOffscreen: Bool { configuration.shiftBehavior != .disabled }
  private var collapsesToStatusBar: Bool {
    !hidesStatusBar && configuration.statusBarHintCanOverlapHeader
  }
  private var anchorLength: Double {
    configuration.headerContentImportance == .high
      ? FlexibleHeaderConstants.maxAnchorLengthQuickSwipe
      : FlexibleHeaderConstants.maxAnchorLengthFullSwipe
  }
  // Sandbox rule: content that fits in the viewport (so the header could never be shifted fully
  // off by scrolling) never shifts it at all.
  private var contentIsShort: Bool { contentHeight < viewportHeight }
  private var unclampedHeight: Double { hMax - offset }
  private var appliedHeight: Double {
    let h = unclampedHeight
    return configuration.canOverExtend ? max(hMin, h) : min(max(h, hMin), hMax)
  }
  // MDC `fhv_projectedHeaderBottomEdge`: > 0 overlaps the content, 0 attached to its top.
  private var projectedBottom: Double {
    -min(accMax, accumulator) + appliedHeight - unclampedHeight
  }
  private var isPartiallyShifted: Bool {
    projectedBottom > FlexibleHeaderConstants.detachedThreshold && accumulator > 0
      && accumulator < accMax
  }

  // MARK: Configuration

  /// Replaces the configuration, applying MDC's side effects: switching to `disabled` animates the
  /// header back on; toggling `statusBarHintCanOverlapHeader` restarts the animation toward the
  /// current wish; a header hidden at rest stays fully hidden under the new geometry. Outside a
  /// gesture, a header the change leaves partly shifted finishes its shift (sandbox rule).
  public mutating func setConfiguration(_ newValue: HeaderConfiguration) throws {
    let next = try newValue.validated()
    let old = configuration
    let oldAccMax = accMax
    let oldHMax = hMax
    configuration = next
    if old.shiftBehavior != .disabled && next.shiftBehavior == .disabled {
      wantsToBeHidden = false
      isAnimating = true
    }
    if old.statusBarHintCanOverlapHeader != next.statusBarHintCanOverlapHeader {
      isAnimating = true
    }
    if hMax != oldHMax {
      // The offset is relative to Hmax; a changed Hmax must not read as a scroll delta.
      hasLastOffset = false
      directionDelta = 0
    }
    if wantsToBeHidden && !isAnimating && oldAccMax > 0 && accumulator >= oldAccMax {
      accumulator = max(accumulator, accMax)
      accumulator = min(accumulator, accMax + anchorLength)
    }
    settleIfStranded()
    commit()
  }

  // MARK: Scroll-view callbacks

  /// The scroll view moved: `offset` and sizes in points, `isTracking` when a finger is down.
  public mutating func didScroll(
    offset: Double, contentHeight: Double, viewportHeight: Double, isTracking: Bool
  ) {
    guard offset.isFinite, contentHeight.isFinite, viewportHeight.isFinite, contentHeight >= 0,
      viewportHeight >= 0
    else {
      ignoredInputCount += 1
      return
    }
    self.offset = offset
    self.contentHeight = contentHeight
    self.viewportHeight = viewportHeight
    if isTracking {
      didDecelerate = false
      isAnimating = false
      isGestureOpen = true
      isFlinging = false
    }
    let h = unclampedHeight
    let bounded = min(offset, maxScrollOffset)
    if hasLastOffset && configuration.shiftBehavior != .hideable {
      applyDelta(bounded - lastBoundedOffset, height: h, isTracking: isTracking)
    }
    lastBoundedOffset = bounded
    hasLastOffset = true
    commit()
  }

  private mutating func applyDelta(_ delta: Double, height h: Double, isTracking: Bool) {
    var d = delta
    if (directionDelta > 0 && d < 0) || (directionDelta < 0 && d > 0) { directionDelta = 0 }
    directionDelta += d
    if isTracking {
      if directionDelta > FlexibleHeaderConstants.deltaYSlop {
        wantsToBeHidden = true
      } else if directionDelta < -FlexibleHeaderConstants.deltaYSlop {
        wantsToBeHidden = false
      }
    }
    let overExtendingBottom =
      contentHeight > viewportHeight && offset >= contentHeight + hMax - viewportHeight
    if overExtendingBottom || isAnimating { return }
    if !canShiftOffscreen || contentIsShort { d = min(0, d) }
    // Boundary trimming: only the part of the move past Hmin shifts, so collapse flows into shift.
    let previous = h + d
    if h < hMin && hMin < previous {
      d = hMin - h
    } else if previous < hMin && hMin < h {
      d = previous - hMin
    }
    let fixedBound = configuration.maximumHeight - configuration.minimumHeaderViewHeight
    let upper: Double
    if h < 0 {
      upper = configuration.minimumHeaderViewHeight != 0 ? fixedBound : accMax + anchorLength
    } else if h < hMin {
      upper = configuration.minimumHeaderViewHeight != 0 ? fixedBound : accMax
    } else {
      upper = 0
    }
    let bound = max(0, upper)
    if bound == 0 && accumulator > 0 && previous >= hMin {
      // Sandbox rule (deviation 12): a header shifted while its content's top was already in the
      // top region (H during a pull-down bounce, or at rest) slides back on with the shift
      // animation. MDC's bound of 0 would put it back in one frame: a pop of the whole shift.
      wantsToBeHidden = false
      isAnimating = true
      return
    }
    let before = accumulator
    accumulator = min(max(min(bound, accumulator) + d, 0), bound)
    // MDC #9022 fixed: dragging the header fully back on screen clears the wish to be hidden.
    if before > 0 && accumulator == 0 { wantsToBeHidden = false }
  }

  /// The finger lifts with `velocity` (points/s, ignored as in MDC); may rewrite `targetOffset`
  /// (points) so the scroll does not stop with the header partly shifted. Returns whether it did.
  public mutating func willEndDragging(velocity: Double, targetOffset: inout Double) -> Bool {
    guard velocity.isFinite, targetOffset.isFinite else {
      ignoredInputCount += 1
      return false
    }
    guard canShiftOffscreen && !contentIsShort else { return false }
    let landingHeight = hMax - targetOffset
    guard landingHeight > 0 && landingHeight < hMin else { return false }
    // Hidden: content top at the screen top. Visible: content top under the min-height header.
    targetOffset = wantsToBeHidden ? hMax : hMax - hMin
    return true
  }

  /// The drag ended; `willDecelerate` when a fling follows. Without a fling, a header left partly
  /// shifted (even attached to the content) finishes its shift (sandbox rule).
  public mutating func didEndDragging(willDecelerate: Bool) {
    if !canShiftOffscreen { wantsToBeHidden = false }
    if !willDecelerate && isPartiallyShifted { isAnimating = true }
    didDecelerate = willDecelerate
    isGestureOpen = false
    isFlinging = willDecelerate
    settleIfStranded()
    commit()
  }

  /// The fling came to rest; a partly shifted header hides if at least 75 % is off, else returns.
  /// One still left partly shifted (attached, or its animation cancelled) then finishes its shift
  /// toward its wish (sandbox rule).
  public mutating func didEndDecelerating() {
    isFlinging = false
    // Only a fling that came to rest counts; a grab during the fling cleared the flag.
    if didDecelerate && isPartiallyShifted {
      let hideFraction = 1 - FlexibleHeaderConstants.minimumVisibleProportion
      wantsToBeHidden = accumulator >= hideFraction * accMax
      isAnimating = true
    }
    settleIfStranded()
    commit()
  }

  /// Sandbox rule, not in MDC (docs/header-engine.md, deviation 10): a header at rest is either
  /// shown or hidden. Called where a gesture, a fling or a configuration change ends, after MDC's
  /// own rules ran: when no gesture or fling is open, nothing animates and the visible shift is
  /// strictly between 0 and accMax, the shift animation finishes toward the current wish (toward
  /// shown for `disabled`, which can never hide by scrolling).
  private mutating func settleIfStranded() {
    guard !isAnimating, !isGestureOpen, !isFlinging else { return }
    let limit = accMax
    let shift = min(limit, accumulator)
    guard shift > 0, shift < limit else { return }
    if !canShiftOffscreen { wantsToBeHidden = false }
    isAnimating = true
  }

  // MARK: Programmatic shifting and animation

  /// Shifts the header fully off screen, now or by the shift animation (any behaviour).
  public mutating func shiftOffScreen(animated: Bool) {
    wantsToBeHidden = true
    if animated {
      isAnimating = true
    } else {
      isAnimating = false
      accumulator = accMax
    }
    commit()
  }

  /// Shifts the header fully on screen, now or by the shift animation.
  public mutating func shiftOnScreen(animated: Bool) {
    wantsToBeHidden = false
    if animated {
      isAnimating = true
    } else {
      isAnimating = false
      accumulator = 0
    }
    commit()
  }

  /// Advances the shift animation by `dt` seconds (no-op when it is not running).
  public mutating func tick(dt: Double) {
    guard dt.isFinite, dt >= 0 else {
      ignoredInputCount += 1
      return
    }
    guard isAnimating else { return }
    let limit = accMax
    let destination = wantsToBeHidden ? limit : 0
    if isTimed {
      // A spring or a curve plays as the platform's animator would play it: unclamped inside
      // the run (an underdamped spring or an overshooting Bézier passes its end and comes back),
      // and over only when the run is.
      let step = timedStep(from: accumulator, to: destination, dt: dt)
      accumulator = step.shift
      if step.done { isAnimating = false }
      commit()
      return
    }
    var value = min(limit, accumulator)
    let rate = FlexibleHeaderConstants.attachmentCoefficient
    switch configuration.shiftAnimation {
    case .exact:
      // The closed form of MDC's approach: the same trajectory at any tick rate.
      let approach = try? ExponentialApproach(start: value, target: destination, rate: rate)
      value = approach?.x(dt) ?? destination
    case .mdc, .spring, .bezier:
      value += rate * (destination - value) * dt
    }
    value = min(max(value, 0), limit)
    if abs(destination - value) <= FlexibleHeaderConstants.shiftEpsilon {
      value = destination
      isAnimating = false
    }
    accumulator = value
    commit()
  }

  /// Whether the shift animation is a timed run (`spring` or `bezier`).
  private var isTimed: Bool {
    configuration.shiftAnimation == .spring || configuration.shiftAnimation == .bezier
  }

  /// One step of a spring or Bézier shift, unclamped. A run starts where the header is; it
  /// restarts from there, keeping its velocity, when the destination changed or something else
  /// moved the header.
  private mutating func timedStep(
    from value: Double, to destination: Double, dt: Double
  ) -> (shift: Double, done: Bool) {
    var run = motion ?? ShiftMotion(from: value, to: destination, velocity: 0)
    if run.to != destination || run.last != value {
      let velocity = run.sample(configuration).velocity
      run = ShiftMotion(from: value, to: destination, velocity: velocity)
    }
    run.elapsed += dt
    let step = run.sample(configuration)
    let shift = step.done ? destination : step.shift
    run.last = shift
    motion = run
    return (shift, step.done)
  }

  // MARK: Commit

  private mutating func commit() {
    let limit = accMax
    // A running spring or curve may pass either end (its overshoot shows); otherwise the shift
    // stays within [0, accMax].
    let shift = isAnimating && isTimed && motion != nil ? accumulator : min(limit, accumulator)
    // 0 − shift rather than −shift: a resting header reports +0, never "-0.0" in traces.
    let top = 0 - shift
    let height = appliedHeight
    let statusBar = configuration.statusBarHeight
    let bottom = projectedBottom

    let (phase, percentage) = ScrollPhase.classify(
      top: top, height: height, hMin: hMin, hMax: hMax
    ) {
      let span = collapsesToStatusBar ? hMin - statusBar : hMin
      return span > 0 ? -top / span : 0
    }

    let ramp = FlexibleHeaderConstants.shadowScaleLength
    let overlap = min(max(bottom, 0), ramp)
    let remaining = min(max(hMin - shift, 0), ramp)
    let intensity: Double
    if hidesStatusBar {
      intensity =
        configuration.inFrontOfInfiniteContent ? remaining / ramp : min(remaining, overlap) / ramp
    } else {
      intensity = configuration.inFrontOfInfiniteContent ? 1 : overlap / ramp
    }

    let fadeSpan = FlexibleHeaderConstants.contentHidingThreshold * limit
    let alpha = fadeSpan > 0 ? 1 - min(max(shift / fadeSpan, 0), 1) : 1
    let statusBarShift =
      hidesStatusBar && configuration.statusBarHintCanOverlapHeader
      ? min(max(shift, 0), statusBar) : 0

    layout = HeaderLayout(
      height: height, top: top, statusBarShift: statusBarShift,
      shiftAccumulator: accumulator, phase: phase, phasePercentage: percentage,
      shadowOpacity: configuration.visibleShadowOpacity * intensity,
      shiftedContentAlpha: alpha, wantsToBeHidden: wantsToBeHidden,
      isShiftedOffscreen: wantsToBeHidden
        || (bottom > FlexibleHeaderConstants.detachedThreshold && accumulator >= limit),
      isAnimating: isAnimating)
  }
}
