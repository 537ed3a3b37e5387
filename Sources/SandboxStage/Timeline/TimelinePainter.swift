import PhoneDrawing
import SandboxFormats
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
    case .reset: return Color(hex: 0xEF5350)
    }
  }

  /// A session marker's notch over the track (the review caption's yellow).
  static let marker = Color(r: 255, g: 214, b: 77)

  public static func paint(
    _ timeline: Timeline, in strip: Rect, markers: [ReviewSession.Marker] = [],
    into commands: inout [DrawCommand]
  ) {
    commands.append(.fillRect(strip, background))
    let s = Timeline.scale(of: strip)
    let track = Timeline.track(in: strip)
    commands.append(.fillRoundedRect(track, radius: 3 * s, TimelinePainter.track))
    let span = timeline.visibleSpan
    let history = timeline.history
    func x(_ time: Double) -> Double {
      let fraction = (time - span.start) / max(span.end - span.start, 1e-9)
      return track.x + min(max(fraction, 0), 1) * track.width
    }
    paintTicks(span: span, track: track, scale: s, x: x, into: &commands)
    let headX = x(history.frames[history.head].time)
    commands.append(
      .fillRect(Rect(x: headX - s, y: track.y, width: 2 * s, height: track.height), liveEnd))
    if let range = timeline.loopRange {
      let left = x(history.frames[range.lowerBound].time)
      let right = x(history.frames[range.upperBound].time)
      commands.append(
        .fillRect(
          Rect(x: left, y: track.y, width: max(right - left, 2 * s), height: track.height),
          loopShade))
    }
    let takes = timeline.takeStarts
    for start in takes.dropFirst() where start >= span.start {
      // A take boundary (R): a full-height divider.
      let divider = x(start)
      commands.append(
        .fillRect(
          Rect(x: divider - 1 * s, y: track.y - 3 * s, width: 2 * s, height: 22 * s),
          color(.reset)))
    }
    for label in takeLabels(takes, track: track, scale: s, span: span, x: x) {
      commands.append(.text(label.run))
    }
    for mark in history.marks where mark.time >= span.start && mark.kind != .reset {
      let top = mark.kind == .edit ? track.y : track.y + 4 * s
      commands.append(
        .fillRect(
          Rect(x: x(mark.time) - s, y: top, width: 2 * s, height: 12 * s), color(mark.kind)))
    }
    for note in markers where note.t >= span.start && note.t <= span.end {
      // A notch standing above the track: markers are notes, not input marks.
      commands.append(
        .fillRect(Rect(x: x(note.t) - 2, y: track.y - 5, width: 4, height: 7), marker))
    }
    let shownTime = history.frames[timeline.shownFrame].time
    let playX = x(shownTime)
    commands.append(
      .fillRect(
        Rect(x: playX - 1.5 * s, y: track.y - 3 * s, width: 3 * s, height: 22 * s), playhead))
    var status = TimelinePainter.status(timeline)
    if timeline.loopRange != nil { status += timeline.isLooping ? " · looping" : " · loop set" }
    commands.append(
      .text(
        TextRun(status, at: Point(x: track.x, y: strip.y + 40 * s), size: 11 * s, color: text)))
    commands.append(
      .text(
        TextRun(
          ", . step · [ ] L loop",
          at: Point(x: track.x + track.width, y: strip.y + 40 * s), size: 11 * s, color: liveEnd,
          alignment: .trailing)))
  }

  /// The take names by the dividers of `takes` ("take 2" right of its divider, or left of it
  /// near the live end, never under the playhead there), each with the box its text takes.
  /// Takes recorded close together would print their names over each other: a name that would
  /// touch one already placed, or cross another take's divider, tries the other side, then the
  /// bare number, and is left out when nothing fits (the divider still shows where the take
  /// starts).
  static func takeLabels(
    _ takes: [Double], track: Rect, scale s: Double, span: (start: Double, end: Double),
    x: (Double) -> Double
  ) -> [(run: TextRun, box: Rect)] {
    let size = 9 * s
    var placed: [(run: TextRun, box: Rect)] = []
    let dividers = takes.dropFirst().filter { $0 >= span.start }.map(x)
    for (index, start) in takes.enumerated().dropFirst() where start >= span.start {
      let divider = x(start)
      let roomRight = track.x + track.width - divider > 48 * s
      let choices = ["take \(index + 1)", "\(index + 1)"].flatMap { name in
        roomRight ? [(name, true), (name, false)] : [(name, false)]
      }
      for (name, right) in choices {
        let width = Theme.estimatedWidth(characters: name.count, size: size)
        let box = Rect(
          x: right ? divider + 4 * s : divider - 4 * s - width, y: track.y + 2 * s, width: width,
          height: Theme.lineHeight(size))
        let inside = box.minX >= track.minX && box.maxX <= track.maxX
        // Clear of the names already placed and of the other takes' dividers.
        let free =
          placed.allSatisfy {
            $0.box.maxX + 2 * s <= box.minX || box.maxX + 2 * s <= $0.box.minX
          }
          && dividers.allSatisfy {
            $0 == divider || $0 + 2 * s <= box.minX || box.maxX + 2 * s <= $0
          }
        guard inside && free else { continue }
        let run = TextRun(
          name, at: Point(x: right ? box.minX : box.maxX, y: box.y), size: size, color: text,
          alignment: right ? .leading : .trailing)
        placed.append((run, box))
        break
      }
    }
    return placed
  }

  /// Where the view is: "live · 2.31 s" (seconds into the take), "−0.50 s · frame 120" while
  /// scrubbed back, each with "take N ·" in front once R started a second take. The frame is
  /// numbered as `render` and `trace` number a script's frames at its default 60 fps, not by the
  /// frames the window drew: the first that shows the shown time (phone A's script seconds;
  /// `EventScript.firstFrame(showing:)`), as a marker made there names it.
  public static func status(_ timeline: Timeline) -> String {
    let history = timeline.history
    let shownTime = history.frames[timeline.shownFrame].time
    let take = timeline.take(atTime: shownTime)
    let prefix = timeline.takeStarts.count > 1 ? "take \(take.number) · " : ""
    if timeline.isScrubbed {
      let back = max(0, history.frames[history.head].time - shownTime)
      let frame = EventScript.firstFrame(showing: shownTime)
      return prefix + "−\(fixed(back)) s · frame \(frame)"
    }
    return prefix + "live · \(fixed(max(0, shownTime - take.start))) s"
  }

  /// The tick steps the time axis chooses from, in seconds.
  static let tickSteps: [Double] = [0.5, 1, 2, 5, 10, 15, 30, 60]
  /// The least distance between two labelled ticks, in points at scale 1.
  static let tickSpacing = 56.0
  /// Tick-label text size in points at scale 1.
  public static let tickLabelSize = 10.0

  /// Time ticks under the track, each labelled with its time in seconds, at the smallest step
  /// that keeps labels `tickSpacing` apart.
  static func paintTicks(
    span: (start: Double, end: Double), track: Rect, scale s: Double, x: (Double) -> Double,
    into commands: inout [DrawCommand]
  ) {
    let length = max(span.end - span.start, 1e-9)
    let step =
      tickSteps.first { $0 / length * track.width >= tickSpacing * s }
      ?? tickSteps[
        tickSteps.count - 1]
    var time = (span.start / step).rounded(.up) * step
    while time <= span.end + 1e-9 {
      let tickX = x(time)
      commands.append(
        .fillRect(Rect(x: tickX - 0.5 * s, y: track.maxY, width: s, height: 4 * s), liveEnd))
      commands.append(
        .text(
          TextRun(
            tickLabel(time), at: Point(x: tickX, y: track.maxY + 5 * s),
            size: tickLabelSize * s, color: liveEnd, alignment: .center)))
      time += step
    }
  }

  /// "12 s", "1.5 s".
  static func tickLabel(_ time: Double) -> String {
    time == time.rounded() ? "\(Int(time)) s" : "\(fixed(time)) s"
  }

  private static func fixed(_ value: Double) -> String {
    let tenths = (value * 100).rounded() / 100
    return String(tenths)
  }
}
