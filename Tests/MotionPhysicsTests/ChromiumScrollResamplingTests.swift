import MotionPhysics
import Testing

/// `ChromiumScrollResampling` against `linear_resampling.cc`'s rules: no prediction from fewer
/// than two updates or from updates under 2 ms apart; the frame samples 5 ms before itself along
/// the last two updates' line; at most min(8 ms, half their interval) past the newer.
@Suite struct ChromiumScrollResamplingTests {
  @Test func oneUpdateOrTwoTooCloseDoNotPredict() {
    var resampling = ChromiumScrollResampling()
    #expect(resampling.overshoot == 0)
    resampling.update(time: 1, position: 500)
    #expect(resampling.displacement(atFrame: 1.1) == 0)
    resampling.update(time: 1.0015, position: 490)
    #expect(resampling.overshoot == 0)
  }

  @Test func thePredictionIsBoundedByEightMillisecondsAndHalfTheInterval() {
    var resampling = ChromiumScrollResampling()
    // 1000 pt/s downward in 20 ms steps: the bound is 8 ms, not 10.
    resampling.update(time: 1, position: 500)
    resampling.update(time: 1.020, position: 520)
    #expect(abs(resampling.overshoot - 8) < 1e-9)
    // 1000 pt/s in 10 ms steps: half the interval, 5 ms.
    resampling.update(time: 1.030, position: 530)
    #expect(abs(resampling.overshoot - 5) < 1e-9)
    // A frame 8 ms after the newest samples 3 ms past it; one 1 ms after, 4 ms behind.
    #expect(abs(resampling.displacement(atFrame: 1.038) - 3) < 1e-9)
    #expect(abs(resampling.displacement(atFrame: 1.031) + 4) < 1e-9)
  }
}
