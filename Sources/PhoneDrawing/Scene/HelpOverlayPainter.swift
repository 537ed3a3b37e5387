import SandboxFormats
import SandboxPrimitives

/// Paints the `?` help overlay: a dimming layer and a centred card listing every shortcut of
/// `ShortcutTable.entries`, grouped by `group` in the table's order.
public enum HelpOverlayPainter {
  /// Title of the help card.
  public static let title = "Keyboard shortcuts"
  /// Footer hint of the help card.
  public static let footer = "Press ? to close"

  /// Least distance from the card to the phone's top and bottom, and to its sides.
  static let screenMargin = 24.0
  static let sideMargin = 12.0
  /// The card shrinks no further to fit a phone (text about 11 px at ×2).
  static let smallestScale = 0.4

  /// Groups in first-appearance order, each with its entries in table order.
  public static func groups() -> [(name: String, entries: [ShortcutTable.Entry])] {
    var result: [(name: String, entries: [ShortcutTable.Entry])] = []
    for entry in ShortcutTable.entries {
      if let i = result.firstIndex(where: { $0.name == entry.group }) {
        result[i].entries.append(entry)
      } else {
        result.append((entry.group, [entry]))
      }
    }
    return result
  }

  /// The card's layout over `state`'s phone: as large as fits (up to scale 1), with the margins.
  public static func layout(_ state: SceneState) -> HelpCardLayout {
    let g = SceneGeometry(state)
    let area = Rect(
      x: sideMargin, y: screenMargin, width: max(0, g.width - 2 * sideMargin),
      height: max(0, g.height - 2 * screenMargin))
    return HelpCardLayout.fitting(area: area, largestScale: 1, smallestScale: smallestScale)
  }

  /// The window's one card over its whole `canvas` (drawn at `pixelsPerPoint` window pixels
  /// per point): entry text at least `minimumTextPixels` tall however small the phones are
  /// drawn, in as many columns as the canvas's height needs, up to a quarter larger where
  /// there is room.
  public static func layout(
    over canvas: Rect, pixelsPerPoint: Double, minimumTextPixels: Double
  ) -> HelpCardLayout {
    let floor = max(1, minimumTextPixels / (HelpCardLayout.entrySize * max(pixelsPerPoint, 1e-9)))
    return HelpCardLayout.fitting(
      area: canvas.insetBy(sideMargin * floor), largestScale: floor * 1.25, smallestScale: floor)
  }

  /// Appends the window's card (`layout(over:pixelsPerPoint:minimumTextPixels:)`) over the
  /// whole of `list`, dimming all of it.
  public static func paintOverCanvas(
    _ list: inout DisplayList, pixelsPerPoint: Double, minimumTextPixels: Double
  ) {
    let canvas = Rect(x: 0, y: 0, width: list.size.width, height: list.size.height)
    var commands: [DrawCommand] = []
    let card = layout(
      over: canvas, pixelsPerPoint: pixelsPerPoint, minimumTextPixels: minimumTextPixels)
    paint(card, dimming: canvas, into: &commands)
    list.append(contentsOf: commands)
  }

  /// The help card's frame for `state`, in points.
  public static func cardFrame(_ state: SceneState) -> Rect { layout(state).card }

  /// Appends the overlay when `showHelp` is on.
  public static func paint(_ state: SceneState, into commands: inout [DrawCommand]) {
    guard state.showHelp else { return }
    let g = SceneGeometry(state)
    paint(
      layout(state), dimming: Rect(x: 0, y: 0, width: g.width, height: g.height), into: &commands)
  }

  /// Appends `layout`'s card over `dimming` (the phone, or the window's whole canvas).
  public static func paint(
    _ layout: HelpCardLayout, dimming: Rect, into commands: inout [DrawCommand]
  ) {
    let s = layout.scale
    commands.append(.fillRect(dimming, Theme.helpDim))
    commands.append(.fillRoundedRect(layout.card, radius: 16 * min(1, s), Theme.helpCard))
    commands.append(.pushClip(layout.card))
    var chips = layout.chips.makeIterator()
    for item in layout.items {
      let weight: FontWeight
      let color: Color
      switch item.kind {
      case .title: (weight, color) = (.semibold, Theme.helpTitle)
      case .group: (weight, color) = (.semibold, Theme.helpGroup)
      case .key:
        if let chip = chips.next() {
          commands.append(.fillRoundedRect(chip, radius: 4 * s, Theme.helpKeyBackground))
        }
        (weight, color) = (.semibold, Theme.helpName)
      case .description: (weight, color) = (.regular, Theme.helpAction)
      case .footer: (weight, color) = (.regular, Theme.helpAction)
      }
      commands.append(
        .text(
          TextRun(
            item.text, at: Point(x: item.box.x, y: item.box.y), size: item.size, weight: weight,
            color: color)))
    }
    commands.append(.popClip)
  }
}
