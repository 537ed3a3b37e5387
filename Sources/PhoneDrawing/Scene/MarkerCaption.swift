import Foundation
import SandboxFormats
import SandboxPrimitives

/// A review marker's comment drawn into `render SESSION.json`'s frames: a dark strip along the
/// bottom of its phone (or of every phone for a marker about all), from the marker's time for
/// `holdSeconds`, so a reader of the video sees the note where the reviewers made it.
public enum MarkerCaption {
  /// How long a comment stays on screen, seconds: long enough to read a sentence (an estimate:
  /// subtitles are held for about 1 s per 15 characters, a comment here is rarely over 40).
  public static let holdSeconds = 2.5
  static let textSize = 15.0
  static let padding = 8.0
  static let lineHeight = 20.0
  static let background = Color(r: 23, g: 23, b: 28, a: 220)
  static let textColor = Color(r: 255, g: 214, b: 77)

  /// `1.204 s · frame 73`: where the note was made, to the millisecond, and the first 60 fps
  /// frame of `render` and `trace` that shows it (`EventScript.firstFrame(showing:)`), the number
  /// the window's strip reads with the playhead on the note. A note is kept at the window's
  /// own time (its steps are 1/240 s), so the frame number is what ties it to a render.
  public static func timeText(_ t: Double) -> String {
    String(format: "%.3f s", t) + " · frame \(EventScript.firstFrame(showing: t))"
  }

  /// The markers on screen at `time`, in time order.
  public static func shown(_ markers: [ReviewSession.Marker], at time: Double) -> [ReviewSession
    .Marker]
  {
    markers.filter { time >= $0.t - 1e-9 && time < $0.t + holdSeconds }
      .sorted { $0.t < $1.t }
  }

  /// Paints the comments shown at `time` over the phones of `arrangement` (canvas points).
  public static func paint(
    _ markers: [ReviewSession.Marker], at time: Double, arrangement: PhoneArrangement,
    into list: inout DisplayList
  ) {
    let active = shown(markers, at: time)
    guard !active.isEmpty else { return }
    // Stack each phone's comments (its own and those about every phone) upwards from the bottom.
    for index in 0..<arrangement.count {
      let frame = arrangement.frame(index)
      let lines = active.filter { $0.phone == nil || $0.phone == index }
      guard !lines.isEmpty else { continue }
      let perLine = max(
        8, Int((frame.width - 2 * padding) / (textSize * Theme.averageCharWidthFactor)))
      let wrapped = lines.flatMap { marker in
        TextWrap.lines(
          Self.timeText(marker.t) + " · " + marker.text, maxCharacters: perLine, maxLines: 3)
      }
      let height = Double(wrapped.count) * lineHeight + 2 * padding
      let strip = Rect(
        x: frame.x, y: frame.y + frame.height - height - 24, width: frame.width, height: height)
      list.append(.fillRect(strip, background))
      for (line, text) in wrapped.enumerated() {
        list.append(
          .text(
            TextRun(
              text,
              at: Point(x: strip.x + padding, y: strip.y + padding + Double(line) * lineHeight),
              size: textSize, weight: .semibold, color: textColor)))
      }
    }
  }
}
