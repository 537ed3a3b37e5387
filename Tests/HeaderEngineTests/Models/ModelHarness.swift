@testable import HeaderEngine

/// A platform model with a stand-in scroll view: it feeds did-scrolls in 1 pt steps, ends
/// gestures, ticks at 240 Hz and moves the content when the model carries it (as `Sandbox`
/// does through `ScrollViewModel.displace`).
struct ModelHarness<Model: HeaderModel> {
  var model: Model
  /// The content's scroll offset.
  private(set) var offset: Double = 0
  var content = tallContent
  var viewport = tallViewport
  /// Every header height seen by `run`, one per tick.
  private(set) var heights: [Double] = []

  init(_ model: Model) {
    self.model = model
    self.model.didScroll(
      offset: 0, contentHeight: content, viewportHeight: viewport, isTracking: false)
  }

  /// A finger (or, with `tracking` false, a fling) moves the content to `target` in 1 pt steps.
  mutating func drag(to target: Double, tracking: Bool = true) {
    let steps = Int(abs(target - offset).rounded(.up))
    guard steps > 0 else { return }
    // Finger steps are relative, as a drag is: content a model held back stays behind.
    let step = (target - offset) / Double(steps)
    for _ in 1...steps {
      offset += step
      model.didScroll(
        offset: offset, contentHeight: content, viewportHeight: viewport, isTracking: tracking)
      followShift()
    }
  }

  /// One did-scroll straight to `target` (a single large delta).
  mutating func jump(to target: Double, tracking: Bool = true) {
    offset = target
    model.didScroll(
      offset: offset, contentHeight: content, viewportHeight: viewport, isTracking: tracking)
    followShift()
  }

  /// The finger lifts without a fling.
  mutating func release() {
    var target = offset
    _ = model.willEndDragging(velocity: 0, targetOffset: &target)
    model.didEndDragging(willDecelerate: false)
  }

  /// The finger lifts into a fling that carries the content to `target`, then rests.
  mutating func fling(to target: Double) {
    model.didEndDragging(willDecelerate: true)
    drag(to: target, tracking: false)
    model.didEndDecelerating()
  }

  /// Ticks for `seconds` at 240 Hz, recording the header height after every tick.
  mutating func run(seconds: Double, hz: Double = 240) {
    let ticks = Int((seconds * hz).rounded())
    for _ in 0..<ticks {
      model.tick(dt: 1 / hz)
      followShift()
      heights.append(model.layout.height)
    }
  }

  /// Runs until the model stops animating (at most 10 s); returns the seconds it took.
  @discardableResult
  mutating func settle(hz: Double = 240) -> Double {
    var ticks = 0
    while model.layout.isAnimating && ticks < Int(10 * hz) {
      model.tick(dt: 1 / hz)
      followShift()
      heights.append(model.layout.height)
      ticks += 1
    }
    return Double(ticks) / hz
  }

  /// Clears the recorded heights.
  mutating func forgetHeights() { heights.removeAll() }

  private mutating func followShift() {
    let shift = model.takeContentShift()
    guard shift != 0 else { return }
    offset += shift
    model.didScroll(
      offset: offset, contentHeight: content, viewportHeight: viewport, isTracking: false)
  }
}

extension HeaderModelOptions {
  /// Options for one model, with or without quirks.
  static func of(_ model: HeaderModelName, quirks: Bool = true) -> HeaderModelOptions {
    HeaderModelOptions(model: model, platformQuirks: quirks)
  }
}

/// A configuration with the given heights (points, without the 20 pt status bar).
func heights(_ minimum: Double, _ maximum: Double, statusBar: Double = 20) -> HeaderConfiguration {
  HeaderConfiguration(minimumHeight: minimum, maximumHeight: maximum, statusBarHeight: statusBar)
}
