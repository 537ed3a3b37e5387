import SandboxFormats
import SandboxPrimitives

/// Where the help card's text goes: the title, then the shortcut groups flowed top to bottom
/// into as few columns as the area's height needs, each column a key column as wide as the
/// widest key chip and a description column whose lines wrap at its width, so a long key never
/// pushes its description out of the column and no text runs into another's.
public struct HelpCardLayout: Sendable {
  /// What a run of text is.
  public enum Kind: Sendable, Equatable {
    case title, group, key, description, footer
  }

  /// One run of text and the box its glyphs may take (estimated, never narrower than them).
  public struct Item: Sendable {
    public var kind: Kind
    public var text: String
    public var box: Rect
    public var size: Double
    /// The column it belongs to (nil for the title and the footer, which span the card).
    public var column: Int?
  }

  /// The card.
  public private(set) var card: Rect
  /// Points per unscaled point of the metrics below.
  public private(set) var scale: Double
  /// The columns' rectangles, left to right.
  public private(set) var columns: [Rect]
  /// Every run of text, in drawing order.
  public private(set) var items: [Item]
  /// The chip behind each key name, in the order of the key items.
  public private(set) var chips: [Rect]

  // Unscaled metrics (points).
  static let padding = 16.0
  static let titleSize = 17.0
  static let titlePitch = 30.0
  static let groupSize = 11.0
  static let groupPitch = 20.0
  static let groupGap = 8.0
  public static let entrySize = 12.0
  static let entryPitch = 19.0
  /// From one wrapped description line to the next.
  static let wrapPitch = 15.0
  static let footerSize = 11.0
  static let footerPitch = 26.0
  static let columnGap = 20.0
  /// Least space between a key chip and its description.
  static let actionGap = 8.0
  /// Padding either side of a key name inside its chip.
  static let chipPadding = 5.0
  /// The widest a column grows (descriptions of about 48 characters on one line).
  static let widestColumn = 440.0
  /// Below this a description column wraps too much to read; a layout needing it is refused.
  static let narrowestDescription = 130.0
  /// Advance per point of font size assumed for key names (mostly capitals and digits), so the
  /// key chips are never narrower than their text.
  public static let keyCharWidthFactor = 0.68
  /// Advance per point of font size assumed for descriptions and headings: wider than Inter's
  /// measured 0.48–0.51 em on them, so a wrapped line stays inside its column.
  public static let textCharWidthFactor = 0.55

  /// The chip width (unscaled) of the widest key name: the key column of every column.
  static var keyColumnWidth: Double {
    let longest = ShortcutTable.entries.map(\.name.count).max() ?? 1
    return Double(longest) * entrySize * keyCharWidthFactor + 2 * chipPadding
  }

  /// One block of a column: a group heading or an entry with its description's lines.
  private struct Block {
    var group: String?
    var entry: ShortcutTable.Entry?
    var lines: [String] = []
    var height: Double { group != nil ? HelpCardLayout.groupPitch : entryHeight }
    var entryHeight: Double {
      HelpCardLayout.entryPitch + Double(max(0, lines.count - 1)) * HelpCardLayout.wrapPitch
    }
  }

  /// The largest layout (scale at most `largestScale`, at least `smallestScale`, tried in 5 %
  /// steps) whose card fits `area`, centred in it; at `smallestScale` with the most columns
  /// when none does (the card is clipped then).
  public static func fitting(area: Rect, largestScale: Double, smallestScale: Double)
    -> HelpCardLayout
  {
    var scale = max(largestScale, smallestScale)
    while scale > smallestScale + 1e-9 {
      if let layout = HelpCardLayout(area: area, scale: scale) { return layout }
      scale = max(smallestScale, scale * 0.95)
    }
    return HelpCardLayout(area: area, scale: smallestScale)
      ?? HelpCardLayout(area: area, scale: smallestScale, columnCount: maximumColumns(area, scale))
  }

  /// How many columns of the narrowest readable width fit `area`'s width at `scale`.
  static func maximumColumns(_ area: Rect, _ scale: Double) -> Int {
    let room = area.width / scale - 2 * padding + columnGap
    let narrowest = keyColumnWidth + actionGap + narrowestDescription + columnGap
    return max(1, Int(room / narrowest))
  }

  /// The layout with the fewest columns whose card fits `area` at `scale`, nil when none does.
  public init?(area: Rect, scale: Double) {
    guard scale > 0 else { return nil }
    for count in 1...HelpCardLayout.maximumColumns(area, scale) {
      let layout = HelpCardLayout(area: area, scale: scale, columnCount: count)
      if layout.card.height <= area.height + 1e-9 && layout.card.width <= area.width + 1e-9 {
        self = layout
        return
      }
    }
    return nil
  }

  /// The layout in `columnCount` columns at `scale`, centred in `area` (it may not fit).
  init(area: Rect, scale s: Double, columnCount: Int) {
    let key = HelpCardLayout.keyColumnWidth
    let count = max(1, columnCount)
    let gaps = Double(count - 1) * HelpCardLayout.columnGap
    let room = area.width / s - 2 * HelpCardLayout.padding - gaps
    let columnWidth = min(HelpCardLayout.widestColumn, max(0, room / Double(count)))
    let descriptionWidth = max(1, columnWidth - key - HelpCardLayout.actionGap)
    let perLine = max(
      8,
      Int(descriptionWidth / (HelpCardLayout.entrySize * HelpCardLayout.textCharWidthFactor)))
    var blocks: [Block] = []
    for group in HelpOverlayPainter.groups() {
      blocks.append(Block(group: group.name))
      for entry in group.entries {
        let lines = TextWrap.lines(entry.help, maxCharacters: perLine, maxLines: 4)
        blocks.append(Block(entry: entry, lines: lines))
      }
    }
    // Flow: fill a column to an even share of the total, never leaving a heading at the bottom.
    let headings = blocks.filter { $0.group != nil }.count
    let total =
      blocks.map(\.height).reduce(0, +) + Double(max(0, headings - 1)) * HelpCardLayout.groupGap
    let share = total / Double(count)
    var flowed: [[Block]] = [[]]
    var height = 0.0
    for (index, block) in blocks.enumerated() {
      let next = index + 1 < blocks.count ? blocks[index + 1].height : 0
      let needs = block.height + (block.group != nil ? next : 0)
      if height > 0 && height + needs > share + 1e-9 && flowed.count < count {
        flowed.append([])
        height = 0
      }
      if block.group != nil && height > 0 { height += HelpCardLayout.groupGap }
      flowed[flowed.count - 1].append(block)
      height += block.height
    }
    let columnHeights = flowed.map { column in
      column.enumerated().reduce(0.0) { sum, pair in
        sum + pair.element.height
          + (pair.element.group != nil && pair.offset > 0 ? HelpCardLayout.groupGap : 0)
      }
    }
    let bodyHeight = columnHeights.max() ?? 0
    let cardWidth =
      (2 * HelpCardLayout.padding + Double(flowed.count) * columnWidth
        + Double(flowed.count - 1) * HelpCardLayout.columnGap) * s
    let cardHeight =
      (2 * HelpCardLayout.padding + HelpCardLayout.titlePitch + bodyHeight
        + HelpCardLayout.footerPitch) * s
    card = Rect(
      x: area.x + (area.width - cardWidth) / 2, y: area.y + max(0, (area.height - cardHeight) / 2),
      width: cardWidth, height: cardHeight)
    scale = s
    columns = []
    items = []
    chips = []
    place(flowed, columnWidth: columnWidth, bodyHeight: bodyHeight)
  }

  /// Puts the title, the columns' blocks and the footer into `items`.
  private mutating func place(_ flowed: [[Block]], columnWidth: Double, bodyHeight: Double) {
    let s = scale
    let left = card.x + HelpCardLayout.padding * s
    let top = card.y + HelpCardLayout.padding * s
    func box(_ text: String, x: Double, y: Double, size: Double, factor: Double) -> Rect {
      Rect(
        x: x, y: y, width: Double(text.count) * size * factor,
        height: Theme.lineHeight(size))
    }
    let titleSize = HelpCardLayout.titleSize * s
    items.append(
      Item(
        kind: .title, text: HelpOverlayPainter.title,
        box: box(
          HelpOverlayPainter.title, x: left, y: top, size: titleSize,
          factor: HelpCardLayout.textCharWidthFactor),
        size: titleSize, column: nil))
    let bodyTop = top + HelpCardLayout.titlePitch * s
    let key = HelpCardLayout.keyColumnWidth
    for (index, column) in flowed.enumerated() {
      let x = left + Double(index) * (columnWidth + HelpCardLayout.columnGap) * s
      columns.append(Rect(x: x, y: bodyTop, width: columnWidth * s, height: bodyHeight * s))
      var y = bodyTop
      for (position, block) in column.enumerated() {
        if let group = block.group {
          if position > 0 { y += HelpCardLayout.groupGap * s }
          let size = HelpCardLayout.groupSize * s
          let lead = HelpCardLayout.lead(HelpCardLayout.groupPitch, HelpCardLayout.groupSize, s)
          items.append(
            Item(
              kind: .group, text: group.uppercased(),
              box: box(
                group.uppercased(), x: x, y: y + lead, size: size,
                factor: HelpCardLayout.keyCharWidthFactor),
              size: size, column: index))
        } else if let entry = block.entry {
          let size = HelpCardLayout.entrySize * s
          let lead = HelpCardLayout.lead(HelpCardLayout.entryPitch, HelpCardLayout.entrySize, s)
          let chipWidth =
            Double(entry.name.count) * size * HelpCardLayout.keyCharWidthFactor
            + 2 * HelpCardLayout.chipPadding * s
          chips.append(
            Rect(
              x: x, y: y + 1.5 * s, width: chipWidth,
              height: (HelpCardLayout.entryPitch - 3) * s))
          items.append(
            Item(
              kind: .key, text: entry.name,
              box: box(
                entry.name, x: x + HelpCardLayout.chipPadding * s, y: y + lead, size: size,
                factor: HelpCardLayout.keyCharWidthFactor),
              size: size, column: index))
          let textX = x + (key + HelpCardLayout.actionGap) * s
          for (line, text) in block.lines.enumerated() {
            items.append(
              Item(
                kind: .description, text: text,
                box: box(
                  text, x: textX, y: y + lead + Double(line) * HelpCardLayout.wrapPitch * s,
                  size: size, factor: HelpCardLayout.textCharWidthFactor),
                size: size, column: index))
          }
        }
        y += block.height * s
      }
    }
    let footerSize = HelpCardLayout.footerSize * s
    let footer = HelpOverlayPainter.footer
    let footerWidth = Double(footer.count) * footerSize * HelpCardLayout.textCharWidthFactor
    let footerY =
      bodyTop + bodyHeight * s
      + HelpCardLayout.lead(HelpCardLayout.footerPitch, HelpCardLayout.footerSize, s)
    items.append(
      Item(
        kind: .footer, text: footer,
        box: Rect(
          x: card.x + (card.width - footerWidth) / 2, y: footerY, width: footerWidth,
          height: Theme.lineHeight(footerSize)),
        size: footerSize, column: nil))
  }

  /// Offset from a line slot's top to the text's line box top that centres the text in the slot.
  static func lead(_ pitch: Double, _ size: Double, _ scale: Double) -> Double {
    (pitch - Theme.lineHeight(size)) * scale / 2
  }
}
