import PhoneDrawing
import PhoneSimulation
import SandboxFormats
import SandboxPrimitives

/// The reference recording on the stage: one more phone in the row (or over phone A), on phone
/// A's timeline, so scrubbing, stepping, slow motion and loops move it with the phones. The
/// recording never touches the simulation: traces are the same with or without it.
extension StageReview {
  /// Gives the recording a slot of its own while it is shown `beside`; returns whether that
  /// changed (`Stage.syncReferenceSlot` then re-lays the phones out inside the window).
  mutating func syncReferenceLayout(phones: inout [Sandbox], layout: inout StageLayout) -> Bool {
    adoptReferenceValues(&phones)
    let slot = reference != nil && phones[0].view.referenceMode == .beside
    guard slot != layout.referenceSlot else { return false }
    layout.referenceSlot = slot
    return true
  }

  /// Takes phone A's `view.referenceMode` / `view.referenceOpacity` values into every phone's
  /// view options when they changed since last seen (a replayed `set`, a config reload, an
  /// undo, a frame from the history with other values); V and Shift+V change the view options
  /// alone, and the values follow at the live end (`Stage.pullViewParameters`).
  mutating func adoptReferenceValues(_ phones: inout [Sandbox]) {
    let values = phones[0].settings.values
    let now = (mode: values[Param.view.referenceMode], opacity: values[Param.view.referenceOpacity])
    if let seen = referenceValuesSeen, seen.mode == now.mode, seen.opacity == now.opacity {
      return
    }
    referenceValuesSeen = now
    for index in phones.indices {
      phones[index].view.referenceMode = now.mode
      phones[index].view.referenceOpacity = now.opacity
    }
  }

  /// Moves the recording `frames` of its own frames later (negative: earlier) on the timeline.
  mutating func nudgeReference(frames: Int, effects: inout [StageEffect]) {
    guard reference != nil else { return }
    reference?.track.nudge(frames: frames)
    if let track = reference?.track {
      effects.append(.log("reference offset \(track.offsetText)"))
    }
  }

  /// V: the next `view.referenceMode` (beside → overlay → difference → beside) on every phone,
  /// as a view option (S, T, F1): it stays while the playhead moves through the recorded
  /// frames, and the values (panel, saved session) take it at the live end; the frame's end
  /// gives or takes the slot (`Stage.syncReferenceSlot`). Returns the toast that says the new
  /// mode in the window (the terminal gets it too).
  mutating func cycleReferenceMode(phones: inout [Sandbox], effects: inout [StageEffect]) -> Toast {
    guard reference != nil else { return Self.noReference("V", effects: &effects) }
    let modes = ReferenceMode.allCases
    let current = phones[0].view.referenceMode
    let next = modes[((modes.firstIndex(of: current) ?? 0) + 1) % modes.count]
    for index in phones.indices { phones[index].view.referenceMode = next }
    effects.append(.log("reference mode \(next.rawValue)"))
    return Toast(title: "Reference: \(Self.modeName(next))", detail: "V: next mode")
  }

  /// Shift+V: the next overlay opacity of `ShortcutTable.referenceOpacities`; returns the toast
  /// that says it in the window.
  mutating func cycleReferenceOpacity(phones: inout [Sandbox], effects: inout [StageEffect])
    -> Toast
  {
    guard reference != nil else { return Self.noReference("Shift+V", effects: &effects) }
    let opacities = ShortcutTable.referenceOpacities
    let now = phones[0].view.referenceOpacity
    let next = opacities.first { $0 > now + 1e-9 } ?? opacities[0]
    for index in phones.indices { phones[index].view.referenceOpacity = next }
    let percent = "\(Int((next * 100).rounded()))%"
    let overlay = phones[0].view.referenceMode == .overlay
    effects.append(
      .log("reference opacity \(percent)\(overlay ? "" : " (shown in overlay mode, V)")"))
    return Toast(
      title: "Reference opacity \(percent)",
      detail: overlay ? "Shift+V: next opacity" : "shown in the overlay mode (V)")
  }

  /// What the window says of `mode`.
  static func modeName(_ mode: ReferenceMode) -> String {
    switch mode {
    case .beside: return "beside the phones"
    case .overlay: return "over phone A"
    case .difference: return "difference from phone A"
    }
  }

  /// V or Shift+V (`key`) without a recording: the toast and the log line say how to open one.
  private static func noReference(_ key: String, effects: inout [StageEffect]) -> Toast {
    effects.append(.log("\(key): no reference recording (open one with --reference VIDEO)"))
    return Toast(title: "No reference recording", detail: "open one with --reference VIDEO")
  }

  /// The recording's measured header bottom (share of its frame's height) at timeline `time`
  /// (the recording restarts with the replay: `StageRecording.referenceTime`), for the onion
  /// skin; nil without a recording or a trusted edge there.
  func referenceEdge(at time: Double, _ recording: StageRecording) -> Double? {
    guard let reference, reference.problem == nil else { return nil }
    return reference.track.headerEdge(atTimelineTime: recording.referenceTime(atTimelineTime: time))
  }

  /// The recording's header edge at the time of `session`'s phone A (see `referenceEdge(at:)`).
  func referenceEdge(in session: StageSession) -> Double? {
    referenceEdge(at: session.phones[0].time, session.recording)
  }

  /// What the frame of phone A (`phone`) shows of the recording (which restarts with the
  /// replay: `StageRecording.referenceTime`), nil without one.
  func referenceSlot(for phone: Sandbox, _ recording: StageRecording) -> ReferenceSlot? {
    guard let reference else { return nil }
    let time = recording.referenceTime(atTimelineTime: phone.time)
    let view = phone.view
    let track = reference.track
    let name = String(track.path.split(separator: "/").last ?? Substring(track.path))
    var slot = ReferenceSlot(
      image: nil, mode: view.referenceMode, opacity: view.referenceOpacity,
      caption: ["Reference · \(name)", "offset \(track.offsetText)"])
    if let problem = reference.problem {
      slot.message = problem
    } else if let index = track.frameIndex(atTimelineTime: time) {
      slot.image = reference.source?.image(forFrame: index)
    } else {
      let early = track.recordingTime(atTimelineTime: time) < 0
      slot.message = early ? "the recording starts later" : "the recording has ended"
    }
    return slot
  }

  /// The offset badge's rectangle: the bottom right of the recording's slot (or of phone A,
  /// when it is shown over it), where it covers list rows but nothing of the header or its
  /// title; its metrics enlarged `scale` times, lifted above `avoiding` (phone A's state badge)
  /// when the two would meet.
  func referenceBadgeFrame(
    _ slot: ReferenceSlot, arrangement: PhoneArrangement, scale: Double = 1,
    avoiding: Rect? = nil
  ) -> Rect? {
    guard let track = reference?.track else { return nil }
    let screen = arrangement.frame(slot.isBeside ? arrangement.count - 1 : 0)
    let width = (Double(Self.referenceBadgeText(track).count) * 6.6 + 16) * scale
    var rect = Rect(
      x: screen.x + screen.width - width - 8 * scale, y: screen.maxY - 30 * scale, width: width,
      height: 22 * scale)
    if let other = avoiding, other.minX < rect.maxX, rect.minX < other.maxX,
      other.minY < rect.maxY, rect.minY < other.maxY
    {
      rect.y = other.y - rect.height - 6 * scale
    }
    return rect
  }

  /// "ref +2 f · ←/→": the offset in the recording's frames (the slot's caption gives it in
  /// seconds too), short enough to stay on the slot when enlarged with the captions.
  static func referenceBadgeText(_ track: ReferenceTrack) -> String {
    let frames = track.offsetFrames
    return "ref \(frames < 0 ? "−" : "+")\(abs(frames)) f · ←/→"
  }

  /// The offset badge (`referenceBadgeFrame`): the window's, never in a screenshot or a render.
  func paintReferenceBadge(
    _ slot: ReferenceSlot, arrangement: PhoneArrangement, scale: Double, avoiding: Rect?,
    into commands: inout [DrawCommand]
  ) {
    guard let track = reference?.track,
      let rect = referenceBadgeFrame(
        slot, arrangement: arrangement, scale: scale, avoiding: avoiding)
    else { return }
    SessionStatus.paintBadge(
      Self.referenceBadgeText(track), in: rect, scale: scale, into: &commands)
  }
}
