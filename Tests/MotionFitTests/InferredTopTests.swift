import Foundation
import Testing

@testable import MotionFit

/// `GestureDerivation.inferredEdges`: the content's top read from a recording that does not say
/// where it is (offsets from the first frame), by a spring back to the same rest with the header
/// expanded there.
@Suite struct InferredTopTests {
  /// 60 fps samples of `offset(t)` and `header(t)` over `duration` seconds.
  static func series(
    duration: Double, header: ((Double) -> Double?)?, offset: (Double) -> Double
  ) -> MeasuredSeries {
    let time = (0..<Int(duration * 60)).map { Double($0) / 60 }
    return MeasuredSeries(
      time: time, scrollOffset: time.map(offset), headerBottom: header.map { h in time.map(h) })
  }

  /// At 10 (a recording that started a little into its own offsets): at rest, pulled 50 pt past
  /// it in 0.3 s, held, let go, and sprung back (critically damped) to rest there.
  static func pull(_ t: Double) -> Double {
    switch t {
    case ..<0.5: return 10
    case ..<0.8: return 10 - 50 * (t - 0.5) / 0.3
    case ..<1.1: return -40
    default:
      let s = t - 1.1
      return 10 - 50 * (1 + 12 * s) * exp(-12 * s)
    }
  }

  /// The over-extending header: 200 pt at the top, taller by what the content is pulled past it.
  static func stretched(_ t: Double) -> Double? { 200 + max(0, 10 - pull(t)) }

  @Test func aSpringBackToTheSameRestIsTheTop() throws {
    let top = try #require(
      GestureDerivation.inferredEdges(
        Self.series(duration: 3, header: Self.stretched, offset: Self.pull)
      ).top)
    #expect(abs(top - 10) <= 1.0 / 3)
  }

  /// The recording ends 1.7 pt short of the rest while the spring still brings it back
  /// (readme-demo lets its last pull go half a second before its end): the top all the same.
  /// Pushed back by hand at a steady 30 pt/s to the same point, it is not.
  @Test func aSpringCutShortByTheRecordingsEndIsTheTop() throws {
    let cut = Self.series(duration: 1.55, header: Self.stretched, offset: Self.pull)
    let last = try #require(cut.scrollOffset.last)
    #expect(abs(last - 10) > 1.5 && abs(last - 10) < 2)
    let top = try #require(GestureDerivation.inferredEdges(cut).top)
    #expect(abs(top - 10) <= 1.0 / 3)
    let byHand: (Double) -> Double = { t in t < 1.1 ? Self.pull(t) : -40 + 30 * (t - 1.1) }
    let pushed = Self.series(
      duration: 2.735, header: { t in 200 + max(0, 10 - byHand(t)) }, offset: byHand)
    #expect(abs((pushed.scrollOffset.last ?? 0) - 8.5) < 0.01)
    #expect(GestureDerivation.inferredEdges(pushed).top == nil)
  }

  /// readme-demo under Android's and `uikitFast`'s flings: at rest at 112 pt, taken 1 400 or
  /// 590 pt on through the list, then flung back down to rest within half a point of that
  /// first rest, the fling creeping into it as a spring would. No rubber band takes content
  /// that far past an edge (a third of the viewport for a pull across the screen), so on an
  /// 844 pt viewport neither is a bottom; told nothing of the viewport, the rule reads one. A
  /// bounce as far past it as platforms' 6 500 pt/s flick (265 pt) still is.
  @Test(arguments: [(1_400.0, false), (590, false), (265, true)])
  func aReturnFromFurtherThanARubberBandReachesIsNoEdge(excursion: Double, isEdge: Bool) {
    let flung: (Double) -> Double = { t in
      switch t {
      case ..<0.5: return 112
      case ..<1.0: return 112 + excursion * (t - 0.5) / 0.5
      case ..<1.5: return 112 + excursion
      default:
        // A slow tail: a cubic ease into the rest over 3 s.
        let u = min(1, (t - 1.5) / 3)
        return 111.6 + (excursion + 0.4) * pow(1 - u, 3)
      }
    }
    let series = Self.series(duration: 5.5, header: { _ in 118 }, offset: flung)
    #expect(GestureDerivation.inferredEdges(series).bottom != nil)
    #expect(GestureDerivation.inferredEdges(series, viewportHeight: 844).isEmpty == !isEdge)
  }

  @Test func withoutHeaderEdgesNothingIsInferred() {
    #expect(
      GestureDerivation.inferredEdges(Self.series(duration: 3, header: nil, offset: Self.pull)).top
        == nil
    )
  }

  /// A wheel's equal steps: on past a rest and back to it, the content above it in between.
  @Test func aReturnFromFurtherInIsNoTop() {
    let steps: (Double) -> Double = { t in
      switch t {
      case ..<0.5: return 400
      case ..<0.7: return 400 + 240 * (t - 0.5) / 0.2
      case ..<1.5: return 640
      case ..<1.7: return 640 - 240 * (t - 1.5) / 0.2
      default: return 400
      }
    }
    let wheel = Self.series(duration: 3, header: { _ in 56 }, offset: steps)
    #expect(GestureDerivation.inferredEdges(wheel) == GestureDerivation.Edges())
  }

  /// At the bottom of a list (800): at rest, pulled 50 pt past it, held, let go, sprung back:
  /// the bottom, with no header to go on (a bar that never changes); no top.
  @Test func aSpringBackFromAboveIsTheBottom() throws {
    let bounce = Self.series(duration: 3, header: { _ in 56 }, offset: { t in 810 - Self.pull(t) })
    let edges = GestureDerivation.inferredEdges(bounce)
    let bottom = try #require(edges.bottom)
    #expect(abs(bottom - 800) <= 1.0 / 3)
    #expect(edges.top == nil)
  }

  /// A wheel's equal steps the other way: towards the top and back to a rest, the content below
  /// it in between, under a bar that never changes (nothing for the header check to go on) and
  /// under a large title collapsing from 200 to 100 pt. The content arrives at its rest in a
  /// step, as no spring does.
  @Test(arguments: [false, true])
  func aReturnFromTowardsTheTopIsNoTop(collapsing: Bool) {
    let steps: (Double) -> Double = { t in
      switch t {
      case ..<0.5: return 640
      case ..<0.7: return 640 - 240 * (t - 0.5) / 0.2
      case ..<1.5: return 400
      case ..<1.7: return 400 + 240 * (t - 1.5) / 0.2
      default: return 640
      }
    }
    let header: (Double) -> Double? = { t in
      collapsing ? 100 + max(0, 100 - steps(t)) : 56
    }
    #expect(
      GestureDerivation.inferredEdges(Self.series(duration: 3, header: header, offset: steps)).top
        == nil)
  }

  /// The same pull and return mid-list, where further in the header is taller than at the rest
  /// (a quick-return bar shown again): the header is not expanded there, so it is no top.
  @Test func aRestWhereTheHeaderIsNotExpandedIsNoTop() {
    let midList = Self.series(
      duration: 4, header: { t in t < 3 ? 56 : 230 },
      offset: { t in t < 3 ? Self.pull(t) + 500 : 900 })
    #expect(GestureDerivation.inferredEdges(midList).top == nil)
  }
}
