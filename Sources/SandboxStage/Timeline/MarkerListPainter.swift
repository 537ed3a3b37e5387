import PhoneDrawing
import SandboxPrimitives
import TuningPanel

/// The panel's marker list, a block at the bottom of the panel while the session has markers:
/// a heading with the keys, the note field while a note is typed, and the markers nearest the
/// shown frame (time, phone, note), the one at the shown frame highlighted. A click on a row
/// jumps to its marker.
public enum MarkerListPainter {
  /// Rows shown at most; the list scrolls with the shown frame.
  static let visibleRows = 5
  static let headingHeight = 24.0
  static let rowHeight = 18.0
  static let fieldHeight = 50.0
  static let padding = 8.0

  /// The block's height for `board` (0 when there is nothing to list).
  public static func height(_ board: MarkerBoard) -> Double {
    guard !board.list.isEmpty || board.field != nil else { return 0 }
    let rows = min(board.list.count, visibleRows)
    return padding + headingHeight + (board.field == nil ? 0 : fieldHeight)
      + Double(rows) * rowHeight + padding
  }

  /// The markers listed (indices into `board.list`, in time order): up to `visibleRows`, the
  /// marker being edited, else the one at or before `shownTime`, among them.
  static func listed(_ board: MarkerBoard, shownTime: Double) -> [Int] {
    let order = board.chronological
    guard order.count > visibleRows else { return order }
    let focus =
      board.field.flatMap { open in order.firstIndex(of: open.index) }
      ?? max(0, (order.lastIndex { board.list[$0].t <= shownTime + 1e-9 } ?? 0))
    let first = min(max(0, focus - visibleRows / 2), order.count - visibleRows)
    return Array(order[first..<first + visibleRows])
  }

  /// The top of the first row in `block`.
  static func rowsTop(_ board: MarkerBoard, in block: Rect) -> Double {
    block.y + padding + headingHeight + (board.field == nil ? 0 : fieldHeight)
  }

  /// The marker whose row is under canvas y `y`, or nil.
  static func marker(
    atY y: Double, _ board: MarkerBoard, in block: Rect, shownTime: Double
  ) -> Int? {
    let rows = listed(board, shownTime: shownTime)
    let offset = y - rowsTop(board, in: block)
    guard offset >= 0 else { return nil }
    let row = Int(offset / rowHeight)
    return rows.indices.contains(row) ? rows[row] : nil
  }

  /// Paints the block for `board` in `block`; `current` are the markers at the shown frame.
  public static func paint(
    _ board: MarkerBoard, in block: Rect, shownTime: Double, current: Set<Int>,
    into commands: inout [DrawCommand]
  ) {
    commands.append(.fillRect(block, PanelStyle.background))
    let inner = block.insetBy(4)
    commands.append(.fillRoundedRect(inner, radius: 6, PanelStyle.sectionBackground))
    let left = block.x + PanelStyle.padding
    text(
      "Markers (\(board.list.count))", x: left, y: block.y + padding + 2,
      size: PanelStyle.sectionSize, into: &commands)
    text(
      "M add · N / Shift+N jump · Shift+M delete", x: block.maxX - PanelStyle.padding,
      y: block.y + padding + 4, size: PanelStyle.chipSize, color: PanelStyle.secondaryText,
      alignment: .trailing, into: &commands)
    if let open = board.field {
      let top = block.y + padding + headingHeight
      let marker = board.list[open.index]
      let field = Rect(x: left, y: top, width: block.width - 2 * PanelStyle.padding, height: 24)
      commands.append(.fillRoundedRect(field, radius: 4, PanelStyle.control))
      commands.append(.strokeRect(field, width: 1, TimelinePainter.marker))
      let textY = field.y + (field.height - Theme.lineHeight(PanelStyle.labelSize)) / 2
      // A long note shows its end, where the caret is.
      let room = fieldCharacters
      let shown = open.text.count > room ? "…" + open.text.suffix(room - 1) : open.text
      text(shown + "|", x: field.x + 6, y: textY, size: PanelStyle.labelSize, into: &commands)
      text(
        // Short enough for the column with the time's frame number in it (`fieldHintLimit`).
        "\(MarkerCaption.timeText(marker.t)) · \(marker.phoneName) · Enter keep · "
          + "Esc \(open.original == nil ? "drop" : "cancel")",
        x: left, y: field.maxY + 5, size: PanelStyle.chipSize, color: PanelStyle.secondaryText,
        into: &commands)
    }
    var y = rowsTop(board, in: block)
    for index in listed(board, shownTime: shownTime) {
      let marker = board.list[index]
      let row = Rect(x: left - 4, y: y, width: block.width - 2 * PanelStyle.padding + 8, height: 17)
      if current.contains(index) {
        commands.append(.fillRoundedRect(row, radius: 3, PanelStyle.control))
      }
      commands.append(
        .fillRect(Rect(x: left, y: y + 5, width: 4, height: 7), TimelinePainter.marker))
      text(
        MarkerCaption.timeText(marker.t), x: left + 10, y: y + 2, size: PanelStyle.chipSize,
        color: PanelStyle.secondaryText, into: &commands)
      text(
        marker.phoneName, x: left + phoneColumn, y: y + 2, size: PanelStyle.chipSize,
        color: PanelStyle.secondaryText, into: &commands)
      let note = board.field?.index == index ? board.field!.text : marker.text
      let room = Int((block.maxX - PanelStyle.padding - left - noteColumn) / characterWidth)
      text(
        note.isEmpty ? "(no note)" : clipped(note, room: room), x: left + noteColumn, y: y + 2,
        size: PanelStyle.chipSize,
        color: note.isEmpty ? PanelStyle.secondaryText : PanelStyle.text, into: &commands)
      y += rowHeight
    }
  }

  /// Characters the note field shows (the font is close to monospaced at this size).
  static let fieldCharacters = 46

  /// Points per character of the rows' 11 pt text, for sizing: 0.6 em, a little wider than
  /// Inter's average, so a column sized by it holds its text.
  static let characterWidth = PanelStyle.chipSize * 0.6
  /// Where a row's phone name starts, from the list's left padding: after the longest time
  /// ("12.345 s · frame 741") and a gap.
  static let phoneColumn = 10 + 20 * characterWidth
  /// Where a row's note starts ("all" and a gap after the phone name).
  static let noteColumn = phoneColumn + 4 * characterWidth

  /// A note cut to the `room` characters a row holds (the font is close to monospaced at this
  /// size; exact metrics stay in the renderer).
  static func clipped(_ note: String, room: Int) -> String {
    note.count <= room ? note : String(note.prefix(max(1, room - 1))) + "…"
  }

  private static func text(
    _ string: String, x: Double, y: Double, size: Double, color: Color = PanelStyle.text,
    alignment: TextAlignment = .leading, into commands: inout [DrawCommand]
  ) {
    commands.append(
      .text(
        TextRun(
          string, at: Point(x: x, y: y), size: size, weight: .regular, color: color,
          alignment: alignment)))
  }
}
