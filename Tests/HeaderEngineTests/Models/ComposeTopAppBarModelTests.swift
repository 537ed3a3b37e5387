import Foundation
import Testing

@testable import HeaderEngine

/// The Compose Material 3 model against androidx's AppBar.kt (`settleAppBar`, the scroll
/// behaviours' `onPreScroll`/`onPostScroll`) and what its AppBarTest.kt asserts. A LargeTopAppBar
/// 152 → 64 pt under a 20 pt status bar: Hmax 172, Hmin 84, a collapse range of 88.
@Suite struct ComposeTopAppBarModelTests {
  static func harness(
    _ behavior: ComposeScrollBehavior, quirks: Bool = true, stiffness: Double = 1600,
    minimum: Double = 64, maximum: Double = 152
  ) -> ModelHarness<ComposeTopAppBarModel> {
    var options = HeaderModelOptions.of(.composeM3, quirks: quirks)
    options.composeM3 = ComposeM3Options(behavior: behavior, snapStiffness: stiffness)
    let model = try! ComposeTopAppBarModel(
      configuration: heights(minimum, maximum), options: options)
    return ModelHarness(model)
  }

  // Mirrors smallTopAppBar_scrolledPositioning: a single-row bar's height is
  // `ContainerHeight + heightOffset`.
  @Test func singleRowBarShrinksByTheOffset() {
    var h = Self.harness(.enterAlways, minimum: 64, maximum: 64)
    h.drag(to: 20)
    #expect(h.model.layout.height == 20 + 64 - 20)
    #expect(h.model.hMin == 20, "a single row collapses away entirely")
  }

  // exitUntilCollapsed: the bar collapses first; scrolling back the list moves first.
  @Test func exitUntilCollapsedScrollsTheListBackFirst() {
    var h = Self.harness(.exitUntilCollapsed)
    h.drag(to: 400)
    #expect(h.model.collapse == 88)
    h.drag(to: 200)
    #expect(h.model.collapse == 88)
    h.drag(to: 40)
    #expect(h.model.collapse == 40)
  }

  @Test func enterAlwaysRevealsTheBarFirst() {
    var h = Self.harness(.enterAlways)
    h.drag(to: 400)
    h.drag(to: 370)
    #expect(h.model.collapse == 58)
  }

  // `settleAppBar`: below 0.5 collapsed expands, from 0.5 on collapses; under 0.01 stays.
  @Test(arguments: [(43.0, 0.0), (44.0, 88.0), (80.0, 88.0), (0.8, 0.8)])
  func settleThreshold(release: Double, target: Double) {
    var h = Self.harness(.exitUntilCollapsed)
    h.drag(to: release)
    h.release()
    h.settle()
    #expect(abs(h.model.collapse - target) < 0.02)
  }

  @Test func fullyCollapsedDoesNotSettle() {
    var h = Self.harness(.exitUntilCollapsed)
    h.drag(to: 300)
    h.release()
    #expect(!h.model.layout.isAnimating)
  }

  // Critically damped springs: remaining = (1 + ωt)·e^(−ωt) with ω = √stiffness.
  @Test(arguments: [1600.0, 400.0])
  func settleSpring(stiffness: Double) {
    var h = Self.harness(.exitUntilCollapsed, stiffness: stiffness)
    h.drag(to: 60)
    h.release()
    h.run(seconds: 0.1)
    let omega = stiffness.squareRoot()
    let remaining = 28 * (1 + omega * 0.1) * exp(-omega * 0.1)
    #expect(abs(h.model.collapse - (88 - remaining)) < 1e-6)
    h.settle()
    #expect(h.model.collapse == 88)
    #expect(abs(h.offset - 88) < 1e-9, "the content rides under the bar")
  }

  @Test func flingFromTheMiddleSettlesWhenItEnds() {
    var h = Self.harness(.exitUntilCollapsed)
    h.drag(to: 30)
    h.model.didEndDragging(willDecelerate: true)
    h.drag(to: 50, tracking: false)
    #expect(!h.model.layout.isAnimating)
    h.model.didEndDecelerating()
    h.settle()
    #expect(h.model.collapse == 88)
  }

  @Test func overScrollLeavesTheBarExpanded() {
    var h = Self.harness(.enterAlways)
    h.drag(to: -30)
    #expect(h.model.layout.height == 172)
  }

  // material-components-android#4225: enterAlways moves the bar even when the list cannot scroll.
  @Test func enterAlwaysMovesTheBarOverShortContent() {
    var h = Self.harness(.enterAlways)
    h.content = 100
    h.drag(to: 30)
    #expect(h.model.collapse == 30)
  }

  @Test func pinnedNeverMovesButColoursWhenScrolledUnder() {
    var h = Self.harness(.pinned, minimum: 64, maximum: 64)
    h.drag(to: 300)
    #expect(h.model.layout.height == 84)
    h.settle()
    #expect(h.model.layout.shadowOpacity == 0.4)
  }

  // Quirk: `onPreScroll` reports the whole delta consumed when the bar used any of it.
  @Test(arguments: [(true, 88.0), (false, 100.0)])
  func preScrollConsumesTheWholeDelta(quirks: Bool, offset: Double) {
    var h = Self.harness(.enterAlways, quirks: quirks)
    h.drag(to: 78)
    h.jump(to: 100)
    #expect(h.model.collapse == 88)
    #expect(h.offset == offset)
  }
}
