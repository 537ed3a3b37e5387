import TestSupport
import Testing

@testable import HeaderEngine

/// Thousands of seeded random callback sequences, simulated the way a scroll view would drive the
/// engine; invariants checked after every call.
@Suite(.tags(.slow), .enabled(if: SlowTests.enabled, SlowTests.reason))
struct RandomSequencePropertyTests {
  struct Simulation {
    var rng: SplitMix64
    var engine: HeaderEngine
    var offset = 0.0
    let content: Double
    let viewport: Double
    var issues: [String] = []
    var calls = 0

    init(seed: UInt64, behavior: ShiftBehavior) {
      rng = SplitMix64(seed: seed)
      let statusBar = [0.0, 20, 44][rng.int(below: 3)]
      let minimum = rng.double(in: 0...100)
      let configuration = HeaderConfiguration(
        minimumHeight: minimum,
        maximumHeight: minimum + (rng.bool() ? 0 : rng.double(in: 0...150)),
        statusBarHeight: statusBar, canOverExtend: rng.bool(), shiftBehavior: behavior,
        headerContentImportance: rng.bool() ? .default : .high,
        minimumHeaderViewHeight: rng.int(below: 4) == 0 ? rng.double(in: 0...40) : 0,
        visibleShadowOpacity: rng.unit(), inFrontOfInfiniteContent: rng.bool(),
        statusBarHintCanOverlapHeader: rng.int(below: 4) != 0,
        shiftAnimation: rng.bool() ? .exact : .mdc)
      engine = HeaderEngine.make(configuration)
      viewport = rng.double(in: 300...900)
      content = rng.int(below: 4) == 0 ? rng.double(in: 0...viewport) : rng.double(in: 0...4000)
      scroll(to: 0, tracking: false)
    }

    var maxOffset: Double { engine.maxScrollOffset }

    /// `what` is built only for a failure: formatting a did-scroll's text at every step took
    /// over a third of the test's time.
    mutating func check(_ what: @autoclosure () -> String) {
      calls += 1
      let l = engine.layout
      let values = [
        l.height, l.top, l.statusBarShift, l.shiftAccumulator, l.phasePercentage,
        l.shadowOpacity, l.shiftedContentAlpha,
      ]
      func fail(_ message: String) { issues.append("\(what()): \(message) in \(l)") }
      if values.contains(where: { !$0.isFinite }) { fail("non-finite value") }
      if l.height < engine.hMin - 1e-9 { fail("height below Hmin \(engine.hMin)") }
      if l.top > 0 || l.top < -engine.accMax - 1e-9 { fail("top outside [-\(engine.accMax), 0]") }
      if l.statusBarShift < 0 || l.statusBarShift > engine.configuration.statusBarHeight {
        fail("status bar shift out of range")
      }
      if !(0...1).contains(l.shadowOpacity) || !(0...1).contains(l.shiftedContentAlpha) {
        fail("opacity out of range")
      }
    }

    mutating func scroll(to next: Double, tracking: Bool) {
      offset = next
      engine.didScroll(
        offset: next, contentHeight: content, viewportHeight: viewport, isTracking: tracking)
      check("didScroll(\(next), tracking: \(tracking))")
    }

    /// Moves to `target` in small steps, as a finger or a deceleration would.
    mutating func move(to target: Double, tracking: Bool) {
      let start = offset
      let steps = max(1, Int(abs(target - start) / rng.double(in: 2...30)))
      for i in 1...steps {
        scroll(to: start + (target - start) * Double(i) / Double(steps), tracking: tracking)
        if !tracking && rng.bool() { tick() }
      }
    }

    mutating func tick() {
      let steps: [Double] = [1.0 / 30, 1.0 / 60, 1.0 / 120, 1.0 / 240]
      engine.tick(dt: steps[rng.int(below: 4)])
      check("tick")
    }

    /// A whole gesture: finger moves, release with a (possibly rewritten) target, deceleration.
    mutating func gesture(mayBeGrabbed: Bool = true) {
      for _ in 0..<(1 + rng.int(below: 4)) {
        let reach = rng.double(in: -60...(maxOffset + 60))
        move(to: reach, tracking: true)
      }
      let fling = rng.bool()
      var target = fling ? rng.double(in: 0...maxOffset) : min(max(offset, 0), maxOffset)
      _ = engine.willEndDragging(
        velocity: fling ? rng.double(in: -3000...3000) : 0,
        targetOffset: &target)
      check("willEndDragging")
      let decelerates = target != offset
      engine.didEndDragging(willDecelerate: decelerates)
      check("didEndDragging")
      if decelerates {
        if mayBeGrabbed && rng.int(below: 8) == 0 {
          // Grabbed mid-fling: the next gesture starts from wherever the content is.
          move(to: (offset + target) / 2, tracking: false)
          return
        }
        move(to: target, tracking: false)
        engine.didEndDecelerating()
        check("didEndDecelerating")
      }
      for _ in 0..<rng.int(below: 20) { tick() }
    }

    mutating func run(events: Int) {
      for _ in 0..<events {
        switch rng.int(below: 10) {
        case 0:
          engine.shiftOffScreen(animated: rng.bool())
          check("shiftOffScreen")
        case 1:
          engine.shiftOnScreen(animated: rng.bool())
          check("shiftOnScreen")
        case 2: for _ in 0..<rng.int(below: 40) { tick() }
        default: gesture()
        }
      }
      // Finish with a properly ended gesture and let the animation stop.
      gesture(mayBeGrabbed: false)
      while engine.layout.isAnimating { tick() }
    }
  }

  @Test(arguments: ShiftBehavior.allCases)
  func invariantsHoldForThousandsOfRandomSequences(behavior: ShiftBehavior) {
    let salt = UInt64(ShiftBehavior.allCases.firstIndex(of: behavior)!)
    var failures: [String] = []
    var unsettled: [String] = []
    var endedHidden = 0
    var endedShown = 0
    for seed in 0..<UInt64(1500) {
      var sim = Simulation(seed: seed &* 7919 &+ salt, behavior: behavior)
      sim.run(events: 12)
      if let first = sim.issues.first { failures.append("seed \(seed): \(first)") }
      let shiftsByScrolling = behavior == .enabled || behavior == .enabledWithStatusBar
      let top = sim.engine.layout.top
      if sim.engine.accMax > 0 && isClose(top, -sim.engine.accMax) { endedHidden += 1 }
      if isClose(top, 0) { endedShown += 1 }
      if shiftsByScrolling && !(isClose(top, 0) || isClose(top, -sim.engine.accMax)) {
        unsettled.append("seed \(seed): settled top \(top), accMax \(sim.engine.accMax)")
      }
    }
    #expect(failures.isEmpty, "\(failures.count) failing sequences, first: \(failures.first ?? "")")
    // The sequences must reach both resting states, or the settle check proves little.
    if behavior == .enabled || behavior == .enabledWithStatusBar {
      #expect(endedHidden > 50 && endedShown > 50, "hidden \(endedHidden), shown \(endedShown)")
    }
    #expect(unsettled.isEmpty, "\(unsettled.count) unsettled, first: \(unsettled.prefix(3))")
  }
}
