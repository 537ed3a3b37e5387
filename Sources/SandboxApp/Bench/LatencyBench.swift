import PhoneDrawing
import PhoneSimulation
import SandboxStage
import SandboxPrimitives

/// `input.latencyFrames`: how many presented frames pass between an input event and the first
/// frame whose display list shows it. One means the very next frame.
enum LatencyBench {
  /// The frames the scene needed to change after `event`, submitted half a frame before frame
  /// `at`, in a sandbox fed `setup` events first (frame, event); nil if unchanged for 10 frames.
  static func framesUntilChange(
    settings: SandboxSettings, setup: [(frame: Int, event: InputEvent)], event: InputEvent,
    at frame: Int
  ) throws -> Int? {
    var sandbox = try Sandbox(settings: settings, viewport: FrameBench.viewport)
    func hash() -> UInt64 { SceneBuilder.build(sandbox.sceneState()).stableHash }
    for k in 0..<frame {
      SyntheticScroll.step(&sandbox, frame: k, events: setup.filter { $0.frame == k }.map(\.event))
    }
    let before = hash()
    for k in frame..<(frame + 10) {
      SyntheticScroll.step(&sandbox, frame: k, events: k == frame ? [event] : [])
      if hash() != before { return k - frame + 1 }
    }
    return nil
  }

  /// A wheel notch on a sandbox at rest, and one move of a finger that is already dragging.
  static func run(settings: SandboxSettings) throws(CommandFailure) -> BenchFigure {
    do {
      let wheel = try framesUntilChange(
        settings: settings, setup: [],
        event: .wheel(dx: 0, dy: -1, precise: false, x: 195, y: 600), at: 30)
      let finger = PointerID.finger(1)
      let drag = try framesUntilChange(
        settings: settings,
        setup: [
          (20, .pointerDown(finger, x: 195, y: 600)), (22, .pointerMove(finger, x: 195, y: 570)),
        ],
        event: .pointerMove(finger, x: 195, y: 530), at: 30)
      let samples = [wheel, drag].map { Double($0 ?? 99) }
      return BenchFigure(
        "input.latencyFrames", unit: "frames", samples: samples, target: .atMost(1),
        note:
          "wheel notch at rest, and a 40-pt move of a finger already dragging (past the touch slop): frames until the display list changes"
      )
    } catch {
      throw CommandFailure(.software, "bench: latency probe failed: \(error)")
    }
  }
}
