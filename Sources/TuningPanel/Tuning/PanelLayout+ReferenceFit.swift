import PhoneDrawing
import SandboxPrimitives

/// The "Fit to reference" row under the presets: a button, a progress bar with a Cancel chip
/// while a fit runs, or the reason it cannot run.
extension PanelLayout {
  /// The value of the "Fit to reference" chip.
  public static let fitChipValue = "\u{0}fit"
  /// The value of the Cancel chip beside the progress bar.
  public static let cancelFitChipValue = "\u{0}cancelFit"
  /// The value of the "Apply anyway" chip beside the button after a poor fit.
  public static let applyFitChipValue = "\u{0}applyFit"
  /// Points between the button and "Apply anyway".
  static let fitChipGap = 8.0
  /// Thickness of the fit's progress bar, points.
  static let fitBarHeight = 6.0

  static func appendReferenceFit(
    _ row: ReferenceFitRow, left: Double, width: Double, y: inout Double,
    into items: inout [Item]
  ) {
    let pitch = statusLinePitch
    switch row {
    case .unavailable(let reason):
      let lines = wrapped(reason, width: width)
      let height = Double(lines.count) * pitch
      items.append(
        Item(
          kind: .referenceFit(lines), rect: Rect(x: left, y: y, width: width, height: height)))
      y += height + 8
    case .ready(let note, _):
      appendFitButton(note: note, applyAnyway: false, left: left, width: width, y: &y, into: &items)
    case .poor(let note):
      appendFitButton(note: note, applyAnyway: true, left: left, width: width, y: &y, into: &items)
    case .running(let phase, let fraction):
      let text = ReferenceFitRow.progressText(phase: phase, fraction: fraction)
      let title = "Cancel"
      let chipWidth = PanelStyle.chipWidth(title)
      let chip = Chip(
        title: title, value: cancelFitChipValue, isSelected: false,
        rect: Rect(
          x: left + width - chipWidth, y: y, width: chipWidth, height: PanelStyle.chipHeight))
      let bar = Rect(
        x: left, y: y + PanelStyle.chipHeight + 6, width: width, height: fitBarHeight)
      let height = bar.maxY - y
      items.append(
        Item(
          kind: .referenceFit([text]), rect: Rect(x: left, y: y, width: width, height: height),
          track: bar, chips: [chip]))
      y += height + 10
    }
  }

  /// The button (with "Apply anyway" beside it after a poor fit) over the last fit's note.
  private static func appendFitButton(
    note: String?, applyAnyway: Bool, left: Double, width: Double, y: inout Double,
    into items: inout [Item]
  ) {
    let title = "Fit to reference"
    let chip = Chip(
      title: title, value: fitChipValue, isSelected: false,
      rect: Rect(
        x: left, y: y, width: min(width, PanelStyle.chipWidth(title) + 8),
        height: PanelStyle.chipHeight))
    var chips = [chip]
    if applyAnyway {
      let anyway = "Apply anyway"
      let x = chip.rect.maxX + fitChipGap
      chips.append(
        Chip(
          title: anyway, value: applyFitChipValue, isSelected: false,
          rect: Rect(
            x: x, y: y, width: max(0, min(left + width - x, PanelStyle.chipWidth(anyway))),
            height: PanelStyle.chipHeight)))
    }
    let lines = note.map { wrapped($0, width: width) } ?? []
    let height =
      PanelStyle.chipHeight + (lines.isEmpty ? 0 : 4 + Double(lines.count) * statusLinePitch)
    items.append(
      Item(
        kind: .referenceFit(lines), rect: Rect(x: left, y: y, width: width, height: height),
        chips: chips))
    y += height + 8
  }

  /// `text` in lines that fit `width` at the chip size (at most four).
  private static func wrapped(_ text: String, width: Double) -> [String] {
    let perLine = Int(width / (PanelStyle.chipSize * Theme.averageCharWidthFactor))
    return TextWrap.lines(text, maxCharacters: max(1, perLine), maxLines: 4)
  }
}
