import TestSupport
import Testing

@testable import MotionPhysics

private func feed<T: VelocityTracker>(_ tracker: inout T, times: [Double], speed: Double) {
  for t in times { tracker.addSample(time: t, position: 20 + speed * t) }
}

@Suite("Velocity trackers")
struct VelocityTrackerTests {
  static let sixty = (0..<30).map { Double($0) / 60 }
  static let oneTwenty = (0..<60).map { Double($0) / 120 }
  static let irregular: [Double] = {
    var t = 0.0
    var times: [Double] = []
    let steps = [0.011, 0.019, 0.007, 0.016, 0.024, 0.009, 0.013, 0.017, 0.005, 0.021]
    for i in 0..<40 {
      times.append(t)
      t += steps[i % steps.count]
    }
    return times
  }()

  @Test("Constant speed is recovered within 1 %", arguments: [sixty, oneTwenty, irregular])
  func constantSpeed(times: [Double]) {
    for kind in VelocityTrackerKind.allCases {
      var tracker = kind.makeTracker()
      for t in times { tracker.addSample(time: t, position: 20 - 1234 * t) }
      #expect(isClose(tracker.velocity(), -1234, 12.34), "\(kind)")
      #expect(isClose(tracker.velocity(at: times.last!), -1234, 12.34), "\(kind)")
    }
  }

  @Test("Least squares recovers the instantaneous speed of a decelerating finger")
  func quadratic() {
    var tracker = LeastSquaresVelocityTracker()
    for i in 0..<12 {
      let t = Double(i) / 120
      tracker.addSample(time: t, position: 900 * t - 1500 * t * t)
    }
    let t = 11.0 / 120
    #expect(isClose(tracker.velocity(), 900 - 3000 * t, 1e-6))
  }

  @Test("A 50 ms pause before release yields zero velocity")
  func pause() {
    for kind in VelocityTrackerKind.allCases {
      var tracker = kind.makeTracker()
      for t in VelocityTrackerTests.sixty { tracker.addSample(time: t, position: 1000 * t) }
      let last = VelocityTrackerTests.sixty.last!
      #expect(tracker.velocity(at: last + 0.05) == 0, "\(kind) asked late")
      tracker.addSample(time: last + 0.05, position: 1000 * last)
      #expect(tracker.velocity() == 0, "\(kind) after a stationary sample")
    }
  }

  @Test("Least squares needs three samples and ignores samples older than 100 ms")
  func windowRules() {
    var tracker = LeastSquaresVelocityTracker()
    tracker.addSample(time: 0, position: 0)
    tracker.addSample(time: 0.01, position: 10)
    #expect(tracker.velocity() == 0)
    tracker.addSample(time: 0.02, position: 20)
    #expect(isClose(tracker.velocity(), 1000, 1e-6))
    // Slow motion long ago, fast motion in the last 100 ms: only the fast part counts.
    var windowed = LeastSquaresVelocityTracker()
    for i in 0...30 { windowed.addSample(time: Double(i) * 0.02, position: Double(i) * 0.02 * 100) }
    var position = 0.6 * 100
    for i in 1...5 {
      position += 0.02 * 2000
      windowed.addSample(time: 0.6 + Double(i) * 0.02, position: position)
    }
    #expect(isClose(windowed.velocity(), 2000, 20))
    windowed.reset()
    #expect(windowed.velocity() == 0)
  }

  @Test("iOS tracker weights the last three segments 0.6 / 0.35 / 0.05 (newest last)")
  func iosWeights() {
    var tracker = IOSVelocityTracker()
    // Segments of 100, 200, 300 and 400 pt/s, 10 ms each.
    var position = 0.0
    tracker.addSample(time: 0, position: 0)
    for (i, speed) in [100.0, 200, 300, 400].enumerated() {
      position += speed * 0.01
      tracker.addSample(time: Double(i + 1) * 0.01, position: position)
    }
    #expect(isClose(tracker.velocity(), 0.6 * 200 + 0.35 * 300 + 0.05 * 400, 1e-9))
    var short = IOSVelocityTracker()
    short.addSample(time: 0, position: 0)
    short.addSample(time: 0.01, position: 5)
    #expect(isClose(short.velocity(), 0.05 * 500, 1e-9))
  }

  @Test("Gesture defaults per platform, fling gating and clamping")
  func gestureParameters() throws {
    #expect(GestureParameters.android.touchSlop == 8)
    #expect(GestureParameters.android.minFlingVelocity == 50)
    #expect(GestureParameters.android.maxFlingVelocity == 8000)
    #expect(GestureParameters.flutter.touchSlop == 18)
    #expect(GestureParameters.flutterBouncing.minFlingVelocity == 100)
    #expect(GestureParameters.uikit.touchSlop == 10)
    #expect(GestureParameters.defaults(for: .flutterBouncing) == .flutterBouncing)
    let flutter = GestureParameters.flutter
    #expect(flutter.flingVelocity(12_000) == 8000)
    #expect(flutter.flingVelocity(-12_000) == -8000)
    #expect(flutter.flingVelocity(40) == 0)
    #expect(flutter.isFling(velocity: 300, dragDistance: 30))
    #expect(!flutter.isFling(velocity: 300, dragDistance: 10))
    #expect(flutter.exceedsTouchSlop(-19) && !flutter.exceedsTouchSlop(18))
    #expect(VelocityTrackerKind.allCases.map(\.rawValue) == ["leastSquares", "ios"])
  }
}
