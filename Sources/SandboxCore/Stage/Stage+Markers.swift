import SandboxPrimitives

/// The markers' side of the stage: M adds a marker at the shown frame and opens its note field
/// in the panel, N / Shift+N jump between markers, Shift+M deletes the marker at the shown
/// frame, and a click on the panel's marker list jumps to a marker.
///
/// A marker belongs to the panel's target phone (A, B, … as the panel's title says), or to all
/// of them when the panel edits every phone or there is only one. Its time is phone A's time of
/// the shown frame: the replay's script seconds, which a saved session keeps.
///
/// Marker keys are handled only when typed: a replayed script that holds them adds no notes,
/// and a recording leaves them out (`LiveRecorder.records`). Ctrl+Z does not reach markers: the
/// edit history steps through values, as it does not step through loop ranges either; Escape
/// drops a marker just added, and Shift+M removes one.
extension Stage {
  /// Phone A's time of the shown frame (the playhead's time on the strip).
  var shownTime: Double { timeline.history.frames[timeline.shownFrame].time }

  /// The markers at the shown frame (those whose time falls in it), in list order.
  var markersAtShownFrame: [Int] {
    let history = timeline.history
    return markers.list.indices.filter {
      history.frame(atTime: markers.list[$0].t) == timeline.shownFrame
    }
  }

  /// Takes what belongs to the markers: every key and typed text while a note is typed, the
  /// marker keys, and pointers on the panel's marker list. Returns whether it was consumed.
  mutating func routeToMarkers(_ event: InputEvent) -> Bool {
    if markers.field != nil {
      switch event {
      case .text, .keyDown:
        if markers.type(event) != .editing { closeMarkerField() }
        return true
      case .pointerDown:
        // A click anywhere else keeps what was typed, then acts as it would.
        markers.keepTyped()
        closeMarkerField()
      default:
        break
      }
    }
    switch event {
    case .keyDown:
      // The panel's own fields take typed letters first.
      guard !column.panel.capturesKeyboard, column.naming == nil, !setup.isHeadless,
        let shortcut = ViewShortcut(event)
      else { return false }
      switch shortcut {
      case .addMarker: addMarker()
      case .deleteMarker: deleteMarker()
      case .nextMarker: jumpToMarker(forward: true)
      case .previousMarker: jumpToMarker(forward: false)
      default: return false
      }
      return true
    case .pointerDown(let id, let x, let y):
      guard let frame = layout.markerListFrame, frame.contains(Point(x: x, y: y))
      else { return false }
      markers.pointers.insert(id)
      if let index = MarkerListPainter.marker(
        atY: y, markers, in: frame, shownTime: shownTime)
      {
        jump(toMarker: index)
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
  mutating func addMarker() {
    let phone = phones.count > 1 ? column.target : nil
    if let existing = markersAtShownFrame.last(where: { markers.list[$0].phone == phone }) {
      markers.edit(existing)
    } else {
      markers.add(at: shownTime, phone: phone)
    }
    if !layout.showPanel {
      layout.showPanel = true
      markers.openedPanel = true
    }
  }

  /// Shift+M: removes the newest marker at the shown frame.
  mutating func deleteMarker() {
    guard let index = markersAtShownFrame.last else {
      effects.append(.log("Shift+M: no marker at the shown frame"))
      return
    }
    let marker = markers.list[index]
    markers.delete(index)
    effects.append(
      .log(
        "marker at \(Self.seconds(marker.t)) s deleted\(marker.text.isEmpty ? "" : ": ")"
          + marker.text))
  }

  /// N / Shift+N: shows the next (previous) marker's frame, paused. Markers past the live end
  /// are reached by playing on (P): the history holds no frame for them yet.
  mutating func jumpToMarker(forward: Bool) {
    let history = timeline.history
    let shown = timeline.shownFrame
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
    jump(toMarker: target)
  }

  /// Shows marker `index`'s frame, paused (as a click on the strip would).
  mutating func jump(toMarker index: Int) {
    timeline.isLooping = false
    pauseAll()
    show(frame: timeline.history.frame(atTime: markers.list[index].t))
    if timeline.cursor == nil && timeline.shownFrame < timeline.history.head {
      timeline.cursor = timeline.shownFrame
    }
  }

  /// The field closed: the panel closes again if M opened it.
  mutating func closeMarkerField() {
    if markers.openedPanel {
      layout.showPanel = false
      markers.openedPanel = false
    }
  }

  /// Sizes the panel's marker list for this frame (before the panel lays out under it).
  mutating func updateMarkerList() {
    layout.markerListHeight = MarkerListPainter.height(markers)
  }

  /// What the marker list draws this frame.
  var markerListView: MarkerListView {
    MarkerListView(board: markers, shownTime: shownTime, current: Set(markersAtShownFrame))
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
