import SandboxPrimitives

/// A sweep's contact sheet: one cell per swept value, row by row, each a phone's frame under a
/// caption band naming its values, so variants of one gesture compare at a glance.
public struct ContactSheet: Sendable {
  /// The caption band over each cell, points (two lines of caption text).
  public static let captionHeight = 36.0
  /// The space between cells, points.
  public static let gutter = 12.0

  /// One cell's size (the phone's frame), points.
  public var cellSize: Size
  public var columns: Int
  public var rows: Int

  /// A sheet of `count` cells of `cellSize`, `columns` to a row (at least one).
  public init(cellSize: Size, count: Int, columns: Int) {
    self.cellSize = cellSize
    self.columns = max(1, min(columns, max(count, 1)))
    rows = max(1, (count + self.columns - 1) / self.columns)
  }

  /// Columns for a sweep: the first key's value count for two keys, else a near-square grid.
  public static func columns(forCounts counts: [Int]) -> Int {
    if counts.count >= 2 { return counts[0] }
    let count = counts.first ?? 1
    var columns = 1
    while columns * columns < count { columns += 1 }
    return columns
  }

  /// The whole sheet, points.
  public var size: Size {
    Size(
      width: Double(columns) * cellSize.width + Double(columns + 1) * ContactSheet.gutter,
      height: Double(rows) * (cellSize.height + ContactSheet.captionHeight)
        + Double(rows + 1) * ContactSheet.gutter)
  }

  /// Where cell `index`'s phone frame goes (below its caption), points.
  public func frame(_ index: Int) -> Rect {
    let column = index % columns
    let row = index / columns
    return Rect(
      x: ContactSheet.gutter + Double(column) * (cellSize.width + ContactSheet.gutter),
      y: ContactSheet.gutter + ContactSheet.captionHeight
        + Double(row) * (cellSize.height + ContactSheet.captionHeight + ContactSheet.gutter),
      width: cellSize.width, height: cellSize.height)
  }

  /// The sheet with `cells` (each `cellSize`) in place and `captions` (one or two lines) over
  /// them.
  public func compose(_ cells: [DisplayList], captions: [[String]]) -> DisplayList {
    var sheet = DisplayList(size: size, background: Theme.sideColumnBackground)
    for (index, cell) in cells.enumerated() {
      let frame = self.frame(index)
      sheet.append(cell, offsetX: frame.x, offsetY: frame.y)
      let lines = index < captions.count ? captions[index] : []
      for (line, text) in lines.prefix(2).enumerated() {
        sheet.append(
          .text(
            TextRun(
              text,
              at: Point(
                x: frame.x, y: frame.y - ContactSheet.captionHeight + 2 + Double(line) * 16),
              size: line == 0 ? 13 : 12, weight: line == 0 ? .semibold : .regular,
              color: line == 0 ? Theme.captionText : Theme.captionSecondary,
              background: Theme.sideColumnBackground)))
      }
    }
    return sheet
  }
}
