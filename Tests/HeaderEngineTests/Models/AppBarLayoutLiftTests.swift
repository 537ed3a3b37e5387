import Testing

@testable import HeaderEngine

/// Lift (elevation) and the CollapsingToolbarLayout scrim, as material-components-android's
/// tests/javatests/com/google/android/material/appbar/AppBarWithCollapsingToolbarTest.java asserts
/// them (`assertAppBarElevation`, `assertScrimAlpha`): its layouts set no `liftOnScroll`, so the
/// rules are `AppBarLayout.BaseBehavior.updateAppBarLayoutDrawableState`'s and the
/// m3_appbar_state_list_animator's (0 only for a liftable bar that is not lifted). The same
/// 200 pt CollapsingToolbarLayout with a 56 pt pinned toolbar under a 20 pt status bar.
@Suite struct AppBarLayoutLiftTests {
  static func harness(
    _ flags: AppBarScrollFlags, liftOnScroll: Bool = false
  ) -> ModelHarness<AppBarLayoutModel> {
    var options = HeaderModelOptions.of(.appBarLayout)
    options.appBarLayout.scrollFlags = flags
    options.appBarLayout.liftOnScroll = liftOnScroll
    return ModelHarness(
      try! AppBarLayoutModel(configuration: heights(56, 200), options: options))
  }

  /// Whether the bar shows its elevation once every animation has run.
  static func elevated(_ h: inout ModelHarness<AppBarLayoutModel>) -> Bool {
    h.settle()
    return h.model.readout.liftFraction == 1 && h.model.layout.shadowOpacity > 0
  }

  // testPinnedToolbar: `scroll|exitUntilCollapsed`. No elevation and no scrim at rest; both once
  // collapsed, also after a short swipe down that only scrolls the list; none when expanded.
  @Test func testPinnedToolbar() {
    var h = Self.harness([.scroll, .exitUntilCollapsed])
    #expect(!Self.elevated(&h))
    #expect(h.model.readout.scrimAlpha == 0)
    h.drag(to: 330)  // longSwipeAmount = 3 · 220 / 2
    #expect(h.model.layout.height == 76)
    #expect(Self.elevated(&h))
    #expect(h.model.readout.scrimAlpha == 1)
    h.drag(to: 386)  // shortSwipeAmount = the toolbar
    #expect(Self.elevated(&h))
    h.drag(to: 302)  // 3 · shortSwipeAmount / 2 down: the list scrolls back first
    #expect(h.model.layout.height == 76)
    #expect(Self.elevated(&h))
    #expect(h.model.readout.scrimAlpha == 1)
    h.drag(to: 0)  // reallyLongSwipeAmount down
    #expect(h.model.layout.height == 220)
    #expect(!Self.elevated(&h))
    #expect(h.model.readout.scrimAlpha == 0)
  }

  // testScrollingToolbar: `scroll|enterAlways|enterAlwaysCollapsed` is collapsible, so liftable;
  // it is lifted only while revealed (offset growing) into its collapsed position.
  @Test func testScrollingToolbar() {
    var h = Self.harness([.scroll, .enterAlways, .enterAlwaysCollapsed])
    #expect(!Self.elevated(&h))
    h.drag(to: 330)
    #expect(h.model.layout.top == -56, "scrolled away under the status bar")
    #expect(!Self.elevated(&h), "collapsing never lifts an enterAlways bar")
    #expect(h.model.readout.scrimAlpha == 1)
    h.drag(to: 386)
    #expect(!Self.elevated(&h))
    h.drag(to: 302)  // the quick return reveals the toolbar, then the list scrolls
    #expect(h.model.layout.height == 76 && h.model.layout.top == 0)
    #expect(Self.elevated(&h), "revealed into the collapsed position")
    #expect(h.model.readout.scrimAlpha == 1)
    h.drag(to: 0)
    #expect(h.model.layout.height == 220)
    #expect(!Self.elevated(&h))
    #expect(h.model.readout.scrimAlpha == 0)
  }

  // testScrollingToolbarEnterAlways: `scroll|enterAlways` is not collapsible, so the bar is not
  // liftable and keeps its elevation at rest and through every swipe.
  @Test func testScrollingToolbarEnterAlways() {
    var h = Self.harness([.scroll, .enterAlways])
    #expect(!h.model.isLiftable)
    #expect(Self.elevated(&h))
    for target in [330.0, 386, 302, 0, 330, 0] {
      h.drag(to: target)
      #expect(Self.elevated(&h), "after the swipe to \(target)")
    }
    #expect(h.model.readout.scrimAlpha == 0)
  }

  // `AppBarLayout.onLayout`: `liftable = liftOnScroll || hasCollapsibleChild()`; with
  // liftOnScroll the same bar is lifted exactly while the list is scrolled (`shouldLift`).
  @Test func liftOnScrollMakesAnEnterAlwaysBarLiftable() {
    var h = Self.harness([.scroll, .enterAlways], liftOnScroll: true)
    #expect(h.model.isLiftable)
    #expect(!Self.elevated(&h))
    h.drag(to: 150)
    #expect(!Self.elevated(&h), "only the bar moved")
    h.drag(to: 260)
    #expect(Self.elevated(&h), "the list scrolled under it")
    h.drag(to: 200)
    #expect(h.model.collapse == 140 && Self.elevated(&h), "the bar returned, the list did not")
    h.drag(to: 0)
    #expect(!Self.elevated(&h), "the list is back at its top")
  }

  // m3_appbar_state_list_animator: the elevation moves over 150 ms, the scrim over 300 ms on
  // cubic-bezier(0.2, 0, 0, 1) (`scrimAnimationDuration`, `motionEasingStandardInterpolator`).
  @Test func liftAndScrimAnimate() {
    var h = Self.harness([.scroll, .exitUntilCollapsed])
    h.drag(to: 150)
    h.run(seconds: 0.15)
    #expect(h.model.readout.liftFraction == 1)
    #expect(h.model.readout.scrimAlpha < 1)
    h.run(seconds: 0.15)
    #expect(h.model.readout.scrimAlpha == 1)
  }

  // `getScrimVisibleHeightTrigger()`: min(2 · minHeight + insetTop, height) = 132 of 220, so the
  // scrim shows once less than 132 pt of the bar is visible.
  @Test(arguments: [(87.0, 0.0), (89.0, 1.0)])
  func scrimShowsBelowItsTrigger(collapse: Double, alpha: Double) {
    var h = Self.harness([.scroll, .exitUntilCollapsed])
    h.drag(to: collapse)
    h.settle()
    #expect(h.model.readout.scrimAlpha == alpha)
  }

  // testPinnedToolbarAndParallaxImage: the image moves by the parallax multiplier (0.5) of what
  // the bar moves; the title's expansion fraction is |offset| / (height − minHeight − inset).
  @Test func testPinnedToolbarAndParallaxImage() {
    var h = Self.harness([.scroll, .exitUntilCollapsed])
    h.drag(to: 56)
    #expect(h.model.readout.parallaxOffset == -28)
    #expect(h.model.readout.titleProgress == 56.0 / 144)
    h.drag(to: 112)
    #expect(h.model.readout.parallaxOffset == -56)
    h.drag(to: 28)
    #expect(h.model.readout.parallaxOffset == -14)
  }
}
