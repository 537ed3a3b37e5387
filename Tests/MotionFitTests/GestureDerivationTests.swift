import MotionFit
import SandboxCore
import Testing

@Suite("Gesture derivation")
struct GestureDerivationTests {
  @Test("a flick becomes one stroke released near the swipe's end with its speed")
  func flickStroke() throws {
    let (series, _) = try RoundTripFixture.series(
      RoundTripFixture.flick(), [("scroll.deceleration", .string("android"))])
    let strokes = GestureDerivation.strokes(series)
    #expect(strokes.count == 1)
    let stroke = try #require(strokes.first)
    // Swipe: 0.3 s + 0.12 s, 200 pt in 0.12 s (the slop is dropped, so the content is slower).
    #expect(abs(stroke.release - 0.42) < 0.04, "release at \(stroke.release)")
    #expect(stroke.velocity > 1000 && stroke.velocity < 2000, "velocity \(stroke.velocity)")
  }

  // UIKit's fling is memoryless, so a release found a frame late replays exactly; the spline
  // flings (Android, Flutter clamping) depend on when it was (docs/fit.md, "Limits").
  @Test("the derived gesture replays the measured travel of a UIKit fling")
  func replay() throws {
    let (series, values) = try RoundTripFixture.series(
      RoundTripFixture.flick(), [("scroll.deceleration", .string("uikit"))], noise: 0)
    let script = GestureDerivation.script(
      for: series, viewport: .standard, touchSlop: values[Param.scroll.touchSlop], fps: 60)
    let objective = FitObjective(series: series, script: script, columns: [.scrollOffset])
    let residuals = try #require(objective.residuals(values))
    let worst = residuals.map(abs).max() ?? 0
    let rest = abs(residuals.last ?? 0)
    // `measure --script`'s bar: the rest position within 2 % of the travel.
    let travel = (series.scrollOffset.last ?? 0) - series.scrollOffset[0]
    #expect(travel > 500)
    #expect(rest < 0.02 * travel, "rest position off by \(rest) pt of \(travel); worst \(worst)")
  }
}
