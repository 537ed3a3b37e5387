import SandboxPrimitives

/// The timeline's side of the stage: every change to the phones goes through `journal(_:)` into
/// the session history; scrubbing, stepping and looping rebuild earlier frames from it; taking
/// control while scrubbed back forks the session there.
extension Stage {
  /// Applies `operation` to the phones and records it (forking first when an earlier frame is
  /// shown: whatever changes the phones takes control).
  mutating func journal(_ operation: SessionOperation, marked: Bool = true) throws {
    if timeline.isScrubbed { fork() }
    try operation.apply(to: &phones)
    var time = phones[0].time
    switch operation {
    case .event(_, _, let at), .command(_, _, let at): time = max(at, time)
    default: break
    }
    timeline.history.record(operation, time: time, marked: marked)
  }

  /// A window frame at the live end: every phone credited `realSeconds` (nothing to record while
  /// paused: a paused frame changes no phone).
  mutating func advancePhones(realSeconds: Double) {
    let view = phones[0].view
    guard !view.isPaused else { return }
    try? journal(
      .advance(realSeconds: realSeconds, timeScale: view.timeScale, paused: view.isPaused))
  }

  /// Whether `event`, reaching the phones, takes control of the session (a new touch, a wheel,
  /// a simulation key).
  func takesControl(_ event: InputEvent) -> Bool {
    switch event {
    case .pointerDown, .wheel, .keyDown: return true
    default: return false
    }
  }

  /// Drops the frames after the shown one and goes live from it, playing (the replay, if one
  /// was running, ends: the user has taken over).
  mutating func fork() {
    guard let cursor = timeline.cursor else { return }
    timeline.fork()
    for index in phones.indices { phones[index].view.isPaused = false }
    replayFeed = nil
    replayEnd = nil
    // The time line goes on from the shown frame: inputs are placed after it, not after the
    // dropped ones.
    lastPlacedTime = phones[0].time
    effects.append(.log("took control at frame \(cursor): the later frames are dropped"))
    for position in addedPhones.indices where addedPhones[position].frame > cursor {
      // The snapshot was taken after the shown frame: it is taken again here, of the source
      // as it is now, so the history knows the phone.
      let added = addedPhones[position]
      addedPhones[position].frame = timeline.history.frames.count
      try? journal(.addPhone(index: added.index, copyOf: added.source))
      labels[added.index] = Self.snapshotLabel(
        letter: CompareCaption.letter(added.index), source: added.source,
        time: phones[added.source].time)
    }
    if var take = recorder {
      if cursor + 1 >= take.startFrame {
        // The recording keeps what led to the shown frame and goes on from there.
        take.truncate(afterFrame: cursor)
        recorder = take
      } else {
        // The recording started after the shown frame: it starts again from here.
        recorder = makeRecorder(
          start: phones[0].time, values: phones[0].settings.values,
          frame: timeline.history.frames.count)
        effects.append(.log("the recording starts again at frame \(cursor)"))
      }
    }
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
      timeline.history.replay(&phones, from: current, to: target)
      padAddedPhones(&phones, at: target)
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

  /// Adds (or refreshes) the copies of the phones added after `frame`, with the viewer's view.
  func padAddedPhones(_ rebuilt: inout [Sandbox], at frame: Int) {
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

  /// Pauses and shows recorded frame `frame` (what a drag on the strip does; the bench and
  /// hosts without a strip call it directly).
  public mutating func scrub(toFrame frame: Int) {
    pauseAll()
    timeline.isLooping = false
    show(frame: frame)
  }

  /// Stops time for every phone (scrubbing implies a still frame).
  mutating func pauseAll() {
    for index in phones.indices { phones[index].view.isPaused = true }
  }

  /// The timeline's keys: `,` `.` (Shift: ten), `[` `]`, `L`, and P while scrubbed.
  mutating func handleTimeline(_ shortcut: ViewShortcut) {
    let paused = phones[0].view.isPaused
    switch shortcut {
    case .step:
      guard paused else { return }
      if timeline.isScrubbed {
        show(frame: timeline.shownFrame + 1)
      } else {
        try? journal(.step)
        timeline.history.endFrame(phones: phones)
      }
    case .stepForwardTen:
      guard paused else { return }
      show(frame: timeline.shownFrame + 10)
    case .stepBack, .stepBackTen:
      pauseAll()
      timeline.isLooping = false
      show(frame: timeline.shownFrame - (shortcut == .stepBack ? 1 : 10))
    case .loopIn:
      timeline.loopIn = timeline.shownFrame
    case .loopOut:
      timeline.loopOut = timeline.shownFrame
    case .loop:
      if timeline.isLooping {
        timeline.isLooping = false
        pauseAll()
      } else if let range = timeline.loopRange {
        show(frame: range.lowerBound)
        if timeline.cursor == nil { timeline.cursor = range.lowerBound }
        timeline.isLooping = true
        for index in phones.indices { phones[index].view.isPaused = false }
      } else {
        effects.append(.log("set a loop range with [ and ] first"))
      }
    case .pause:
      // Already toggled on every phone; resuming while scrubbed plays the recorded frames.
      if phones[0].view.isPaused { timeline.playTime = nil }
    default:
      break
    }
  }

  /// Plays recorded frames while scrubbed and not paused, at the current slow motion; loops the
  /// range under L; reaching the live end goes live.
  mutating func playRecorded(realSeconds: Double) {
    guard let cursor = timeline.cursor, !phones[0].view.isPaused else { return }
    let frames = timeline.history.frames
    var time =
      (timeline.playTime ?? frames[cursor].time)
      + phones[0].simulatedSeconds(forRealSeconds: realSeconds)
    var target = timeline.history.frame(atTime: time)
    if timeline.isLooping, let range = timeline.loopRange {
      if target >= range.upperBound || target < range.lowerBound {
        if target >= range.upperBound && cursor < range.upperBound {
          target = range.upperBound
        } else {
          target = range.lowerBound
        }
        time = frames[target].time
      }
    }
    if target < cursor {
      show(frame: target)
      timeline.cursor = target
    } else if target > cursor {
      show(frame: target)
    }
    timeline.playTime = timeline.cursor == nil ? nil : time
  }

  /// A pointer on the strip scrubs (pausing) until it lifts; returns whether it was the strip's.
  mutating func routeToTimeline(_ event: InputEvent) -> Bool {
    guard let strip = layout.timelineFrame else { return false }
    switch event {
    case .pointerDown(let id, let x, let y):
      guard y >= strip.y else { return false }
      timeline.pointers.insert(id)
      timeline.isLooping = false
      pauseAll()
      show(frame: timeline.frame(atX: x, in: strip))
      if timeline.cursor == nil && timeline.shownFrame < timeline.history.head {
        timeline.cursor = timeline.shownFrame
      }
      return true
    case .pointerMove(let id, let x, _):
      guard timeline.pointers.contains(id) else { return false }
      show(frame: timeline.frame(atX: x, in: strip))
      return true
    case .pointerUp(let id, _, _):
      return timeline.pointers.remove(id) != nil
    case .wheel(_, _, _, _, let y), .hover(_, let y):
      return y >= strip.y
    default:
      return false
    }
  }
}

extension Stage {
  /// Ctrl+R while a loop range is set: phone A's session from its start through the range's
  /// end, as an event script (a script starts from rest, so it replays what led to the range);
  /// `render --from` the range's start time renders just the range, as many frames as the range
  /// lasts: the script ends that many of its frames after the one the range starts on.
  mutating func saveLoopRange(_ range: ClosedRange<Int>) {
    let history = timeline.history
    let start = history.startPhones[0]
    var recorder = makeRecorder(start: start.time, values: start.settings.values)
    var current = start.settings.values
    for operation in history.operations(from: 0, to: range.upperBound) {
      switch operation {
      case .event(0, let event, let time):
        recorder.record(event, at: time)
      case .command(0, let command, let time):
        recorder.record(command, at: time)
      case .settings(0, let settings, let time):
        // The view's values (slow motion, overlays) are how it was watched, not the motion.
        for key in ParameterRegistry.keys
        where !key.hasPrefix("view.") && settings.values[key] != current[key] {
          if let value = settings.values[key] {
            recorder.record(.set(key: key, value: value), at: time)
          }
        }
        current = settings.values
      default:
        break
      }
    }
    let from = history.frames[range.lowerBound].time - start.time
    let to = history.frames[range.upperBound].time - start.time
    var script = recorder.script(endingAt: history.frames[range.upperBound].time)
    // The window's frames fall anywhere; the script's lie on its own fps grid. The clip starts
    // on the script frame nearest the range's start and lasts the range's length in frames.
    let fps = Double(script.fps)
    let first = (from * fps).rounded()
    let frames = max(1, ((to - from) * fps).rounded())
    script.duration = (first + frames) / fps
    effects.append(.recordingStarted)
    effects.append(.saveRecording(script))
    effects.append(
      .log(
        "loop range t = \(Self.seconds(from))…\(Self.seconds(to)) s saved as a script; "
          + "render just the range with `render SCRIPT --from \(Self.renderStart(first / fps))`"))
  }

  /// `seconds` as `render --from` should be given it to start on the frame at `seconds`:
  /// rounded down to the millisecond, so the frame itself is kept and the one before it is not.
  static func renderStart(_ seconds: Double) -> String {
    let milliseconds = (seconds * 1000 + 1e-6).rounded(.down)
    return String(milliseconds / 1000)
  }

  /// Seconds with two decimals.
  static func seconds(_ value: Double) -> String {
    String((value * 100).rounded() / 100)
  }

  /// Keeps the onion skin on the frames before the shown one: the next frame adds its outlines;
  /// a jump (a scrub, a fork) rebuilds the trail from the history.
  mutating func updateGhosts() {
    guard var trail = ghosts else { return }
    let shown = timeline.shownFrame
    defer {
      ghosts = trail
      ghostFrame = shown
    }
    if shown == ghostFrame { return }
    if shown == ghostFrame + 1 {
      trail.push(phones, referenceEdge: referenceEdge(at: phones[0].time))
      return
    }
    trail.clear()
    let first = max(0, shown - trail.length)
    var rebuilt = rebuiltPhones(at: first)
    trail.push(rebuilt, referenceEdge: referenceEdge(at: rebuilt[0].time))
    for frame in first..<shown {
      timeline.history.replay(&rebuilt, from: frame, to: frame + 1)
      padAddedPhones(&rebuilt, at: frame + 1)
      trail.push(rebuilt, referenceEdge: referenceEdge(at: rebuilt[0].time))
    }
  }
}
