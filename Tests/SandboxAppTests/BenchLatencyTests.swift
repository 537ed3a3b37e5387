import PhoneDrawing
import PhoneSimulation
import SandboxStage
import SandboxPrimitives
import TestSupport
import Testing

@testable import SandboxApp

/// Input-to-display latency: an event submitted between two frames shows in the very next
/// frame's layout (trace row and display list), never one frame later.
@Suite struct BenchLatencyTests {
  func showcase() throws -> SandboxSettings {
    try ConfigSources.locate().settings(TuningOptions())
  }

  /// Steps `sandbox` to frame `frame` at 60 fps after submitting `events` half a frame earlier.
  func step(_ sandbox: inout Sandbox, _ frame: Int, _ events: [InputEvent] = []) {
    SyntheticScroll.step(&sandbox, frame: frame, events: events)
  }

  func snapshot(_ sandbox: Sandbox, frame: Int) -> (row: TraceRow, hash: UInt64) {
    var row = sandbox.traceRow(frame: frame)
    row.frame = 0
    row.time = 0
    return (row, SceneBuilder.build(sandbox.sceneState()).stableHash)
  }

  @Test func wheelNotchChangesTheVeryNextFrame() throws {
    var sandbox = try Sandbox(settings: try showcase(), viewport: Size(width: 390, height: 844))
    for frame in 0..<30 { step(&sandbox, frame) }
    let before = snapshot(sandbox, frame: 29)
    step(&sandbox, 30, [.wheel(dx: 0, dy: -1, precise: false, x: 195, y: 600)])
    let after = snapshot(sandbox, frame: 30)
    #expect(after.row.scrollOffset > before.row.scrollOffset)
    #expect(after.hash != before.hash)
  }

  @Test func fingerMoveChangesTheVeryNextFrame() throws {
    var sandbox = try Sandbox(settings: try showcase(), viewport: Size(width: 390, height: 844))
    let finger = PointerID.finger(1)
    for frame in 0..<30 {
      switch frame {
      case 20: step(&sandbox, frame, [.pointerDown(finger, x: 195, y: 600)])
      case 22: step(&sandbox, frame, [.pointerMove(finger, x: 195, y: 570)])
      default: step(&sandbox, frame)
      }
    }
    let before = snapshot(sandbox, frame: 29)
    step(&sandbox, 30, [.pointerMove(finger, x: 195, y: 530)])
    let after = snapshot(sandbox, frame: 30)
    #expect(isClose(after.row.scrollOffset - before.row.scrollOffset, 40, 1e-9))
    #expect(after.hash != before.hash)
  }

  @Test func idleFramesDoNotChange() throws {
    // The control: without input the scene at rest stays the same, so a change above is the
    // event's doing.
    var sandbox = try Sandbox(settings: try showcase(), viewport: Size(width: 390, height: 844))
    for frame in 0..<30 { step(&sandbox, frame) }
    let before = snapshot(sandbox, frame: 29)
    step(&sandbox, 30)
    #expect(snapshot(sandbox, frame: 30).hash == before.hash)
  }

  @Test func benchProbeReportsOneFrame() throws {
    let figure = try LatencyBench.run(settings: try showcase())
    #expect(figure.samples == [1, 1])
    #expect(figure.meetsTarget == true)
  }
}
