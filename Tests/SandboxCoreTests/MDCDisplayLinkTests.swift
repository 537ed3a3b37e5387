import HeaderEngine
import PhoneSimulation
import SandboxFormats
import SandboxPrimitives
import TestSupport
import Testing

@testable import SandboxStage

/// `header.shiftAnimation = mdc` steps like MDC's `CADisplayLink`: one Euler step
/// `acc += 12·(dest − acc)·dt` per refresh of `header.mdcFrameRate`, whatever the physics tick
/// and whatever rate the host draws at (MDC `MDCFlexibleHeaderView.m`, `fhv_displayLinkDidFire:`,
/// spec §3.6: "at 60 Hz each frame closes 20 % of the gap; 56 pt takes 29 frames").
@Suite struct MDCDisplayLinkTests {
  static func mdcSandbox(frameRate: Double = 60) -> Sandbox {
    var values = ConfigValues()
    try! values.set(key: "header.shiftAnimation", value: .string("mdc"))
    try! values.set(key: "header.mdcFrameRate", value: .number(frameRate))
    return try! Sandbox(
      settings: SandboxSettings(values: values), viewport: Size(width: 390, height: 844))
  }

  /// The accumulator after each of `frames` host frames of `1/hostRate` s, starting with the
  /// frame in which `shiftOffScreen(animated: true)` arrives at t = 0.5.
  static func trajectory(frameRate: Double = 60, hostRate: Double, frames: Int) -> [Double] {
    var sandbox = mdcSandbox(frameRate: frameRate)
    sandbox.advance(toTime: 0.5)
    sandbox.submit(.shiftOffScreen(animated: true), at: 0.5)
    var values: [Double] = []
    for _ in 0...frames {
      values.append(sandbox.engine.layout.shiftAccumulator)
      sandbox.advance(simulationSeconds: 1 / hostRate)
    }
    return values
  }

  @Test func sixtyHertzStepsMatchMDCFrameByFrame() {
    let acc = Self.trajectory(hostRate: 60, frames: 40)
    // Frame 0 holds the call: MDC's first display-link callback comes at the next refresh.
    sandboxExpect(acc[0], 0)
    sandboxExpect(acc[1], 11.2)
    sandboxExpect(acc[2], 20.16)
    sandboxExpect(acc[10], 56 * (1 - pow08(10)))
    #expect(isClose(acc[10], 49.987, 1e-3))
    #expect(acc[28] < 56 && acc[29] == 56, "56 pt takes 29 frames at 60 Hz")
  }

  @Test func theHostsFrameRateDoesNotChangeTheSteps() {
    let at60 = Self.trajectory(hostRate: 60, frames: 30)
    let at240 = Self.trajectory(hostRate: 240, frames: 120)
    let at30 = Self.trajectory(hostRate: 30, frames: 15)
    for frame in 0...15 {
      #expect(at60[2 * frame] == at30[frame])
    }
    for frame in 0...30 {
      #expect(at60[frame] == at240[4 * frame])
    }
  }

  @Test func a120HertzDisplayClosesTenPercentPerRefresh() {
    let acc = Self.trajectory(frameRate: 120, hostRate: 120, frames: 70)
    sandboxExpect(acc[1], 5.6)
    sandboxExpect(acc[2], 56 * (1 - 0.9 * 0.9))
    // 56·0.9^n ≤ 0.1 (kShiftEpsilon) first at n = 61: 0.51 s, the spec's "at 120 Hz ≈0.51 s".
    #expect(acc.firstIndex(of: 56) == 61)
  }

  @Test func exactModeIsUnchangedAndFrameRateIndependent() {
    var values = ConfigValues()
    try! values.set(key: "header.mdcFrameRate", value: .number(30))
    var sandbox = try! Sandbox(
      settings: SandboxSettings(values: values), viewport: Size(width: 390, height: 844))
    sandbox.submit(.shiftOffScreen(animated: true), at: 0)
    sandbox.advance(simulationSeconds: 1.0 / 240)
    #expect(sandbox.engine.layout.shiftAccumulator > 0, "exact integrates every tick")
  }

  @Test func theFrameRateIsValidated() {
    var values = ConfigValues()
    #expect(throws: (any Error).self) {
      try values.set(key: "header.mdcFrameRate", value: .number(20))
    }
    #expect(throws: (any Error).self) {
      _ = try HeaderConfiguration(mdcFrameRate: 500).validated()
    }
  }
}

private func pow08(_ n: Int) -> Double { (0..<n).reduce(1) { value, _ in value * 0.8 } }

private func sandboxExpect(
  _ value: Double, _ expected: Double, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(isClose(value, expected, 1e-9), "\(value) ≠ \(expected)", sourceLocation: sourceLocation)
}
