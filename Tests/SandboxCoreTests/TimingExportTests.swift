import MotionPhysics
import Testing
import TuningPanel

@testable import SandboxStage

@Suite struct TimingExportTests {
  @Test func cubicCurvesInEveryDialect() throws {
    let curve = try CubicBezier(0.25, 0.1, 0.25, 1)
    #expect(TimingExport.text(.css, curve: curve) == "cubic-bezier(0.25, 0.1, 0.25, 1)")
    #expect(
      TimingExport.text(.uikit, curve: curve)
        == "UICubicTimingParameters(controlPoint1: CGPoint(x: 0.25, y: 0.1), "
        + "controlPoint2: CGPoint(x: 0.25, y: 1))")
    #expect(
      TimingExport.text(.compose, curve: curve) == "CubicBezierEasing(0.25f, 0.1f, 0.25f, 1f)")
    #expect(TimingExport.text(.flutter, curve: curve) == "Cubic(0.25, 0.1, 0.25, 1.0)")
  }

  @Test func numbersAreRoundedToFourDecimals() throws {
    let curve = try CubicBezier(1.0 / 3, -0.123456, 0, 2)
    #expect(TimingExport.text(.css, curve: curve) == "cubic-bezier(0.3333, -0.1235, 0, 2)")
    #expect(TimingExport.text(.flutter, curve: curve) == "Cubic(0.3333, -0.1235, 0.0, 2.0)")
  }

  @Test func springsInEveryDialectWithComposeAtUnitMass() throws {
    let spring = try SpringDescription(mass: 2, stiffness: 400, dampingRatio: 0.5)
    // c = ζ·2√(mk) = 0.5·2·√800 ≈ 28.2843
    #expect(TimingExport.text(.css, spring: spring) == nil)
    #expect(
      TimingExport.text(.uikit, spring: spring)
        == "UISpringTimingParameters(mass: 2, stiffness: 400, damping: 28.2843, "
        + "initialVelocity: CGVector(dx: 0, dy: 0))")
    #expect(
      TimingExport.text(.compose, spring: spring)
        == "spring(dampingRatio = 0.5f, stiffness = 200f)")
    #expect(
      TimingExport.text(.flutter, spring: spring)
        == "SpringDescription(mass: 2.0, stiffness: 400.0, damping: 28.2843)")
  }
}
