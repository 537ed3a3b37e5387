import MotionPhysics
import Testing

@testable import HeaderEngine

/// The UIKit large-title model against the measurements and the Cupertino re-creation it rests
/// on (flutter/flutter packages/flutter/test/cupertino/nav_bar_test.dart's large-title snap
/// tests from PR flutter/flutter#156381). A 44 pt bar with a 52 pt large-title band under a
/// 20 pt status bar: Hmax 116, Hmin 64.
@Suite struct UIKitLargeTitleModelTests {
  static func harness(snap: Bool = true) -> ModelHarness<UIKitLargeTitleModel> {
    var options = HeaderModelOptions.of(.uikitLargeTitle)
    options.uikitLargeTitle.snap = snap
    return ModelHarness(try! UIKitLargeTitleModel(configuration: heights(44, 96), options: options))
  }

  @Test func barTracksTheOffsetOneToOne() {
    var h = Self.harness()
    h.drag(to: 30)
    #expect(h.model.layout.height == 86)
    h.drag(to: 300)
    #expect(h.model.layout.height == 64 && h.model.layout.top == 0)
  }

  // Released between states the bar goes to the nearer one; exactly half collapses.
  @Test(arguments: [(25.0, 0.0), (26.0, 52.0), (40.0, 52.0), (10.0, 0.0)])
  func snapThreshold(release: Double, target: Double) {
    var h = Self.harness()
    h.drag(to: release)
    h.release()
    h.settle()
    #expect(h.offset == target)
    #expect(h.model.collapse == target)
  }

  // 300 ms on Curves.fastEaseInToSlowEaseOut.
  @Test func snapDurationAndCurve() {
    var h = Self.harness()
    h.drag(to: 40)
    h.release()
    h.run(seconds: 0.15)
    let expected = 40 + 12 * ThreePointCubic.fastEaseInToSlowEaseOut.value(at: 0.5)
    #expect(abs(h.offset - expected) < 1e-9)
    #expect(abs(h.settle() - 0.15) < 0.01)
  }

  @Test func withoutSnapTheBarRestsHalfWay() {
    var h = Self.harness(snap: false)
    h.drag(to: 30)
    h.release()
    #expect(!h.model.layout.isAnimating)
    #expect(h.model.layout.height == 86)
  }

  @Test func flingFromTheMiddleSnapsWhenItRests() {
    var h = Self.harness()
    h.drag(to: 10)
    h.model.didEndDragging(willDecelerate: true)
    h.drag(to: 35, tracking: false)
    #expect(!h.model.layout.isAnimating)
    h.model.didEndDecelerating()
    h.settle()
    #expect(h.offset == 52)
  }

  @Test func overScrollGrowsTheBar() {
    var h = Self.harness()
    h.drag(to: -40)
    #expect(h.model.layout.height == 156)
  }

  @Test func scrollingBackTheBarFollowsTheContent() {
    var h = Self.harness()
    h.drag(to: 400)
    h.drag(to: 300)
    #expect(h.model.layout.height == 64, "no quick return: the bar waits for the top")
  }

  @Test func shortContentCollapsesOnlyAsFarAsItScrolls() {
    var h = Self.harness(snap: false)
    h.content = 500
    h.drag(to: 20)
    #expect(h.model.layout.height == 96)
  }

  @Test func threePointCubicPassesThroughItsPoints() {
    let curve = ThreePointCubic.fastEaseInToSlowEaseOut
    #expect(curve.value(at: 0) == 0)
    #expect(abs(curve.value(at: 1) - 1) < 1e-12)
    #expect(abs(curve.value(at: 0.198) - 0.541) < 1e-9)
  }
}
