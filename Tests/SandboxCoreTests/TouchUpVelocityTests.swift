import PhoneSimulation
import SandboxFormats
import SandboxPrimitives
import Testing

@testable import SandboxStage

/// A script's `touchUp` `velocity` replaces the velocity tracker's estimate of the release (the
/// gesture `measure --script` derives from a recording releases with what the recording shows),
/// and the fling rules still apply to it.
@Suite struct TouchUpVelocityTests {
  /// A slow drag of 100 pt (the tracker would read about 250 pt/s) lifted with `velocity`.
  static func script(velocity: Double?) -> String {
    let lift = velocity.map { #", "velocity": \#($0)"# } ?? ""
    return """
      {"version": 1, "viewport": {"width": 390, "height": 844, "scale": 1}, "fps": 60,
       "duration": 6, "events": [
        {"t": 0.1, "type": "touchDown", "x": 195, "y": 600},
        {"t": 0.2, "type": "touchMove", "x": 195, "y": 575},
        {"t": 0.3, "type": "touchMove", "x": 195, "y": 550},
        {"t": 0.4, "type": "touchMove", "x": 195, "y": 525},
        {"t": 0.5, "type": "touchMove", "x": 195, "y": 500},
        {"t": 0.5, "type": "touchUp", "x": 195, "y": 500\(lift)}
      ]}
      """
  }

  /// Phone A's offset at the lift and where it comes to rest.
  static func run(velocity: Double?) throws -> (
    lift: Double, rest: Double, settings: SandboxSettings
  ) {
    let settings = SandboxSettings.defaults()
    var runner = try PhoneRunner(
      script: try EventScript.decode(script(velocity: velocity), file: "up.json"),
      settings: [settings])
    var lift = 0.0
    while let frame = runner.nextFrame() {
      if frame == 30 { lift = runner.phone.scroll.offset }
    }
    return (lift, runner.phone.scroll.offset, settings)
  }

  @Test func theGivenVelocityDrivesTheFling() throws {
    let slow = try Self.run(velocity: nil)
    let given = try Self.run(velocity: 1500)
    #expect(abs(slow.lift - given.lift) < 1e-9, "the drag itself is the same")
    let projected = given.settings.scroll.deceleration.projectedDistance(velocity: 1500)
    #expect(projected > 300)
    #expect(abs(given.rest - (given.lift + projected)) < 2, "\(given.lift) → \(given.rest)")
    #expect(given.rest - slow.rest > projected / 2, "the tracker's slow reading is replaced")
  }

  @Test func theFlingRulesStillApplyToAGivenVelocity() throws {
    let minimum = SandboxSettings.defaults().scroll.gesture.minFlingVelocity
    let still = try Self.run(velocity: minimum / 2)
    #expect(abs(still.rest - still.lift) < 1e-9, "below the minimum fling velocity: no fling")
    let back = try Self.run(velocity: -800)
    #expect(back.rest < back.lift, "a negative velocity flings back toward the top")
  }

  @Test func aReplayedVelocityIsRecordedWithItsLift() {
    var recorder = LiveRecorder(
      start: 0, viewport: Size(width: 390, height: 844), values: SandboxSettings.defaults().values,
      preset: "showcase", presetValues: SandboxSettings.defaults().values)
    recorder.record(.pointerDown(.mouse, x: 10, y: 600), at: 0)
    recorder.record(.releaseVelocity(1234), at: 0.2)
    recorder.record(.pointerUp(.mouse, x: 10, y: 500), at: 0.2)
    recorder.record(.pointerDown(.mouse, x: 10, y: 600), at: 1)
    recorder.record(.pointerUp(.mouse, x: 10, y: 500), at: 1.2)
    let ups = recorder.script(endingAt: 2).events.compactMap { timed -> Double?? in
      if case .touchUp(_, _, let velocity) = timed.event { return .some(velocity) }
      return nil
    }
    #expect(ups == [1234, nil], "the velocity belongs to its own lift only")
  }
}
