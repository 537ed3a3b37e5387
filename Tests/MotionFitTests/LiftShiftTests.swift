import MotionFit
import PhoneSimulation
import SandboxFormats
import Testing

/// The lift corrections a derived gesture takes (`FitObjective.script(corrections:)`, issue 33
/// item 4): each flung lift's velocity is scaled by the first half, and its time moved by the
/// second, a later lift carrying the content on at the release velocity, an earlier one dropping
/// the moves after it.
@Suite struct LiftShiftTests {
  static func objective() throws -> FitObjective {
    let (series, _) = try RoundTripFixture.series(
      RoundTripFixture.flick(), [("scroll.deceleration", .string("uikit"))])
    return FitObjective(
      series: series, gesture: .derived(viewport: .standard, touchSlop: 10),
      columns: [.scrollOffset])
  }

  static func lift(_ script: EventScript) throws -> (t: Double, y: Double, velocity: Double) {
    let up = try #require(
      script.events.first {
        if case .touchUp = $0.event { return true }
        return false
      })
    guard case .touchUp(_, let y, let velocity?) = up.event else {
      throw LiftError.noVelocity
    }
    return (up.t, y, velocity)
  }

  enum LiftError: Error { case noVelocity }

  static func lastMove(before time: Double, in script: EventScript) -> (t: Double, y: Double)? {
    for timed in script.events.reversed() where timed.t <= time + 1e-12 {
      if case .touchMove(_, let y) = timed.event { return (timed.t, y) }
    }
    return nil
  }

  @Test func oneFlickTakesAVelocityAndAShift() throws {
    #expect(try Self.objective().correctionCount == 2)
  }

  @Test func aLaterLiftCarriesTheFingerOnAtTheReleaseVelocity() throws {
    let objective = try Self.objective()
    let plain = try Self.lift(objective.script(corrections: [0, 0]))
    let shift = 1.0 / 240
    let script = objective.script(corrections: [0.1, shift])
    let moved = try Self.lift(script)
    #expect(abs(moved.t - (plain.t + shift)) < 1e-9)
    #expect(abs(moved.velocity - plain.velocity * 1.1) < 0.001)
    // The finger moves up (into the content) at the corrected release velocity until the lift.
    #expect(abs(moved.y - (plain.y - moved.velocity * shift)) < 1e-6)
    let carry = try #require(Self.lastMove(before: moved.t, in: script))
    #expect(abs(carry.t - moved.t) < 1e-9 && abs(carry.y - moved.y) < 1e-9)
  }

  @Test func anEarlierLiftDropsTheMovesAfterIt() throws {
    let objective = try Self.objective()
    let plain = objective.script(corrections: [0, 0])
    let shift = -1.0 / 240
    let script = objective.script(corrections: [0, shift])
    let moved = try Self.lift(script)
    #expect(abs(moved.t - (try Self.lift(plain).t + shift)) < 1e-9)
    // No move of the stroke comes after its lift, and the lift is where the last one left it.
    let after = script.events.filter { timed in
      if case .touchMove = timed.event { return timed.t > moved.t && timed.t < moved.t + 0.1 }
      return false
    }
    #expect(after.isEmpty)
    let last = try #require(Self.lastMove(before: moved.t, in: script))
    #expect(last.y == moved.y)
    #expect(script.events.count < plain.events.count + 1)
  }
}
