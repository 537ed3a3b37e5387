import MotionPhysics
import Testing

@testable import HeaderEngine

/// The readout columns of the other models: Compose's container colour and collapsed fraction,
/// UIKit's appearance and band fraction, Flutter's FlexibleSpaceBar (flexible_space_bar.dart)
/// and stretch count.
@Suite struct PlatformReadoutTests {
  // AppBarTest's `topAppBar_scrolledContentColor` checks the colour at collapsedFraction; two
  // rows lerp with FastOutLinearIn(collapsedFraction).
  @Test func composeReadoutIsTheContainerColourAndCollapsedFraction() {
    var h = ModelHarness(
      try! ComposeTopAppBarModel(
        configuration: heights(64, 112), options: .of(.composeM3)))
    h.drag(to: 24)
    #expect(h.model.readout.titleProgress == 0.5)
    #expect(h.model.readout.liftFraction == CubicBezier.fastOutLinearIn.value(at: 0.5))
    #expect(h.model.readout.scrimAlpha == 0 && h.model.readout.parallaxOffset == 0)
  }

  @Test func uikitReadoutIsTheBandAndTheStandardAppearance() {
    var all = HeaderModelOptions.of(.uikitLargeTitle)
    all.uikitLargeTitle.snap = false
    var h = ModelHarness(try! UIKitLargeTitleModel(configuration: heights(44, 96), options: all))
    h.drag(to: 26)
    #expect(h.model.readout.titleProgress == 0.5)
    h.drag(to: 57)
    #expect(h.model.readout.liftFraction == 0.5, "5 of the 10 pt scroll-under extent")
  }

  // FlexibleSpaceBar: t = 1 − (currentExtent − minExtent) / deltaExtent; the background fades
  // over Interval(1 − 56/deltaExtent, 1) and sits at −t · deltaExtent / 4.
  @Test func flexibleSpaceBarReadout() {
    var all = HeaderModelOptions.of(.sliverAppBar)
    all.sliverAppBar = SliverAppBarOptions(pinned: true, stretch: true)
    var h = ModelHarness(try! SliverAppBarModel(configuration: heights(56, 200), options: all))
    h.drag(to: 72)  // half of the 144 pt delta
    #expect(h.model.readout.titleProgress == 0.5)
    #expect(h.model.readout.scrimAlpha == 0, "the fade starts at 1 − 56/144")
    #expect(h.model.readout.parallaxOffset == -18)
    h.drag(to: 144)
    #expect(h.model.readout.scrimAlpha == 1 && h.model.readout.titleProgress == 1)
    h.jump(to: -120)
    #expect(h.model.readout.stretchTriggers == 1)
  }
}
