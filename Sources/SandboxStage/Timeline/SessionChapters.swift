import SandboxFormats

/// A review video's chapters: one per marker (its phone and comment as the title), in time
/// order, each running to the next, written as ffmpeg's metadata file so MP4 and MOV carry
/// them (players list them; the review page seeks to them).
public enum SessionChapters {
  /// One chapter, milliseconds.
  public struct Chapter: Hashable, Sendable {
    public var start: Int
    public var end: Int
    public var title: String
  }

  /// The chapters for `markers` in a video of `duration` seconds: a "Start" chapter before the
  /// first marker when it is later than 0, and markers past the end left out.
  public static func chapters(
    _ markers: [ReviewSession.Marker], duration: Double
  ) -> [Chapter] {
    let end = Int((duration * 1000).rounded())
    let sorted = markers.filter { $0.t < duration }.sorted { $0.t < $1.t }
    var starts: [(Int, String)] = sorted.map { marker in
      (Int((marker.t * 1000).rounded()), "\(marker.phoneName): \(marker.text)")
    }
    if let first = starts.first?.0, first > 0 { starts.insert((0, "Start"), at: 0) }
    return starts.enumerated().map { index, item in
      let next = index + 1 < starts.count ? starts[index + 1].0 : end
      return Chapter(start: item.0, end: max(next, item.0), title: item.1)
    }
  }

  /// ffmpeg's `;FFMETADATA1` text for `chapters` (`-map_chapters` reads it).
  public static func ffmetadata(_ chapters: [Chapter]) -> String {
    var lines = [";FFMETADATA1"]
    for chapter in chapters {
      lines += [
        "[CHAPTER]", "TIMEBASE=1/1000", "START=\(chapter.start)", "END=\(chapter.end)",
        "title=\(escape(chapter.title))",
      ]
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// ffmetadata escapes `=`, `;`, `#`, `\` and line breaks with a backslash.
  static func escape(_ text: String) -> String {
    var result = ""
    for character in text {
      if "=;#\\\n".contains(character) { result.append("\\") }
      result.append(character)
    }
    return result
  }
}
