import Testing

@testable import HeaderEngine

/// The scroll ranges, as material-components-android's
/// lib/javatests/com/google/android/material/appbar/AppBarLayoutTest.java asserts them for the one
/// child the sandbox has (`getTotalScrollRange`, `getDownNestedPreScrollRange`): a 200 pt child
/// with a 56 pt minimum height under a 20 pt status bar it fits into.
@Suite struct AppBarLayoutRangeTests {
  static func model(_ flags: AppBarScrollFlags) -> AppBarLayoutModel {
    var options = HeaderModelOptions.of(.appBarLayout)
    options.appBarLayout.scrollFlags = flags
    return try! AppBarLayoutModel(configuration: heights(56, 200), options: options)
  }

  // testTotalScrollRange_whenFirstChildScrollableAndVisible_onlyCountFirstChild (and the
  // exitUntilCollapsed child of the test layout: its height less its minimum height).
  @Test func testTotalScrollRange_whenFirstChildScrollableAndVisible() {
    #expect(Self.model(.scroll).totalScrollRange == 200)
    #expect(Self.model([.scroll, .exitUntilCollapsed]).totalScrollRange == 144)
  }

  @Test func testTotalScrollRange_whenFirstChildNotScrollable_returnZero() {
    #expect(Self.model([.exitUntilCollapsed, .enterAlways]).totalScrollRange == 0)
  }

  @Test func testDownNestedPreScrollRange_noEnterAlwaysChild_returnZero() {
    #expect(Self.model([.scroll, .exitUntilCollapsed]).quickReturnRange == 0)
  }

  @Test func testDownNestedPreScrollRange_whenFirstChildEnterAlways_onlyCountFirstChild() {
    #expect(Self.model([.scroll, .exitUntilCollapsed, .enterAlways]).quickReturnRange == 144)
    #expect(Self.model([.scroll, .enterAlways]).quickReturnRange == 200)
  }

  // `getDownNestedPreScrollRange` checks enterAlwaysCollapsed before exitUntilCollapsed: the
  // test layout's child keeps `scroll|exitUntilCollapsed` and gains both enter flags.
  @Test func testDownNestedPreScrollRange_whenFirstChildEnterAlwaysCollapsed_onlyCountFirstChild() {
    let flags: AppBarScrollFlags = [
      .scroll, .exitUntilCollapsed, .enterAlways, .enterAlwaysCollapsed,
    ]
    #expect(Self.model(flags).quickReturnRange == 56)
  }

  // What that range does: a finger-down pre-scroll reveals only the minimum height from the
  // collapsed bar, then the list scrolls; the rest comes with the list at its top.
  @Test func enterAlwaysCollapsedWithExitUntilCollapsedRevealsTheMinimumHeightFirst() {
    var options = HeaderModelOptions.of(.appBarLayout)
    options.appBarLayout.scrollFlags = [
      .scroll, .exitUntilCollapsed, .enterAlways, .enterAlwaysCollapsed,
    ]
    var h = ModelHarness(try! AppBarLayoutModel(configuration: heights(56, 200), options: options))
    h.drag(to: 800)
    #expect(h.model.collapse == 144)
    h.drag(to: 700)
    #expect(h.model.collapse == 88, "56 pt of quick return, then the list")
    h.drag(to: 0)
    #expect(h.model.collapse == 0)
  }
}
