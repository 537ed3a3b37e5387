import HeaderEngine
import MotionPhysics
import PhoneDrawing
import SandboxFormats
import SandboxPrimitives

/// The whole sandbox as one value: scroll view, header model, fixed-step clock and view options,
/// fed with timestamped input and advanced in fixed ticks.
///
/// The window, `trace`, `render` and the tests all run this same type; only where frame times
/// come from differs (wall clock vs. the script's fps). No clock, no SDL, no files.
public struct Sandbox: Sendable {
  /// The resolved tunables in use.
  public private(set) var settings: SandboxSettings
  /// The header model `header.model` names (MDC's `HeaderEngine` by default).
  public private(set) var engine: AnyHeaderModel
  public private(set) var scroll: ScrollViewModel
  public private(set) var clock: FixedStepClock
  /// View options (HUD, help, touch indicators, slow motion…).
  public var view: ViewOptions
  /// The header image the renderer registered for `content.headerImage` (the app loads the
  /// file and sets this), nil for none.
  public var headerImage: ImageHandle?
  /// The phone viewport in points.
  public private(set) var viewport: Size
  /// Physical pixels per point of the simulated phone (not of the monitor or the render): the
  /// Flutter models' rest thresholds depend on it, so a trace depends on the device alone.
  public let pixelRatio: Double
  /// The simulated device: its status-bar style, cutout, corners and home indicator are drawn;
  /// its status-bar height reaches the engine only through the settings (the device layer).
  public let device: DeviceProfile
  /// Problems with inputs that were ignored (e.g. a `set` with a bad value), newest last; only the
  /// latest `maximumWarnings` are kept so a long session cannot grow it without bound.
  public private(set) var warnings: [String] = []
  /// When the scroll indicator shows (recorded tick by tick).
  public private(set) var indicatorFade = ScrollIndicatorFade()
  /// When the iOS large title last crossed the bar (recorded tick by tick): the inline title's
  /// timed fade.
  public private(set) var inlineTitleCrossing = InlineTitleCrossing(largeTitleUnder: false)
  /// The geometry (the header's height, top, status-bar shift and minimum height, the
  /// viewport's size) the crossing was last looked for at: the large title's place depends on
  /// nothing else between settings changes, so a tick whose header did not move need not look
  /// again.
  private var crossingGeometry: SIMD8<Double>?
  /// Position of every pointer that is down, for touch indicators.
  public private(set) var pointers: [PointerID: Point] = [:]
  /// A finger that went down on the status bar: lifted there without a drag, it is a
  /// status-bar tap (`scrollToTop`).
  private var statusBarTouch: (pointer: PointerID, y: Double)?

  private var queue: [QueuedInput] = []
  private var queueSequence = 0
  /// The bridge the ticks drive, kept between them holding the stand-in model (see `runTicks`).
  private var tickBridge: HeaderScrollBridge?

  /// An input waiting for the tick it belongs to.
  struct QueuedInput: Sendable {
    var time: Double
    var sequence: Int
    var input: Input
  }

  /// Raw input or a command.
  enum Input: Sendable {
    case event(InputEvent)
    case command(SandboxCommand)
  }

  /// How many warnings are kept (the oldest are dropped first).
  public static let maximumWarnings = 100

  /// A sandbox at rest at time 0, simulating `device` with `pixelRatio` physical pixels per point.
  public init(
    settings: SandboxSettings, viewport: Size, pixelRatio: Double = Viewport.defaultPixelRatio,
    device: DeviceProfile = DeviceCatalog.standard
  ) throws {
    self.settings = settings
    self.viewport = viewport
    self.pixelRatio = pixelRatio
    self.device = device
    engine = try AnyHeaderModel(configuration: settings.header, options: settings.headerModel)
    clock = FixedStepClock()
    view = ViewOptions()
    scroll = ScrollViewModel(
      viewportHeight: viewport.height, maxOffset: 0,
      settings: settings.scroll.onScreen(devicePixelRatio: pixelRatio))
    var bridge = makeBridge()
    scroll.update(
      viewportHeight: viewport.height, maxOffset: maxOffset, at: 0, observer: &bridge)
    bridge.scrollViewDidScroll(offset: scroll.offset, isTracking: false)
    engine = bridge.engine
    inlineTitleCrossing = InlineTitleCrossing(
      largeTitleUnder: UIKitLargeTitleMotion.largeTitleIsUnderBar(in: headerState()))
    crossingGeometry = nil
  }

  // MARK: - Geometry

  /// Height of the content below the header's inset, in points.
  public var contentHeight: Double { settings.content.contentHeight }

  /// The largest resting scroll offset.
  public var maxOffset: Double { max(0, contentHeight + engine.hMax - viewport.height) }

  /// Simulation time in seconds.
  public var time: Double { clock.time }

  /// Number of inputs waiting for their tick (after coalescing).
  public var queuedInputCount: Int { queue.count }

  /// Whether input has stopped and every motion and animation has settled.
  public var isSettled: Bool {
    scroll.isSettled && !engine.layout.isAnimating && queue.isEmpty
      && indicatorFade.isHidden(at: clock.time, style: indicatorStyle)
      && inlineTitleCrossing.isSettled(at: clock.time)
  }

  // MARK: - Input

  /// Queues `event` for the tick that contains `time` (never earlier than now). Only simulation
  /// input belongs here: view shortcuts (`ViewShortcut`) act at once and are applied by whoever
  /// feeds the sandbox (`Stage`, `ScriptFeed`).
  public mutating func submit(_ event: InputEvent, at time: Double) {
    enqueue(.event(event), at: time)
  }

  /// Queues a command for the tick that contains `time`.
  public mutating func submit(_ command: SandboxCommand, at time: Double) {
    enqueue(.command(command), at: time)
  }

  private mutating func enqueue(_ input: Input, at time: Double) {
    let t = time.isFinite ? max(time, clock.time) : clock.time
    if let last = queue.last, last.time == t, let merged = Sandbox.coalesce(last.input, input) {
      // A flood (a spun free-wheeling mouse wheel, a 1000 Hz digitiser during a stall) must not
      // cost one scroll step per event: same-time events merge into the one they extend.
      queue[queue.count - 1].input = merged
      return
    }
    queueSequence += 1
    let item = QueuedInput(time: t, sequence: queueSequence, input: input)
    // Inputs almost always arrive in time order; insert from the back to keep the queue sorted.
    var index = queue.count
    while index > 0 && queue[index - 1].time > t { index -= 1 }
    queue.insert(item, at: index)
  }

  /// The single input equivalent to `earlier` immediately followed by `later` at the same time, or
  /// nil when they must stay separate: wheel steps of the same kind add their deltas (the wheel
  /// position is the latest); moves of the same pointer keep only the latest position.
  static func coalesce(_ earlier: Input, _ later: Input) -> Input? {
    guard case .event(let a) = earlier, case .event(let b) = later else { return nil }
    switch (a, b) {
    case (
      .wheel(let dx1, let dy1, let precise1, _, _),
      .wheel(let dx2, let dy2, let precise2, let x, let y)
    )
    where precise1 == precise2:
      let dx = dx1 + dx2
      let dy = dy1 + dy2
      guard dx.isFinite, dy.isFinite else { return nil }
      return .event(.wheel(dx: dx, dy: dy, precise: precise2, x: x, y: y))
    case (.pointerMove(let p1, _, _), .pointerMove(let p2, _, _)) where p1 == p2:
      return later
    default:
      return nil
    }
  }

  /// Forgets the collected warnings.
  public mutating func clearWarnings() { warnings.removeAll() }

  // MARK: - Time

  /// Window frame: credits `realSeconds` of wall time (scaled, clamped, paused) and runs the
  /// resulting ticks. Returns the number of ticks run.
  @discardableResult
  public mutating func advanceFrame(realSeconds: Double) -> Int {
    clock.timeScale = view.timeScale
    clock.isPaused = view.isPaused
    let ticks = clock.advance(realSeconds: realSeconds)
    runTicks(ticks)
    return ticks
  }

  /// The simulation seconds `advanceFrame(realSeconds:)` would credit now, under the current
  /// view's pause and time scale: where a frame of that length ends, for placing its inputs.
  public func simulatedSeconds(forRealSeconds realSeconds: Double) -> Double {
    var clock = clock
    clock.timeScale = view.timeScale
    clock.isPaused = view.isPaused
    return clock.simulatedSeconds(forRealSeconds: realSeconds)
  }

  /// The time by which a frame of `realSeconds` takes its inputs: its end, or the last tick it
  /// runs when that is later (the clock keeps the part of a tick a frame leaves).
  public func inputsDue(forRealSeconds realSeconds: Double) -> Double {
    let seconds = simulatedSeconds(forRealSeconds: realSeconds)
    return max(time + seconds, clock.time(afterCrediting: seconds))
  }

  /// Runs exactly one 1/60 s frame of ticks whatever the pause and time scale (`.` while
  /// paused).
  public mutating func step() {
    runTicks(clock.step())
  }

  /// Headless: runs exactly one simulation tick (1/240 s), so a caller can inspect the state after
  /// every tick (the soak's invariant checks).
  public mutating func advanceOneTick() {
    runTicks(clock.advance(simulationSeconds: clock.tickDuration))
  }

  /// Headless: advances simulation time by exactly `seconds` in whole ticks.
  @discardableResult
  public mutating func advance(simulationSeconds seconds: Double) -> Int {
    let ticks = clock.advance(simulationSeconds: seconds)
    runTicks(ticks)
    return ticks
  }

  /// Headless: runs ticks until the simulation clock reaches `time` (to the tick:
  /// `FixedStepClock.advance(toFrameTime:)`).
  public mutating func advance(toTime time: Double) {
    runTicks(clock.advance(toFrameTime: time))
  }

  private mutating func runTicks(_ count: Int) {
    guard count > 0 else {
      // A frame that runs no tick still takes the inputs due at the phone's own time: a
      // script's `set` at t = 0 is the first frame's state (a render showed the 100-row list
      // for one frame before `content.rowCount 4`, and `measure` read a 264 pt jump there).
      // After any tick nothing due by then is left, and live inputs are placed past the
      // phone's time (`StageRecording.placed`), so a paused window still holds them.
      applyQueued(upTo: clock.time + 1e-9)
      return
    }
    let dt = clock.tickDuration
    let end = clock.time
    var tickTime = end - Double(count) * dt
    var tickIndex = clock.tickCount - count
    // Each tick swaps the real model into the bridge and back out, leaving the stand-in in
    // `engine` while it runs: the model's existential box is changed in place instead of copied
    // (nothing below reads `engine` until it is handed back), and a swap moves both boxes without
    // touching their reference counts. Copying the one shared stand-in in and out on every tick
    // made the parallel fits' threads contend for its count (about 5 % of the slow suite's CPU,
    // measured on 2026-12-07).
    var bridge =
      tickBridge.take()
      ?? HeaderScrollBridge(engine: Sandbox.standInModel, contentHeight: 0, viewportHeight: 0)
    for _ in 0..<count {
      tickTime += dt
      tickIndex += 1
      // A display-link animation started by this tick's input or scroll waits for the next
      // refresh, as MDC's first CADisplayLink callback does.
      let wasAnimating = engine.layout.isAnimating
      applyQueued(upTo: tickTime + 1e-9)
      bridge.contentHeight = contentHeight
      bridge.viewportHeight = viewport.height
      swap(&engine, &bridge.engine)
      let before = scroll.offset
      scroll.advance(to: tickTime, observer: &bridge)
      indicatorFade.record(moved: scroll.offset != before, at: tickTime, style: indicatorStyle)
      tickShiftAnimation(&bridge.engine, tickIndex: tickIndex, wasAnimating: wasAnimating)
      // A model whose bar carries the content (a snap, a consumed delta) moves the scroll view.
      let shift = bridge.engine.takeContentShift()
      if shift != 0 {
        scroll.displace(by: shift, observer: &bridge)
        // A fling or an animation that owns the offset refuses the move: the model hears where
        // the content really is.
        bridge.scrollViewDidScroll(offset: scroll.offset, isTracking: scroll.isTracking)
      }
      swap(&engine, &bridge.engine)
      // Only the iOS bar's large title crosses; building the scene's header state on every
      // tick for other bars made a headless trace 1.8 times as slow. Recording "not under" when
      // the title is not under changes nothing, so skipping it is exact.
      if drawsUIKitLargeTitle || inlineTitleCrossing.largeTitleUnder {
        let layout = engine.layout
        let geometry = SIMD8(
          layout.height, layout.top, layout.statusBarShift, engine.hMin, viewport.width,
          viewport.height, 0, 0)
        if geometry != crossingGeometry {
          crossingGeometry = geometry
          inlineTitleCrossing.record(
            largeTitleUnder: UIKitLargeTitleMotion.largeTitleIsUnderBar(in: headerState()),
            at: tickTime)
        }
      }
    }
    tickBridge = consume bridge
  }

  /// What `engine` holds while a tick's bridge has the real model: any model will do, it is
  /// never read.
  private static let standInModel: AnyHeaderModel = {
    do {
      return try AnyHeaderModel(configuration: .mdcDefault, options: HeaderModelOptions())
    } catch {
      preconditionFailure("MDC's default configuration is valid: \(error)")
    }
  }()

  /// Advances the header's shift animation over one tick: `exact`, `spring` and `bezier` advance
  /// every tick (the last two in closed form from their start); `mdc`
  /// (MDC's engine only) takes one Euler step of a display frame at each refresh of `header.mdcFrameRate`.
  private func tickShiftAnimation(
    _ engine: inout AnyHeaderModel, tickIndex: Int, wasAnimating: Bool
  ) {
    let dt = clock.tickDuration
    // `header.shiftAnimation` is MDC's: a platform model runs its own animations every tick.
    guard engine.name == .mdc else {
      engine.tick(dt: dt)
      return
    }
    let configuration = engine.configuration
    switch configuration.shiftAnimation {
    case .exact, .spring, .bezier:
      engine.tick(dt: dt)
    case .mdc:
      let link = DisplayLink(rate: configuration.mdcFrameRate)
      guard wasAnimating, link.refreshes(inTick: tickIndex, tickDuration: dt) else { return }
      engine.tick(dt: link.frameDuration)
    }
  }

  private mutating func applyQueued(upTo time: Double) {
    var index = 0
    while index < queue.count && queue[index].time <= time { index += 1 }
    guard index > 0 else { return }
    let due = queue[0..<index]
    queue.removeFirst(index)
    for item in due { apply(item.input, at: item.time) }
  }

  private mutating func apply(_ input: Input, at time: Double) {
    switch input {
    case .event(let event): apply(event, at: time)
    case .command(let command): apply(command, at: time)
    }
  }

  private mutating func apply(_ event: InputEvent, at time: Double) {
    var bridge = makeBridge()
    defer { engine = bridge.engine }
    switch event {
    case .pointerDown(let id, let x, let y):
      pointers[id] = Point(x: x, y: y)
      statusBarTouch = tapsTheStatusBar(y: y) ? (id, y) : nil
      scroll.touchDown(pointer: id, y: y, at: time, observer: &bridge)
    case .pointerMove(let id, let x, let y):
      guard pointers[id] != nil else { return }
      pointers[id] = Point(x: x, y: y)
      scroll.touchMove(pointer: id, y: y, at: time, observer: &bridge)
    case .pointerUp(let id, _, let y):
      guard pointers.removeValue(forKey: id) != nil else { return }
      scroll.touchUp(pointer: id, y: y, at: time, observer: &bridge)
      if let tap = statusBarTouch, tap.pointer == id {
        statusBarTouch = nil
        if abs(y - tap.y) < scroll.settings.gesture.touchSlop {
          engine = bridge.engine
          scrollToTop(at: time)
          bridge = makeBridge()
        }
      }
    case .wheel(_, let dy, let precise, _, _):
      scroll.wheel(lines: dy, precise: precise, at: time, observer: &bridge)
    case .keyDown(let key, let modifiers):
      engine = bridge.engine
      applySimulationKey(key, modifiers, at: time)
      bridge = makeBridge()
    case .resize(let width, let height):
      resize(to: Size(width: width, height: height), at: time, bridge: &bridge)
    case .hover, .text, .minimized, .quit:
      break
    }
  }

  private mutating func apply(_ command: SandboxCommand, at time: Double) {
    switch command {
    case .shiftOffScreen(let animated):
      engine.shiftOffScreen(animated: animated)
    case .shiftOnScreen(let animated):
      engine.shiftOnScreen(animated: animated)
    case .fling(let velocity):
      var bridge = makeBridge()
      scroll.fling(velocity: velocity, at: time, observer: &bridge)
      engine = bridge.engine
    case .releaseVelocity(let velocity):
      scroll.giveReleaseVelocity(velocity)
    case .scrollTo(let offset, let animated, let duration, let curve):
      let platform = ProgrammaticScroll.Platform(scroll.settings.deceleration.name)
      let kind =
        animated
        ? ProgrammaticScroll.scrollTo(on: platform, duration: duration, curve: curve) : nil
      var bridge = makeBridge()
      scroll.scroll(to: offset, animation: kind, at: time, observer: &bridge)
      engine = bridge.engine
    case .scrollToTop:
      scrollToTop(at: time)
    case .set(let key, let value):
      setValue(key, value, at: time)
    }
  }

  /// Whether a finger down at `y` lands on a status bar that scrolls to the top when tapped:
  /// iOS's (the UIKit models, and Flutter's iOS-flavoured bouncing physics, as Flutter's
  /// `Scaffold` handles the tap on iOS only). Android has no such gesture.
  private func tapsTheStatusBar(y: Double) -> Bool {
    let name = scroll.settings.deceleration.name
    guard name == .uikit || name == .uikitFast || name == .flutterBouncing else { return false }
    return y >= 0 && y < settings.header.statusBarHeight
  }

  /// The iOS status-bar tap (a `scrollToTop` command, or a tap on the status bar): the content
  /// animates to its top with the platform's status-bar animation.
  private mutating func scrollToTop(at time: Double) {
    let platform = ProgrammaticScroll.Platform(scroll.settings.deceleration.name)
    var bridge = makeBridge()
    scroll.scroll(
      to: 0, animation: ProgrammaticScroll.scrollToTop(on: platform), at: time, observer: &bridge)
    engine = bridge.engine
  }

  /// Replaces every tunable at once (preset switch, config reload, panel edit): the engine keeps
  /// its state under the new configuration and the scroll range follows the new geometry.
  public mutating func apply(settings next: SandboxSettings, at time: Double? = nil) throws {
    try engine.setConfiguration(next.header, options: next.headerModel)
    settings = next
    // Another skin, title style or height may place the large title elsewhere at the same
    // header geometry: the next tick looks again.
    crossingGeometry = nil
    scroll.update(settings: next.scroll.onScreen(devicePixelRatio: pixelRatio))
    var bridge = makeBridge()
    scroll.update(
      viewportHeight: viewport.height, maxOffset: maxOffset, at: time ?? clock.time,
      observer: &bridge)
    // Re-sync the engine with the (possibly new) content size without a scroll delta.
    bridge.scrollViewDidScroll(offset: scroll.offset, isTracking: scroll.isTracking)
    engine = bridge.engine
  }

  private mutating func resize(to size: Size, at time: Double, bridge: inout HeaderScrollBridge) {
    guard size.width.isFinite, size.height.isFinite else { return }
    viewport = Size(width: max(1, size.width), height: max(1, size.height))
    bridge.viewportHeight = viewport.height
    scroll.update(
      viewportHeight: viewport.height, maxOffset: maxOffset, at: time, observer: &bridge)
    bridge.scrollViewDidScroll(offset: scroll.offset, isTracking: scroll.isTracking)
  }

  private func makeBridge() -> HeaderScrollBridge {
    HeaderScrollBridge(
      engine: engine, contentHeight: contentHeight, viewportHeight: viewport.height)
  }

  // MARK: - Keys

  /// Keys that change the simulation (`ShortcutTable`); they run in the tick they belong to.
  private mutating func applySimulationKey(_ key: Key, _ modifiers: KeyModifiers, at time: Double) {
    guard case .simulation(let shortcut) = ShortcutTable.command(for: key, modifiers) else {
      return
    }
    var bridge = makeBridge()
    defer { engine = bridge.engine }
    let line = settings.scroll.wheelPointsPerLine
    // Browsers page by the visible height less a little overlap; under a header the visible part
    // is the viewport below the collapsed header.
    let page = max(line, viewport.height - engine.hMin - line)
    switch shortcut {
    case .shiftBehaviorDisabled:
      setValue(Param.header.shiftBehavior, .disabled, at: time, &bridge)
    case .shiftBehaviorEnabled:
      setValue(Param.header.shiftBehavior, .enabled, at: time, &bridge)
    case .shiftBehaviorEnabledWithStatusBar:
      setValue(Param.header.shiftBehavior, .enabledWithStatusBar, at: time, &bridge)
    case .shiftBehaviorHideable:
      setValue(Param.header.shiftBehavior, .hideable, at: time, &bridge)
    case .toggleHidden:
      if bridge.engine.layout.wantsToBeHidden {
        bridge.engine.shiftOnScreen(animated: true)
      } else {
        bridge.engine.shiftOffScreen(animated: true)
      }
    case .toggleContentImportance:
      let high = settings.header.headerContentImportance == .high
      setValue(Param.header.headerContentImportance, high ? .default : .high, at: time, &bridge)
    case .toggleOverExtension:
      setValue(Param.header.canOverExtend, !settings.header.canOverExtend, at: time, &bridge)
    case .reset:
      reset(bridge: &bridge)
    case .lineUp: scroll.keyScroll(by: -line, at: time, observer: &bridge)
    case .lineDown: scroll.keyScroll(by: line, at: time, observer: &bridge)
    case .pageUp: scroll.keyScroll(by: -page, at: time, observer: &bridge)
    case .pageDown: scroll.keyScroll(by: page, at: time, observer: &bridge)
    case .top: scroll.scroll(to: 0, at: time, observer: &bridge)
    case .bottom: scroll.scroll(to: maxOffset, at: time, observer: &bridge)
    }
  }

  /// Sets one parameter from a key or a script command; a bad value becomes a warning.
  private mutating func setValue(_ key: String, _ value: ParameterValue, at time: Double) {
    do {
      var next = settings
      try next.set(key: key, value: value)
      try apply(settings: next, at: time)
    } catch {
      warnings.append("set \(key)=\(value): \(error)")
      if warnings.count > Sandbox.maximumWarnings {
        warnings.removeFirst(warnings.count - Sandbox.maximumWarnings)
      }
    }
  }

  private mutating func setValue<Value>(
    _ key: ParameterKey<Value>, _ value: Value, at time: Double,
    _ bridge: inout HeaderScrollBridge
  ) {
    engine = bridge.engine
    setValue(key.name, value.parameterValue, at: time)
    bridge = makeBridge()
  }

  /// The scroll indicator's style: the device's platform.
  var indicatorStyle: ScrollIndicatorStyle { ScrollIndicatorStyle.of(device) }

  /// R: the scroll view and the header model start afresh. The clock runs on (time never goes
  /// back: a recording, the timeline and a replay see one time line) and inputs already queued
  /// for later ticks stay queued (they arrived after the R, whichever frame carried them).
  private mutating func reset(bridge: inout HeaderScrollBridge) {
    indicatorFade = ScrollIndicatorFade()
    // Back at the top: the large title shows and the inline title rests out.
    inlineTitleCrossing = InlineTitleCrossing(largeTitleUnder: false)
    pointers.removeAll()
    if let fresh = try? AnyHeaderModel(
      configuration: settings.header, options: settings.headerModel)
    {
      bridge.engine = fresh
    }
    scroll = ScrollViewModel(
      viewportHeight: viewport.height, maxOffset: maxOffset,
      settings: settings.scroll.onScreen(devicePixelRatio: pixelRatio))
    bridge.scrollViewDidScroll(offset: 0, isTracking: false)
  }

  // MARK: - Output

  /// The state the scene builder draws, with the HUD lines the host supplies.
  public func sceneState(hudLines: [String] = [], caption: String = "") -> SceneState {
    let layout = engine.layout
    var state = headerState()
    state.device = device
    state.showDeviceFrame = settings.values[Param.view.deviceFrame]
    state.maxScrollOffset = maxOffset
    state.scrollIndicatorAlpha = indicatorFade.alpha(at: clock.time, style: indicatorStyle)
    state.scrollVelocity = scroll.velocity
    state.rowCount = settings.content.rowCount
    state.rowHeight = settings.content.rowHeight
    state.phase = layout.phase.rawValue
    state.phasePercentage = layout.phasePercentage
    state.shadowOpacity = layout.shadowOpacity
    state.shiftedContentAlpha = layout.shiftedContentAlpha
    state.shiftAccumulator = layout.shiftAccumulator
    state.wantsToBeHidden = layout.wantsToBeHidden
    state.shiftBehaviorName = settings.header.shiftBehavior.rawValue
    state.statusBarTime = settings.statusBarTime
    let appearance = settings.appearance
    state.title = appearance.title
    state.palette = appearance.palette
    state.showCaption = appearance.showCaption
    state.elevationStyle = appearance.elevationStyle
    let visible = settings.header.visibleShadowOpacity
    state.elevationIntensity = visible > 0 ? layout.shadowOpacity / visible : 0
    state.titleProgress = engine.readout.titleProgress
    state.inlineTitleFade = inlineTitleCrossing.fade(at: clock.time)
    state.headerImage = headerImage
    state.caption = caption
    state.touches = pointers.keys.sorted(by: Sandbox.pointerOrder).compactMap { pointers[$0] }
    state.showTouchIndicators = view.showTouchIndicators
    state.showHUD = view.showHUD
    state.hudLines = hudLines
    state.showHelp = view.showHelp
    return state
  }

  /// Whether the bar is the iOS skin's with a large title, the one whose title crossing the
  /// ticks follow (`UIKitLargeTitleMotion.largeTitleIsUnderBar(in:)` is false for any other).
  private var drawsUIKitLargeTitle: Bool {
    UIKitLargeTitleMotion.hasLargeTitle(
      skin: settings.appearance.skin, titleStyle: settings.appearance.titleStyle)
  }

  /// What places the bar's titles: the header's geometry, the scroll offset, the skin and the
  /// title style (the base of `sceneState`, and all a tick needs to find the title crossing).
  private func headerState() -> SceneState {
    let layout = engine.layout
    var state = SceneState(viewport: viewport)
    state.scrollOffset = scroll.offset
    state.headerHeight = layout.height
    state.headerTop = layout.top
    state.headerMinHeight = engine.hMin
    state.headerMaxHeight = engine.hMax
    state.statusBarShift = layout.statusBarShift
    state.statusBarHeight = settings.header.statusBarHeight
    let appearance = settings.appearance
    state.subtitle = appearance.subtitle
    state.titleStyle = appearance.titleStyle
    state.skin = appearance.skin
    return state
  }

  /// The trace row for frame number `frame` at the current time.
  public func traceRow(frame: Int) -> TraceRow {
    let layout = engine.layout
    let readout = engine.readout
    return TraceRow(
      frame: frame, time: clock.time, scrollOffset: scroll.offset,
      scrollVelocity: scroll.velocity, headerHeight: layout.height, headerTop: layout.top,
      shiftAccumulator: layout.shiftAccumulator, statusBarShift: layout.statusBarShift,
      phase: layout.phase.rawValue, phasePercentage: layout.phasePercentage,
      shadowOpacity: layout.shadowOpacity, wantsToBeHidden: layout.wantsToBeHidden,
      isTracking: scroll.isTracking, liftFraction: readout.liftFraction,
      scrimAlpha: readout.scrimAlpha, titleProgress: readout.titleProgress,
      parallaxOffset: readout.parallaxOffset, stretchTriggers: readout.stretchTriggers)
  }

  private static func pointerOrder(_ a: PointerID, _ b: PointerID) -> Bool {
    switch (a, b) {
    case (.mouse, .finger): return true
    case (.finger(let x), .finger(let y)): return x < y
    default: return false
    }
  }
}
