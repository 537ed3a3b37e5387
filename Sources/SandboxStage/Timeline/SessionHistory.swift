import PhoneSimulation
import SandboxPrimitives

/// Everything the stage did to its phones since the window opened, as operations grouped into
/// frames, with a snapshot of every phone (a checkpoint) at least every second, so any earlier
/// frame is rebuilt by restoring the checkpoint before it and re-running the few operations in
/// between. A `Sandbox` is a value, so a checkpoint is a copy; the simulation is deterministic,
/// so a rebuilt frame is the frame that was shown.
public struct SessionHistory: Sendable {
  /// One recorded frame: where its operations end and phone A's time after it.
  public struct Frame: Sendable, Equatable {
    /// Index into the operations just past this frame's last one.
    var operationEnd: Int
    /// Phone A's simulation time when the frame ended.
    public var time: Double
  }

  struct Checkpoint: Sendable {
    var frame: Int
    var phones: [Sandbox]
  }

  /// A checkpoint is taken when this much phone-A simulation time passed since the last one…
  public static let checkpointSeconds = 1.0
  /// …or this many frames were recorded (a second at 60 Hz, for slow motion and pauses).
  public static let checkpointFrames = 60
  /// Wheel events closer than this (seconds) form one burst, one mark.
  static let wheelBurstGap = 0.3

  /// The frames, 0 being the start (no operations).
  public private(set) var frames: [Frame]
  /// The gesture marks, oldest first.
  public private(set) var marks: [TimelineMark] = []
  private var operations: [SessionOperation] = []
  private var checkpoints: [Checkpoint]

  /// A history starting from `phones` as frame 0.
  public init(start phones: [Sandbox]) {
    frames = [Frame(operationEnd: 0, time: phones.first?.time ?? 0)]
    checkpoints = [Checkpoint(frame: 0, phones: SessionHistory.stored(phones))]
  }

  /// The newest frame (the live end).
  public var head: Int { frames.count - 1 }

  /// The phones at frame 0.
  public var startPhones: [Sandbox] { checkpoints[0].phones }

  /// How many checkpoints are kept.
  public var checkpointCount: Int { checkpoints.count }

  /// Adds an operation to the frame being recorded (the live stage has just applied it).
  /// `marked` false keeps it off the strip (a view value following a key, not an edit).
  public mutating func record(_ operation: SessionOperation, time: Double, marked: Bool = true) {
    operations.append(operation)
    guard marked, let kind = operation.markKind else { return }
    if kind == .wheel, let last = marks.last, last.kind == .wheel,
      time - last.time < SessionHistory.wheelBurstGap
    {
      return
    }
    marks.append(TimelineMark(time: time, kind: kind, frame: frames.count))
  }

  /// Closes the frame being recorded, if anything was recorded in it, with `phones` as they are
  /// after it; takes a checkpoint when one is due.
  public mutating func endFrame(phones: [Sandbox]) {
    guard operations.count > frames[head].operationEnd else { return }
    frames.append(Frame(operationEnd: operations.count, time: phones.first?.time ?? 0))
    let last = checkpoints[checkpoints.count - 1]
    if head - last.frame >= SessionHistory.checkpointFrames
      || frames[head].time - frames[last.frame].time >= SessionHistory.checkpointSeconds
    {
      checkpoints.append(Checkpoint(frame: head, phones: SessionHistory.stored(phones)))
    }
  }

  /// The phones as they were after `frame`, rebuilt from the nearest checkpoint; each keeps the
  /// view options of `viewer` (the viewer's pause and slow motion are not history).
  public func phones(at frame: Int, viewer: [Sandbox]) -> [Sandbox] {
    let target = min(max(frame, 0), head)
    var low = 0
    var high = checkpoints.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if checkpoints[middle].frame <= target { low = middle } else { high = middle - 1 }
    }
    var phones = checkpoints[low].phones
    replay(&phones, from: checkpoints[low].frame, to: target)
    for index in phones.indices where index < viewer.count {
      phones[index].view = viewer[index].view
    }
    return phones
  }

  /// Runs the operations of frames `from`+1 … `to` on `phones` (which are at frame `from`).
  public func replay(_ phones: inout [Sandbox], from: Int, to: Int) {
    guard to > from, from >= 0, to <= head else { return }
    for operation in operations[frames[from].operationEnd..<frames[to].operationEnd] {
      try? operation.apply(to: &phones)
    }
    for index in phones.indices { phones[index].clearWarnings() }
  }

  /// The operations of frames `from`+1 … `to`, in order.
  public func operations(from: Int, to: Int) -> ArraySlice<SessionOperation> {
    let first = min(max(from, 0), head)
    let last = min(max(to, first), head)
    return operations[frames[first].operationEnd..<frames[last].operationEnd]
  }

  /// The last frame that ended at or before phone-A time `time` (0 before the first).
  public func frame(atTime time: Double) -> Int {
    var low = 0
    var high = head
    while low < high {
      let middle = (low + high + 1) / 2
      if frames[middle].time <= time + 1e-9 { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// Forgets everything after `frame`: the session goes on from there (a fork).
  public mutating func truncate(after frame: Int) {
    guard frame >= 0, frame < head else { return }
    operations.removeSubrange(frames[frame].operationEnd...)
    frames.removeSubrange((frame + 1)...)
    checkpoints.removeAll { $0.frame > frame }
    marks.removeAll { $0.frame > frame }
  }

  private static func stored(_ phones: [Sandbox]) -> [Sandbox] {
    var copy = phones
    for index in copy.indices { copy[index].clearWarnings() }
    return copy
  }
}
