import HeaderEngine
import PhoneSimulation
import SandboxFormats
import SandboxPrimitives
import TestSupport

/// Generates seeded random soak input: touches, drags and flings of every speed, grabs
/// mid-fling, wheel bursts with line and precise deltas (some in the same instant), keyboard
/// scrolls, programmatic hide/show, behaviour and preset switches mid-gesture, viewport resizes,
/// and quiet gaps so everything gets to settle.
///
/// The soak's own shift behaviour stays in force most of the time: every switch away is followed
/// by a switch back, and preset switches keep it.
public struct SoakGenerator: Sendable {
  /// The behaviour being soaked.
  public let behavior: ShiftBehavior
  /// Configurations a preset switch may pick (each applied over the registry defaults).
  public let presets: [ConfigLayer]
  /// The viewport the soak starts with and resizes return to, in points.
  public let viewport: Size

  private var random: SplitMix64
  private var values: ConfigValues
  private var events: [SoakEvent] = []
  private var cursor = 0.2
  /// Start and end of the latest gesture, for switches "mid-gesture".
  private var lastGesture: ClosedRange<Double> = 0...0.2
  /// Configuration events must stay in emission order; none may go before this time.
  private var lastConfigTime = 0.0

  /// A generator for `seed`, soaking `behavior`, starting from `start` (defaults: registry).
  public init(
    seed: UInt64, behavior: ShiftBehavior, presets: [ConfigLayer] = [],
    start: ConfigValues = ConfigValues(), viewport: Size = Size(width: 390, height: 844)
  ) {
    self.behavior = behavior
    self.presets = presets
    self.viewport = viewport
    random = SplitMix64(seed: seed)
    var values = start
    try? values.set(Param.header.shiftBehavior, to: behavior, source: "soak")
    self.values = values
  }

  /// A scenario of `duration` simulated seconds (input stops a couple of seconds before the end
  /// so the final state is a settled one).
  public static func scenario(
    seed: UInt64, behavior: ShiftBehavior, duration: Double, presets: [ConfigLayer] = []
  ) -> SoakScenario {
    var generator = SoakGenerator(seed: seed, behavior: behavior, presets: presets)
    return generator.scenario(duration: duration)
  }

  /// Generates input until `duration` seconds (less a settling tail).
  public mutating func scenario(duration: Double) -> SoakScenario {
    let start = values
    let inputEnd = max(0.2, duration - 3)
    while cursor < inputEnd {
      step()
    }
    let sorted = events.enumerated().filter { $0.element.time < inputEnd }
      .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    return SoakScenario(values: start, viewport: viewport, events: sorted, duration: duration)
  }

  // MARK: - Actions

  private mutating func step() {
    let roll = random.uniform(0...100)
    switch roll {
    case ..<25: swipe()
    case ..<33: wiggle()
    case ..<41: grabMidFling()
    case ..<56: wheelBurst()
    case ..<62: keyScroll()
    case ..<68: hideOrShow()
    case ..<74: behaviorSwitch()
    case ..<77: presetSwitch()
    case ..<80: toggle()
    case ..<85: resize()
    default: cursor += random.uniform(0.3...3)
    }
  }

  private mutating func add(_ t: Double, _ event: ScriptEvent) {
    events.append(.script(TimedScriptEvent(t: t, event: event)))
  }

  private mutating func x() -> Double { random.uniform(20...370) }
  private mutating func y() -> Double { random.uniform(30...(viewport.height - 30)) }

  /// A straight drag: a slow drag, a medium swipe or a fast fling, sometimes held before lifting.
  private mutating func swipe(at start: Double? = nil) {
    let t = start ?? cursor
    let duration: Double
    switch random.uniform(0...1) {
    case ..<0.4: duration = random.uniform(0.02...0.12)
    case ..<0.75: duration = random.uniform(0.12...0.4)
    default: duration = random.uniform(0.4...2)
    }
    let hold = random.chance(0.3) ? random.uniform(0...0.5) : 0
    add(t, .swipe(x: x(), fromY: y(), toY: y(), duration: duration, hold: hold))
    lastGesture = t...(t + duration + hold)
    cursor = max(cursor, t + duration + hold) + random.uniform(0...0.4)
  }

  /// A finger that wanders up and down before lifting (direction reversals, stops).
  private mutating func wiggle() {
    var t = cursor
    var position = y()
    let px = x()
    add(t, .touchDown(x: px, y: position))
    let start = t
    for _ in 0..<Int.random(in: 2...25, using: &random) {
      t += random.uniform(1.0 / 240...1.0 / 20)
      position = min(max(position + random.uniform(-80...80), 0), viewport.height)
      add(t, .touchMove(x: px, y: position))
    }
    t += random.chance(0.3) ? random.uniform(0...0.3) : 0
    add(t, .touchUp(x: px, y: position))
    lastGesture = start...t
    cursor = t + random.uniform(0...0.4)
  }

  /// A fast fling, then a finger that catches it (a tap, or another drag).
  private mutating func grabMidFling() {
    let t = cursor
    let fromY = y()
    let toY =
      random.chance(0.5) ? fromY - random.uniform(150...600) : fromY + random.uniform(150...600)
    let duration = random.uniform(0.03...0.1)
    add(t, .swipe(x: 195, fromY: fromY, toY: toY, duration: duration, hold: 0))
    let grab = t + duration + random.uniform(0.02...0.8)
    lastGesture = t...grab
    cursor = grab
    if random.chance(0.5) {
      let gy = y()
      add(grab, .touchDown(x: 195, y: gy))
      let up = grab + random.uniform(0...0.4)
      add(up, .touchUp(x: 195, y: gy))
      lastGesture = t...up
      cursor = up + random.uniform(0...0.3)
    } else {
      swipe(at: grab)
    }
  }

  /// Wheel events: notched lines or precise fractions, mostly one direction, some in one instant.
  private mutating func wheelBurst() {
    var t = cursor
    let start = t
    let precise = random.chance(0.5)
    let direction: Double = random.chance(0.5) ? 1 : -1
    for _ in 0..<Int.random(in: 1...40, using: &random) {
      let sign = random.chance(0.85) ? direction : -direction
      let dy =
        precise
        ? sign * random.uniform(0.01...3) : sign * Double(Int.random(in: 1...3, using: &random))
      add(t, .wheel(dx: 0, dy: dy, precise: precise, x: nil, y: nil))
      if !random.chance(0.2) { t += random.uniform(0.002...0.1) }
    }
    lastGesture = start...t
    cursor = t + random.uniform(0...0.5)
  }

  /// Arrow, page, space, home and end keys.
  private mutating func keyScroll() {
    let keys: [Key] = [.up, .down, .pageUp, .pageDown, .space, .home, .end]
    var t = cursor
    let start = t
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      let key = keys.randomElement(using: &random)!
      let modifiers: KeyModifiers = key == .space && random.chance(0.5) ? .shift : []
      add(t, .key(Shortcut(key: key, modifiers: modifiers)))
      t += random.uniform(0.02...0.3)
    }
    lastGesture = start...t
    cursor = t
  }

  /// MDC `shiftHeaderOffScreenAnimated:` / `OnScreen`, or the H key, possibly mid-gesture.
  private mutating func hideOrShow() {
    let t = random.chance(0.5) ? random.uniform(lastGesture) : cursor
    let animated = random.chance(0.7)
    switch Int.random(in: 0...2, using: &random) {
    case 0: add(t, .shiftOffScreen(animated: animated))
    case 1: add(t, .shiftOnScreen(animated: animated))
    default: add(t, .key(Shortcut(key: .h)))
    }
    cursor = max(cursor, t)
  }

  /// A time inside the latest gesture that keeps configuration changes in order.
  private mutating func configTime() -> Double {
    let t = max(random.uniform(lastGesture), lastConfigTime + 0.001)
    lastConfigTime = t
    cursor = max(cursor, t)
    return t
  }

  /// Another behaviour mid-gesture (by `set` or the 1–4 keys), and back a little later.
  private mutating func behaviorSwitch() {
    let others = ShiftBehavior.allCases.filter { $0 != behavior }
    let other = others.randomElement(using: &random)!
    let away = configTime()
    setBehavior(other, at: away)
    swipe(at: max(cursor, away + random.uniform(0...0.3)))
    let back = max(cursor, lastConfigTime + random.uniform(0.05...1.5))
    lastConfigTime = back
    setBehavior(behavior, at: back)
    cursor = back
  }

  private mutating func setBehavior(_ next: ShiftBehavior, at t: Double) {
    if random.chance(0.5) {
      let keys: [ShiftBehavior: Key] = [
        .disabled: .digit1, .enabled: .digit2, .enabledWithStatusBar: .digit3, .hideable: .digit4,
      ]
      emitConfig(t, .key(Shortcut(key: keys[next]!)))
    } else {
      emitConfig(t, .set(Param.header.shiftBehavior, next))
    }
  }

  /// A preset's values (keeping the soaked behaviour) set mid-gesture, one `set` per changed key,
  /// ordered so that no intermediate combination is invalid.
  private mutating func presetSwitch() {
    guard let layer = presets.randomElement(using: &random) else { return }
    var target = ConfigValues()
    guard (try? target.apply(layer, source: "soak")) != nil else { return }
    try? target.set(Param.header.shiftBehavior, to: behavior, source: "soak")
    var pending = target.layer.entries.filter { values[$0.key] != $0.value }
    let t = configTime()
    while !pending.isEmpty {
      guard
        let index = pending.firstIndex(where: { entry in
          var next = values
          return (try? next.callSetter(key: entry.key, value: entry.value, source: "soak")) != nil
            && (try? SandboxSettings(values: next)) != nil
        })
      else { break }
      let entry = pending.remove(at: index)
      emitConfig(t, .set(key: entry.key, value: entry.value))
    }
  }

  /// Content importance (I), over-extension (O) or smooth wheel, flipped.
  private mutating func toggle() {
    let t = configTime()
    switch Int.random(in: 0...2, using: &random) {
    case 0: emitConfig(t, .key(Shortcut(key: .i)))
    case 1: emitConfig(t, .key(Shortcut(key: .o)))
    default: emitConfig(t, .set(Param.wheel.smooth, !values[Param.wheel.smooth]))
    }
  }

  private mutating func emitConfig(_ t: Double, _ event: ScriptEvent) {
    SoakScenario.fold(event, into: &values)
    add(t, event)
  }

  /// The window resized (maybe mid-gesture), often back to the start size a little later.
  private mutating func resize() {
    let t = random.chance(0.5) ? random.uniform(lastGesture) : cursor
    let width = random.uniform(200...1200)
    let height = random.uniform(200...1600)
    events.append(.resize(t: t, width: width, height: height))
    cursor = max(cursor, t)
    if random.chance(0.6) {
      let back = cursor + random.uniform(0.05...3)
      swipe(at: cursor + random.uniform(0...0.2))
      events.append(.resize(t: back, width: viewport.width, height: viewport.height))
      cursor = max(cursor, back)
    }
  }
}
