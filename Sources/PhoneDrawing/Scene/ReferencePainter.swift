import SandboxPrimitives

/// Draws the reference recording: in a slot of its own the size of phone A (`beside`), or over
/// phone A's screen (`overlay`, `difference`). The picture keeps its aspect: scaled to the
/// screen's width (or height, whichever fits first), top-aligned and centred like the phones.
public enum ReferencePainter {
  /// The slot's colour where the recording does not reach (letterbox) or is not shown.
  public static let background = Color(r: 16, g: 16, b: 18)
  /// The colour of the message said in an empty slot.
  public static let messageColor = Color(r: 170, g: 172, b: 180)

  /// Where `image` lands inside `screen`: as large as fits, centred across, at the top.
  public static func placement(of image: ImageHandle, in screen: Rect) -> Rect {
    guard image.pixelWidth > 0, image.pixelHeight > 0 else { return screen }
    let scale = min(
      screen.width / Double(image.pixelWidth), screen.height / Double(image.pixelHeight))
    let width = Double(image.pixelWidth) * scale
    let height = Double(image.pixelHeight) * scale
    return Rect(x: screen.x + (screen.width - width) / 2, y: screen.y, width: width, height: height)
  }

  /// The recording in its own slot `screen` (beside the phones).
  public static func paintBeside(
    _ slot: ReferenceSlot, in screen: Rect, into list: inout DisplayList
  ) {
    list.append(.pushClip(screen))
    list.append(.fillRect(screen, background))
    if let image = slot.image {
      list.append(.image(image, placement(of: image, in: screen)))
    } else if !slot.message.isEmpty {
      let lines = TextWrap.lines(
        slot.message, maxCharacters: max(12, Int(screen.width / 7)), maxLines: 4)
      for (index, line) in lines.enumerated() {
        list.append(
          .text(
            TextRun(
              line,
              at: Point(
                x: screen.x + screen.width / 2,
                y: screen.y + screen.height / 2 - 10 + Double(index) * 17), size: 13,
              color: messageColor, alignment: .center, background: background)))
      }
    }
    list.append(.popClip)
  }

  /// The recording over phone A's `screen` (`overlay` at its opacity, or `difference`).
  public static func paintOver(_ slot: ReferenceSlot, on screen: Rect, into list: inout DisplayList)
  {
    guard let image = slot.image else { return }
    let blend: ImageBlend =
      slot.mode == .difference ? .difference : .over(opacity: min(max(slot.opacity, 0), 1))
    list.append(.pushClip(screen))
    list.append(.blendedImage(image, placement(of: image, in: screen), blend))
    list.append(.popClip)
  }
}
