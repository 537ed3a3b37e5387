import SandboxPrimitives

/// Draws the timeline strip along the bottom of the window: the recent history as a track with
/// its gesture marks, the loop range, the playhead, and a line saying where the view is.
public enum TimelinePainter {
  static let background = Color(hex: 0x15171C)
  static let track = Color(hex: 0x262A33)
  static let loopShade = Color(r: 124, g: 140, b: 248, a: 70)
  static let playhead = Color.white
  static let liveEnd = Color(hex: 0x9AA1B0)
  static let text = Color(hex: 0xC9CEDA)

  /// The colour of each kind of mark.
  public static func color(_ kind: TimelineMark.Kind) -> Color {
    switch kind {
    case .touchDown: return Color(hex: 0x66BB6A)
    case .touchUp: return Color(hex: 0xFFA726)
    case .wheel: return Color(hex: 0x42A5F5)
    case .shift: return Color(hex: 0xAB47BC)
    case .edit: return Color(hex: 0xFFEE58)
    }
  }

  /// A session marker's notch over the track (the review caption's yellow).
  static let marker = Color(r: 255, g: 214, b: 77)

  public static func paint(
    _ timeline: Timeline, in strip: Rect, markers: [ReviewSession.Marker] = [],
    into commands: inout [DrawCommand]
  ) {
    commands.append(.fillRect(strip, background))
    let track = Timeline.track(in: strip)
    commands.append(.fillRoundedRect(track, radius: 3, TimelinePainter.track))
    let span = timeline.visibleSpan
    let history = timeline.history
    func x(_ time: Double) -> Double {
      let fraction = (time - span.start) / max(span.end - span.start, 1e-9)
      return track.x + min(max(fraction, 0), 1) * track.width
    }
    let headX = x(history.frames[history.head].time)
    commands.append(.fillRect(Rect(x: headX - 1, y: track.y, width: 2, height: 16), liveEnd))
    if let range = timeline.loopRange {
      let left = x(history.frames[range.lowerBound].time)
      let right = x(history.frames[range.upperBound].time)
      commands.append(
        .fillRect(Rect(x: left, y: track.y, width: max(right - left, 2), height: 16), loopShade))
    }
    for mark in history.marks where mark.time >= span.start {
      let top = mark.kind == .edit ? track.y : track.y + 4
      commands.append(
        .fillRect(Rect(x: x(mark.time) - 1, y: top, width: 2, height: 12), color(mark.kind)))
    }
    for note in markers where note.t >= span.start && note.t <= span.end {
      // A notch standing above the track: markers are notes, not input marks.
      commands.append(
        .fillRect(Rect(x: x(note.t) - 2, y: track.y - 5, width: 4, height: 7), marker))
    }
    let shownTime = history.frames[timeline.shownFrame].time
    let playX = x(shownTime)
    commands.append(
      .fillRect(Rect(x: playX - 1.5, y: track.y - 3, width: 3, height: 22), playhead))
    let where_ =
      timeline.isScrubbed
      ? "−\(fixed(history.frames[history.head].time - shownTime)) s · frame \(timeline.shownFrame)"
      : "live · \(fixed(shownTime)) s"
    var status = where_
    if timeline.loopRange != nil { status += timeline.isLooping ? " · looping" : " · loop set" }
    commands.append(
      .text(TextRun(status, at: Point(x: track.x, y: strip.y + 26), size: 11, color: text)))
    commands.append(
      .text(
        TextRun(
          ", . step · [ ] L loop",
          at: Point(x: track.x + track.width, y: strip.y + 26), size: 11, color: liveEnd,
          alignment: .trailing)))
  }

  private static func fixed(_ value: Double) -> String {
    let tenths = (value * 100).rounded() / 100
    return String(tenths)
  }
}
