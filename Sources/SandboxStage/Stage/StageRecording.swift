import PhoneSimulation
import SandboxFormats
import SandboxPrimitives

/// The session's input going out and coming in: the take being recorded (Ctrl+R) and the
/// script being replayed (`--replay`), with the rule that places live inputs on the phones'
/// time line. Part of `StageSession`, which forks it with the history.
public struct StageRecording: Sendable {
  /// The input being recorded, nil when not recording.
  public internal(set) var recorder: LiveRecorder?
  /// The replayed script's inputs not yet handed over; nil without a replay (or once the user
  /// took control).
  var replayFeed: ScriptFeed?
  /// The simulation time the replay ends at, until the stage has said so.
  var replayEnd: Double?
  /// The time of the latest input placed for the phones (inputs are never placed before it).
  var lastPlacedTime = 0.0
  /// Where on the timeline the replay started: its first start, then each R that played it
  /// again from its start. A reference recording starts over with it (`referenceTime`).
  var replayStarts: [Double] = []

  /// Whether Ctrl+R is recording.
  public var isRecording: Bool { recorder != nil }

  /// Whether the replay still has inputs to hand over or has not yet been declared finished.
  var isReplaying: Bool { replayEnd != nil || !(replayFeed?.isFinished ?? true) }

  /// Starts replaying `script` from simulation time `begin`.
  mutating func startReplay(_ script: EventScript, at begin: Double) {
    replayFeed = ScriptFeed(script, offset: begin)
    replayEnd = begin + script.effectiveDuration
    replayStarts.append(begin)
  }

  /// The time on the reference recording's own clock (before its offset) at timeline `time`:
  /// the time since the replay last started from its start, counted from where the first replay
  /// started, so each R that replays the gesture shows the recording from its start beside it.
  /// Without a replay, or before it restarted, the timeline time itself.
  func referenceTime(atTimelineTime time: Double) -> Double {
    guard let first = replayStarts.first else { return time }
    let start = replayStarts.last { $0 <= time + 1e-9 } ?? first
    return time - (start - first)
  }

  /// Whether the replay ended by simulation time `time` (true once: the stage then says so).
  mutating func replayFinished(by time: Double) -> Bool {
    guard let end = replayEnd, time >= end else { return false }
    replayEnd = nil
    return true
  }

  /// The replayed inputs due by `time` not handed over yet, with the offset their script times
  /// take; empty without a replay.
  mutating func takeReplayed(upTo time: Double) -> (inputs: [ScriptInput], offset: Double) {
    guard var feed = replayFeed, !feed.isFinished else { return ([], 0) }
    let inputs = Array(feed.take(upTo: time))
    replayFeed = feed
    return (inputs, feed.offset)
  }

  /// The simulation time of an input `offset` simulated seconds into a frame that starts at the
  /// phones' `time`: never before an input placed earlier, so inputs keep the order they were
  /// typed in however the frames' lengths change under them (S mid-frame shortens the frame
  /// their places were measured on; the clock keeps the part of a tick a frame did not run).
  /// Never exactly at the phones' time either: the tick ending there has run, and a replay,
  /// which hands an input over before the tick that ends at its time, must apply it in the same
  /// tick the phones did.
  func placed(_ offset: Double, after time: Double) -> Double {
    max(time + max(offset, StageRecording.inputLead), lastPlacedTime)
  }

  /// How far past the phones' time an input is placed at least (far above the ticks' 1e-9 s
  /// tolerance, far below anything a velocity tracker notices).
  static let inputLead = 1e-6

  /// Records `event` (in phone A's points) at `time`, in history frame `frame`.
  mutating func record(_ event: InputEvent, at time: Double, frame: Int) {
    guard recorder != nil else { return }
    recorder?.frame = frame
    recorder?.record(event, at: time)
  }

  /// Records a command for phone A at `time`, in history frame `frame`.
  mutating func record(_ command: SandboxCommand, at time: Double, frame: Int) {
    guard recorder != nil else { return }
    recorder?.frame = frame
    recorder?.record(command, at: time)
  }

  /// Ends the recording and returns its script, ending at phone A's `time`; nil when none ran.
  mutating func stop(at time: Double) -> EventScript? {
    guard let recorder else { return nil }
    self.recorder = nil
    return recorder.script(endingAt: time)
  }

  /// The session forked at history frame `cursor` (phone A at `time` with `values`, the history
  /// going on at frame `nextFrame`): the replay ends, inputs are placed after the shown frame,
  /// and the take keeps what led to the shown frame, or starts again there when it started
  /// later. Returns the log line for a restarted take.
  mutating func fork(
    at cursor: Int, time: Double, values: ConfigValues, nextFrame: Int
  ) -> String? {
    replayFeed = nil
    replayEnd = nil
    lastPlacedTime = time
    // A restart after the shown frame never happened on the forked time line.
    replayStarts = replayStarts.enumerated().filter { $0.offset == 0 || $0.element <= time + 1e-9 }
      .map(\.element)
    guard var take = recorder else { return nil }
    if cursor + 1 >= take.startFrame {
      take.truncate(afterFrame: cursor)
      recorder = take
      return nil
    }
    recorder = take.restarted(start: time, values: values, frame: nextFrame)
    return "the recording starts again at frame \(cursor)"
  }
}
