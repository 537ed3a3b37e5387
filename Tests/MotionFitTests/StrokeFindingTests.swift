import Foundation
import Testing

@testable import MotionFit

/// `GestureDerivation.strokes` on measured motion: each stroke of a recording is found where it
/// goes down and lifts, also when it catches the first one's fling, and a fling's own end adds
/// none. (These cases came from `MeasuredGesture`, the older reading of a row table's strokes,
/// retired once `measure --script` and `fit` derived theirs here.)
@Suite struct StrokeFindingTests {
  /// 60 fps of: a drag of `first.travel` points over `first.duration` s from `first.down`, a
  /// UIKit-style fling (rate 0.998 per ms) after it, then the same for `second`, which stops the
  /// fling where it goes down.
  static func series(
    _ first: (down: Double, travel: Double, duration: Double),
    _ second: (down: Double, travel: Double, duration: Double), length: Double = 4
  ) -> MeasuredSeries {
    let times = (0..<Int(length * 60)).map { Double($0) / 60 }
    func position(_ t: Double) -> Double {
      var offset = 0.0
      for (index, stroke) in [first, second].enumerated() {
        let next = index == 0 ? second.down : Double.infinity
        guard t > stroke.down else { break }
        let speed = stroke.travel / stroke.duration
        offset += speed * (min(t, stroke.down + stroke.duration) - stroke.down)
        let flung = min(t, next) - (stroke.down + stroke.duration)
        if flung > 0 {
          // x(t) = v / k (1 − e^{−k t}) with k = −ln(0.998) × 1000 per s.
          let k = -log(0.998) * 1000
          offset += speed / k * (1 - exp(-k * flung))
        }
      }
      return offset
    }
    return MeasuredSeries(time: times, scrollOffset: times.map(position))
  }

  @Test func aSwipeBackWhileTheFirstFlickStillFlingsIsASecondStroke() throws {
    // The lead's repro: up 300 pt in 0.12 s at 0.3 s, down 400 pt in 0.15 s at 2.6 s.
    let strokes = GestureDerivation.strokes(Self.series((0.3, 300, 0.12), (2.6, -400, 0.15)))
    try #require(strokes.count == 2, "\(strokes)")
    let frame = 1.0 / 60
    #expect(abs(strokes[0].down - 0.3) <= 2 * frame, "first down at \(strokes[0].down)")
    #expect(abs(strokes[1].down - 2.6) <= 2 * frame, "second down at \(strokes[1].down)")
    #expect(abs(strokes[0].release - 0.42) <= 2 * frame, "first lift at \(strokes[0].release)")
    #expect(abs(strokes[1].release - 2.75) <= 2 * frame, "second lift at \(strokes[1].release)")
    #expect(strokes[0].velocity > 2000)
    #expect(strokes[1].velocity < -2000)
  }

  @Test func aSecondFlickTheSameWayOnARunningFlingIsASecondStroke() throws {
    let strokes = GestureDerivation.strokes(Self.series((0.3, 150, 0.12), (1.5, 300, 0.12)))
    try #require(strokes.count == 2, "\(strokes)")
    #expect(abs(strokes[1].down - 1.5) <= 2.0 / 60)
    #expect(abs(strokes[1].release - 1.62) <= 2.0 / 60)
  }

  @Test func aFlingsOwnEndAddsNoStroke() {
    #expect(GestureDerivation.strokes(Self.series((0.3, 300, 0.12), (10, 0, 0.1))).count == 1)
  }

  /// 60 fps: still, a drag speeding up to a release at frame 8, then a decay.
  @Test func aStrokeLiftsAtThePeakSpeedOfItsMovement() throws {
    var offsets = [0.0, 0, 0, 2, 6, 12, 20, 30, 42]
    var speed = 12.0
    for _ in 0..<15 {
      speed *= 0.8
      offsets.append(offsets.last! + speed)
    }
    let series = MeasuredSeries(
      time: offsets.indices.map { Double($0) / 60 }, scrollOffset: offsets)
    let stroke = try #require(GestureDerivation.strokes(series).first)
    #expect(abs(stroke.down - 2.0 / 60) <= 1.0 / 60, "down at \(stroke.down)")
    #expect((7.0 / 60...9.0 / 60).contains(stroke.release), "lift at \(stroke.release)")
    // The drag's top speed is 720 pt/s and the first coast frame 576 pt/s; read from a coast
    // that loses a fifth of its speed each frame, which no fling law does, it comes out 431.
    #expect((400...720).contains(stroke.velocity), "velocity \(stroke.velocity)")
  }
}
