import SandboxFormats
import SandboxPrimitives

/// Paints the `?` help overlay: a dimming layer and a centred card listing every shortcut of
/// `ShortcutTable.entries`, grouped by `group` in the table's order.
public enum HelpOverlayPainter {
  /// Title of the help card.
  public static let title = "Keyboard shortcuts"
  /// Footer hint of the help card.
  public static let footer = "Press ? to close"

  /// Advance per point of font size assumed for key names (mostly capitals and digits), so the
  /// key chips are never narrower than their text.
  static let keyCharWidthFactor = 0.68

  // Unscaled metrics (points); everything shrinks together when the viewport is too short.
  static let padding = 16.0
  static let titleSize = 17.0
  static let titlePitch = 30.0
  static let groupSize = 11.0
  static let groupPitch = 20.0
  static let groupGap = 8.0
  static let entrySize = 12.0
  static let entryPitch = 19.0
  static let nameColumn = 68.0
  /// Least space between a key chip and its action.
  static let actionGap = 6.0
  static let footerSize = 11.0
  static let footerPitch = 26.0
  static let screenMargin = 24.0

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

  /// Height of the card at scale 1, in points.
  static func naturalHeight(groupCount: Int, entryCount: Int) -> Double {
    2 * padding + titlePitch + Double(groupCount) * groupPitch
      + Double(max(0, groupCount - 1)) * groupGap + Double(entryCount) * entryPitch + footerPitch
  }

  /// The help card's frame for `state`, in points.
  public static func cardFrame(_ state: SceneState) -> Rect {
    let g = SceneGeometry(state)
    let height = naturalHeight(groupCount: groups().count, entryCount: ShortcutTable.entries.count)
    // The floor keeps text legible at ×2 (about 11 px) and still fits every shortcut on a
    // 600-pt viewport.
    let scale = min(1, max(0.4, (g.height - 2 * screenMargin) / height))
    let width = min(max(0, g.width - 24), 420)
    let h = height * scale
    return Rect(x: (g.width - width) / 2, y: (g.height - h) / 2, width: width, height: h)
  }

  /// Appends the overlay when `showHelp` is on.
  public static func paint(_ state: SceneState, into commands: inout [DrawCommand]) {
    guard state.showHelp else { return }
    let g = SceneGeometry(state)
    let grouped = groups()
    let card = cardFrame(state)
    let s =
      card.height
      / naturalHeight(groupCount: grouped.count, entryCount: ShortcutTable.entries.count)

    commands.append(.fillRect(Rect(x: 0, y: 0, width: g.width, height: g.height), Theme.helpDim))
    commands.append(.fillRoundedRect(card, radius: 16, Theme.helpCard))
    commands.append(.pushClip(card))

    let left = card.x + padding * s
    var y = card.y + padding * s
    commands.append(
      .text(
        TextRun(
          title, at: Point(x: left, y: y), size: titleSize * s, weight: .semibold,
          color: Theme.helpTitle)))
    y += titlePitch * s

    for (gi, group) in grouped.enumerated() {
      if gi > 0 { y += groupGap * s }
      commands.append(
        .text(
          TextRun(
            group.name.uppercased(),
            at: Point(x: left, y: y + centeredLead(groupPitch, groupSize, s)),
            size: groupSize * s, weight: .semibold, color: Theme.helpGroup)))
      y += groupPitch * s
      for entry in group.entries {
        let lead = centeredLead(entryPitch, entrySize, s)
        let chipWidth =
          Double(entry.name.count) * entrySize * s * keyCharWidthFactor + 10 * s
        // A name wider than the column ("Ctrl+Shift+E") pushes its own action right, past the
        // chip, instead of running under it.
        let actionX = left + max(nameColumn * s, chipWidth - 5 * s + actionGap * s)
        commands.append(
          .fillRoundedRect(
            Rect(x: left - 5 * s, y: y + 1.5 * s, width: chipWidth, height: (entryPitch - 3) * s),
            radius: 4 * s, Theme.helpKeyBackground))
        commands.append(
          .text(
            TextRun(
              entry.name, at: Point(x: left, y: y + lead), size: entrySize * s, weight: .semibold,
              color: Theme.helpName)))
        commands.append(
          .text(
            TextRun(
              entry.help, at: Point(x: actionX, y: y + lead), size: entrySize * s,
              color: Theme.helpAction)))
        y += entryPitch * s
      }
    }
    commands.append(
      .text(
        TextRun(
          footer,
          at: Point(x: card.x + card.width / 2, y: y + centeredLead(footerPitch, footerSize, s)),
          size: footerSize * s, color: Theme.helpAction, alignment: .center)))
    commands.append(.popClip)
  }

  /// Offset from a line slot's top to the text's line box top that centres the text in the slot.
  private static func centeredLead(_ pitch: Double, _ size: Double, _ scale: Double) -> Double {
    (pitch - Theme.lineHeight(size)) * scale / 2
  }
}
