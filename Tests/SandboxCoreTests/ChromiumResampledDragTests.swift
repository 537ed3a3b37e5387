import MotionPhysics
import PhoneSimulation
import Testing

@testable import SandboxStage

/// Chromium's drag as its page shows it (`ChromiumScrollResampling`): moves appear at frames,
/// sampled 5 ms before the frame along the last two moves and at most min(8 ms, half their
/// interval) past the newer; the prediction the last frame made stays when the finger lifts;
/// the fling counts its time from the last move. Measured on Debian's Chromium 156
/// (docs/research/chromium): a 1500 px/s drag in 18 px moves 12 ms apart lifts 9.8 px past the
/// finger's travel less the slop, and its fling rests 425 px further.
@Suite struct ChromiumResampledDragTests {
  /// A drag up from y 700 in 18 pt moves 12 ms apart (1500 pt/s), 14 moves, from mid-content.
  static func drag(
    _ name: DecelerationModelName = .chromium
  ) -> (scroll: ScrollViewModel, observer: RecordingObserver, start: Double, lastMove: Double) {
    midContentDrag(name, slop: 15, steps: 14, step: 18, interval: 0.012)
  }

  @Test func aFrameShowsTheFingerFiveMillisecondsBeforeIt() {
    var (scroll, observer, start, last) = Self.drag()
    // 252 pt less the 15 pt slop where the moves put the content.
    let moved = 252.0 - 15
    scroll.advance(to: last + 0.005, observer: &observer)
    #expect(abs(scroll.offset - start - moved) < 1e-9)
    // 2 ms further along the last two moves' 1500 pt/s line.
    scroll.advance(to: last + 0.007, observer: &observer)
    #expect(abs(scroll.offset - start - (moved + 3)) < 1e-9)
    // Never more than half the moves' 12 ms interval past the last: 6 ms, 9 pt.
    scroll.advance(to: last + 0.016, observer: &observer)
    #expect(abs(scroll.offset - start - (moved + 9)) < 1e-9)
  }

  @Test func aFrameRightAfterAMoveStillShowsTheLineBehindIt() {
    var (scroll, observer, start, last) = Self.drag()
    // 2 ms after the last move the frame samples 3 ms before it: 4.5 pt behind.
    scroll.advance(to: last + 0.002, observer: &observer)
    #expect(abs(scroll.offset - start - (237 - 4.5)) < 1e-9)
  }

  @Test func theLiftKeepsThePredictionAndTheFlingStartsAtTheLastMove() {
    var (scroll, observer, start, last) = Self.drag()
    let up = last + 0.012
    scroll.touchUp(pointer: .finger(0), y: 448, at: up, observer: &observer)
    // The lift shows the furthest prediction, 9 pt past the moves.
    #expect(abs(scroll.offset - start - 246) < 1e-9)
    #expect(abs(scroll.velocity - 1500) < 0.5)
    // The physics-based curve's 1500 pt/s fling: 425.2 pt over 0.652 s, counted from the last
    // move, so it is over 0.652 s after it and not 12 ms later.
    let curve = try! ChromiumPhysicsBasedFling(position: 0, velocity: 1500, viewport: 844)
    scroll.advance(to: last + curve.duration + 1e-6, observer: &observer)
    #expect(scroll.isSettled)
    #expect(abs(scroll.offset - start - (246 + curve.distance)) < 1e-6)
  }

  @Test func aSwitchAwayMidDragFollowsTheFingerAtOnce() {
    var (scroll, observer, start, last) = Self.drag()
    scroll.advance(to: last + 0.010, observer: &observer)
    scroll.update(settings: scrollSettings(.android, slop: 15))
    let before = scroll.offset
    scroll.touchMove(pointer: .finger(0), y: 448 - 30, at: last + 0.012, observer: &observer)
    #expect(scroll.offset == before + 30)
    // Later frames keep what the finger did: nothing pulls the content back to the drag's old
    // resampled position.
    scroll.advance(to: last + 0.030, observer: &observer)
    #expect(scroll.offset == before + 30)
    #expect(scroll.offset > start)
  }

  @Test func aMoveThatGoesNowhereIsNoScrollUpdate() {
    var (scroll, observer, start, last) = Self.drag()
    // The finger rests 10 ms at its last place and the move reports it: the fling still counts
    // from the last move that scrolled, and the lift keeps its 9 pt.
    scroll.touchMove(pointer: .finger(0), y: 448, at: last + 0.010, observer: &observer)
    scroll.touchUp(pointer: .finger(0), y: 448, at: last + 0.012, observer: &observer)
    #expect(abs(scroll.offset - start - 246) < 1e-9)
  }

  @Test func otherModelsFollowEachMoveAtOnce() {
    let (scroll, _, start, _) = Self.drag(.android)
    // Android drops the move that crossed its slop (18 pt), then follows 13 moves 1:1.
    #expect(scroll.offset - start == 13 * 18)
  }
}
