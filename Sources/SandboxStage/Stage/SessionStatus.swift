import Foundation
import SandboxFormats
import SandboxPrimitives

/// The states a reviewer must never miss — slow motion, pause, recording, a loop, a scrubbed
/// frame, a watched config file — as the window's badge and its title. The badge is drawn only
/// in the window's own frames, never in screenshots or renders.
public struct SessionStatus: Sendable, Equatable {
  public var timeScale = 1.0
  public var paused = false
  public var recording = false
  public var looping = false
  /// Seconds behind the live end when an earlier frame is shown.
  public var scrubbedBack: Double?
  /// The watched `--config` file's name.
  public var watchedFile: String?

  public init() {}

  /// The badge's parts, most urgent first; empty when there is nothing to say.
  public var parts: [String] {
    var parts: [String] = []
    if recording { parts.append("● REC") }
    if timeScale != 1 { parts.append("\(ShortcutTable.factorName(timeScale))×") }
    if looping {
      parts.append("loop")
    } else if let back = scrubbedBack {
      parts.append("−\(StageSession.seconds(back)) s")
    }
    if paused && !looping { parts.append("paused") }
    if let watchedFile { parts.append("watching \(watchedFile)") }
    return parts
  }

  /// The window title: the program, the preset, then the states ("HeaderSandbox - showcase |
  /// REC | 0.25x"). ASCII only: X11 window managers read `_NET_WM_NAME`, which SDL sets only
  /// when the title converts in the process's locale, and the C locale converts no "●" or "×".
  public func title(program: String, preset: String?) -> String {
    let ascii = parts.map {
      $0.replacingOccurrences(of: "● ", with: "").replacingOccurrences(of: "×", with: "x")
        .replacingOccurrences(of: "−", with: "-")
    }
    return ([program + (preset.map { " - \($0)" } ?? "")] + ascii).joined(separator: " | ")
  }

  /// The badge's rectangle at the bottom left of `phone` (above `floor`, A's banner), its
  /// metrics enlarged `scale` times; nil when there is nothing to say.
  public func badgeFrame(in phone: Rect, above floor: Double? = nil, scale: Double = 1) -> Rect? {
    let text = parts.joined(separator: " · ")
    guard !text.isEmpty else { return nil }
    let width = (Double(text.count) * 6.6 + 16) * scale
    let bottom = min(phone.maxY, floor ?? phone.maxY)
    return Rect(x: phone.x + 8 * scale, y: bottom - 30 * scale, width: width, height: 22 * scale)
  }

  /// The badge in phone A's bottom left corner (nothing when there is no state to show),
  /// lifted above `floor` (the error banner's top, canvas points) when that is higher, so a
  /// hot-reload error is never hidden behind "watching FILE"; enlarged `scale` times (the
  /// captions' scale, so it reads as they do however small the phones are drawn).
  public func paintBadge(
    in phone: Rect, above floor: Double? = nil, scale: Double = 1,
    into commands: inout [DrawCommand]
  ) {
    let text = parts.joined(separator: " · ")
    guard let rect = badgeFrame(in: phone, above: floor, scale: scale) else { return }
    SessionStatus.paintBadge(
      text, in: rect, scale: scale, color: recording ? SessionStatus.recordingText : .white,
      into: &commands)
  }

  /// A badge: `text` in 11 pt semibold (times `scale`) on a dark pill filling `rect`.
  static func paintBadge(
    _ text: String, in rect: Rect, scale: Double, color: Color = .white,
    into commands: inout [DrawCommand]
  ) {
    commands.append(.fillRoundedRect(rect, radius: 11 * scale, SessionStatus.badgeBackground))
    commands.append(
      .text(
        TextRun(
          text, at: Point(x: rect.x + 8 * scale, y: rect.y + 4 * scale), size: 11 * scale,
          weight: .semibold, color: color)))
  }

  static let badgeBackground = Color(r: 20, g: 22, b: 28, a: 215)
  static let recordingText = Color(hex: 0xFF8A80)
}

/// The first launch's hint line ("? shortcuts · F2 tune · F3 plots"): shown over the phones for
/// a few seconds, then faded out, and never again once the window has closed (the preferences
/// remember it).
public struct FirstLaunchHint: Sendable, Equatable {
  public static let text = "? shortcuts · F2 tune · F3 plots"
  /// Fully shown this long (wall seconds)…
  public static let holdSeconds = 4.0
  /// …then faded out over this long.
  public static let fadeSeconds = 1.5

  /// Wall seconds since it appeared.
  public var age = 0.0

  /// Its opacity now (0 once faded).
  public var opacity: Double {
    let fading = (age - FirstLaunchHint.holdSeconds) / FirstLaunchHint.fadeSeconds
    return min(max(1 - fading, 0), 1)
  }

  /// Whether it is gone.
  public var isOver: Bool { opacity <= 0 }

  /// Draws it centred near the top of `phone`.
  public func paint(in phone: Rect, into commands: inout [DrawCommand]) {
    let alpha = UInt8((opacity * 230).rounded())
    guard alpha > 0 else { return }
    let width = 250.0
    let rect = Rect(
      x: phone.x + (phone.width - width) / 2, y: phone.y + phone.height * 0.42, width: width,
      height: 30)
    commands.append(.fillRoundedRect(rect, radius: 15, Color(r: 20, g: 22, b: 28, a: alpha)))
    commands.append(
      .text(
        TextRun(
          FirstLaunchHint.text, at: Point(x: rect.x + width / 2, y: rect.y + 7), size: 13,
          weight: .medium, color: Color(r: 255, g: 255, b: 255, a: alpha), alignment: .center)))
  }
}
