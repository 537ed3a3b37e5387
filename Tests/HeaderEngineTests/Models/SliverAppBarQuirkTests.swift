import Testing

@testable import HeaderEngine

/// Where Flutter applies the collapse-to-56 quirk, where a floated-away bar really is, and which
/// scrolls float it back in: flutter/flutter packages/flutter/lib/src/material/app_bar.dart
/// (`SliverAppBar`, `.medium`, `.large`, `collapsedHeight`),
/// packages/flutter/lib/src/rendering/sliver_persistent_header.dart
/// (`RenderSliverFloatingPersistentHeader.updateGeometry`, `performLayout`) and
/// packages/flutter/test/widgets/sliver_cross_axis_group_test.dart. An expanded 200 pt bar with a
/// 64 pt collapsed height under a 20 pt status bar (maxExtent 220).
@Suite struct SliverAppBarQuirkTests {
  static func harness(_ options: SliverAppBarOptions) -> ModelHarness<SliverAppBarModel> {
    var all = HeaderModelOptions.of(.sliverAppBar)
    all.sliverAppBar = options
    return ModelHarness(try! SliverAppBarModel(configuration: heights(64, 200), options: all))
  }

  // `SliverAppBar(toolbarHeight: kToolbarHeight)` collapses to 56 only without a
  // `collapsedHeight`; `.medium` and `.large` pass their 64 (`_MediumScrollUnderFlexibleConfig`,
  // `_LargeScrollUnderFlexibleConfig`), a bar with a bottom folds it into `collapsedHeight`.
  @Test(arguments: [
    (SliverAppBarVariant.plain, 76.0), (.collapsedHeight, 84.0), (.medium, 84.0), (.large, 84.0),
  ])
  func minExtentOfEachSliverAppBarConstructor(variant: SliverAppBarVariant, height: Double) {
    var h = Self.harness(SliverAppBarOptions(pinned: true, variant: variant))
    h.drag(to: 400)
    #expect(h.model.hMin == height)
    #expect(h.model.layout.height == height)
  }

  // `updateGeometry`: paintExtent = maxExtent − effectiveScrollOffset and the child at
  // min(0, paintExtent − childExtent): a floating bar the content carried away keeps going up.
  @Test func floatingHeaderUpdateGeometryPutsAFloatedAwayBarAboveTheScreen() {
    var h = Self.harness(SliverAppBarOptions(floating: true))
    h.drag(to: 600)
    #expect(h.model.effectiveOffset == 600)
    #expect(h.model.layout.top == -(600 - 220) - 76)
    #expect(h.model.layout.height == 76)
    h.drag(to: 570)
    // The user's drag back: effective offset min(600, 220) − 30 = 190, top 220 − 190 − 76.
    #expect(h.model.layout.top == -46)
  }

  // sliver_cross_axis_group_test.dart, 'SliverFloatingPersistentHeader scroll direction is not
  // affected by controller.jumpTo': a scroll the program drives toward the start leaves
  // `userScrollDirection` idle, so the floated-away bar stays away; the user's drag floats it in.
  @Test func floatingHeaderScrollDirectionIsNotAffectedByProgrammaticScrolls() {
    var h = Self.harness(SliverAppBarOptions(floating: true))
    h.drag(to: 600)
    h.release()
    h.model.didEndDecelerating()
    h.model.scrollWillBegin(drivenBy: .program)
    h.drag(to: 570)  // a keyboard scroll is seen as tracking, as a drag is
    h.model.didEndDragging(willDecelerate: true)
    h.model.didEndDecelerating()
    #expect(h.model.layout.top <= -76, "the bar was not floated back in")
    h.model.scrollWillBegin(drivenBy: .user)
    h.drag(to: 540)
    #expect(h.model.layout.top == -46, "30 pt of the bar floated in with the user's drag")
  }
}
