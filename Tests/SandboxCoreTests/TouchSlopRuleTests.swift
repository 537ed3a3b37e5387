import MotionPhysics
import PhoneSimulation
import Testing

@testable import SandboxStage

/// The touch-slop rules. Every model but Chromium starts the drag at the sample that crossed the
/// slop and drops the whole move before it, as Flutter's `DragStartBehavior.start` does
/// (`packages/flutter/lib/src/gestures/monodrag.dart`, Scrollable's default). Chromium keeps the
/// travel beyond the slop: its first scroll update is the distance from the touch-down less the
/// slop (`ui/events/gesture_detection/gesture_provider.cc`, `SubtractSlopRegion`).
@Suite struct TouchSlopRuleTests {
  /// A drag up from y 700 in 11 pt steps with an 18 pt slop: the slop is crossed at the second
  /// sample (22 pt), then the finger moves 17 more steps.
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

  @Test(arguments: DecelerationModelName.allCases.filter { $0 != .chromium })
  func dragStartBehaviorStartDropsTheMoveUpToTheSlopCrossing(_ name: DecelerationModelName) {
    #expect(Self.dragDistance(name) == 17 * 11, "\(name)")
  }

  /// 209 pt of travel less the 18 pt slop: the crossing sample's 4 pt beyond it are kept.
  @Test func chromiumSubtractsTheSlopFromTheFirstScroll() {
    #expect(Self.dragDistance(.chromium) == 19 * 11 - 18)
  }
}
