import SandboxFormats
import SandboxPrimitives

/// The review's side of the stage: the markers (M, N, the panel's list), the reference
/// recording beside or over phone A (`StageReview+Reference`) and fitting phone A to it
/// (`StageReview+Fit`). It acts on the session's phones and playhead, never on their motion:
/// traces are the same with or without it.
///
/// A marker belongs to the panel's target phone (A, B, … as the panel's title says), or to all
/// of them when the panel edits every phone or there is only one. Its time is phone A's time of
/// the shown frame: the replay's script seconds, which a saved session keeps. Marker keys are
/// handled only when typed: a replayed script that holds them adds no notes, and a recording
/// leaves them out (`LiveRecorder.records`). Ctrl+Z does not reach markers: the edit history
/// steps through values, as it does not step through loop ranges either; Escape drops a marker
/// just added, and Shift+M removes one.
public struct StageReview: Sendable {
  /// The review's markers (M, N) and the note being typed.
  public internal(set) var markers: MarkerBoard
  /// The reference recording (`--reference`), nil without one.
  public internal(set) var reference: StageReference?
  /// Phone A's `view.referenceMode` and `view.referenceOpacity` values as last taken into the
  /// phones' view options: a value that differs came from a `set`, a reload or an undo.
  var referenceValuesSeen: (mode: ReferenceMode, opacity: Double)?
  /// "Fit to reference": the fit running for the host, and what the last one did.
  public internal(set) var fit = ReferenceFitState()

  init(markers: [ReviewSession.Marker]) {
    self.markers = MarkerBoard(markers)
  }

  /// The markers at `session`'s shown frame (those whose time falls in it), in list order.
  func markersAtShownFrame(_ session: StageSession) -> [Int] {
    let history = session.timeline.history
    return markers.list.indices.filter {
      history.frame(atTime: markers.list[$0].t) == session.timeline.shownFrame
    }
  }

  /// Takes what belongs to the markers: every key and typed text while a note is typed, the
  /// marker keys (unless `keysTaken`: a panel field or the preset name takes typed letters
  /// first), and pointers on the panel's marker list. `target` is the panel's phone. Returns
  /// whether it was consumed.
  mutating func route(
    _ event: InputEvent, session: inout StageSession, layout: inout StageLayout,
    target: Int?, keysTaken: Bool, effects: inout [StageEffect]
  ) -> Bool {
    if markers.field != nil {
      switch event {
      case .text, .keyDown:
        if markers.type(event) != .editing { closeMarkerField(&layout) }
        return true
      case .pointerDown:
        // A click anywhere else keeps what was typed, then acts as it would.
        markers.keepTyped()
        closeMarkerField(&layout)
      default:
        break
      }
    }
    switch event {
    case .keyDown:
      guard !keysTaken, let shortcut = ViewShortcut(event) else { return false }
      switch shortcut {
      case .addMarker: addMarker(session: session, layout: &layout, target: target)
      case .deleteMarker: deleteMarker(session: session, effects: &effects)
      case .nextMarker: jumpToMarker(forward: true, session: &session, effects: &effects)
      case .previousMarker: jumpToMarker(forward: false, session: &session, effects: &effects)
      default: return false
      }
      return true
    case .pointerDown(let id, let x, let y):
      // The list lays itself out in the column's own points (`StageLayout.columnScale`).
      let point = layout.columnPoint(x: x, y: y)
      guard let frame = layout.markerListFrame, frame.contains(point) else { return false }
      markers.pointers.insert(id)
      if let index = MarkerListPainter.marker(
        atY: point.y, markers, in: frame, shownTime: session.shownTime)
      {
        session.showPaused(frame: session.timeline.history.frame(atTime: markers.list[index].t))
      }
      return true
    case .pointerMove(let id, _, _):
      return markers.pointers.contains(id)
    case .pointerUp(let id, _, _):
      return markers.pointers.remove(id) != nil
    default:
      return false
    }
  }

  /// M: a marker at the shown frame for the panel's target, its note field open (the panel
  /// opens for it when closed). On a frame that already has the target's marker, edits its note.
  private mutating func addMarker(session: StageSession, layout: inout StageLayout, target: Int?) {
    let phone = session.phones.count > 1 ? target : nil
    if let existing = markersAtShownFrame(session).last(where: { markers.list[$0].phone == phone })
    {
      markers.edit(existing)
    } else {
      markers.add(at: session.shownTime, phone: phone)
    }
    if !layout.showPanel {
      layout.showPanel = true
      markers.openedPanel = true
    }
  }

  /// Shift+M: removes the newest marker at the shown frame.
  private mutating func deleteMarker(session: StageSession, effects: inout [StageEffect]) {
    guard let index = markersAtShownFrame(session).last else {
      effects.append(.log("Shift+M: no marker at the shown frame"))
      return
    }
    let marker = markers.list[index]
    markers.delete(index)
    effects.append(
      .log(
        "marker at \(StageSession.seconds(marker.t)) s deleted\(marker.text.isEmpty ? "" : ": ")"
          + marker.text))
  }

  /// N / Shift+N: shows the next (previous) marker's frame, paused. Markers past the live end
  /// are reached by playing on (P): the history holds no frame for them yet.
  private func jumpToMarker(
    forward: Bool, session: inout StageSession, effects: inout [StageEffect]
  ) {
    let history = session.timeline.history
    let shown = session.timeline.shownFrame
    let order = markers.chronological
    let target =
      forward
      ? order.first { history.frame(atTime: markers.list[$0].t) > shown }
      : order.last { history.frame(atTime: markers.list[$0].t) < shown }
    guard let target else {
      let later = markers.list.contains { $0.t > history.frames[history.head].time + 1e-9 }
      effects.append(
        .log(
          forward
            ? (later
              ? "N: the next marker is past the live end; play on (P) to reach it"
              : "N: no later marker") : "Shift+N: no earlier marker"))
      return
    }
    session.showPaused(frame: history.frame(atTime: markers.list[target].t))
  }

  /// The field closed: the panel closes again if M opened it.
  private mutating func closeMarkerField(_ layout: inout StageLayout) {
    if markers.openedPanel {
      layout.showPanel = false
      markers.openedPanel = false
    }
  }

  /// What the marker list draws this frame.
  func markerListView(_ session: StageSession) -> MarkerListView {
    MarkerListView(
      board: markers, shownTime: session.shownTime,
      current: Set(markersAtShownFrame(session)))
  }
}

/// The marker list as one frame draws it (a value, so the composition's closure can keep it).
struct MarkerListView: Sendable {
  var board: MarkerBoard
  var shownTime: Double
  var current: Set<Int>

  func paint(in frame: Rect, into commands: inout [DrawCommand]) {
    MarkerListPainter.paint(
      board, in: frame, shownTime: shownTime, current: current, into: &commands)
  }
}
