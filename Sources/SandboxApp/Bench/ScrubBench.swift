import PhoneSimulation
import SandboxStage
import SandboxPrimitives

/// `scrub.worstMs` and `scrub.memoryMB`: an A/B stage runs a 10-minute session of swipes every
/// 0.8 s at 60 fps (the review session the timeline must hold), then frames all over it are
/// shown — each rebuilt from its checkpoint and composed — and the slowest is the figure. The
/// memory figure is the resident growth over the session: the history, its checkpoints and
/// whatever else the stage kept.
enum ScrubBench {
  /// The session's length in seconds (the "10-minute session").
  static let fullSeconds = 600.0

  static func run(_ plan: BenchPlan, settings: SandboxSettings) throws(CommandFailure)
    -> [BenchFigure]
  {
    let seconds = plan.runs >= BenchPlan.full.runs ? fullSeconds : 60
    let viewport = FrameBench.viewport
    var setup = StageSetup(
      phones: [
        StageSetup.Phone(settings: settings, label: "A"),
        StageSetup.Phone(settings: settings, label: "B"),
      ], viewport: viewport)
    setup.showTimeline = true
    var stage: Stage
    do {
      stage = try Stage(setup)
    } catch {
      throw CommandFailure(.dataError, "bench: scrub stage rejected the settings: \(error)")
    }
    _ = stage.start()
    let before = MemoryBench.residentMB()
    let frames = Int(seconds * SyntheticScroll.fps)
    let frameSeconds = 1 / SyntheticScroll.fps
    for frame in 0..<frames {
      let time = Double(frame) * frameSeconds
      let events = SyntheticScroll.swipeEvents(frame: frame).map {
        TimedInputEvent(time: time + frameSeconds / 2, event: $0)
      }
      _ = stage.frame(
        StageInput(
          events: events, eventsFrom: time, eventsTo: time + frameSeconds,
          realSeconds: frameSeconds))
    }
    let grown = max(0, MemoryBench.residentMB() - before)
    // Every frame just before a checkpoint is the longest rebuild; add evenly spread ones.
    let head = stage.timeline.history.head
    // Frames spread over the session, visited out of order (each one a fresh rebuild).
    var targets = Array(stride(from: 0, through: head, by: max(1, head / (plan.runs * 20))))
    targets += stride(from: SessionHistory.checkpointFrames - 1, to: head, by: 997).map { $0 }
    targets = targets.enumerated().map { targets[($0.offset * 7) % targets.count] }
    var worst = 0.0
    for target in targets {
      let start = BenchStatistics.nanoseconds()
      stage.scrub(toFrame: target)
      _ = stage.frame(StageInput(realSeconds: 0, hadEvents: true))
      let milliseconds = BenchStatistics.seconds(since: start) * 1000
      worst = max(worst, milliseconds)
    }
    let minutes = Int(seconds / 60)
    let checkpoints = stage.timeline.history.checkpointCount
    return [
      BenchFigure(
        "scrub.worstMs", unit: "ms", samples: [worst], target: .below(50),
        note:
          "slowest of \(targets.count) frames of a \(minutes)-min A/B session shown "
          + "(checkpoint restore, re-simulation, composition)"),
      BenchFigure(
        "scrub.memoryMB", unit: "MB", samples: [grown], target: .below(50),
        note:
          "resident growth over a \(minutes)-min A/B session (\(checkpoints) checkpoints, "
          + "\(head) frames)"),
    ]
  }
}
