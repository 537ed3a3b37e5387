import Testing

@testable import HeaderEngine

/// The Android Views model, checked against what material-components-android's own tests
/// assert (tests/javatests/com/google/android/material/appbar/AppBarWithCollapsingToolbarTest.java)
/// and against `AppBarLayout.BaseBehavior`'s source. A CollapsingToolbarLayout 200 pt tall with a
/// 56 pt pinned toolbar under a 20 pt status bar: Hmax 220, Hmin 76.
@Suite struct AppBarLayoutModelTests {
  static func harness(
    _ flags: AppBarScrollFlags, quirks: Bool = true, minimum: Double = 56, maximum: Double = 200
  ) -> ModelHarness<AppBarLayoutModel> {
    var options = HeaderModelOptions.of(.appBarLayout, quirks: quirks)
    options.appBarLayout.scrollFlags = flags
    let model = try! AppBarLayoutModel(
      configuration: heights(minimum, maximum), options: options)
    return ModelHarness(model)
  }

  // Mirrors testPinnedToolbar: `scroll|exitUntilCollapsed` collapses to the toolbar below the
  // status bar, stays there on a short swipe down, and expands only with the list at its top.
  @Test func exitUntilCollapsedPinsTheToolbarAndWaitsForTheTop() {
    var h = Self.harness([.scroll, .exitUntilCollapsed])
    h.drag(to: 400)
    #expect(h.model.layout.height == 76 && h.model.layout.top == 0)
    #expect(h.model.collapse == 144)
    h.drag(to: 300)
    #expect(h.model.layout.height == 76, "the list scrolls back first")
    h.drag(to: 100)
    #expect(h.model.layout.height == 120, "the bar follows once the list is at its top")
    h.drag(to: 0)
    #expect(h.model.layout.height == 220)
  }

  // Mirrors testScrollingToolbar: plain `scroll` scrolls the whole bar away under the status bar.
  @Test func scrollScrollsTheBarAwayUnderTheStatusBar() {
    var h = Self.harness(.scroll)
    h.drag(to: 500)
    #expect(h.model.collapse == 200)
    #expect(h.model.layout.top == -56 && h.model.layout.height == 76)
    #expect(h.model.layout.isShiftedOffscreen)
    h.drag(to: 420)
    #expect(h.model.collapse == 200, "scrolling back moves the content first")
  }

  // Mirrors testScrollingToolbarEnterAlways: scrolling back anywhere reveals the bar first.
  @Test func enterAlwaysRevealsTheBarBeforeTheContent() {
    var h = Self.harness([.scroll, .enterAlways])
    h.drag(to: 800)
    h.drag(to: 740)
    #expect(h.model.collapse == 140, "60 pt of reveal, the list has not moved")
    #expect(h.model.layout.height == 80 && h.model.layout.top == 0)
  }

  @Test func enterAlwaysCollapsedRevealsOnlyTheMinimumHeightFirst() {
    var h = Self.harness([.scroll, .enterAlways, .enterAlwaysCollapsed])
    h.drag(to: 800)
    h.drag(to: 700)
    #expect(h.model.collapse == 144, "the quick return stops at the 56 pt minimum height")
    #expect(h.model.layout.height == 76 && h.model.layout.top == 0)
  }

  // `calculateSnapOffset`'s midpoint rule, both sides; exactly half expands.
  @Test(arguments: [(71.0, 0.0), (72.0, 0.0), (73.0, 144.0), (140.0, 144.0)])
  func snapGoesToTheNearerEdge(release: Double, target: Double) {
    var h = Self.harness([.scroll, .exitUntilCollapsed, .snap])
    h.drag(to: release)
    h.release()
    h.settle()
    #expect(h.model.collapse == target)
    #expect(h.offset == target, "the content rides with the bar")
  }

  // `animateOffsetTo`: (|Δ|/height + 1)·150 ms on DecelerateInterpolator(1).
  @Test func snapDurationAndCurve() {
    var h = Self.harness([.scroll, .exitUntilCollapsed, .snap])
    h.drag(to: 100)
    h.settle()  // the scrim the drag showed
    h.release()
    #expect(h.model.layout.isAnimating && h.model.layout.wantsToBeHidden)
    h.run(seconds: 0.1)
    // Δ = 44 of a 220 pt bar: 180 ms; at 100 ms t = 5/9, 1 − (4/9)² of the way.
    let expected = 100 + 44 * (1 - (4.0 / 9) * (4.0 / 9))
    #expect(abs(h.model.collapse - expected) < 1e-6)
    let seconds = h.settle()
    #expect(abs(seconds - 0.08) < 0.01, "done at 180 ms")
    #expect(h.model.collapse == 144)
  }

  // With zero velocity the duration is (|Δ|/height + 1)·150 ms: 184 ms for 50 of 220 pt.
  @Test func snapDurationGrowsWithTheDistance() {
    var h = Self.harness([.scroll, .snap], minimum: 0)
    h.drag(to: 150)
    h.settle()  // the scrim the drag showed
    h.release()
    #expect(abs(h.settle() - 0.184) < 1.0 / 240)
    #expect(h.model.collapse == 200)
  }

  // A fling collapses through the same pre-scroll and snaps only when it ends (TYPE_NON_TOUCH).
  @Test func flingFromTheMiddleSnapsWhenItEnds() {
    var h = Self.harness([.scroll, .exitUntilCollapsed, .snap])
    h.drag(to: 60)
    h.model.didEndDragging(willDecelerate: true)
    #expect(!h.model.layout.isAnimating, "no snap while the fling runs")
    h.drag(to: 100, tracking: false)
    h.model.didEndDecelerating()
    h.settle()
    #expect(h.model.collapse == 144)
  }

  @Test func overScrollLeavesTheBarAlone() {
    var h = Self.harness([.scroll, .exitUntilCollapsed])
    h.drag(to: -40)
    #expect(h.model.layout.height == 220 && h.model.layout.top == 0)
  }

  // Short content: the bar collapses only as far as the content scrolls.
  @Test func shortContentCollapsesOnlyAsFarAsTheContentMoves() {
    var h = Self.harness([.scroll, .exitUntilCollapsed])
    h.content = 400
    h.drag(to: 40)
    #expect(h.model.collapse == 40)
  }

  // Quirk: any enterAlways child with a minimum height snaps in two zones split at it.
  @Test(arguments: [(true, 144.0), (false, 200.0)])
  func enterAlwaysSnapSeam(quirks: Bool, target: Double) {
    var h = Self.harness([.scroll, .enterAlways, .snap], quirks: quirks)
    h.drag(to: 160)
    h.release()
    h.settle()
    #expect(h.model.collapse == target)
  }

  @Test func enterAlwaysCollapsedHasTheSeamWithOrWithoutQuirks() {
    var h = Self.harness([.scroll, .enterAlways, .enterAlwaysCollapsed, .snap], quirks: false)
    h.drag(to: 160)
    h.release()
    h.settle()
    #expect(h.model.collapse == 144)
  }

  @Test func liftOnScrollLiftsOnceTheListScrolls() {
    var h = Self.harness([.scroll, .exitUntilCollapsed])
    h.drag(to: 144)
    h.settle()
    #expect(h.model.layout.shadowOpacity == 0, "the bar collapsed, the list did not scroll")
    h.drag(to: 150)
    let seconds = h.settle()
    #expect(abs(seconds - 0.15) < 0.01)
    #expect(h.model.layout.shadowOpacity == 0.4)
  }

  @Test func withoutScrollNothingMoves() {
    var h = Self.harness([])
    h.drag(to: 300)
    #expect(h.model.layout.height == 220 && h.model.collapse == 0)
  }

  @Test func flagsParseInAndroidsSpelling() throws {
    let flags = try AppBarScrollFlags(parsing: "scroll|enterAlways|snap")
    #expect(flags == [.scroll, .enterAlways, .snap])
    #expect(flags.description == "scroll|enterAlways|snap")
    #expect(try AppBarScrollFlags(parsing: "noScroll") == [])
    // Blanks around names are ignored, and a blank value is no flag.
    #expect(try AppBarScrollFlags(parsing: " scroll |\tsnap ") == [.scroll, .snap])
    #expect(try AppBarScrollFlags(parsing: " \t ") == [])
    #expect(try AppBarScrollFlags(parsing: "") == [])
    #expect(throws: HeaderModelOptionsError.unknownScrollFlag("")) {
      try AppBarScrollFlags(parsing: "scroll||snap")
    }
    #expect(throws: HeaderModelOptionsError.unknownScrollFlag("enterAlway")) {
      try AppBarScrollFlags(parsing: "scroll|enterAlway")
    }
  }
}
