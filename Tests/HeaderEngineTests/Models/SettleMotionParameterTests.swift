import MotionPhysics
import Testing

@testable import HeaderEngine

/// Each platform model's own settle motion is a parameter with the platform's default: Android's
/// `animateOffsetTo` duration rule and interpolator (AppBarLayout.java), Flutter's
/// `FloatingHeaderSnapConfiguration` (app_bar.dart), Compose's `snapAnimationSpec` (AppBar.kt
/// `settleAppBar`) and UIKit's large-title snap (Flutter's re-creation, nav_bar.dart).
@Suite struct SettleMotionParameterTests {
  // `animateOffsetTo`: (|Δ|/height + 1) × unit, capped; 50 of 220 pt at 150 ms is 184 ms, at a
  // 300 ms unit 368 ms, and a 250 ms cap stops it there.
  @Test(arguments: [(0.15, 0.6, 0.184), (0.3, 0.6, 0.368), (0.3, 0.25, 0.25)])
  func appBarLayoutAnimateOffsetToDurationRule(unit: Double, cap: Double, seconds: Double) {
    var options = HeaderModelOptions.of(.appBarLayout)
    options.appBarLayout = AppBarLayoutOptions(
      scrollFlags: [.scroll, .snap], snapDurationUnit: unit, maximumSnapDuration: cap)
    var h = ModelHarness(try! AppBarLayoutModel(configuration: heights(0, 200), options: options))
    h.drag(to: 150)
    h.settle()
    h.release()
    #expect(abs(h.settle() - seconds) < 1.0 / 240)
    #expect(h.model.collapse == 200)
  }

  // The default curve is DecelerateInterpolator(1) exactly; another Bézier plays as itself.
  @Test func appBarLayoutSnapCurveIsTheInterpolator() throws {
    #expect(AppBarLayoutOptions().snapEasing == .decelerate)
    for t in stride(from: 0.0, through: 1.0, by: 0.125) {
      let bezier = AppBarLayoutOptions.decelerateCurve.value(at: t)
      #expect(abs(bezier - (1 - (1 - t) * (1 - t))) < 1e-6, "the Bézier is the parabola at \(t)")
    }
    let linear = AppBarLayoutOptions(snapCurve: .linear)
    #expect(linear.snapEasing == .bezier(.linear))
  }

  // `FloatingHeaderSnapConfiguration(curve:, duration:)`: 200 ms easeOut by default.
  @Test(arguments: [0.2, 0.5])
  func floatingHeaderSnapConfigurationDuration(duration: Double) {
    var all = HeaderModelOptions.of(.sliverAppBar)
    all.sliverAppBar = SliverAppBarOptions(floating: true, snap: true, snapDuration: duration)
    var h = ModelHarness(try! SliverAppBarModel(configuration: heights(64, 200), options: all))
    h.drag(to: 800)
    h.release()
    h.settle()
    h.drag(to: 790)
    h.release()
    #expect(abs(h.settle() - duration) < 1.0 / 240)
    #expect(h.model.effectiveOffset == 0)
  }

  // `settleAppBar` with a null `snapAnimationSpec` (`composeM3.snap = false`) leaves a
  // half-collapsed bar where it is.
  @Test(arguments: [(true, 48.0), (false, 30.0)])
  func settleAppBarWithoutSnapAnimationSpec(snap: Bool, collapse: Double) {
    var all = HeaderModelOptions.of(.composeM3)
    all.composeM3 = ComposeM3Options(snap: snap)
    var h = ModelHarness(
      try! ComposeTopAppBarModel(configuration: heights(64, 112), options: all))
    h.drag(to: 30)
    h.release()
    h.settle()
    #expect(abs(h.model.collapse - collapse) < 0.01)
  }

  // A bouncier settle spring is still clamped into [heightOffsetLimit, 0] by the setter.
  @Test func settleAppBarSpringIsClampedToTheBarRange() {
    var all = HeaderModelOptions.of(.composeM3)
    all.composeM3 = ComposeM3Options(snapDampingRatio: 0.3)
    var h = ModelHarness(
      try! ComposeTopAppBarModel(configuration: heights(64, 112), options: all))
    h.drag(to: 30)
    h.release()
    h.settle()
    #expect(h.heights.allSatisfy { $0 >= 84 - 1e-9 && $0 <= 132 + 1e-9 })
    #expect(h.heights.contains { $0 == 84 }, "it reaches the collapsed limit early and stays")
  }

  // The UIKit snap: 300 ms on fastEaseInToSlowEaseOut by default (its Bézier stand-in plays the
  // exact three-point curve); a longer duration and another Bézier play as set.
  @Test func uikitLargeTitleSnapDurationAndCurve() {
    #expect(UIKitLargeTitleOptions().snapEasing == .threePoint(.fastEaseInToSlowEaseOut))
    for t in stride(from: 0.0, through: 1.0, by: 0.05) {
      let fit = UIKitLargeTitleOptions.fastEaseInToSlowEaseOutFit.value(at: t)
      #expect(abs(fit - ThreePointCubic.fastEaseInToSlowEaseOut.value(at: t)) < 0.035)
    }
    for (duration, expected) in [(0.3, 0.3), (0.6, 0.6)] {
      var all = HeaderModelOptions.of(.uikitLargeTitle)
      all.uikitLargeTitle = UIKitLargeTitleOptions(snapDuration: duration, snapCurve: .linear)
      var h = ModelHarness(
        try! UIKitLargeTitleModel(configuration: heights(44, 96), options: all))
      h.drag(to: 20)
      h.release()
      h.run(seconds: duration / 2)
      #expect(abs(h.offset - 10) < 0.2, "linear: half way at half the duration")
      #expect(abs(h.settle() + duration / 2 - expected) < 1.0 / 120)
      #expect(h.offset == 0)
    }
  }
}
