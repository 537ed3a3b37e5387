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
    var (scroll, observer, start, lastMove) = midContentDrag(
      name, slop: 18, steps: 19, step: 11, interval: 1.0 / 120)
    // Chromium shows its moves at the next frame, resampled 5 ms before it: a frame 5 ms after
    // the last move shows that move itself (`ChromiumScrollResampling`).
    scroll.advance(to: lastMove + 0.005, observer: &observer)
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
