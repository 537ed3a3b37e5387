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

  @Test func aVelocityCorrectionScalesTheLift() throws {
    let objective = try Self.objective()
    let plain = try Self.lift(objective.script(corrections: [0, 0]))
    let scaled = try Self.lift(objective.script(corrections: [0.1, 0]))
    #expect(abs(scaled.t - plain.t) < 1e-9)
    #expect(abs(scaled.velocity - plain.velocity * 1.1) < 0.001)
  }

  @Test(arguments: [1.0 / 240, -1.0 / 240])
  func aMovedLiftCarriesTheFingerOnFromTheSampleBeforeIt(shift: Double) throws {
    let objective = try Self.objective()
    let plain = try Self.lift(objective.script(corrections: [0, 0]))
    let script = objective.script(corrections: [0, shift])
    let moved = try Self.lift(script)
    #expect(abs(moved.t - (plain.t + shift)) < 1e-9)
    // A later lift: the finger carries the content on at the release velocity (up the screen,
    // into the content), shift × velocity further. An earlier one may fall before the last
    // sample, whose move is then dropped and the carry starts from the one before.
    if shift > 0 {
      #expect(abs(moved.y - (plain.y - plain.velocity * shift)) < 1e-6, "\(moved) vs \(plain)")
    } else {
      #expect(moved.y > plain.y, "\(moved) vs \(plain)")
    }
    // No move of the stroke comes after its lift, and the lift is where the last one left it.
    let last = try #require(Self.lastMove(before: moved.t, in: script))
    #expect(last.y == moved.y)
    let after = script.events.filter { timed in
      if case .touchMove = timed.event { return timed.t > moved.t && timed.t < moved.t + 0.1 }
      return false
    }
    #expect(after.isEmpty)
  }
}
