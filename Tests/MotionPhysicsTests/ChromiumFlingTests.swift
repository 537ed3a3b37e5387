import Foundation
import TestSupport
import Testing

@testable import MotionPhysics

/// Chromium's three fling curves against the values docs/research/chromium/README.md derives
/// from the Chromium sources (§1.2–1.4), on a 390×844 viewport.
@Suite("Chromium fling curves")
struct ChromiumFlingTests {
  private func physics(_ v: Double, viewport: Double = 844, boost: Double = 1) throws
    -> ChromiumPhysicsBasedFling
  {
    try ChromiumPhysicsBasedFling(
      position: 0, velocity: v, viewport: viewport, boostMultiplier: boost)
  }

  @Test("Physics-based: distance v²/2a at 96 ppi, duration v/2300, unbounded at 1500 px/s")
  func physicsDistanceAndDuration() throws {
    let fling = try physics(1500)
    // a = 96 px/in × 2.7559e-5 in/ms² = 2645.664 px/s².
    #expect(isClose(fling.distance, 1500 * 1500 / (2 * 2645.664), 1e-6))
    #expect(isClose(fling.distance, 425.2, 0.05))
    #expect(isClose(fling.duration, 1500 / 2300, 1e-12))
    #expect(!fling.isBounded)
    // s = 2a/2300 whatever the speed, so P1 = (0.2, 0.2 s) = (0.2, 0.4601).
    #expect(isClose(fling.curve.x1, 0.2, 1e-12) && isClose(fling.curve.y1, 0.4601, 1e-4))
  }

  @Test(
    "Physics-based offsets match the research's reference table",
    arguments: [
      (500.0, 0.05, 20.6), (500, 0.1, 34.5), (1000, 0.2, 138.1), (1500, 0.05, 70.0),
      (1500, 0.4, 367.3), (2500, 0.8, 1106.9), (4000, 0.4, 1204.1), (4000, 1.6, 2519.8),
      (6000, 0.1, 525.7), (6000, 1.2, 2421.2),
    ])
  func physicsTable(v: Double, t: Double, offset: Double) throws {
    #expect(isClose(try physics(v).x(t), offset, 0.06), "v \(v) at \(t) s")
  }

  @Test("Physics-based starts at the fling's velocity, whichever control point moves")
  func physicsStartVelocity() throws {
    for v in [30.0, 500, 1500, 4000, 6000, 8000, 17000, -2500] {
      let fling = try physics(v)
      #expect(isClose(fling.dx(0), v, abs(v) * 1e-6), "v \(v)")
    }
    // 8000 px/s: s = v·2/2532 > 5, so P1 = (1/s, 1) = (0.158, 1).
    let fast = try physics(8000)
    #expect(isClose(fast.curve.x1, 2532.0 / 16000, 1e-9) && fast.curve.y1 == 1)
  }

  @Test("Physics-based is monotone, stops at T and rests at D", arguments: [500.0, 4000, -6000])
  func physicsMonotoneAndStops(v: Double) throws {
    let fling = try physics(v)
    var last = 0.0
    for i in 1...400 {
      let x = fling.x(Double(i) * fling.duration / 400)
      #expect((x - last) * v >= 0)
      last = x
    }
    #expect(!fling.isDone(fling.duration * 0.999) && fling.isDone(fling.duration))
    #expect(fling.x(fling.duration) == fling.distance && fling.dx(fling.duration) == 0)
    #expect(fling.x(fling.duration + 5) == fling.distance)
  }

  @Test("Physics-based caps: three viewports (times the boost) and 2 s")
  func physicsCaps() throws {
    let fast = try physics(4000)
    #expect(fast.isBounded && fast.distance == 2532 && isClose(fast.duration, 4000 / 2300.0))
    let faster = try physics(6000)
    #expect(faster.distance == 2532 && faster.duration == 2)
    #expect(try physics(4000, viewport: 600).distance == 1800)
    let boosted = try physics(4000, boost: 2)
    #expect(!boosted.isBounded && isClose(boosted.distance, 3023.8, 0.1))
    #expect(try physics(-6000).distance == -2532)
  }

  @Test("FlingCurve: constants, entry at the fling's velocity, 1.300 s end")
  func exponential() throws {
    #expect(isClose(ChromiumExponentialFling.maxSpeed, 5707.62 * 3.7 - 172, 1e-9))
    #expect(isClose(ChromiumExponentialFling.endTime, 1.300, 0.001))
    for (v, distance, duration) in [(500.0, 72.0, 0.368), (1500, 300, 0.615), (4000, 933, 0.862)] {
      let fling = try ChromiumExponentialFling(position: 10, velocity: v)
      #expect(isClose(fling.dx(0), v, 1e-9))
      #expect(isClose(fling.distance, distance, 1), "v \(v)")
      #expect(isClose(fling.duration, duration, 0.001), "v \(v)")
      #expect(isClose(fling.x(fling.duration * 0.9999), 10 + fling.distance, 0.01))
      #expect(fling.isDone(fling.duration) && !fling.isDone(fling.duration * 0.99))
    }
    // Faster than the curve's own start: entered at τ = 0 and stretched.
    let beyond = try ChromiumExponentialFling(position: 0, velocity: -30000)
    #expect(beyond.entryTime == 0 && isClose(beyond.dx(0), -30000, 1e-6))
  }

  @Test("Mobile scroller: Android's spline at 160 px/in, friction 0.015, tuning 0.84")
  func mobile() throws {
    for (v, distance, duration) in [(500.0, 58.0, 0.333), (1500, 393, 0.748), (4000, 2157, 1.541)] {
      let fling = try ChromiumFlingSimulation(
        .mobile, position: 0, velocity: v, pixelsPerInch: 96, viewport: 844)
      #expect(isClose(fling.distance, distance, 1), "v \(v)")
      #expect(isClose(fling.duration, duration, 0.001), "v \(v)")
    }
  }

  @Test(
    "The chromium model runs the configured curve and its edge holds",
    arguments: ChromiumCurve.allCases)
  func model(curve: ChromiumCurve) throws {
    var parameters = DecelerationParameters()
    parameters.chromiumCurve = curve
    let model = try DecelerationModel(name: .chromium, parameters: parameters)
    #expect(model.overscrollLaw == .none && model.tolerance == .chromium)
    let fling = try model.fling(position: 0, velocity: 2500)
    // The mobile scroller's spline is piecewise linear: its first segment starts 0.1 % slow.
    #expect(isClose(fling.dx(0), 2500, 5))
    #expect(isClose(model.projectedDistance(velocity: -2500), -fling.x(10), 1e-9))
    let bounded = try model.boundedSimulation(
      position: 0, velocity: 2500, minOffset: 0, maxOffset: 100)
    #expect(bounded.edgeTime > 0 && bounded.edgeTime < 0.1)
    #expect(isClose(bounded.x(bounded.edgeTime * 0.999), 100, 1) && bounded.x(5) == 100)
    #expect(bounded.isDone(bounded.edgeTime))
  }

  @Test("The viewport and the boost reach the physics-based bound through the model")
  func modelViewportAndBoost() throws {
    let model = try DecelerationModel(name: .chromium)
    #expect(model.projectedDistance(velocity: 4000) == 2532)
    #expect(model.inViewport(600).projectedDistance(velocity: 4000) == 1800)
    #expect(isClose(model.boosted(by: 2).projectedDistance(velocity: 4000), 3023.8, 0.1))
    #expect(model.inViewport(-1) == model && model.boosted(by: 0.5) == model)
  }

  @Test("Invalid Chromium parameters are rejected by name")
  func invalidParameters() throws {
    var ppi = DecelerationParameters()
    ppi.chromiumPPI = 0
    var viewport = DecelerationParameters()
    viewport.chromiumViewport = .nan
    var boost = DecelerationParameters()
    boost.chromiumBoostMultiplier = 0.5
    for (parameters, name) in [
      (ppi, "chromiumPPI"), (viewport, "chromiumViewport"), (boost, "chromiumBoostMultiplier"),
    ] {
      #expect {
        try parameters.validate()
      } throws: { error in
        (error as? PhysicsError)?.parameter == name
      }
    }
    #expect(throws: PhysicsError.self) {
      try ChromiumPhysicsBasedFling(position: 0, velocity: .infinity, viewport: 844)
    }
  }

  @Test("Parameters decode the Chromium keys and keep defaults for missing ones")
  func decoding() throws {
    let json = #"{"chromiumCurve": "fling", "chromiumViewport": 600}"#
    let parameters = try JSONDecoder().decode(DecelerationParameters.self, from: Data(json.utf8))
    #expect(parameters.chromiumCurve == .fling && parameters.chromiumViewport == 600)
    #expect(parameters.chromiumPPI == 96 && parameters.chromiumBoostMultiplier == 1)
    #expect(throws: (any Error).self) {
      try JSONDecoder().decode(
        DecelerationParameters.self, from: Data(#"{"chromiumCurve": "bogus"}"#.utf8))
    }
  }

  @Test("The chromium gesture profile is Aura's touch configuration")
  func gestureProfile() {
    let chromium = GestureParameters.defaults(for: .chromium)
    #expect(chromium == .chromium)
    #expect(chromium.touchSlop == 15 && chromium.minFlingVelocity == 30)
    #expect(chromium.maxFlingVelocity == 17000 && chromium.flingVelocity(20000) == 17000)
  }
}

/// `ui/events/blink/fling_booster.cc`'s rules, one at a time.
@Suite("Chromium fling boosting")
struct ChromiumFlingBoosterTests {
  /// A first fling at `first` px/s at t = 0, touched down at `touch` s while it still goes
  /// `current` px/s, then scrolled by 20 pt every 10 ms from 10 ms after the touch.
  private func boosted(
    first: Double = 2000, current: Double = 1500, touch: Double = 0.15, moves: Int = 5,
    delta: Double = 20, step: Double = 0.01, releaseDelay: Double = 0.01, second: Double = 2000
  ) -> (velocity: Double, boostMultiplier: Double) {
    var booster = ChromiumFlingBooster()
    _ = booster.flingStart(velocity: first, at: 0)
    booster.observeFling(velocity: current)
    booster.flingCancel(at: touch)
    var time = touch + step
    booster.scrollBegin(at: time)
    for _ in 0..<moves {
      booster.scrollUpdate(delta: delta, at: time)
      time += step
    }
    return booster.flingStart(velocity: second, at: time - step + releaseDelay)
  }

  @Test("A same-direction fling within the window adds the first fling's starting velocity")
  func boosts() {
    let result = boosted()
    #expect(result.velocity == 4000 && result.boostMultiplier == 2)
  }

  @Test("No boost: opposite direction, slow fling, slow first fling, late, or a slow scroll")
  func refuses() {
    #expect(boosted(delta: -20, second: -2000).velocity == -2000)
    #expect(boosted(second: 300).velocity == 300)
    #expect(boosted(current: 300).velocity == 2000)
    #expect(boosted(releaseDelay: 0.06).velocity == 2000)
    // 1 pt per 10 ms is 100 pt/s, under the 150 px/s a boosting scroll must keep.
    #expect(boosted(delta: 1).velocity == 2000)
    // 60 ms between updates leaves the 50 ms window.
    #expect(boosted(step: 0.06).velocity == 2000)
  }

  @Test("Boosts chain: a third fling adds the boosted second's velocity")
  func chains() {
    var booster = ChromiumFlingBooster()
    _ = booster.flingStart(velocity: 1000, at: 0)
    for start in [0.2, 0.4] {
      booster.flingCancel(at: start)
      booster.scrollBegin(at: start + 0.01)
      booster.scrollUpdate(delta: 10, at: start + 0.02)
      _ = booster.flingStart(velocity: 1000, at: start + 0.03)
    }
    #expect(booster.flingVelocity == 3000)
  }
}
