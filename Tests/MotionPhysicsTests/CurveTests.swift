import Foundation
import TestSupport
import Testing

@testable import MotionPhysics

/// Reference CSS easing by plain bisection on the Bernstein form, independent of the solver.
private func referenceEase(_ curve: (Double, Double, Double, Double), _ x: Double) -> Double {
  func bernstein(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
  }
  var low = 0.0
  var high = 1.0
  for _ in 0..<80 {
    let mid = (low + high) / 2
    if bernstein(mid, curve.0, curve.2) < x { low = mid } else { high = mid }
  }
  return bernstein((low + high) / 2, curve.1, curve.3)
}

@Suite("Curves")
struct CurveTests {
  @Test("Every preset starts at 0 and ends at 1", arguments: EasingCurve.allCases)
  func endpoints(curve: EasingCurve) {
    #expect(curve.progress(elapsed: 0, duration: 0.3) == 0)
    if curve.bezier != nil {
      #expect(curve.progress(elapsed: 0.3, duration: 0.3) == 1)
      #expect(curve.value(at: 1) == 1)
    } else {
      #expect(isClose(curve.progress(elapsed: 2, duration: 0.3), 1, 1e-9))
    }
  }

  @Test(
    "x(t) is monotonic so value(at:) is a function",
    arguments: EasingCurve.allCases.compactMap(\.bezier))
  func monotonic(bezier: CubicBezier) {
    var previousT = -1.0
    for i in 0...200 {
      let t = bezier.parameter(forX: Double(i) / 200)
      #expect(t >= previousT)
      previousT = t
    }
  }

  @Test(
    "CSS ease matches an independent bisection", arguments: [0.05, 0.1, 0.25, 0.5, 0.75, 0.9, 0.99])
  func cssEase(x: Double) {
    #expect(isClose(CubicBezier.ease.value(at: x), referenceEase((0.25, 0.1, 0.25, 1), x), 1e-6))
  }

  @Test("Material presets match an independent bisection")
  func materialPresets() {
    let cases: [(CubicBezier, (Double, Double, Double, Double))] = [
      (.materialStandard, (0.2, 0, 0, 1)),
      (.materialEmphasizedDecelerate, (0.05, 0.7, 0.1, 1)),
      (.materialEmphasizedAccelerate, (0.3, 0, 0.8, 0.15)),
      (.easeInOut, (0.42, 0, 0.58, 1)),
    ]
    for (bezier, points) in cases {
      for x in stride(from: 0.0, through: 1, by: 0.07) {
        #expect(isClose(bezier.value(at: x), referenceEase(points, x), 1e-6))
      }
    }
    #expect(isClose(CubicBezier.linear.value(at: 0.37), 0.37, 1e-7))
  }

  @Test("Outside [0, 1] the curve continues along its end tangents (CSS)")
  func extrapolation() throws {
    let curve = try CubicBezier(0.25, 0.1, 0.25, 1)
    #expect(isClose(curve.value(at: -0.5), -0.5 * 0.1 / 0.25, 1e-12))
    #expect(curve.value(at: 1.5) == 1)
    let back = try CubicBezier(0.3, -0.5, 0.7, 1.5)
    #expect(isClose(back.value(at: 2), 1 + (1.5 - 1) / (0.7 - 1), 1e-12))
  }

  @Test("MDC's exponential approach closes 1 − e^(−12t) of the gap")
  func exponentialApproach() throws {
    let approach = try ExponentialApproach(start: 56, target: 0)
    #expect(isClose(approach.x(0.1), 56 * exp(-1.2), 1e-12))
    #expect(isClose(approach.dx(0.1), -12 * 56 * exp(-1.2), 1e-12))
    // Within kShiftEpsilon (0.1 pt) once 56·e^(−12t) < 0.1, i.e. t > ln(560)/12 ≈ 0.527 s.
    let settle = log(560.0) / 12
    #expect(!approach.isDone(settle - 1e-3))
    #expect(approach.isDone(settle + 1e-3))
    #expect(isClose(EasingCurve.mdcExponentialApproach.value(at: 0.25), 1 - exp(-3), 1e-12))
  }

  @Test("Curve names are the configuration contract")
  func names() {
    #expect(EasingCurve(rawValue: "materialEmphasizedDecelerate") == .materialEmphasizedDecelerate)
    #expect(EasingCurve(rawValue: "ease") == .ease)
  }
}
