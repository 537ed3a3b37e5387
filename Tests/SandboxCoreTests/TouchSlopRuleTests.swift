import MotionPhysics
import PhoneSimulation
import Testing

@testable import SandboxStage

/// One touch-slop rule for every model: the drag starts at the sample that crossed the slop and
/// drops the whole move before it, as Flutter's `DragStartBehavior.start` does
/// (`packages/flutter/lib/src/gestures/monodrag.dart`, Scrollable's default).
@Suite struct TouchSlopRuleTests {
  /// A drag up from y 700 in 11 pt steps with an 18 pt slop: the slop is crossed at the second
  /// sample (22 pt), and the content follows the remaining 17 steps.
  static func dragDistance(_ name: DecelerationModelName) -> Double {
    var scroll = ScrollViewModel(
      viewportHeight: 844, maxOffset: 100_000, settings: scrollSettings(name, slop: 18))
    var observer = RecordingObserver()
    // Start mid-content so the drag never reaches an edge and no overscroll law applies.
    scroll.scroll(to: 1000, at: 0, observer: &observer)
    run(&scroll, &observer, from: 0, to: 2)
    let start = scroll.offset
    scroll.touchDown(pointer: .finger(0), y: 700, at: 2, observer: &observer)
    for step in 1...19 {
      scroll.touchMove(
        pointer: .finger(0), y: 700 - 11 * Double(step), at: 2 + Double(step) / 120,
        observer: &observer)
    }
    return scroll.offset - start
  }

  @Test(arguments: DecelerationModelName.allCases)
  func dragStartBehaviorStartDropsTheMoveUpToTheSlopCrossing(_ name: DecelerationModelName) {
    #expect(Self.dragDistance(name) == 17 * 11, "\(name)")
  }
}
