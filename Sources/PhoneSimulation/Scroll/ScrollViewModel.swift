import HeaderEngine
import MotionPhysics
import SandboxPrimitives

/// A vertical scroll view with UIKit semantics, driven by touches, a mouse drag, the wheel and the
/// keyboard, reporting to a `ScrollObserver` (the header engine) exactly the callbacks MDC's
/// FlexibleHeader expects.
///
/// `offset` follows the house convention: 0 when the content rests at its top, positive scrolled
/// into the content, negative when pulled past the top. Time is always an argument (seconds of
/// simulation time), never read from a clock.
///
/// Gestures:
/// - touch / mouse drag: touch slop, then 1:1 tracking; past an edge the model's overscroll law
///   (UIKit rubber band or Flutter friction; clamping models stop at the edge); on release the
///   velocity tracker's estimate goes through will-end-dragging (which may rewrite the resting
///   offset) and a fling of the selected deceleration model, with the edge spring.
/// - wheel and keyboard: discrete steps, immediate or animated (Chromium-like); a burst counts as
///   one gesture that ends `gestureEndDelay` after its last event. A precise (trackpad) burst then
///   ends like a drag, will-end-dragging included, as on iPadOS. A notched wheel or a key is a
///   desktop scroll: each step moves the content exactly its distance and nothing moves it
///   afterwards; its end reports a deceleration that ended, so MDC's after-deceleration rule
///   settles a partly shifted header by moving the header, not the content.
public struct ScrollViewModel: Sendable {
  /// Current offset in points.
  public private(set) var offset: Double = 0
  /// Current velocity in points per second (positive into the content). While a finger is down:
  /// the velocity tracker's current estimate, i.e. what a release now would fling with.
  public private(set) var velocity: Double = 0
  /// Height of the visible area in points.
  public private(set) var viewportHeight: Double
  /// The largest resting offset (content bottom at the viewport bottom), ≥ 0.
  public private(set) var maxOffset: Double
  /// The tunables.
  public private(set) var settings: ScrollSettings

  private var motion: Motion = .idle
  private var touch: TouchState?
  private var discrete: DiscreteGesture?
  /// Chromium's fling boosting: what the last fling may add to the next (`chromium` only).
  private var booster = ChromiumFlingBooster()

  /// What moves the content when no finger is down.
  enum Motion: Sendable {
    case idle
    /// A fling, a bounce back or a targeted deceleration; `afterDrag` marks motions that must end
    /// with did-end-decelerating.
    case simulation(any Simulation, start: Double, afterDrag: Bool, rest: Double?)
    /// A wheel, keyboard or programmatic animation.
    case animation(ScrollAnimation, afterDrag: Bool)
  }

  /// A finger (or the left mouse button) on the content.
  struct TouchState: Sendable {
    var pointer: PointerID
    var startY: Double
    var lastY: Double
    var isDragging: Bool
    var tracker: any VelocityTracker
    /// The content velocity a script's `touchUp` gave for this lift, replacing the tracker's.
    var givenRelease: Double?
    /// The drag's scroll updates as Chromium resamples them (`chromium` only).
    var resampling = ChromiumScrollResampling()
    /// Under `chromium`, where the drag's moves alone have put the content; each frame shows it
    /// moved by the resampler's prediction (nil before the drag's first scroll update).
    var movedOffset: Double?
  }

  /// A wheel or keyboard burst that the header sees as one drag.
  struct DiscreteGesture: Sendable {
    var lastEventTime: Double
    /// Whether the burst ends like a finger's drag (precise scrolling), with a will-end-dragging
    /// that may rewrite the content's target; the latest step decides.
    var endsLikeADrag: Bool
  }

  public init(viewportHeight: Double, maxOffset: Double, settings: ScrollSettings) {
    self.viewportHeight = max(1, viewportHeight)
    self.maxOffset = max(0, maxOffset)
    self.settings = settings
    self.settings.deceleration = settings.deceleration.inViewport(self.viewportHeight)
  }

  // MARK: - State

  /// Whether the header should treat the scroll view as tracking: a finger is down or a wheel or
  /// keyboard burst is still open.
  public var isTracking: Bool { touch != nil || discrete != nil }

  /// Whether anything is still moving or a gesture is still open.
  public var isSettled: Bool {
    if touch != nil || discrete != nil { return false }
    if case .idle = motion { return true }
    return false
  }

  // MARK: - Configuration

  /// Replaces the tunables; a running fling keeps its simulation.
  public mutating func update(settings: ScrollSettings) {
    self.settings = settings
    // A switch away from Chromium's input mid-drag: the moves move the content at once again.
    if !followsChromiumInput {
      touch?.movedOffset = nil
      touch?.resampling = ChromiumScrollResampling()
    }
    // Chromium's physics-based curve is bounded by three of this view's viewports.
    self.settings.deceleration = settings.deceleration.inViewport(viewportHeight)
  }

  /// Changes the viewport height and the scrollable range (content or header size changed). An
  /// offset left past the new end springs back (or is clamped for models without overscroll).
  public mutating func update<O: ScrollObserver>(
    viewportHeight: Double, maxOffset: Double, at time: Double, observer: inout O
  ) {
    let oldMaxOffset = self.maxOffset
    self.viewportHeight = max(1, viewportHeight.isFinite ? viewportHeight : 1)
    self.maxOffset = max(0, maxOffset.isFinite ? maxOffset : 0)
    settings.deceleration = settings.deceleration.inViewport(self.viewportHeight)
    if touch != nil {
      if !settings.deceleration.allowsOverscroll {
        // Models without overscroll never show content past an end, even mid-drag.
        if let moved = touch?.movedOffset {
          touch?.movedOffset = min(max(moved, 0), self.maxOffset)
        }
        setOffset(min(max(offset, 0), self.maxOffset), tracking: true, observer: &observer)
      }
      // A drag moves the offset by each move's delta, so the next move continues from what is
      // shown, under the new range and band: the touch itself needs no change.
      return
    }
    switch motion {
    case .idle:
      if offset > self.maxOffset || offset < 0 {
        settleOutOfRange(at: time, observer: &observer)
      }
    case .animation(let animation, let afterDrag):
      let clampedTarget = min(max(animation.to, 0), self.maxOffset)
      if clampedTarget != animation.to {
        motion = .animation(
          ScrollAnimation(
            from: offset, to: clampedTarget, startTime: time, initialVelocity: 0,
            kind: .programmatic), afterDrag: afterDrag)
      }
    case .simulation(_, _, let afterDrag, let rest):
      let outside = offset < 0 || offset > self.maxOffset
      if settings.deceleration.allowsOverscroll || !outside {
        // A model switch to one without overscroll must pull in content the old one stretched.
        guard self.maxOffset != oldMaxOffset else { break }
        if let rest, rest >= 0, rest <= self.maxOffset { break }
      }
      // The fling was bounded by the old range and would come to rest (or hold) outside the
      // new one.
      advance(to: time, observer: &observer)
      guard case .simulation(let running, let start, _, _) = motion else {
        if offset > self.maxOffset || offset < 0 { settleOutOfRange(at: time, observer: &observer) }
        break
      }
      // Keep the running fling and bound it by the new range: only the edge changes.
      if let bounded = running as? BoundedScrollSimulation,
        let kept = settings.deceleration.rebounded(
          bounded, at: max(0, time - start), minOffset: 0, maxOffset: self.maxOffset)
      {
        motion = .simulation(kept, start: start, afterDrag: afterDrag, rest: nil)
        break
      }
      // No fling left to keep (it was already at its old edge, or the range shrank past it):
      // continue from here with the same velocity inside the new range.
      if !settings.deceleration.allowsOverscroll {
        // Models without overscroll clamp at once, as the new range was never passed.
        setOffset(min(max(offset, 0), self.maxOffset), tracking: isTracking, observer: &observer)
      }
      if let simulation = try? settings.deceleration.scrollSimulation(
        position: offset, velocity: velocity, minOffset: 0, maxOffset: self.maxOffset),
        !simulation.isDone(0)
      {
        motion = .simulation(simulation, start: time, afterDrag: afterDrag, rest: nil)
      } else {
        motion = .idle
        velocity = 0
        setOffset(min(max(offset, 0), self.maxOffset), tracking: isTracking, observer: &observer)
        if afterDrag { observer.scrollViewDidEndDecelerating() }
      }
    }
  }

  // MARK: - Touch

  /// Whether touches go through Chromium's input pipeline, which `chromium` brings with its
  /// curve: the slop subtracted from the first scroll, moves resampled at frames
  /// (`ChromiumScrollResampling`), the fling boosted and counted from the last move.
  private var followsChromiumInput: Bool { settings.deceleration.name == .chromium }

  /// A finger went down at viewport y. Grabbing stops a fling or an animation on the spot.
  public mutating func touchDown<O: ScrollObserver>(
    pointer: PointerID, y: Double, at time: Double, observer: inout O
  ) {
    guard touch == nil, y.isFinite else { return }
    advance(to: time, observer: &observer)
    observer.scrollViewWillBeginScroll(drivenBy: .user)
    // Chromium cancels a fling under the finger but remembers it, so a quick second flick in the
    // same direction can add to it; the booster needs its speed at the cancel (0 when at rest).
    if case .simulation(_, _, true, _) = motion {
      booster.observeFling(velocity: velocity)
      booster.flingCancel(at: time)
    } else {
      booster.observeFling(velocity: 0)
    }
    motion = .idle
    velocity = 0
    discrete = nil
    var tracker = settings.makeVelocityTracker()
    tracker.addSample(time: time, position: y)
    touch = TouchState(
      pointer: pointer, startY: y, lastY: y, isDragging: false, tracker: tracker)
    // UIKit reports isTracking as soon as the finger is down; MDC uses it to stop its shift
    // animation and to forget that the previous drag ended in a fling.
    observer.scrollViewDidScroll(offset: offset, isTracking: true)
  }

  /// The finger moved to viewport y.
  public mutating func touchMove<O: ScrollObserver>(
    pointer: PointerID, y: Double, at time: Double, observer: inout O
  ) {
    guard var state = touch, state.pointer == pointer, y.isFinite else { return }
    state.tracker.addSample(time: time, position: y)
    defer { velocity = releaseVelocity(of: state, at: time) }
    if !state.isDragging {
      if !settings.gesture.exceedsTouchSlop(y - state.startY) {
        state.lastY = y
        touch = state
        return
      }
      // Past the slop the content starts following without a jump. Chromium keeps the part of
      // the move beyond the slop: its first scroll update is the travel from the touch-down
      // less the slop (`GestureProvider` `ComputeFirstScrollDelta` / `SubtractSlopRegion`).
      // The other models drop the whole move up to the sample that crossed the slop: Flutter's
      // `DragStartBehavior.start` (Scrollable's default, `monodrag.dart`), which also matches
      // UIKit's pan, whose translation starts where the gesture is recognised.
      state.isDragging = true
      if followsChromiumInput {
        let slop = settings.gesture.touchSlop
        state.lastY = state.startY + (y > state.startY ? slop : -slop)
      } else {
        state.lastY = y
      }
      booster.scrollBegin(at: time)
    }
    let previousY = state.lastY
    state.lastY = y
    if previousY != y { booster.scrollUpdate(delta: previousY - y, at: time) }
    if followsChromiumInput {
      // Chromium applies scroll updates at frames, resampled: the next frame shows this move
      // (`advance(to:)`). A move that goes nowhere makes no scroll update.
      if previousY != y {
        state.resampling.update(time: time, position: y)
        state.movedOffset = draggedOffset(from: state.movedOffset ?? offset, by: previousY - y)
      }
      touch = state
      return
    }
    touch = state
    // Fingers move content the other way: finger up scrolls into the content. Past an end the
    // model resists the way its platform does (rubber band, friction, or a hard stop).
    let newOffset = draggedOffset(from: offset, by: previousY - y)
    if newOffset != offset {
      offset = newOffset
      observer.scrollViewDidScroll(offset: offset, isTracking: true)
    }
  }

  /// Where a finger's move of `delta` points (content direction) takes the content from `start`:
  /// 1:1 inside the range, past an end the way the model's platform resists.
  private func draggedOffset(from start: Double, by delta: Double) -> Double {
    (try? settings.deceleration.draggedOffset(
      from: start, by: delta, minOffset: 0, maxOffset: maxOffset,
      viewportDimension: viewportHeight)) ?? min(max(start + delta, 0), maxOffset)
  }

  /// Under `chromium`, shows the drag at a frame at `time`: the content where the moves put it,
  /// moved by where the resampler samples the finger (`ChromiumScrollResampling`).
  private mutating func showResampledDrag<O: ScrollObserver>(
    atFrame time: Double, observer: inout O
  ) {
    guard followsChromiumInput, let state = touch, let moved = state.movedOffset else { return }
    let ahead = state.resampling.displacement(atFrame: time)
    setOffset(draggedOffset(from: moved, by: -ahead), tracking: true, observer: &observer)
  }

  /// The finger lifted: will-end-dragging with the tracked velocity, then a fling, a bounce back
  /// or a deceleration to the target the observer chose.
  public mutating func touchUp<O: ScrollObserver>(
    pointer: PointerID, y: Double, at time: Double, observer: inout O
  ) {
    guard let state = touch, state.pointer == pointer else { return }
    touch = nil
    var release = releaseVelocity(of: state, at: time)
    var model = settings.deceleration
    if followsChromiumInput, let moved = state.movedOffset {
      // The frame before the fling scrolled to the finger's resampled position, extrapolated
      // past its last move, and Chromium never takes that back (`ChromiumScrollResampling`).
      let shown = draggedOffset(from: moved, by: -state.resampling.overshoot)
      setOffset(shown, tracking: true, observer: &observer)
    }
    if followsChromiumInput, offset >= 0, offset <= maxOffset {
      if release != 0 {
        // Chromium boosts a fling the way the previous one went (`ChromiumFlingBooster`), and
        // widens the physics-based curve's bound by as much as the boost added.
        let boost = booster.flingStart(velocity: release, at: time)
        release = boost.velocity
        model = model.boosted(by: boost.boostMultiplier)
      } else {
        booster.scrollEnd()
      }
    }
    // Chromium's `FlingController` starts the curve at the drag's last scroll update, unless the
    // fling's first frame, which follows the lift, comes two frames (33.3 ms) or more after
    // that: then one frame before the lift.
    var flingStart = time
    if followsChromiumInput, state.isDragging, let last = state.resampling.newestTime {
      let frame = 1.0 / 60
      flingStart = time - last >= 2 * frame ? time - frame : last
    }
    endDrag(velocity: release, model: model, at: time, flingStart: flingStart, observer: &observer)
  }

  /// The velocity a release at `time` would fling with (points per second): the tracker's
  /// estimate, 0 below the minimum fling velocity or before the slop, clamped to the maximum.
  /// While a finger is down it is also the reported `velocity`, so the HUD and plots show it.
  private func releaseVelocity(of state: TouchState, at time: Double) -> Double {
    // Fingers move content the other way: finger up (negative dy/dt) scrolls into the content.
    guard state.isDragging else { return 0 }
    return settings.gesture.flingVelocity(state.givenRelease ?? -state.tracker.velocity(at: time))
  }

  /// The velocity (points per second, positive into the content) the finger down now lifts
  /// with, in place of its tracker's estimate (a script's `touchUp` `velocity`); nothing
  /// without a finger down.
  public mutating func giveReleaseVelocity(_ velocity: Double) {
    guard velocity.isFinite else { return }
    touch?.givenRelease = velocity
  }

  // MARK: - Wheel and keyboard

  /// A wheel step of `lines` (SDL sign: positive rolls toward the top of the content).
  public mutating func wheel<O: ScrollObserver>(
    lines: Double, precise: Bool, at time: Double, observer: inout O
  ) {
    guard touch == nil, lines.isFinite, lines != 0 else { return }
    advance(to: time, observer: &observer)
    // A wheel is the user's own scroll (Flutter's `pointerScroll` sets the user direction).
    observer.scrollViewWillBeginScroll(drivenBy: .user)
    let delta = -lines * settings.wheelPointsPerLine
    let animate = settings.wheelSmooth && !precise
    discreteStep(
      delta: delta, kind: .wheel(maxDuration: settings.wheelSmoothDuration), animated: animate,
      endsLikeADrag: precise, at: time, observer: &observer)
  }

  /// A keyboard scroll by `delta` points (arrows, Page Up/Down, Space), animated like a browser.
  public mutating func keyScroll<O: ScrollObserver>(
    by delta: Double, at time: Double, observer: inout O
  ) {
    guard touch == nil, delta.isFinite else { return }
    advance(to: time, observer: &observer)
    // A key runs an animated scroll (Flutter's `ScrollAction` → `animateTo`): the program's.
    observer.scrollViewWillBeginScroll(drivenBy: .program)
    discreteStep(
      delta: delta, kind: .keyboard, animated: true, endsLikeADrag: false, at: time,
      observer: &observer)
  }

  /// A keyboard or programmatic scroll to an absolute offset (Home, End, scroll to top).
  public mutating func scroll<O: ScrollObserver>(
    to target: Double, at time: Double, observer: inout O
  ) {
    guard touch == nil, target.isFinite else { return }
    advance(to: time, observer: &observer)
    observer.scrollViewWillBeginScroll(drivenBy: .program)
    discreteStep(
      delta: min(max(target, 0), maxOffset) - currentTarget(), kind: .programmatic, animated: true,
      endsLikeADrag: false, at: time, observer: &observer)
  }

  // MARK: - Programmatic scrolling

  /// A ballistic scroll from where the content is, with `velocity` (points per second, positive
  /// into the content): Android `ScrollView.fling`, Flutter `ScrollPosition.goBallistic`. It runs
  /// the selected deceleration model's simulation with its edge law, as a fling after a release
  /// does, without the drag's will-end-dragging; its end reports did-end-decelerating (Android's
  /// non-touch nested scroll stops there too). Ignored while a finger is down.
  public mutating func fling<O: ScrollObserver>(
    velocity flingVelocity: Double, at time: Double, observer: inout O
  ) {
    guard touch == nil, flingVelocity.isFinite else { return }
    advance(to: time, observer: &observer)
    discrete = nil
    // Code started it (Flutter `goBallistic` from a controller): no floating bar floats in.
    observer.scrollViewWillBeginScroll(drivenBy: .program)
    let simulation = try? settings.deceleration.scrollSimulation(
      position: offset, velocity: flingVelocity, minOffset: 0, maxOffset: maxOffset)
    guard let simulation, !simulation.isDone(0) else { return }
    motion = .simulation(simulation, start: time, afterDrag: true, rest: nil)
    advance(to: time, observer: &observer)
  }

  /// Code moves the content to `target` (clamped to the range), at once or on `animation`, from
  /// rest: UIKit `setContentOffset(_:animated:)`, Android `smoothScrollTo`/`scrollTo`, Flutter
  /// `animateTo`/`jumpTo`. The observer hears the moves as not tracking and no end of a
  /// deceleration (UIKit reports the end of a scrolling animation, which the header does not
  /// observe). A running fling or animation is replaced. Ignored while a finger is down.
  public mutating func scroll<O: ScrollObserver>(
    to target: Double, animation kind: ScrollAnimation.Kind?, at time: Double, observer: inout O
  ) {
    guard touch == nil, target.isFinite else { return }
    advance(to: time, observer: &observer)
    discrete = nil
    // Flutter's `animateTo`/`jumpTo` leave `userScrollDirection` idle: no float-in.
    observer.scrollViewWillBeginScroll(drivenBy: .program)
    let clamped = min(max(target, 0), maxOffset)
    guard let kind else {
      motion = .idle
      velocity = 0
      setOffset(clamped, tracking: false, observer: &observer)
      return
    }
    motion = .animation(
      ScrollAnimation(from: offset, to: clamped, startTime: time, initialVelocity: 0, kind: kind),
      afterDrag: false)
    advance(to: time, observer: &observer)
  }

  /// Where the current wheel/keyboard animation is heading, or the current offset.
  private func currentTarget() -> Double {
    if case .animation(let animation, _) = motion { return animation.to }
    return offset
  }

  private mutating func discreteStep<O: ScrollObserver>(
    delta: Double, kind: ScrollAnimation.Kind, animated: Bool, endsLikeADrag: Bool,
    at time: Double, observer: inout O
  ) {
    if discrete == nil, case .simulation = motion {
      // A wheel step during a fling takes over from it, as in browsers.
      motion = .idle
    }
    discrete = DiscreteGesture(lastEventTime: time, endsLikeADrag: endsLikeADrag)
    let target = min(max(currentTarget() + delta, 0), maxOffset)
    if animated {
      let currentVelocity = velocity
      motion = .animation(
        ScrollAnimation(
          from: offset, to: target, startTime: time,
          initialVelocity: (target - offset) >= 0 ? currentVelocity : -currentVelocity, kind: kind),
        afterDrag: false)
      advance(to: time, observer: &observer)
    } else {
      motion = .idle
      velocity = 0
      if target != offset {
        offset = target
        observer.scrollViewDidScroll(offset: offset, isTracking: true)
      }
    }
  }

  // MARK: - Time

  /// Advances the running motion to `time`, emitting did-scroll for every change and the
  /// end-of-gesture callbacks when a wheel/keyboard burst has been quiet long enough.
  public mutating func advance<O: ScrollObserver>(to time: Double, observer: inout O) {
    showResampledDrag(atFrame: time, observer: &observer)
    switch motion {
    case .idle:
      break
    case .simulation(let simulation, let start, let afterDrag, let rest):
      let t = max(0, time - start)
      let x = simulation.x(t)
      // A fling started under a model with overscroll, continued after a switch to one without
      // (or a range that shrank under it), stops at the edge as clamping models do.
      let stopsAtEdge = !settings.deceleration.allowsOverscroll && (x < 0 || x > maxOffset)
      if simulation.isDone(t) || stopsAtEdge {
        let finalOffset =
          stopsAtEdge ? min(max(x, 0), maxOffset) : rest ?? clampIfSettled(x)
        motion = .idle
        velocity = 0
        setOffset(finalOffset, tracking: isTracking, observer: &observer)
        if afterDrag { observer.scrollViewDidEndDecelerating() }
      } else {
        velocity = simulation.dx(t)
        setOffset(x, tracking: isTracking, observer: &observer)
      }
    case .animation(let animation, let afterDrag):
      if animation.isDone(at: time) {
        motion = .idle
        velocity = 0
        setOffset(animation.to, tracking: isTracking, observer: &observer)
        if afterDrag { observer.scrollViewDidEndDecelerating() }
      } else {
        velocity = animation.velocity(at: time)
        // Targets are always in range; an eased curve may still swing slightly past the end,
        // which a browser clamps to the scroll range (and so do we).
        let position = min(max(animation.position(at: time), 0), maxOffset)
        setOffset(position, tracking: isTracking, observer: &observer)
      }
    }
    if let gesture = discrete, time - gesture.lastEventTime >= settings.wheelGestureEndDelay {
      discrete = nil
      if gesture.endsLikeADrag {
        endDiscreteGesture(at: time, observer: &observer)
      } else {
        endDesktopScroll(observer: &observer)
      }
    }
  }

  /// The header model moved the content by `shift` points (a bar that snaps carries the content
  /// under it): the offset moves by that much unless a fling or an animation owns it, and the
  /// observer hears the move as not tracking. The drag, if any, continues from the new offset.
  public mutating func displace<O: ScrollObserver>(by shift: Double, observer: inout O) {
    guard shift.isFinite, shift != 0, case .idle = motion else { return }
    if let moved = touch?.movedOffset { touch?.movedOffset = moved + shift }
    setOffset(offset + shift, tracking: isTracking, observer: &observer)
  }

  /// Cancels every motion and gesture and puts the content at `offset` (reset).
  public mutating func reset<O: ScrollObserver>(offset newOffset: Double, observer: inout O) {
    motion = .idle
    touch = nil
    discrete = nil
    velocity = 0
    setOffset(min(max(newOffset, 0), maxOffset), tracking: false, observer: &observer)
  }

  // MARK: - Ending gestures

  /// Ends a drag at `time`; a fling of `model` itself counts its time from `flingStart` (at or
  /// before `time`; Chromium's starts at the last move).
  private mutating func endDrag<O: ScrollObserver>(
    velocity releaseVelocity: Double, model: DecelerationModel, at time: Double,
    flingStart: Double, observer: inout O
  ) {
    let projected: Double
    if offset < 0 || offset > maxOffset {
      projected = min(max(offset, 0), maxOffset)
    } else {
      projected = min(
        max(offset + model.projectedDistance(velocity: releaseVelocity), 0), maxOffset)
    }
    var target = projected
    let rewritten = observer.scrollViewWillEndDragging(
      velocity: releaseVelocity, targetOffset: &target)
    target = target.isFinite ? min(max(target, 0), maxOffset) : projected
    var simulation: (any Simulation)?
    var rest: Double?
    var start = time
    if rewritten && abs(target - offset) > 0.001 {
      simulation = targetedSimulation(to: target)
      rest = target
    } else if releaseVelocity != 0 || offset < 0 || offset > maxOffset {
      simulation = try? model.scrollSimulation(
        position: offset, velocity: releaseVelocity, minOffset: 0, maxOffset: maxOffset)
      start = min(flingStart, time)
    }
    if let simulation, !simulation.isDone(0) {
      motion = .simulation(simulation, start: start, afterDrag: true, rest: rest)
      observer.scrollViewDidEndDragging(willDecelerate: true)
    } else {
      motion = .idle
      velocity = 0
      // Released within the spring's rest tolerance of an edge (a bounce grabbed at its very
      // end): land on the edge rather than rest a hair outside the range.
      setOffset(min(max(offset, 0), maxOffset), tracking: false, observer: &observer)
      observer.scrollViewDidEndDragging(willDecelerate: false)
    }
  }

  private mutating func endDiscreteGesture<O: ScrollObserver>(at time: Double, observer: inout O) {
    var target = currentTarget()
    let rewritten = observer.scrollViewWillEndDragging(velocity: 0, targetOffset: &target)
    target = target.isFinite ? min(max(target, 0), maxOffset) : currentTarget()
    if rewritten, abs(target - offset) > 0.001 {
      motion = .animation(
        ScrollAnimation(
          from: offset, to: target, startTime: time,
          initialVelocity: (target - offset) >= 0 ? velocity : -velocity, kind: .programmatic),
        afterDrag: true)
      observer.scrollViewDidEndDragging(willDecelerate: true)
    } else if case .animation(let animation, _) = motion {
      motion = .animation(animation, afterDrag: true)
      observer.scrollViewDidEndDragging(willDecelerate: true)
    } else {
      observer.scrollViewDidEndDragging(willDecelerate: false)
    }
  }

  /// The end of a notched-wheel or keyboard burst: no will-end-dragging, so nothing rewrites where
  /// the content goes. A running step animation finishes and then reports the end of a
  /// deceleration; with nothing running, the end is reported at once.
  private mutating func endDesktopScroll<O: ScrollObserver>(observer: inout O) {
    observer.scrollViewDidEndDragging(willDecelerate: true)
    switch motion {
    case .animation(let animation, _):
      motion = .animation(animation, afterDrag: true)
    case .simulation(let simulation, let start, _, let rest):
      motion = .simulation(simulation, start: start, afterDrag: true, rest: rest)
    case .idle:
      observer.scrollViewDidEndDecelerating()
    }
  }

  /// A deceleration of the selected model that comes to rest exactly at `target`, the way UIKit
  /// honours a rewritten `targetContentOffset`: the release velocity is replaced by the one whose
  /// projected distance is the distance to the target.
  private func targetedSimulation(to target: Double) -> (any Simulation)? {
    let model = settings.deceleration
    let distance = target - offset
    let sign: Double = distance >= 0 ? 1 : -1
    var low = 0.0
    var high = 1.0
    // Grow the bracket until its projection passes the distance (distance is monotonic in |v|).
    while model.projectedDistance(velocity: sign * high) * sign < abs(distance) && high < 1e7 {
      high *= 2
    }
    for _ in 0..<60 {
      let mid = (low + high) / 2
      if model.projectedDistance(velocity: sign * mid) * sign < abs(distance) {
        low = mid
      } else {
        high = mid
      }
    }
    let v = sign * (low + high) / 2
    return try? model.scrollSimulation(
      position: offset, velocity: v, minOffset: min(0, offset), maxOffset: max(maxOffset, offset))
  }

  private mutating func settleOutOfRange<O: ScrollObserver>(at time: Double, observer: inout O) {
    if settings.deceleration.allowsOverscroll,
      let simulation = try? settings.deceleration.scrollSimulation(
        position: offset, velocity: 0, minOffset: 0, maxOffset: maxOffset),
      !simulation.isDone(0)
    {
      motion = .simulation(simulation, start: time, afterDrag: false, rest: nil)
    } else {
      setOffset(min(max(offset, 0), maxOffset), tracking: false, observer: &observer)
    }
  }

  private func clampIfSettled(_ value: Double) -> Double {
    // Simulations end within their distance tolerance of an edge; land exactly on it.
    if value < 0 && value > -0.5 { return 0 }
    if value > maxOffset && value < maxOffset + 0.5 { return maxOffset }
    return value
  }

  private mutating func setOffset<O: ScrollObserver>(
    _ value: Double, tracking: Bool, observer: inout O
  ) {
    guard value.isFinite, value != offset else { return }
    offset = value
    observer.scrollViewDidScroll(offset: offset, isTracking: tracking)
  }
}
