import SandboxPrimitives

/// The reference recording on the stage: one more phone in the row (or over phone A), on phone
/// A's timeline, so scrubbing, stepping, slow motion and loops move it with the phones. The
/// recording never touches the simulation: traces are the same with or without it.
extension Stage {
  /// Shows `track` (nil: none), its frames from `source`; `problem` says why it cannot be shown.
  /// The host reads `canvasSize` afterwards (the beside slot widens the canvas).
  public mutating func setReference(
    _ track: ReferenceTrack?, source: (any ReferenceFrameSource)?, problem: String? = nil
  ) {
    reference = track.map { StageReference(track: $0, source: source, problem: problem) }
    syncReferenceLayout()
  }

  /// `view.referenceMode` of phone A.
  var referenceMode: ReferenceMode { phones[0].settings.values[Param.view.referenceMode] }

  /// Gives the recording a slot of its own while it is shown `beside`, asking the host for the
  /// new canvas when that changes.
  mutating func syncReferenceLayout() {
    let slot = reference != nil && referenceMode == .beside
    guard slot != layout.referenceSlot else { return }
    layout.referenceSlot = slot
    effects.append(.setCanvas(layout.canvasSize))
  }

  /// Moves the recording `frames` of its own frames later (negative: earlier) on the timeline.
  mutating func nudgeReference(frames: Int) {
    guard reference != nil else { return }
    reference?.track.nudge(frames: frames)
    if let track = reference?.track {
      effects.append(.log("reference offset \(track.offsetText)"))
    }
  }

  /// What this frame shows of the recording, nil without one.
  func referenceSlot() -> ReferenceSlot? {
    guard let reference else { return nil }
    let values = phones[0].settings.values
    let track = reference.track
    let name = String(track.path.split(separator: "/").last ?? Substring(track.path))
    var slot = ReferenceSlot(
      image: nil, mode: values[Param.view.referenceMode],
      opacity: values[Param.view.referenceOpacity],
      caption: ["Reference · \(name)", "offset \(track.offsetText)"])
    if let problem = reference.problem {
      slot.message = problem
    } else if let index = track.frameIndex(atTimelineTime: phones[0].time) {
      slot.image = reference.source?.image(forFrame: index)
    } else {
      let early = track.recordingTime(atTimelineTime: phones[0].time) < 0
      slot.message = early ? "the recording starts later" : "the recording has ended"
    }
    return slot
  }

  /// The offset badge at the top of the recording's slot (or of phone A, when it is shown over
  /// it): the window's, never in a screenshot or a render.
  func paintReferenceBadge(
    _ slot: ReferenceSlot, arrangement: PhoneArrangement, into commands: inout [DrawCommand]
  ) {
    guard let track = reference?.track else { return }
    let screen = arrangement.frame(slot.isBeside ? arrangement.count - 1 : 0)
    let text = "ref \(track.offsetText) · ←/→ nudge"
    let width = Double(text.count) * 6.6 + 16
    let rect = Rect(
      x: screen.x + screen.width - width - 8, y: screen.y + 56, width: width, height: 22)
    commands.append(.fillRoundedRect(rect, radius: 11, SessionStatus.badgeBackground))
    commands.append(
      .text(
        TextRun(
          text, at: Point(x: rect.x + 8, y: rect.y + 4), size: 11, weight: .semibold,
          color: .white)))
  }
}
