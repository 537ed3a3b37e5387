import Foundation
import MotionMeasure
import Testing

/// `TouchFinder`'s hard stop: a finger landing on a slow coast stops it within a frame, and
/// pulling it back shows only frames later in a smoothed velocity.
@Suite("Touch finder")
struct TouchFinderTests {
  /// 60 fps rows at 1/3 pt: a coast at `speed` pt/s to 1.0 s, still for `hold` s (the slop
  /// crossing), then `back` pt/s the other way for 0.4 s, then rest.
  static func series(speed: Double, hold: Double, back: Double) -> (
    time: [Double], offset: [Double], velocity: [Double]
  ) {
    let time = (0..<120).map { Double($0) / 60 }
    let offset = time.map { t -> Double in
      let coasted = speed * min(t, 1)
      let pulled = max(0, min(t - 1 - hold, 0.4)) * back
      return ((coasted - pulled) * 3).rounded() / 3
    }
    return (time, offset, smoothed(time, offset))
  }

  /// The ±2-sample central difference `GestureDerivation.smoothedVelocity` uses.
  static func smoothed(_ time: [Double], _ offset: [Double]) -> [Double] {
    offset.indices.map { i in
      let a = max(0, i - 2)
      let b = min(offset.count - 1, i + 2)
      return (offset[b] - offset[a]) / (time[b] - time[a])
    }
  }

  @Test(
    "a finger landing on a slow coast (75 or 25 pt/s) and pulling it back lands at the stop",
    arguments: [75.0, 25])
  func pullBackFromASlowCoast(speed: Double) throws {
    let (time, offset, velocity) = Self.series(speed: speed, hold: 0.05, back: 150)
    let touch = try #require(
      TouchFinder.next(
        after: 10, time: time, offset: offset, velocity: velocity, stillSpeed: 20,
        stillTravel: 0.5))
    // The stop is at row 60 (1.0 s); at 25 pt/s a frame's step is under a 1/3-pt quantum, so
    // the last step before the stop can read as still already.
    #expect(touch.landed == 60 || (speed < 40 && touch.landed == 59), "landed at \(touch.landed)")
    #expect(touch.direction == -1)
    // The drag starts where the smoothed velocity first shows it, after the landing.
    #expect(touch.start >= touch.landed && touch.start <= touch.landed + 4)
  }

  /// `measure`'s offsets of a UIKit flick into the top edge (an `ios-large-title` render at 1×,
  /// 3.52–3.98 s): the rubber band brakes it to a turn at −15.8 pt, still for two frames, and
  /// springs it back.
  static let edgeTurn: [Double] = [
    87.55, 78.39, 69.39, 60.42, 52.08, 43.67, 35.68, 28.17, 20.73, 13.51, 6.58, -0.26, -6.21,
    -10.14, -12.76, -14.75, -15.68, -15.79, -15.69, -15.18, -14.76, -13.96, -13.43, -12.50,
    -11.54, -10.77, -9.83, -8.82, -8.43,
  ]

  @Test("an edge's spring turning the content round is no touch")
  func anEdgeTurnIsNoTouch() {
    let time = Self.edgeTurn.indices.map { 3.5 + Double($0 + 1) / 60 }
    let offset = Self.edgeTurn
    let velocity = Self.smoothed(time, offset)
    #expect(
      TouchFinder.next(
        after: 0, time: time, offset: offset, velocity: velocity, stillSpeed: 20,
        stillTravel: 0.5) == nil)
  }

  @Test("a coast that fades out on its own is no touch")
  func aFadingCoastIsNoTouch() {
    let time = (0..<180).map { Double($0) / 60 }
    // UIKit's decay from 600 pt/s: no frame-to-frame stop from 40 pt/s or more.
    let k = -log(0.998) * 1000
    let offset = time.map { ((600 / k * (1 - exp(-k * $0))) * 3).rounded() / 3 }
    let velocity = Self.smoothed(time, offset)
    #expect(
      TouchFinder.next(
        after: 2, time: time, offset: offset, velocity: velocity, stillSpeed: 20,
        stillTravel: 0.5) == nil)
  }

  /// readme-demo's last pull at 25 fps: a coast slowing from 600 pt/s down to about 90 pt/s,
  /// then a finger landing on it and pulling the same way at 343 pt/s. The smoothed velocity
  /// rises about 6 000 pt/s², under `riseAcceleration`; the two-frame speed shows the renewal.
  @Test("a slow pull landing on a coast its own way is a touch, at 25 fps")
  func aGentlePullOnACoastIsATouch() throws {
    let time = (0..<60).map { Double($0) / 25 }
    let k = -log(0.998) * 1000
    let land = 1.2
    let offset = time.map { t -> Double in
      let coast = 600 / k * (1 - exp(-k * min(t, land)))
      let pulled = max(0, t - land) * 343
      return ((coast + pulled) * 3).rounded() / 3
    }
    let velocity = Self.smoothed(time, offset)
    let touch = try #require(
      TouchFinder.next(
        after: 2, time: time, offset: offset, velocity: velocity, stillSpeed: 20,
        stillTravel: 0.5))
    #expect(touch.direction == 1)
    // Lands at row 30 (1.2 s), give or take the row the rise first shows in.
    #expect(abs(touch.landed - 30) <= 1, "landed at \(touch.landed)")
    // The same coast left alone, and a critically damped spring from a rest (its speed rises
    // once, from nothing, then falls), are none.
    let alone = time.map { ((600 / k * (1 - exp(-k * $0))) * 3).rounded() / 3 }
    #expect(
      TouchFinder.next(
        after: 2, time: time, offset: alone, velocity: Self.smoothed(time, alone),
        stillSpeed: 20, stillTravel: 0.5) == nil)
    let spring = time.map { t -> Double in
      let tau = max(0, t - 0.4)
      return ((-110 * (1 + 12 * tau) * exp(-12 * tau)) * 3).rounded() / 3
    }
    let springVelocity = Self.smoothed(time, spring)
    #expect(
      !(3..<(time.count - 3)).contains {
        TouchFinder.renewsGently(at: $0, top: 2000, time: time, offset: spring)
      })
    #expect(
      !(3..<(time.count - 3)).contains {
        TouchFinder.renewsRise(
          at: $0, top: abs(springVelocity.max() ?? 0), time: time, velocity: springVelocity,
          offset: spring)
      })
  }
}
