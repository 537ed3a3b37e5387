import Foundation
import TestSupport
import Testing

@testable import MotionPhysics

@Suite("Springs")
struct SpringTests {
  @Test(
    "Classification by damping ratio",
    arguments: [
      (0.0, SpringType.underDamped), (0.5, .underDamped), (1, .criticallyDamped),
      (1.1, .overDamped), (3, .overDamped),
    ])
  func classification(ratio: Double, type: SpringType) throws {
    let spring = try SpringDescription(mass: 0.7, stiffness: 230, dampingRatio: ratio)
    #expect(spring.type == type)
    #expect(isClose(spring.dampingRatio, ratio, 1e-12))
  }

  @Test("Critically damped matches (x0 + (v0 + ωx0)t)e^(−ωt) and never overshoots")
  func critical() throws {
    let spring = try SpringDescription(mass: 1, stiffness: 400, dampingRatio: 1)
    let sim = try SpringSimulation(spring: spring, start: 100, end: 0, velocity: -300)
    let omega = 20.0
    var t = 0.0
    while t < 2 {
      let x = (100 + (-300 + omega * 100) * t) * exp(-omega * t)
      let v = (-300 - omega * (-300 + omega * 100) * t) * exp(-omega * t)
      #expect(isClose(sim.x(t), x, 1e-9))
      #expect(isClose(sim.dx(t), v, 1e-9))
      #expect(sim.x(t) >= 0)
      t += 0.01
    }
  }

  @Test("Under-damped overshoots by e^(−ζπ/√(1−ζ²)) and matches the closed form")
  func under() throws {
    let zeta = 0.3
    let spring = try SpringDescription(mass: 1, stiffness: 100, dampingRatio: zeta)
    let sim = try SpringSimulation(spring: spring, start: 0, end: 1, velocity: 0)
    let omegaD = 10 * (1 - zeta * zeta).squareRoot()
    let peakTime = Double.pi / omegaD
    let overshoot = exp(-zeta * Double.pi / (1 - zeta * zeta).squareRoot())
    #expect(isClose(sim.x(peakTime), 1 + overshoot, 1e-9))
    #expect(isClose(sim.dx(peakTime), 0, 1e-9))
    for t in [0.05, 0.2, 0.7] {
      let x0 = -1.0
      let closed =
        exp(-zeta * 10 * t) * (x0 * cos(omegaD * t) + (zeta * 10 * x0 / omegaD) * sin(omegaD * t))
      #expect(isClose(sim.x(t), 1 + closed, 1e-9))
    }
  }

  @Test("Over-damped matches Flutter's two-exponential solution and creeps without overshoot")
  func over() throws {
    let spring = SpringDescription.flutterScroll
    let sim = try SpringSimulation(spring: spring, start: 50, end: 0, velocity: 0)
    let omega = (100 / 0.5).squareRoot()
    let zeta = 1.1
    let r1 = -omega * (zeta - (zeta * zeta - 1).squareRoot())
    let r2 = -omega * (zeta + (zeta * zeta - 1).squareRoot())
    let c2 = (0 - r1 * 50) / (r2 - r1)
    let c1 = 50 - c2
    for t in [0.0, 0.1, 0.3, 1] {
      #expect(isClose(sim.x(t), c1 * exp(r1 * t) + c2 * exp(r2 * t), 1e-9))
      #expect(isClose(sim.dx(t), c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t), 1e-9))
      #expect(sim.x(t) >= 0)
    }
  }

  @Test("isDone agrees with the tolerance; snapping returns exactly the end")
  func doneAndSnap() throws {
    let tolerance = try Tolerance(distance: 0.5, velocity: 0.5, time: 1e-3)
    let sim = try SpringSimulation(
      spring: .scrollMechanicsBounce, start: 0, end: 40, velocity: 0, tolerance: tolerance,
      snapsToEndWhenDone: true)
    var t = 0.0
    while !sim.isDone(t) { t += 1.0 / 240 }
    #expect(t > 0.5 && t < 1.2)
    #expect(abs(sim.dx(t)) < 0.5)
    #expect(sim.x(t) == 40)
    #expect(abs(sim.x(t - 1.0 / 240) - 40) >= 0.5 || abs(sim.dx(t - 1.0 / 240)) >= 0.5)
    #expect(sim.x(.infinity) == 40 && sim.dx(.infinity) == 0)
  }

  @Test("SwiftUI response dialect: k = (2π/response)², c = 4πζ/response; round trip")
  func response() throws {
    let dialect = try ResponseSpring(response: 0.5, dampingFraction: 0.825)
    let spring = try dialect.springDescription()
    #expect(isClose(spring.stiffness, 157.9137, 1e-4))
    #expect(isClose(spring.damping, 20.7345, 1e-4))
    let back = ResponseSpring(spring)
    #expect(isClose(back.response, 0.5, 1e-9) && isClose(back.dampingFraction, 0.825, 1e-9))
    let physical = try SpringDescription(mass: 1, stiffness: 321, damping: 17)
    let again = try ResponseSpring(physical).springDescription()
    #expect(isClose(again.stiffness, 321, 1e-9) && isClose(again.damping, 17, 1e-9))
  }

  @Test("Duration/bounce dialect round-trips", arguments: [-0.6, -0.2, 0, 0.15, 0.3, 0.9])
  func durationBounce(bounce: Double) throws {
    let dialect = try DurationBounceSpring(duration: 0.4, bounce: bounce)
    let spring = try dialect.springDescription()
    let expectedRatio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    #expect(isClose(spring.dampingRatio, expectedRatio, 1e-9))
    let back = DurationBounceSpring(spring)
    #expect(isClose(back.duration, 0.4, 1e-9))
    #expect(isClose(back.bounce, bounce, 1e-9))
  }

  @Test("Origami dialect: stiffness = (t − 30)·3.62 + 194, damping = (f − 8)·3 + 25; round trip")
  func origami() throws {
    let dialect = try OrigamiSpring(tension: 40, friction: 7)
    let spring = try dialect.springDescription()
    #expect(isClose(spring.stiffness, 230.2, 1e-9))
    #expect(isClose(spring.damping, 22, 1e-9))
    let back = OrigamiSpring(spring)
    #expect(isClose(back.tension, 40, 1e-9) && isClose(back.friction, 7, 1e-9))
    let physical = try SpringDescription(mass: 2, stiffness: 600, damping: 40)
    let again = try OrigamiSpring(physical).springDescription()
    #expect(isClose(again.naturalFrequency, physical.naturalFrequency, 1e-9))
    #expect(isClose(again.dampingRatio, physical.dampingRatio, 1e-9))
  }

  @Test(
    "Pop bounciness/speed round-trips through Rebound's BouncyConversion",
    arguments: [(0.0, 0.0), (4, 12), (10, 3), (20, 20), (7.5, 19)])
  func pop(bounciness: Double, speed: Double) throws {
    let dialect = try PopSpring(bounciness: bounciness, speed: speed)
    let spring = try dialect.springDescription()
    let back = try PopSpring(spring)
    #expect(isClose(back.bounciness, bounciness, 1e-9))
    #expect(isClose(back.speed, speed, 1e-9))
  }

  @Test("Pop's defaults map to Rebound's Origami values")
  func popValues() throws {
    // Independent evaluation of BouncyConversion for bounciness 4, speed 12.
    let b = 0.8 * (4 / 1.7) / 20
    let s = (12 / 1.7) / 20
    let tension = 0.5 + 199.5 * s
    let base = 0.000_000_45 * pow(tension, 3) - 0.000332 * pow(tension, 2) + 0.1078 * tension + 5.84
    let friction = base + (2 * b - b * b) * (0.01 - base)
    let pair = try PopSpring(bounciness: 4, speed: 12).origami
    #expect(isClose(pair.tension, tension, 1e-12) && isClose(pair.friction, friction, 1e-12))
    let spring = try PopSpring(bounciness: 4, speed: 12).springDescription()
    #expect(isClose(spring.stiffness, (tension - 30) * 3.62 + 194, 1e-9))
    #expect(isClose(spring.damping, (friction - 8) * 3 + 25, 1e-9))
  }

  @Test("Physical spring → every dialect → physical keeps the motion")
  func physicalRoundTrip() throws {
    let spring = try SpringDescription(mass: 1, stiffness: 380, dampingRatio: 0.8)
    let viaResponse = try ResponseSpring(spring).springDescription()
    let viaBounce = try DurationBounceSpring(spring).springDescription()
    let viaOrigami = try OrigamiSpring(spring).springDescription()
    let viaPop = try PopSpring(spring).springDescription()
    for other in [viaResponse, viaBounce, viaOrigami, viaPop] {
      #expect(isClose(other.stiffness, spring.stiffness, 1e-9))
      #expect(isClose(other.damping, spring.damping, 1e-9))
    }
  }
}
