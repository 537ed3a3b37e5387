import MotionPhysics
import PhoneSimulation
import TestSupport
import Testing

@testable import SandboxStage

/// A content-size change during a fling keeps the running fling and moves only its edge.
///
/// AOSP's `OverScroller.SplineOverScroller.update()` evaluates one spline over the whole fling
/// (`SPLINE_POSITION` at t / duration), and Flutter's `ClampingScrollSimulation` is likewise a
/// function of the fling's start; neither can be restarted from its current velocity without
/// moving its rest position. Only the edge (hold or spring) follows the new range.
@Suite struct FlingRangeChangeTests {
  /// Flings at about 8000 pt/s from offset 0 with `maxOffset`, changes the range to `newMax`
  /// `changeAfter` seconds after the release, and returns the offset at rest. Keep `changeAfter`
  /// on the 240 Hz grid `run` samples, so both runs are sampled at the same times.
  static func restOffset(
    _ name: DecelerationModelName, maxOffset: Double, newMax: Double? = nil,
    changeAfter: Double = 0.3
  ) -> Double {
    var scroll = ScrollViewModel(
      viewportHeight: 844, maxOffset: maxOffset, settings: scrollSettings(name))
    var observer = RecordingObserver()
    let end = drag(&scroll, &observer, fromY: 800, toY: 200, duration: 0.075)
    if let newMax {
      run(&scroll, &observer, from: end, to: end + changeAfter)
      scroll.update(
        viewportHeight: 844, maxOffset: newMax, at: end + changeAfter, observer: &observer)
      run(&scroll, &observer, from: end + changeAfter, to: end + 12)
    } else {
      run(&scroll, &observer, from: end, to: end + 12)
    }
    #expect(scroll.isSettled)
    return scroll.offset
  }

  @Test(arguments: DecelerationModelName.allCases)
  func aGrowingRangeKeepsTheFlingsOwnRestPosition(_ name: DecelerationModelName) {
    let free = Self.restOffset(name, maxOffset: 100_000)
    let grown = Self.restOffset(
      name, maxOffset: free * 0.6, newMax: 100_000, changeAfter: 5.0 / 240)
    #expect(isClose(grown, free, 1e-6), "\(name): \(grown) vs \(free) without the change")
  }

  /// The case: an Android spline at 8000 pt/s, the range growing 0.3 s in, rested
  /// 533 pt further than the same fling without the change.
  @Test func theAndroidSplineStillRestsWhereItWould() {
    let free = Self.restOffset(.android, maxOffset: 100_000)
    let grown = Self.restOffset(.android, maxOffset: 4000, newMax: 20_000)
    #expect(isClose(grown, free, 1e-6))
  }

  @Test(arguments: DecelerationModelName.allCases)
  func aNewEdgeShortOfTheRestStillStopsTheFling(_ name: DecelerationModelName) {
    let free = Self.restOffset(name, maxOffset: 100_000)
    let newEdge = free * 0.8
    let stopped = Self.restOffset(
      name, maxOffset: free * 0.6, newMax: newEdge, changeAfter: 5.0 / 240)
    #expect(stopped == newEdge, "\(name): rests at the new end, \(stopped) vs \(newEdge)")
  }

  @Test(arguments: DecelerationModelName.allCases)
  func aRangeThatShrinksPastTheContentEndsAtTheNewEdge(_ name: DecelerationModelName) {
    let shrunk = Self.restOffset(name, maxOffset: 100_000, newMax: 500, changeAfter: 0.3)
    #expect(shrunk == 500, "\(name)")
  }
}
