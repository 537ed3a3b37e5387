import PhoneSimulation
import SandboxFormats
import SandboxPrimitives

/// The phones and their past: every change to them goes through `journal(_:)` into the session
/// history; scrubbing, stepping and looping rebuild earlier frames from it; taking control while
/// scrubbed back forks the session there, and the recording and the replay fork with it.
///
/// The stage's lower half: it knows nothing of the canvas, the column or the review, which act
/// on the phones through it.
public struct StageSession: Sendable {
  /// The phones, A first. Input goes to every one; the panel, presets and reloads edit A.
  public internal(set) var phones: [Sandbox]
  /// Captions under the phones ("A · showcase", "B · mdc-default"); empty for a lone phone.
  public internal(set) var labels: [String]
  /// The session's history, the frame shown and the loop range (the strip along the bottom).
  public internal(set) var timeline: Timeline
  /// The take being recorded and the script being replayed.
  public internal(set) var recording = StageRecording()
  /// The phones Ctrl+B added, in order (the timeline rebuilds earlier frames without them).
  var addedPhones: [AddedPhone] = []

  init(phones: [Sandbox], labels: [String]) {
    self.phones = phones
    self.labels = labels
    timeline = Timeline(start: phones)
  }

  /// The history frame being recorded now (the next one `endFrame` closes).
  var recordingFrame: Int { timeline.history.frames.count }

  /// Phone A's time of the shown frame (the playhead's time on the strip).
  var shownTime: Double { timeline.history.frames[timeline.shownFrame].time }

  /// Applies `operation` to the phones and records it (forking first when an earlier frame is
  /// shown: whatever changes the phones takes control).
  mutating func journal(
    _ operation: SessionOperation, marked: Bool = true, effects: inout [StageEffect]
  ) throws {
    if timeline.isScrubbed { fork(effects: &effects) }
    try operation.apply(to: &phones)
    var time = phones[0].time
    switch operation {
    case .event(_, _, let at), .command(_, _, let at): time = max(at, time)
    default: break
    }
    timeline.history.record(operation, time: time, marked: marked)
  }

  /// R with a script to replay (`--replay`, a session's gesture): as the phones start afresh,
  /// the script plays again from its start with the values they have now (after a fit, the
  /// fitted ones), and a reference recording starts over beside it
  /// (`StageRecording.referenceTime`). Returns the toast that says so; nil without a script.
  /// `beside`: a reference recording is shown.
  mutating func replayAgain(
    _ replay: EventScript?, _ time: Double, _ beside: Bool, _ effects: inout [StageEffect]
  ) -> Toast? {
    guard let replay else { return nil }
    // From the first tick boundary at or after the R, as the first replay started on one
    // (time 0): the script's inputs fall on the same ticks of its time as they did then, and
    // none comes before the R that resets the phones (inputs at one time keep their order).
    let tick = phones[0].clock.tickDuration
    recording.startReplay(replay, at: (time / tick - 1e-6).rounded(.up) * tick)
    effects.append(.log("R: replaying the gesture from its start (\(replay.events.count) events)"))
    let reference = beside ? ", beside the recording from its start" : ""
    return Toast(
      title: "Replaying the gesture",
      detail: "from its start with the values in the panel\(reference)")
  }

  /// Records a command for phone A at `time` in the take, if one is being recorded.
  mutating func recordCommand(_ command: SandboxCommand, at time: Double) {
    recording.record(command, at: time, frame: recordingFrame)
  }

  /// A window frame at the live end: every phone credited `realSeconds` (nothing to record while
  /// paused: a paused frame changes no phone).
  mutating func advancePhones(realSeconds: Double, effects: inout [StageEffect]) {
    let view = phones[0].view
    guard !view.isPaused else { return }
    try? journal(
      .advance(realSeconds: realSeconds, timeScale: view.timeScale, paused: view.isPaused),
      effects: &effects)
  }

  /// Whether `event`, reaching the phones, takes control of the session (a new touch, a wheel,
  /// a simulation key).
  static func takesControl(_ event: InputEvent) -> Bool {
    switch event {
    case .pointerDown, .wheel, .keyDown: return true
    default: return false
    }
  }

  /// Drops the frames after the shown one and goes live from it, playing (the replay, if one
  /// was running, ends: the user has taken over).
  mutating func fork(effects: inout [StageEffect]) {
    guard let cursor = timeline.cursor else { return }
    timeline.fork()
    for index in phones.indices { phones[index].view.isPaused = false }
    effects.append(.log("took control at frame \(cursor): the later frames are dropped"))
    for position in addedPhones.indices where addedPhones[position].frame > cursor {
      // The snapshot was taken after the shown frame: it is taken again here, of the source
      // as it is now, so the history knows the phone.
      let added = addedPhones[position]
      addedPhones[position].frame = recordingFrame
      try? journal(.addPhone(index: added.index, copyOf: added.source), effects: &effects)
      labels[added.index] = Self.snapshotLabel(
        letter: CompareCaption.letter(added.index), source: added.source,
        time: phones[added.source].time)
    }
    // The time line goes on from the shown frame: inputs are placed after it, not after the
    // dropped ones.
    if let note = recording.fork(
      at: cursor, time: phones[0].time, values: phones[0].settings.values,
      nextFrame: recordingFrame)
    {
      effects.append(.log(note))
    }
  }

  /// Ctrl+B: phone `source` as it is now (values and motion) joins as a new compared phone,
  /// for before/after, labelled with `letter`; the history keeps the session, so a frame from
  /// before the snapshot shows the new phone as the copy it is of its source then.
  mutating func addSnapshot(of source: Int, sourceLabel: String, effects: inout [StageEffect]) {
    if phones.count == 1 { labels = [sourceLabel] }
    let letter = CompareCaption.letter(phones.count)
    if timeline.isScrubbed { fork(effects: &effects) }
    addedPhones.append(AddedPhone(index: phones.count, source: source, frame: recordingFrame))
    try? journal(.addPhone(index: phones.count, copyOf: source), effects: &effects)
    labels.append(Self.snapshotLabel(letter: letter, source: source, time: phones[source].time))
  }

  /// "B · snapshot of A at 1.25 s".
  static func snapshotLabel(letter: String, source: Int, time: Double) -> String {
    "\(letter) · snapshot of \(CompareCaption.letter(source)) at \(seconds(time)) s"
  }

  /// Seconds with two decimals.
  static func seconds(_ value: Double) -> String {
    String((value * 100).rounded() / 100)
  }

  /// Shows recorded frame `frame`, rebuilt from the history (live again at the newest).
  mutating func show(frame: Int) {
    if timeline.cursor == nil {
      // Leaving the live end: what this frame already did to the phones (a key typed before
      // the `,` in the same frame) closes a frame of its own, so the history holds the live
      // phones as they are and nothing pending is later filed under another frame.
      timeline.history.endFrame(phones: phones)
    }
    let target = min(max(frame, 0), timeline.history.head)
    let current = timeline.shownFrame
    if target > current && target - current <= SessionHistory.checkpointFrames {
      // A little forward: run on from what is shown, no checkpoint needed.
      let views = phones.map(\.view)
      replay(&phones, from: current, to: target)
      for index in phones.indices { phones[index].view = views[index] }
    } else if target != current {
      phones = rebuiltPhones(at: target)
    }
    timeline.cursor = target == timeline.history.head ? nil : target
    timeline.playTime = nil
  }

  /// Every phone as it was after `frame`: the history's, plus, for a phone Ctrl+B added later,
  /// its source as it was then (the copy's past is its source's).
  func rebuiltPhones(at frame: Int) -> [Sandbox] {
    var rebuilt = timeline.history.phones(at: frame, viewer: phones)
    padAddedPhones(&rebuilt, at: frame)
    return rebuilt
  }

  /// Runs `rebuilt`, the phones after history frame `from`, on to frame `to`, with the copies
  /// Ctrl+B added later.
  func replay(_ rebuilt: inout [Sandbox], from: Int, to: Int) {
    timeline.history.replay(&rebuilt, from: from, to: to)
    padAddedPhones(&rebuilt, at: to)
  }

  /// Adds (or refreshes) the copies of the phones added after `frame`, with the viewer's view.
  private func padAddedPhones(_ rebuilt: inout [Sandbox], at frame: Int) {
    for added in addedPhones where added.frame > frame && rebuilt.indices.contains(added.source) {
      var copy = rebuilt[added.source]
      if phones.indices.contains(added.index) { copy.view = phones[added.index].view }
      if rebuilt.count == added.index {
        rebuilt.append(copy)
      } else if rebuilt.indices.contains(added.index) {
        rebuilt[added.index] = copy
      }
    }
  }

  /// Pauses and shows recorded frame `frame` (what a drag on the strip does).
  mutating func scrub(toFrame frame: Int) {
    pauseAll()
    timeline.isLooping = false
    show(frame: frame)
  }

  /// Pauses and shows `frame`, remembered as the shown frame even when it is the newest (a
  /// marker's frame, a click on the strip), so playing on leaves from it.
  mutating func showPaused(frame: Int) {
    timeline.isLooping = false
    pauseAll()
    show(frame: frame)
    if timeline.cursor == nil && timeline.shownFrame < timeline.history.head {
      timeline.cursor = timeline.shownFrame
    }
  }

  /// Stops time for every phone (scrubbing implies a still frame).
  mutating func pauseAll() {
    for index in phones.indices { phones[index].view.isPaused = true }
  }

  /// What the badge and the title say now, with the name of the `--config` file watched.
  func status(watching file: String?) -> SessionStatus {
    var status = SessionStatus()
    status.timeScale = phones[0].view.timeScale
    status.paused = phones[0].view.isPaused
    status.recording = recording.isRecording
    status.looping = timeline.isLooping
    if let cursor = timeline.cursor {
      let frames = timeline.history.frames
      status.scrubbedBack = frames[timeline.history.head].time - frames[cursor].time
    }
    status.watchedFile = file.map { String($0.split(separator: "/").last ?? Substring($0)) }
    return status
  }
}
