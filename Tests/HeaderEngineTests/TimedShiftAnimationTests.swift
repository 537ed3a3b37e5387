import Foundation
import MotionPhysics
import TestSupport
import Testing

@testable import HeaderEngine

/// The `spring` and `bezier` shift animations, and that adding them left `exact` and `mdc` alone.
@Suite struct TimedShiftAnimationTests {
  static let dt = 1.0 / 240

  static func engine(_ configuration: HeaderConfiguration) -> HeaderEngine {
    var e = HeaderEngine.make(configuration)
    e.scroll(to: 0, tracking: false)
    return e
  }

  /// The header top after `seconds` of ticks at 240 Hz from a programmatic hide.
  static func top(after seconds: Double, _ configuration: HeaderConfiguration) -> HeaderEngine {
    var e = engine(configuration)
    e.shiftOffScreen(animated: true)
    for _ in 0..<Int((seconds / dt).rounded()) { e.tick(dt: dt) }
    return e
  }

  @Test func bezierShiftFollowsTheCurveAndEndsExactlyAtItsDuration() throws {
    let config = HeaderConfiguration(
      shiftBehavior: .enabled, shiftAnimation: .bezier, shiftDuration: 0.2, shiftCurve: .ease)
    // Start: nothing has moved yet.
    #expect(Self.top(after: 0, config).layout.top == 0)
    // Half-way in time, CSS `ease` is at 0.8024 of the way (its known value at x = 0.5).
    let half = Self.top(after: 0.1, config)
    #expect(isClose(half.layout.top, -56 * CubicBezier.ease.value(at: 0.5), 1e-6))
    #expect(isClose(CubicBezier.ease.value(at: 0.5), 0.8024033877399112, 1e-6))
    #expect(half.layout.isAnimating)
    // A linear curve reaches the end on the tick at 0.2 s, not before (MDC's 0.1 pt stop rule
    // ends flatter curves a little earlier).
    var linear = config
    linear.shiftCurve = .linear
    let before = Self.top(after: 0.2 - Self.dt, linear)
    #expect(isClose(before.layout.top, -56 * (1 - 1.0 / 48), 1e-6) && before.layout.isAnimating)
    let end = Self.top(after: 0.2, linear)
    #expect(end.layout.top == -56 && !end.layout.isAnimating)
  }

  @Test func bezierDurationScalesTheTrajectory() {
    let linear = CubicBezier.linear
    let short = Self.top(
      after: 0.1,
      HeaderConfiguration(
        shiftBehavior: .enabled, shiftAnimation: .bezier, shiftDuration: 0.4, shiftCurve: linear))
    #expect(isClose(short.layout.top, -14, 1e-6))  // a quarter of 56 pt at a quarter of 0.4 s
  }

  @Test func criticallyDampedSpringShiftMatchesTheClosedForm() {
    // k = 400, m = 1, ζ = 1: ω = 20/s, shift(t) = 56·(1 − (1 + 20t)·e^(−20t)).
    let config = HeaderConfiguration(shiftBehavior: .enabled, shiftAnimation: .spring)
    #expect(config.shiftSpring == .composeTopAppBarSnap)
    for t in [0.025, 0.05, 0.1, 0.2] {
      let expected = 56 * (1 - (1 + 20 * t) * exp(-20 * t))
      #expect(isClose(Self.top(after: t, config).layout.top, -expected, 1e-6), "t = \(t)")
    }
    var e = Self.top(after: 0.2, config)
    #expect(e.settle(hz: 240) > 0)
    #expect(e.layout.top == -56 && !e.layout.isAnimating)
  }

  @Test func springRetargetKeepsItsMomentum() {
    let config = HeaderConfiguration(shiftBehavior: .enabled, shiftAnimation: .spring)
    var e = Self.top(after: 0.05, config)
    let before = e.layout.shiftAccumulator
    e.shiftOnScreen(animated: true)
    e.tick(dt: Self.dt)
    // Still moving toward hidden for a moment: the spring carries its ~400 pt/s over.
    #expect(e.layout.shiftAccumulator > before)
    #expect(e.settle(hz: 240) > 0)
    #expect(e.layout.top == 0)
  }

  @Test func underDampedSpringPassesTheEndAndSettlesOnIt() throws {
    // Played as UIKit's, Compose's or Flutter's spring would play it (issue 22): unclamped.
    let spring = try SpringDescription(mass: 1, stiffness: 400, dampingRatio: 0.2)
    var e = Self.top(
      after: 0,
      HeaderConfiguration(shiftBehavior: .enabled, shiftAnimation: .spring, shiftSpring: spring))
    var deepest = 0.0
    for _ in 0..<960 {
      e.tick(dt: Self.dt)
      deepest = min(deepest, e.layout.top)
    }
    // A step response with ζ = 0.2 overshoots by e^(−πζ/√(1−ζ²)) ≈ 52.7 %.
    let overshoot = exp(-Double.pi * 0.2 / (1 - 0.04).squareRoot())
    #expect(abs(deepest - -56 * (1 + overshoot)) < 0.5)
    #expect(!e.layout.isAnimating)
    #expect(e.layout.top == -56)
  }

  @Test func exactAndMDCIgnoreTheTimedParameters() throws {
    for mode in [ShiftAnimationMode.exact, .mdc] {
      let plain = HeaderConfiguration(shiftBehavior: .enabled, shiftAnimation: mode)
      var other = plain
      other.shiftDuration = 3
      other.shiftCurve = .linear
      other.shiftSpring = try SpringDescription(mass: 2, stiffness: 10, dampingRatio: 0.3)
      for t in [0.05, 0.1, 0.3] {
        #expect(Self.top(after: t, plain).layout == Self.top(after: t, other).layout)
      }
    }
  }

  @Test func durationOutsideItsRangeIsRejectedNamingTheKey() {
    #expect(throws: HeaderConfigurationError.self) {
      try HeaderConfiguration(shiftDuration: 0).validated()
    }
    do {
      _ = try HeaderConfiguration(shiftDuration: .nan).validated()
    } catch {
      #expect("\(error)".contains("'shiftDuration'"))
    }
  }
}
