import Foundation
import TestSupport
import Testing

@testable import MotionPhysics

@Suite struct SpringSettlingTests {
  /// The analytic 2 % settling time of a critically damped step: (1 + ωt)·e^(−ωt) = 0.02.
  static func criticalSettling(omega: Double) -> Double {
    var low = 0.0
    var high = 20 / omega
    for _ in 0..<200 {
      let mid = (low + high) / 2
      if (1 + omega * mid) * exp(-omega * mid) > 0.02 { low = mid } else { high = mid }
    }
    return high
  }

  @Test func criticallyDampedSettlingMatchesTheAnalyticTime() throws {
    for stiffness in [100.0, 400, 1500] {
      let spring = try SpringDescription(mass: 1, stiffness: stiffness, dampingRatio: 1)
      let analytic = Self.criticalSettling(omega: stiffness.squareRoot())
      #expect(isClose(SpringSettling.time(spring), analytic, 0.0015), "k = \(stiffness)")
    }
    // ω = 20: ωt ≈ 5.834, so 0.2917 s.
    #expect(isClose(Self.criticalSettling(omega: 20), 0.2917, 0.0005))
  }

  @Test func underDampedSettlingLiesUnderItsEnvelopeBound() throws {
    for zeta in [0.1, 0.3, 0.6, 0.9] {
      let spring = try SpringDescription(mass: 1, stiffness: 200, dampingRatio: zeta)
      let time = SpringSettling.time(spring)
      let bound = SpringSettling.envelopeBound(spring)
      let period = 2 * Double.pi / spring.naturalFrequency
      #expect(time <= bound + 0.001, "ζ \(zeta)")
      // The envelope overestimates by less than a period of the damped oscillation.
      #expect(time > bound - period, "ζ \(zeta): \(time) vs \(bound)")
    }
  }

  @Test func lighterDampingSettlesLater() throws {
    let stiff = try SpringDescription(mass: 1, stiffness: 400, dampingRatio: 0.2)
    let damped = try SpringDescription(mass: 1, stiffness: 400, dampingRatio: 0.8)
    #expect(SpringSettling.time(stiff) > SpringSettling.time(damped))
  }
}
