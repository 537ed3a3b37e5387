import MotionPhysics
import Testing

@testable import HeaderEngine

/// The Flutter model against flutter/flutter's sliver_persistent_header.dart and app_bar.dart,
/// and what packages/flutter/test/material/app_bar_sliver_test.dart asserts about floating, snap
/// and stretch. An expanded 200 pt bar under a 20 pt status bar (maxExtent 220).
@Suite struct SliverAppBarModelTests {
  static func harness(
    _ options: SliverAppBarOptions, quirks: Bool = true, minimum: Double = 64
  ) -> ModelHarness<SliverAppBarModel> {
    var all = HeaderModelOptions.of(.sliverAppBar, quirks: quirks)
    all.sliverAppBar = options
    let model = try! SliverAppBarModel(configuration: heights(minimum, 200), options: all)
    return ModelHarness(model)
  }

  @Test func plainBarShrinksThenScrollsAway() {
    var h = Self.harness(SliverAppBarOptions())
    h.drag(to: 100)
    #expect(h.model.layout.height == 120 && h.model.layout.top == 0)
    h.drag(to: 200)
    #expect(h.model.layout.height == 76 && h.model.layout.top == -56)
    h.drag(to: 400)
    // `min(0, paintExtent − childExtent)`: the bar keeps moving up with the content.
    #expect(h.model.layout.top == -256 && h.model.layout.isShiftedOffscreen)
  }

  @Test func pinnedBarStaysAtMinExtent() {
    var h = Self.harness(SliverAppBarOptions(pinned: true))
    h.drag(to: 400)
    #expect(h.model.layout.height == 76 && h.model.layout.top == 0)
  }

  // Quirk: a plain SliverAppBar collapses to kToolbarHeight 56, not the theme's 64.
  @Test(arguments: [(true, 76.0), (false, 84.0)])
  func collapsedHeight(quirks: Bool, height: Double) {
    var h = Self.harness(SliverAppBarOptions(pinned: true), quirks: quirks)
    h.drag(to: 400)
    #expect(h.model.layout.height == height)
  }

  // Floating: scrolling back anywhere reveals the bar at once, over the content.
  @Test func floatingRevealsOnAnyScrollBack() {
    var h = Self.harness(SliverAppBarOptions(floating: true))
    h.drag(to: 800)
    #expect(h.model.layout.top == -656, "floated away with the content: 220 − 800 − 76")
    h.drag(to: 750)
    #expect(h.model.effectiveOffset == 170)
    #expect(h.model.layout.height == 76 && h.model.layout.top == -26)
  }

  // Snap follows the last scroll's direction, with no threshold: 2 pt either way decides.
  @Test(arguments: [(798.0, 0.0), (500.0, 0.0)])
  func snapRevealsAfterAnyScrollBack(to offset: Double, effective: Double) {
    var h = Self.harness(SliverAppBarOptions(floating: true, snap: true))
    h.drag(to: 800)
    h.release()
    h.settle()
    h.drag(to: offset)
    h.release()
    h.settle()
    #expect(h.model.effectiveOffset == effective)
    #expect(h.offset == offset, "the content does not move")
  }

  @Test func snapHidesAfterAnyForwardScroll() {
    var h = Self.harness(SliverAppBarOptions(floating: true, snap: true))
    h.drag(to: 800)
    h.drag(to: 700)
    h.release()
    h.settle()
    #expect(h.model.effectiveOffset == 0)
    h.drag(to: 702)
    h.release()
    h.settle()
    #expect(h.model.effectiveOffset == 220)
  }

  // `_SliverAppBarState._updateSnapConfiguration`: 200 ms, Curves.easeOut.
  @Test func snapDurationAndCurve() {
    var h = Self.harness(SliverAppBarOptions(floating: true, snap: true))
    h.drag(to: 800)
    h.drag(to: 700)
    h.release()
    h.settle()
    h.drag(to: 720)
    let start = h.model.effectiveOffset
    h.release()
    h.run(seconds: 0.1)
    let expected = start + (220 - start) * CubicBezier.easeOut.value(at: 0.5)
    #expect(abs(h.model.effectiveOffset - expected) < 1e-9)
    h.run(seconds: 0.1 - 1.0 / 240)
    #expect(h.model.effectiveOffset < 220)
    h.run(seconds: 1.0 / 240)
    #expect(h.model.effectiveOffset == 220, "done at 200 ms")
  }

  @Test func snapWaitsForTheFlingToEnd() {
    var h = Self.harness(SliverAppBarOptions(floating: true, snap: true))
    h.drag(to: 800)
    h.drag(to: 790)
    h.model.didEndDragging(willDecelerate: true)
    h.drag(to: 760, tracking: false)
    let during = h.model.effectiveOffset
    h.run(seconds: 0.1)
    #expect(h.model.effectiveOffset == during, "no snap while the fling runs")
    h.model.didEndDecelerating()
    h.settle()
    #expect(h.model.effectiveOffset == 0)
  }

  // `onStretchTrigger` fires when the stretch reaches the offset from at or below it.
  @Test func stretchGrowsTheBarAndFiresTheTrigger() {
    var h = Self.harness(SliverAppBarOptions(stretch: true))
    h.drag(to: -50)
    #expect(h.model.layout.height == 270)
    h.jump(to: -99.5)
    #expect(h.model.stretchTriggerCount == 0)
    h.jump(to: -130)
    h.jump(to: -150)
    #expect(h.model.stretchTriggerCount == 1)
    h.jump(to: -50)
    h.jump(to: -130)
    #expect(h.model.stretchTriggerCount == 2)
  }

  @Test func withoutStretchOverScrollLeavesTheBar() {
    var h = Self.harness(SliverAppBarOptions())
    h.drag(to: -50)
    #expect(h.model.layout.height == 220)
  }

  @Test func shortContentShrinksOnlyAsFarAsItScrolls() {
    var h = Self.harness(SliverAppBarOptions(pinned: true))
    h.content = 420
    h.drag(to: 40)
    #expect(h.model.layout.height == 180)
  }
}
