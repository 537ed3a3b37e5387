import PhoneDrawing
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
  /// The widest a toast grows, in points (longer text wraps).
  static let maximumWidth = 360.0
  /// Points per character of the 11 pt text, for sizing: 0.64 em, as wide as Inter's digits and
  /// capitals, so a line sized by it is never wider than its box (the centred text would spill
  /// past the box's edges, and at phone A's left edge past the canvas's).
  static let characterWidth = 7.04
  /// Points of padding either side of the text.
  static let padding = 12.0
  /// Points the toast keeps from the phone's sides.
  static let sideMargin = 8.0
  /// Lines the detail may take; longer text ends with "…" (a path keeps its end, the file name).
  static let maximumDetailLines = 3
  /// Points from one line of text to the next.
  static let linePitch = 16.0

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

  /// The toast's rectangle over `phone`: centred, below the status bar, as wide as its longest
  /// line allows and always inside the phone.
  func frame(in phone: Rect) -> Rect {
    let width = boxWidth(in: phone)
    let lines = textLines(characters: Toast.characters(in: width))
    let height = 26.0 + Double(lines.detail.count) * Toast.linePitch
    return Rect(
      x: phone.x + (phone.width - width) / 2, y: phone.y + 64, width: width, height: height)
  }

  /// The box's width over `phone`: the text's, within `maximumWidth` and the phone's margins.
  private func boxWidth(in phone: Rect) -> Double {
    let longest = max(title.count, detail.count)
    return max(
      0,
      min(
        Double(longest) * Toast.characterWidth + 2 * Toast.padding, Toast.maximumWidth,
        phone.width - 2 * Toast.sideMargin))
  }

  /// How many characters fit on a line of a box `width` points wide.
  static func characters(in width: Double) -> Int {
    // The box is sized as characters × characterWidth: the division must give them back whole,
    // not one fewer for a rounding error (a 23-character title lost its last letter).
    max(4, Int((width - 2 * padding) / characterWidth + 1e-9))
  }

  /// The title (one line, ending in "…" when too long) and the detail wrapped at spaces into at
  /// most `maximumDetailLines` lines of `characters`: nothing is cut from the front of prose.
  func textLines(characters: Int) -> (title: String, detail: [String]) {
    let title = TextWrap.lines(self.title, maxCharacters: characters, maxLines: 1).first ?? ""
    guard !detail.isEmpty else { return (title, []) }
    let room = characters * Toast.maximumDetailLines
    // A path (no spaces) too long for the lines keeps its end: the file name.
    let text = detail.contains(" ") ? detail : Toast.keepingEnd(detail, characters: room)
    return (
      title,
      TextWrap.lines(text, maxCharacters: characters, maxLines: Toast.maximumDetailLines)
    )
  }

  /// Draws it over `phone`.
  public func paint(in phone: Rect, into commands: inout [DrawCommand]) {
    let alpha = opacity
    guard alpha > 0 else { return }
    let rect = frame(in: phone)
    let lines = textLines(characters: Toast.characters(in: rect.width))
    func faded(_ color: Color) -> Color {
      Color(r: color.r, g: color.g, b: color.b, a: UInt8((Double(color.a) * alpha).rounded()))
    }
    commands.append(.fillRoundedRect(rect, radius: 10, faded(SessionStatus.badgeBackground)))
    commands.append(
      .text(
        TextRun(
          lines.title, at: Point(x: rect.x + rect.width / 2, y: rect.y + 6), size: 11,
          weight: .semibold, color: faded(.white), alignment: .center)))
    for (index, line) in lines.detail.enumerated() {
      commands.append(
        .text(
          TextRun(
            line,
            at: Point(
              x: rect.x + rect.width / 2, y: rect.y + 6 + Double(index + 1) * Toast.linePitch),
            size: 11, color: faded(Color(hex: 0xC9CEDA)), alignment: .center)))
    }
  }
}
