import Foundation
import MotionMeasure
import Testing

/// Every stroke of a measurement: the second swipe of a recording is found where it goes down,
/// also when it catches the first one's fling, and the first gesture stays the first.
@Suite("Measured gestures")
struct MeasuredGestureTests {
  /// Rows at 60 fps of: a drag of `first.travel` points over `first.duration` s from
  /// `first.down`, a UIKit-style fling (rate 0.998 per ms) after it, then the same for `second`,
  /// which stops the fling where it goes down. The velocity is `VelocityEstimator`'s.
  static func rows(
    _ first: (down: Double, travel: Double, duration: Double),
    _ second: (down: Double, travel: Double, duration: Double), length: Double = 4
  ) -> [MeasureRow] {
    let times = (0..<Int(length * 60)).map { Double($0) / 60 }
    func position(_ t: Double) -> Double {
      var offset = 0.0
      for (index, stroke) in [first, second].enumerated() {
        let next = index == 0 ? second.down : Double.infinity
        guard t > stroke.down else { break }
        let speed = stroke.travel / stroke.duration
        let dragged = min(t, stroke.down + stroke.duration) - stroke.down
        offset += speed * dragged
        let flung = min(t, next) - (stroke.down + stroke.duration)
        if flung > 0 {
          // x(t) = v / k (1 − e^{−k t}) with k = −ln(0.998) × 1000 per s.
          let k = -log(0.998) * 1000
          offset += speed / k * (1 - exp(-k * flung))
        }
      }
      return offset
    }
    let offsets = times.map(position)
    let velocities = VelocityEstimator.velocities(times: times, positions: offsets)
    return times.indices.map {
      MeasureRow(
        time: times[$0], scrollOffset: offsets[$0], scrollVelocity: velocities[$0],
        headerBottom: 0, confidence: 1)
    }
  }

  @Test("a swipe back while the first flick still flings is a second gesture")
  func reversalCatchingAFling() throws {
    // The lead's repro: up 300 pt in 0.12 s at 0.3 s, down 400 pt in 0.15 s at 2.6 s.
    let rows = Self.rows((0.3, 300, 0.12), (2.6, -400, 0.15))
    let gestures = MeasuredGesture.all(in: rows)
    try #require(gestures.count == 2, "\(gestures.map(\.startIndex))")
    #expect(gestures[0] == MeasuredGesture.first(in: rows))
    let frame = 1.0 / 60
    let downs = gestures.map { rows[$0.startIndex].time }
    let releases = gestures.map { rows[$0.releaseIndex].time }
    #expect(abs(downs[0] - 0.3) <= 2 * frame, "first down at \(downs[0])")
    #expect(abs(downs[1] - 2.6) <= 2 * frame, "second down at \(downs[1])")
    #expect(abs(releases[0] - 0.42) <= 2 * frame, "first release at \(releases[0])")
    #expect(abs(releases[1] - 2.75) <= 2 * frame, "second release at \(releases[1])")
    #expect(gestures[0].releaseVelocity > 2000)
    #expect(gestures[1].releaseVelocity < -2000)
    // The second gesture's travel starts at its own touch and goes back down the content.
    #expect(gestures[1].travel.first?.points == 0)
    #expect((gestures[1].travel.last?.points ?? 0) < -300)
  }

  @Test("a second flick the same way on a running fling is a second gesture")
  func boostOfAFling() throws {
    let rows = Self.rows((0.3, 150, 0.12), (1.5, 300, 0.12))
    let gestures = MeasuredGesture.all(in: rows)
    try #require(gestures.count == 2, "\(gestures.map(\.startIndex))")
    #expect(abs(rows[gestures[1].startIndex].time - 1.5) <= 2.0 / 60)
    #expect(abs(rows[gestures[1].releaseIndex].time - 1.62) <= 2.0 / 60)
  }

  @Test("a fling's own end, and a single flick, add no gesture")
  func singleFlick() {
    let rows = Self.rows((0.3, 300, 0.12), (10, 0, 0.1))
    #expect(MeasuredGesture.all(in: rows).count == 1)
  }
}
