import Foundation
import TestSupport
import Testing

@testable import MotionPhysics

@Suite("Bounded scroll simulations")
struct BoundedScrollSimulationTests {
  @Test("UIKit fling past the max edge hands its edge velocity to the bounce spring")
  func uikitHandOver() throws {
    let model = try DecelerationModel(name: .uikit)
    let sim = try model.boundedSimulation(
      position: 0, velocity: 2000, minOffset: 0, maxOffset: 300)
    let fling = try FrictionSimulation(decelerationRate: 0.998, position: 0, velocity: 2000)
    // Closed-form edge time: t = ln(1 + 1000·ln(d)·(x − x0)/v0) / (1000·ln d).
    let lambda = 1000 * log(0.998)
    let edgeTime = log(1 + lambda * 300 / 2000) / lambda
    #expect(isClose(sim.edgeTime, edgeTime, 1e-12))
    #expect(isClose(sim.x(edgeTime), 300, 1e-9))
    let edgeVelocity = try #require(sim.edgeVelocity)
    #expect(isClose(edgeVelocity, fling.dx(edgeTime), 1e-9))
    #expect(isClose(sim.dx(edgeTime), edgeVelocity, 1e-9))
    #expect(isClose(sim.dx(edgeTime - 1e-9), edgeVelocity, 1e-3))
    // Overshoots, then returns to rest at the edge.
    #expect(sim.x(edgeTime + 0.05) > 300)
    #expect(!sim.isDone(edgeTime + 0.05))
    #expect(sim.x(5) == 300)
    #expect(sim.isDone(5))
  }

  @Test("A composite is pure: querying t = 2 first does not change t = 0.1")
  func queryBackward() throws {
    for name in DecelerationModelName.allCases {
      let model = try DecelerationModel(name: name)
      let sim = try model.scrollSimulation(
        position: 0, velocity: 3000, minOffset: 0, maxOffset: 200)
      let early = sim.x(0.1)
      let earlyVelocity = sim.dx(0.1)
      _ = sim.x(2)
      _ = sim.dx(2)
      _ = sim.isDone(2)
      #expect(sim.x(0.1) == early)
      #expect(sim.dx(0.1) == earlyVelocity)
    }
  }

  @Test("Flutter bouncing caps only a positive transferred velocity, as its math.min does")
  func flutterBouncingCap() throws {
    let model = try DecelerationModel(name: .flutterBouncing)
    let sim = try model.boundedSimulation(position: 0, velocity: 8000, minOffset: 0, maxOffset: 10)
    #expect(sim.edgeVelocity == 5000)
    #expect(sim.x(10) == 10 && sim.isDone(10))
    // Toward the leading edge the fling's own velocity reaches the spring.
    let up = try model.boundedSimulation(
      position: 10, velocity: -8000, minOffset: 0, maxOffset: 10)
    let edgeVelocity = try #require(up.edgeVelocity)
    #expect(edgeVelocity < -7000)
    #expect(isClose(edgeVelocity, up.dx(up.edgeTime), 1e-9))
  }

  /// Flutter `packages/flutter/test/physics/newton_test.dart`, "over/under scroll spring":
  /// released at 500 with −7500 into the leading edge, the uncapped velocity drives the
  /// underscroll spring (mass 1, stiffness 170, ζ 1.1).
  @Test("newton_test: over/under scroll spring")
  func newtonOverUnderScrollSpring() throws {
    var parameters = DecelerationParameters()
    parameters.bouncingSpring = try SpringDescription(mass: 1, stiffness: 170, dampingRatio: 1.1)
    parameters.tolerance = try Tolerance(distance: 1.5, velocity: 45, time: 1e-3)
    let model = try DecelerationModel(name: .flutterBouncing, parameters: parameters)
    let scroll = try model.boundedSimulation(
      position: 500, velocity: -7500, minOffset: 0, maxOffset: 1000)
    #expect(!scroll.isDone(0))
    #expect(isClose(scroll.x(0), 500, 1e-9))
    #expect(isClose(scroll.dx(0), -7500, 1e-9))
    #expect(!scroll.isDone(0.065))
    #expect(isClose(scroll.x(0.065), 42, 1))
    #expect(isClose(scroll.dx(0.065), -6584, 1))
    #expect(!scroll.isDone(0.1))
    #expect(isClose(scroll.x(0.1), -123, 1))
    #expect(isClose(scroll.dx(0.1), -2613, 1))
    #expect(!scroll.isDone(0.5))
    #expect(isClose(scroll.x(0.5), -15, 1))
    #expect(isClose(scroll.dx(0.5), 124, 1))
    #expect(scroll.isDone(2))
    #expect(isClose(scroll.x(2), 0, 1))
    #expect(isClose(scroll.dx(2), 0, 1))
  }

  @Test(
    "Clamping models stop dead at the edge",
    arguments: [DecelerationModelName.android, .flutterClamping])
  func clampingStops(name: DecelerationModelName) throws {
    let model = try DecelerationModel(name: name)
    let sim = try model.boundedSimulation(
      position: 100, velocity: -4000, minOffset: 0, maxOffset: 1000)
    #expect(sim.edgeTime > 0 && sim.edgeTime < model.duration(velocity: 4000))
    var t = 0.0
    while t < 3 {
      #expect(sim.x(t) >= 0 && sim.x(t) <= 1000)
      t += 1.0 / 120
    }
    #expect(sim.x(sim.edgeTime) == 0)
    #expect(sim.dx(sim.edgeTime) == 0)
    #expect(sim.isDone(sim.edgeTime))
    #expect(!sim.isDone(sim.edgeTime * 0.5))
    #expect(sim.edgeVelocity == nil)
  }

  @Test("Android's edge time comes from SPLINE_TIME, as adjustDuration computes it")
  func androidAdjustDuration() throws {
    let model = try DecelerationModel(name: .android)
    let sim = try model.boundedSimulation(
      position: 0, velocity: 4000, minOffset: 0, maxOffset: 1000)
    let distance = model.projectedDistance(velocity: 4000)
    let fraction = 1000 / distance
    let index = Int(100 * fraction)
    let table = AndroidSpline.time
    let coefficient =
      table[index] + (fraction - Double(index) / 100) * 100 * (table[index + 1] - table[index])
    #expect(isClose(sim.edgeTime, model.duration(velocity: 4000) * coefficient, 1e-12))
    // The spline is close to the edge when the shortened duration ends.
    #expect(isClose(sim.x(sim.edgeTime - 1e-6), 1000, 5))
  }

  @Test(
    "Released out of range, every model springs back to the nearest bound",
    arguments: DecelerationModelName.allCases)
  func springBack(name: DecelerationModelName) throws {
    let model = try DecelerationModel(name: name)
    let sim = try model.boundedSimulation(position: -80, velocity: 0, minOffset: 0, maxOffset: 500)
    #expect(sim.edgeTime == 0)
    #expect(sim.x(0) == -80)
    #expect(sim.x(0.1) > -80)
    #expect(sim.x(10) == 0)
    #expect(sim.isDone(10))
    let past = try model.boundedSimulation(
      position: 560, velocity: 300, minOffset: 0, maxOffset: 500)
    #expect(past.dx(0) == 300)
    #expect(past.x(10) == 500)
  }

  @Test("A fling that stays in range is the plain fling", arguments: DecelerationModelName.allCases)
  func inRange(name: DecelerationModelName) throws {
    let model = try DecelerationModel(name: name)
    let bounded = try model.scrollSimulation(
      position: 0, velocity: 500, minOffset: -1000, maxOffset: 10_000)
    let free = try model.fling(position: 0, velocity: 500)
    for t in [0.0, 0.1, 0.4, 1.5, 5] {
      #expect(bounded.x(t) == free.x(t))
      #expect(bounded.dx(t) == free.dx(t))
      #expect(bounded.isDone(t) == free.isDone(t))
    }
  }
}
