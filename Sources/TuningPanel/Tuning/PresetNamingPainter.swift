import PhoneDrawing
import SandboxPrimitives

/// Draws the preset name field over the panel's preset chips while a name is typed: the prompt,
/// the text (highlighted when selected) with a caret, the keys, and a refused name's reason right
/// under the field, where the eye already is.
public enum PresetNamingPainter {
  /// Height of the field block, points.
  static let height = 84.0

  /// Appends the field for `naming` over `presetsRect` (the panel's preset row).
  public static func paint(
    _ naming: PresetNaming, over presetsRect: Rect, into commands: inout [DrawCommand]
  ) {
    let block = Rect(
      x: presetsRect.x - 4, y: presetsRect.y - 4, width: presetsRect.width + 8,
      height: max(height, presetsRect.height + 8))
    commands.append(.fillRoundedRect(block, radius: 6, PanelStyle.sectionBackground))
    let prompt: String
    switch naming.purpose {
    case .save: prompt = "Save as preset: name"
    case .rename(let old): prompt = "Rename \(old) to"
    }
    text(prompt, x: block.x + 8, y: block.y + 6, color: PanelStyle.secondaryText, into: &commands)

    let field = Rect(x: block.x + 8, y: block.y + 24, width: block.width - 16, height: 24)
    commands.append(.fillRoundedRect(field, radius: 4, PanelStyle.control))
    commands.append(
      .strokeRect(field, width: 1, naming.problem == nil ? PanelStyle.accent : PanelStyle.error))
    let textY = field.y + (field.height - Theme.lineHeight(PanelStyle.labelSize)) / 2
    if naming.selectedAll {
      // The selection: a tint behind the text, sized from the character count (the font is
      // close to monospaced at this size; exact metrics stay in the renderer).
      let width = min(field.width - 12, Double(naming.text.count) * PanelStyle.labelSize * 0.6)
      commands.append(
        .fillRect(
          Rect(x: field.x + 5, y: field.y + 4, width: width, height: field.height - 8),
          PanelStyle.accent.withOpacity(0.45)))
      text(naming.text, x: field.x + 6, y: textY, into: &commands)
    } else {
      text(naming.text + "|", x: field.x + 6, y: textY, into: &commands)
    }
    if let problem = naming.problem {
      text(
        problem, x: block.x + 8, y: field.maxY + 6, size: PanelStyle.chipSize,
        color: PanelStyle.error, into: &commands)
    } else {
      text(
        "Enter save · Esc cancel · Ctrl+A select all", x: block.x + 8, y: field.maxY + 6,
        size: PanelStyle.chipSize, color: PanelStyle.secondaryText, into: &commands)
    }
  }

  private static func text(
    _ string: String, x: Double, y: Double, size: Double = PanelStyle.labelSize,
    color: Color = PanelStyle.text, into commands: inout [DrawCommand]
  ) {
    commands.append(
      .text(TextRun(string, at: Point(x: x, y: y), size: size, weight: .regular, color: color)))
  }
}
