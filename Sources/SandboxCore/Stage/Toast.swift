import SandboxPrimitives

/// A short note in the window saying what was just done and where its file is ("Screenshot
/// saved" over its path): feedback where the eyes are, not in the terminal. Shown for a few
/// seconds over phone A's top, then faded; never in screenshots or renders.
public struct Toast: Sendable, Equatable {
  /// What was done ("Recording saved").
  public var title: String
  /// Where (a path), or a detail; may be empty.
  public var detail: String
  /// Wall seconds since it appeared.
  public var age = 0.0

  /// Fully shown this long (wall seconds)…
  public static let holdSeconds = 3.5
  /// …then faded out over this long.
  public static let fadeSeconds = 0.8
  /// The widest a toast grows, in points (a long path keeps its end: the file name).
  static let maximumWidth = 360.0
  /// Points per character of the 11 pt text (an estimate for sizing, as the badge's).
  static let characterWidth = 6.6

  public init(title: String, detail: String = "") {
    self.title = title
    self.detail = detail
  }

  /// Whether it has faded out.
  public var isOver: Bool { age >= Toast.holdSeconds + Toast.fadeSeconds }

  /// 1 while held, falling to 0 over the fade.
  var opacity: Double {
    age <= Toast.holdSeconds ? 1 : max(0, 1 - (age - Toast.holdSeconds) / Toast.fadeSeconds)
  }

  /// `text` shortened from the front with "…" to at most `characters`.
  static func keepingEnd(_ text: String, characters: Int) -> String {
    guard text.count > characters, characters > 1 else { return text }
    return "…" + text.suffix(characters - 1)
  }

  /// The toast's rectangle over `phone`: centred, below the status bar.
  func frame(in phone: Rect) -> Rect {
    let longest = max(title.count, detail.count)
    let width = min(
      Double(longest) * Toast.characterWidth + 24, Toast.maximumWidth, phone.width - 16)
    let height = detail.isEmpty ? 26.0 : 42.0
    return Rect(
      x: phone.x + (phone.width - width) / 2, y: phone.y + 64, width: width, height: height)
  }

  /// Draws it over `phone`.
  public func paint(in phone: Rect, into commands: inout [DrawCommand]) {
    let alpha = opacity
    guard alpha > 0 else { return }
    let rect = frame(in: phone)
    let fits = max(4, Int((rect.width - 24) / Toast.characterWidth))
    func faded(_ color: Color) -> Color {
      Color(r: color.r, g: color.g, b: color.b, a: UInt8((Double(color.a) * alpha).rounded()))
    }
    commands.append(.fillRoundedRect(rect, radius: 10, faded(SessionStatus.badgeBackground)))
    commands.append(
      .text(
        TextRun(
          Toast.keepingEnd(title, characters: fits),
          at: Point(x: rect.x + rect.width / 2, y: rect.y + 6), size: 11, weight: .semibold,
          color: faded(.white), alignment: .center)))
    if !detail.isEmpty {
      commands.append(
        .text(
          TextRun(
            Toast.keepingEnd(detail, characters: fits),
            at: Point(x: rect.x + rect.width / 2, y: rect.y + 22), size: 11,
            color: faded(Color(hex: 0xC9CEDA)), alignment: .center)))
    }
  }
}
