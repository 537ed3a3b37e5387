import MotionPhysics
import PhoneSimulation
import SandboxFormats
import TestSupport
import Testing

@testable import SandboxStage

/// Records every callback, optionally rewriting the target like MDC would.
struct RecordingObserver: ScrollObserver {
  var offsets: [Double] = []
  var trackingFlags: [Bool] = []
  var willEnd: [(velocity: Double, target: Double)] = []
  var didEndDragging: [Bool] = []
  var didEndDecelerating = 0
  var rewriteTarget: Double?

  mutating func scrollViewDidScroll(offset: Double, isTracking: Bool) {
    offsets.append(offset)
    trackingFlags.append(isTracking)
  }

  mutating func scrollViewWillEndDragging(velocity: Double, targetOffset: inout Double) -> Bool {
    willEnd.append((velocity, targetOffset))
    if let rewriteTarget {
      targetOffset = rewriteTarget
      return true
    }
    return false
  }

  mutating func scrollViewDidEndDragging(willDecelerate: Bool) {
    didEndDragging.append(willDecelerate)
  }

  mutating func scrollViewDidEndDecelerating() {
    didEndDecelerating += 1
  }
}

/// The registry's scroll settings with the model `name` at its platform constants (its own edge
/// spring, device pixel ratio 1), a touch slop and the smooth wheel on or off.
func scrollSettings(
  _ name: DecelerationModelName = .uikit, slop: Double = 8, smoothWheel: Bool = true
) -> ScrollSettings {
  var values = ConfigValues()
  try! values.set(key: "scroll.touchSlop", value: .number(slop))
  try! values.set(key: "wheel.smooth", value: .bool(smoothWheel))
  var settings = try! SandboxSettings(values: values).scroll
  settings.deceleration = try! DecelerationModel(name: name)
  return settings
}

/// Runs the model at 240 Hz from `from` to `to` seconds.
func run(
  _ scroll: inout ScrollViewModel, _ observer: inout RecordingObserver, from: Double, to: Double
) {
  var t = from
  while t < to - 1e-9 {
    t += 1.0 / 240
    scroll.advance(to: t, observer: &observer)
  }
}

/// A finger put down at y 700 at t = 2 on content resting at offset 1000 (so no edge is reached),
/// then moved up `steps` times by `step` points every `interval` seconds, not lifted. Returns the
/// scroll view, its observer, the offset before the drag and the last move's time.
func midContentDrag(
  _ name: DecelerationModelName, slop: Double, steps: Int, step: Double, interval: Double
) -> (scroll: ScrollViewModel, observer: RecordingObserver, start: Double, lastMove: Double) {
  var scroll = ScrollViewModel(
    viewportHeight: 844, maxOffset: 100_000, settings: scrollSettings(name, slop: slop))
  var observer = RecordingObserver()
  scroll.scroll(to: 1000, at: 0, observer: &observer)
  run(&scroll, &observer, from: 0, to: 2)
  let start = scroll.offset
  scroll.touchDown(pointer: .finger(0), y: 700, at: 2, observer: &observer)
  for k in 1...steps {
    scroll.touchMove(
      pointer: .finger(0), y: 700 - step * Double(k), at: 2 + interval * Double(k),
      observer: &observer)
  }
  return (scroll, observer, start, 2 + interval * Double(steps))
}

/// A drag from `fromY` to `toY` at constant speed, sampled at 120 Hz, starting at `start`.
func drag(
  _ scroll: inout ScrollViewModel, _ observer: inout RecordingObserver, fromY: Double,
  toY: Double, duration: Double, start: Double = 0, release: Bool = true
) -> Double {
  scroll.touchDown(pointer: .finger(0), y: fromY, at: start, observer: &observer)
  let steps = max(1, Int((duration * 120).rounded()))
  var t = start
  for step in 1...steps {
    t = start + duration * Double(step) / Double(steps)
    scroll.advance(to: t, observer: &observer)
    let y = fromY + (toY - fromY) * Double(step) / Double(steps)
    scroll.touchMove(pointer: .finger(0), y: y, at: t, observer: &observer)
  }
  if release {
    scroll.touchUp(pointer: .finger(0), y: toY, at: t, observer: &observer)
  }
  return t
}

@Suite struct ScrollViewModelTests {
  @Test func dragTracksTheFingerOneToOneAfterTheSlop() {
    var scroll = ScrollViewModel(viewportHeight: 844, maxOffset: 5000, settings: scrollSettings())
    var observer = RecordingObserver()
    scroll.touchDown(pointer: .finger(0), y: 600, at: 0, observer: &observer)
    scroll.touchMove(pointer: .finger(0), y: 595, at: 0.01, observer: &observer)
    #expect(scroll.offset == 0, "within the 8 pt slop the content stays put")
    scroll.touchMove(pointer: .finger(0), y: 590, at: 0.02, observer: &observer)
    #expect(scroll.offset == 0, "the content starts following where the slop was crossed")
    scroll.touchMove(pointer: .finger(0), y: 500, at: 0.03, observer: &observer)
    #expect(scroll.offset == 90)
    scroll.touchMove(pointer: .finger(0), y: 530, at: 0.04, observer: &observer)
    #expect(scroll.offset == 60)
    #expect(observer.trackingFlags.allSatisfy { $0 })
  }

  @Test(arguments: DecelerationModelName.allCases)
  func flingTravelsTheModelsStopDistance(_ name: DecelerationModelName) {
    var scroll = ScrollViewModel(
      viewportHeight: 844, maxOffset: 100_000, settings: scrollSettings(name))
    var observer = RecordingObserver()
    let end = drag(&scroll, &observer, fromY: 700, toY: 400, duration: 0.1, start: 0)
    let releaseOffset = scroll.offset
    let velocity = observer.willEnd[0].velocity
    #expect(isClose(velocity, 3000, 30), "tracked \(velocity), swiped at 3000 pt/s")
    #expect(observer.didEndDragging == [true])
    run(&scroll, &observer, from: end, to: end + 8)
    #expect(scroll.isSettled)
    let model = try! DecelerationModel(name: name)
    let expected = releaseOffset + model.projectedDistance(velocity: velocity)
    // Flutter's simulations rest once the speed drops under 20 pt/s (its scroll tolerance); with
    // drag 0.135 (λ = 2/s) that is 10 pt short of the asymptote. The others rest within 1 pt.
    let restGap = name == .flutterBouncing ? 10.5 : 1
    #expect(isClose(scroll.offset, expected, restGap), "\(name): \(scroll.offset) vs \(expected)")
    #expect(isClose(observer.willEnd[0].target, expected, 1e-6))
    #expect(observer.didEndDecelerating == 1)
  }

  @Test func whileTrackingTheVelocityIsWhatAReleaseWouldFlingWith() {
    var scroll = ScrollViewModel(
      viewportHeight: 844, maxOffset: 100_000, settings: scrollSettings())
    var observer = RecordingObserver()
    var inSlop = scroll
    inSlop.touchDown(pointer: .finger(0), y: 700, at: 0, observer: &observer)
    inSlop.touchMove(pointer: .finger(0), y: 696, at: 1.0 / 120, observer: &observer)
    #expect(inSlop.velocity == 0, "inside the slop nothing would fling")
    let end = drag(&scroll, &observer, fromY: 700, toY: 400, duration: 0.1, release: false)
    #expect(isClose(scroll.velocity, 3000, 30), "mid-gesture estimate \(scroll.velocity)")
    let shown = scroll.velocity
    scroll.touchUp(pointer: .finger(0), y: 400, at: end, observer: &observer)
    #expect(observer.willEnd.first?.velocity == shown)
  }

  @Test func holdingStillBeforeLiftingDoesNotFling() {
    var scroll = ScrollViewModel(
      viewportHeight: 844, maxOffset: 100_000, settings: scrollSettings())
    var observer = RecordingObserver()
    let end = drag(&scroll, &observer, fromY: 700, toY: 400, duration: 0.1, release: false)
    // The finger rests 50 ms (no motion events arrive), then lifts: the 40 ms rule says stopped.
    scroll.touchUp(pointer: .finger(0), y: 400, at: end + 0.05, observer: &observer)
    #expect(observer.willEnd.first?.velocity == 0)
    #expect(observer.didEndDragging == [false])
    let resting = scroll.offset
    run(&scroll, &observer, from: end + 0.05, to: end + 2)
    #expect(scroll.offset == resting)
  }

  @Test func rubberBandAtTheTopThenBounceBack() {
    var scroll = ScrollViewModel(viewportHeight: 844, maxOffset: 5000, settings: scrollSettings())
    var observer = RecordingObserver()
    scroll.touchDown(pointer: .finger(0), y: 300, at: 0, observer: &observer)
    scroll.touchMove(pointer: .finger(0), y: 309, at: 0.1, observer: &observer)
    scroll.touchMove(pointer: .finger(0), y: 408, at: 0.3, observer: &observer)
    scroll.touchMove(pointer: .finger(0), y: 409, at: 0.5, observer: &observer)
    let end = 0.5
    // The slop is crossed at 309, then 100 pt of raw pull: UIKit law b = x·c·d/(d + c·x).
    let expected = 100 * 0.55 * 844 / (844 + 0.55 * 100)
    #expect(isClose(scroll.offset, -expected, 1e-9))
    run(&scroll, &observer, from: end, to: end + 0.2)
    scroll.touchUp(pointer: .finger(0), y: 409, at: end + 0.2, observer: &observer)
    #expect(observer.didEndDragging == [true], "released past the edge: it bounces back")
    run(&scroll, &observer, from: end + 0.2, to: end + 3)
    #expect(scroll.offset == 0)
    #expect(scroll.isSettled)
    #expect(observer.offsets.allSatisfy { $0 <= 0 }, "a critically damped return never overshoots")
  }

  @Test func rubberBandAtTheBottomThenBounceBack() {
    var scroll = ScrollViewModel(viewportHeight: 844, maxOffset: 1000, settings: scrollSettings())
    var observer = RecordingObserver()
    scroll.reset(offset: 1000, observer: &observer)
    scroll.touchDown(pointer: .finger(0), y: 500, at: 0, observer: &observer)
    scroll.touchMove(pointer: .finger(0), y: 491, at: 0.1, observer: &observer)
    scroll.touchMove(pointer: .finger(0), y: 391, at: 0.5, observer: &observer)
    let end = 0.5
    let expected = 100 * 0.55 * 844 / (844 + 0.55 * 100)
    #expect(isClose(scroll.offset, 1000 + expected, 1e-9))
    scroll.touchUp(pointer: .finger(0), y: 391, at: end + 0.1, observer: &observer)
    run(&scroll, &observer, from: end + 0.1, to: end + 3)
    #expect(scroll.offset == 1000)
  }

  @Test func clampingModelsStopAtTheEdges() {
    var scroll = ScrollViewModel(
      viewportHeight: 844, maxOffset: 5000, settings: scrollSettings(.android))
    var observer = RecordingObserver()
    _ = drag(&scroll, &observer, fromY: 300, toY: 500, duration: 0.5, release: false)
    #expect(scroll.offset == 0)
  }

  @Test func grabbingAFlingStopsIt() {
    var scroll = ScrollViewModel(
      viewportHeight: 844, maxOffset: 100_000, settings: scrollSettings())
    var observer = RecordingObserver()
    let end = drag(&scroll, &observer, fromY: 700, toY: 400, duration: 0.1)
    run(&scroll, &observer, from: end, to: end + 0.3)
    let grabbed = scroll.offset
    scroll.touchDown(pointer: .finger(0), y: 400, at: end + 0.3, observer: &observer)
    run(&scroll, &observer, from: end + 0.3, to: end + 1)
    #expect(isClose(scroll.offset, grabbed, 1e-6))
    #expect(observer.didEndDecelerating == 0, "a grabbed fling never reports its end")
  }

  @Test func rewrittenTargetIsWhereTheScrollComesToRest() {
    var scroll = ScrollViewModel(
      viewportHeight: 844, maxOffset: 100_000, settings: scrollSettings())
    var observer = RecordingObserver()
    observer.rewriteTarget = 76
    let end = drag(&scroll, &observer, fromY: 500, toY: 460, duration: 0.4)
    run(&scroll, &observer, from: end, to: end + 6)
    #expect(scroll.offset == 76)
    #expect(observer.didEndDecelerating == 1)
  }

  @Test func aWheelBurstIsOneGestureThatEndsAfterTheDelay() {
    var scroll = ScrollViewModel(viewportHeight: 844, maxOffset: 5000, settings: scrollSettings())
    var observer = RecordingObserver()
    for i in 0..<5 {
      let t = Double(i) * 0.06
      run(&scroll, &observer, from: max(0, t - 0.06), to: t)
      scroll.wheel(lines: -1, precise: false, at: t, observer: &observer)
      #expect(scroll.isTracking)
    }
    run(&scroll, &observer, from: 0.24, to: 0.24 + 0.11)
    #expect(observer.didEndDragging.isEmpty, "still inside the gesture-end delay")
    run(&scroll, &observer, from: 0.35, to: 1)
    #expect(observer.didEndDragging == [true])
    #expect(observer.willEnd.isEmpty, "a notched wheel never offers its target for rewriting")
    #expect(observer.didEndDecelerating == 1, "MDC's after-deceleration rule settles the header")
    #expect(scroll.offset == 200, "5 lines × 40 pt")
    #expect(!scroll.isTracking)
    #expect(scroll.isSettled)
  }

  @Test func aPreciseBurstEndsLikeADragAsOnIPadOS() {
    var scroll = ScrollViewModel(viewportHeight: 844, maxOffset: 5000, settings: scrollSettings())
    var observer = RecordingObserver()
    observer.rewriteTarget = 120
    for i in 0..<5 {
      let t = Double(i) * 0.02
      run(&scroll, &observer, from: max(0, t - 0.02), to: t)
      scroll.wheel(lines: -0.5, precise: true, at: t, observer: &observer)
    }
    #expect(scroll.offset == 100)
    run(&scroll, &observer, from: 0.08, to: 2)
    #expect(observer.willEnd.count == 1)
    #expect(scroll.offset == 120, "the rewritten target is honoured")
    #expect(observer.didEndDecelerating == 1)
  }

  @Test func immediateWheelJumpsAndPreciseDeltasAreFractional() {
    var scroll = ScrollViewModel(
      viewportHeight: 844, maxOffset: 5000, settings: scrollSettings(smoothWheel: false))
    var observer = RecordingObserver()
    scroll.wheel(lines: -1, precise: false, at: 0, observer: &observer)
    #expect(scroll.offset == 40)
    scroll.wheel(lines: -0.25, precise: true, at: 0.01, observer: &observer)
    #expect(scroll.offset == 50)
    scroll.wheel(lines: 5, precise: false, at: 0.02, observer: &observer)
    #expect(scroll.offset == 0, "wheel scrolling stops at the top, never rubber-bands")
  }

  @Test func smoothWheelAnimatesToTheSameTarget() {
    var scroll = ScrollViewModel(viewportHeight: 844, maxOffset: 5000, settings: scrollSettings())
    var observer = RecordingObserver()
    scroll.wheel(lines: -3, precise: false, at: 0, observer: &observer)
    run(&scroll, &observer, from: 0, to: 0.05)
    #expect(scroll.offset > 0 && scroll.offset < 120, "mid-animation")
    run(&scroll, &observer, from: 0.05, to: 0.5)
    #expect(scroll.offset == 120)
    let steps = zip(observer.offsets, observer.offsets.dropFirst()).map { $1 - $0 }
    #expect(steps.allSatisfy { $0 >= 0 }, "monotonic")
  }

  @Test func keyboardScrollsAnimateLikeABrowser() {
    var scroll = ScrollViewModel(viewportHeight: 844, maxOffset: 5000, settings: scrollSettings())
    var observer = RecordingObserver()
    scroll.keyScroll(by: 700, at: 0, observer: &observer)
    run(&scroll, &observer, from: 0, to: 0.075)
    #expect(isClose(scroll.offset, 350, 1), "ease-in-out is half way at half time")
    run(&scroll, &observer, from: 0.075, to: 0.16)
    #expect(scroll.offset == 700, "Chromium's keyboard duration is 150 ms")
    scroll.scroll(to: 0, at: 0.2, observer: &observer)
    run(&scroll, &observer, from: 0.2, to: 1.2)
    #expect(scroll.offset == 0)
  }

  @Test func shrinkingContentSpringsBackIntoRange() {
    var scroll = ScrollViewModel(viewportHeight: 844, maxOffset: 5000, settings: scrollSettings())
    var observer = RecordingObserver()
    scroll.reset(offset: 3000, observer: &observer)
    scroll.update(viewportHeight: 844, maxOffset: 1000, at: 0, observer: &observer)
    run(&scroll, &observer, from: 0, to: 3)
    #expect(scroll.offset == 1000)
  }
}
