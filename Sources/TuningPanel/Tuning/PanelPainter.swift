import PhoneDrawing
import SandboxFormats
import SandboxPrimitives

/// Draws the tuning panel from `PanelLayout`, the same layout the model hit-tests.
///
/// Text is a handful of static labels plus each row's value, which changes only when the value
/// does: a steady frame with the panel open draws the same strings and rasterizes nothing.
public enum PanelPainter {
  /// Appends the panel's commands for `model` and `values` in `frame`.
  public static func paint(
    model: PanelModel, values: ConfigValues, presets: [String], frame: Rect,
    into commands: inout [DrawCommand]
  ) {
    let layout = PanelLayout(model: model, values: values, presets: presets, frame: frame)
    commands.append(.fillRect(frame, PanelStyle.background))
    commands.append(.pushClip(frame))
    for item in layout.items where item.rect.maxY >= frame.minY - 40 && item.rect.minY <= frame.maxY
    {
      paint(item, model: model, values: values, into: &commands)
      if let field = PanelLayout.field(of: item.kind), let base = model.baseValues,
        field.keys.contains(where: { base[$0] != values[$0] })
      {
        // A dot before the label: this value differs from the active preset's.
        commands.append(
          .fillCircle(
            center: Point(x: item.rect.x - 6, y: item.rect.y + 8), radius: 2.5, PanelStyle.accent))
      }
      if item.isDimmed {
        // A veil in the panel's colour: the row stays readable and editable, but recedes.
        commands.append(
          .fillRect(
            Rect(x: frame.x, y: item.rect.y - 2, width: frame.width, height: item.rect.height + 4),
            PanelStyle.background.withOpacity(PanelStyle.dimming)))
      }
    }
    if layout.maxScroll > 0 {
      // A thin scroll indicator: the panel is taller than the column.
      let visible = frame.height / layout.contentHeight
      let h = max(24, frame.height * visible)
      let y = frame.y + (frame.height - h) * (model.scrollY / layout.maxScroll)
      commands.append(
        .fillRoundedRect(
          Rect(x: frame.maxX - 5, y: y, width: 3, height: h), radius: 1.5, PanelStyle.control))
    }
    commands.append(.popClip)
    // A hairline between the phones and the column.
    commands.append(
      .fillRect(Rect(x: frame.x, y: frame.y, width: 1, height: frame.height), PanelStyle.grid))
  }

  private static func paint(
    _ item: PanelLayout.Item, model: PanelModel, values: ConfigValues,
    into commands: inout [DrawCommand]
  ) {
    let r = item.rect
    switch item.kind {
    case .title:
      text(
        model.target.map { "Tuning · edits \($0)" } ?? "Tuning", x: r.x, y: r.y + 2,
        size: PanelStyle.titleSize, weight: .semibold, into: &commands
      )
      text(
        "F2 hide · F3 plots", x: r.maxX, y: r.y + 5, size: PanelStyle.chipSize,
        color: PanelStyle.secondaryText, alignment: .trailing, into: &commands)
    case .presets:
      label("Preset", r, into: &commands)
      paintChips(item.chips, into: &commands)
    case .section(let key):
      let open = model.openSections.contains(key)
      commands.append(.fillRect(r, PanelStyle.sectionBackground))
      let title = ParameterRegistry.sections.first { $0.key == key }?.title ?? key
      let cx = r.x + PanelStyle.padding + 4
      let cy = r.y + r.height / 2
      // A drawn disclosure triangle: the fonts may lack ▸/▾.
      let triangle =
        open
        ? [Point(x: cx - 4, y: cy - 2), Point(x: cx + 4, y: cy - 2), Point(x: cx, y: cy + 3)]
        : [Point(x: cx - 2, y: cy - 4), Point(x: cx + 3, y: cy), Point(x: cx - 2, y: cy + 4)]
      commands.append(.polyline(triangle + [triangle[0]], width: 2, PanelStyle.secondaryText))
      text(
        title, x: cx + 12, y: cy - Theme.lineHeight(PanelStyle.sectionSize) / 2,
        size: PanelStyle.sectionSize, weight: .semibold, into: &commands)
    case .slider(let field):
      paintSlider(item, field: field, model: model, values: values, into: &commands)
    case .toggle(let key):
      label(ParameterRegistry.parameter(key)?.label ?? key, r, centered: true, into: &commands)
      guard let box = item.toggle else { return }
      let on = values[key] == .bool(true)
      commands.append(
        .fillRoundedRect(box, radius: box.height / 2, on ? PanelStyle.accent : PanelStyle.control))
      let knobX = on ? box.maxX - box.height / 2 : box.x + box.height / 2
      commands.append(
        .fillCircle(
          center: Point(x: knobX, y: box.y + box.height / 2), radius: box.height / 2 - 3,
          on ? PanelStyle.onAccent : PanelStyle.secondaryText))
    case .choice(let key):
      label(ParameterRegistry.parameter(key)?.label ?? key, r, into: &commands)
      paintChips(item.chips, into: &commands)
    case .text(let key):
      label(ParameterRegistry.parameter(key)?.label ?? key, r, centered: true, into: &commands)
      if let box = item.valueBox {
        paintValueBox(
          box, field: .parameter(key), model: model, values: values, into: &commands)
      }
    case .dialects:
      label("Spring dialect", r, into: &commands)
      paintChips(item.chips, into: &commands)
    case .curveEditor(let key):
      CurveEditorPainter.paintEditor(item, key: key, values: values, into: &commands)
    case .springGraph(let keys):
      CurveEditorPainter.paintSpringGraph(item, keys: keys, values: values, into: &commands)
    case .copyOut:
      text(
        "Copy as", x: r.x, y: r.y + 4, size: PanelStyle.chipSize, color: PanelStyle.secondaryText,
        into: &commands)
      paintChips(item.chips, into: &commands)
    case .conversions(let lines):
      for (i, line) in lines.enumerated() {
        text(
          line, x: r.x, y: r.y + Double(i) * 15, size: 10.5, color: PanelStyle.secondaryText,
          into: &commands)
      }
    case .referenceFit(let lines):
      paintReferenceFit(item, lines: lines, row: model.referenceFit, into: &commands)
    case .inactiveReason(let reason):
      text(
        reason, x: r.x, y: r.y + 2, size: PanelStyle.chipSize, color: PanelStyle.secondaryText,
        into: &commands)
    case .status(let lines):
      for (i, line) in lines.enumerated() {
        text(
          line, x: r.x, y: r.y + Double(i) * PanelLayout.statusLinePitch,
          size: PanelStyle.chipSize, color: PanelStyle.error, into: &commands)
      }
    }
  }

  /// The fit's button (with its shortcut and the last fit's note) or its progress bar.
  private static func paintReferenceFit(
    _ item: PanelLayout.Item, lines: [String], row: ReferenceFitRow?,
    into commands: inout [DrawCommand]
  ) {
    let r = item.rect
    switch row {
    case .running(_, let fraction)?:
      text(lines.first ?? "", x: r.x, y: r.y + 4, size: PanelStyle.labelSize, into: &commands)
      if let bar = item.track {
        commands.append(.fillRoundedRect(bar, radius: bar.height / 2, PanelStyle.control))
        let done = bar.width * min(max(fraction, 0), 1)
        if done > 0 {
          commands.append(
            .fillRoundedRect(
              Rect(x: bar.x, y: bar.y, width: max(done, bar.height), height: bar.height),
              radius: bar.height / 2, PanelStyle.accent))
        }
      }
      paintChips(item.chips, into: &commands)
    case .ready(_, let failed)?:
      paintFitButton(item, lines: lines, failed: failed, into: &commands)
    case .poor?:
      paintFitButton(item, lines: lines, failed: true, into: &commands)
    case .unavailable?, nil:
      for (i, line) in lines.enumerated() {
        text(
          line, x: r.x, y: r.y + Double(i) * 15, size: PanelStyle.chipSize,
          color: PanelStyle.secondaryText, into: &commands)
      }
    }
  }

  /// The fit's button (and "Apply anyway" after a poor fit), its shortcut where there is room,
  /// and the last fit's note under them.
  private static func paintFitButton(
    _ item: PanelLayout.Item, lines: [String], failed: Bool, into commands: inout [DrawCommand]
  ) {
    let r = item.rect
    paintChips(item.chips, into: &commands)
    let shortcut = "Ctrl+F"
    let chipsEnd = item.chips.map(\.rect.maxX).max() ?? r.x
    let room = Theme.estimatedWidth(characters: shortcut.count, size: PanelStyle.chipSize) + 8
    if chipsEnd + room <= r.maxX {
      text(
        shortcut, x: r.maxX, y: r.y + 5, size: PanelStyle.chipSize,
        color: PanelStyle.secondaryText, alignment: .trailing, into: &commands)
    }
    for (i, line) in lines.enumerated() {
      text(
        line, x: r.x, y: r.y + PanelStyle.chipHeight + 4 + Double(i) * 15,
        size: PanelStyle.chipSize, color: failed ? PanelStyle.error : PanelStyle.secondaryText,
        into: &commands)
    }
  }

  private static func paintSlider(
    _ item: PanelLayout.Item, field: PanelField, model: PanelModel, values: ConfigValues,
    into commands: inout [DrawCommand]
  ) {
    label(field.label, item.rect, into: &commands)
    if let box = item.valueBox {
      paintValueBox(box, field: field, model: model, values: values, into: &commands)
    }
    guard let track = item.track, let (range, _) = field.sliderRange else { return }
    commands.append(.fillRoundedRect(track, radius: track.height / 2, PanelStyle.control))
    guard let value = field.number(in: values) else { return }
    let x = track.x + field.sliderScale.fraction(of: value, in: range) * track.width
    commands.append(
      .fillRoundedRect(
        Rect(x: track.x, y: track.y, width: x - track.x, height: track.height),
        radius: track.height / 2, PanelStyle.accent))
    let dragging = model.drag?.field == field
    commands.append(
      .fillCircle(
        center: Point(x: x, y: track.y + track.height / 2),
        radius: PanelStyle.thumbRadius + (dragging ? 1.5 : 0), PanelStyle.text))
  }

  private static func paintValueBox(
    _ box: Rect, field: PanelField, model: PanelModel, values: ConfigValues,
    into commands: inout [DrawCommand]
  ) {
    let isFocused = model.focused == field
    let y = box.y + (box.height - Theme.lineHeight(PanelStyle.labelSize)) / 2
    if isFocused {
      commands.append(.fillRoundedRect(box, radius: 4, PanelStyle.control))
      commands.append(.strokeRect(box, width: 1, PanelStyle.accent))
      if model.selectsAll {
        // The old text selected: typing replaces it.
        let width = Double(model.buffer.count) * PanelStyle.labelSize * Theme.averageCharWidthFactor
        commands.append(
          .fillRect(
            Rect(
              x: box.x + 5, y: box.y + 2, width: min(width + 2, box.width - 10),
              height: box.height - 4),
            PanelStyle.accent.withOpacity(0.45)))
        text(model.buffer, x: box.x + 6, y: y, size: PanelStyle.labelSize, into: &commands)
      } else {
        // Text is drawn leading with a caret after it, as a typed field does.
        text(model.buffer + "|", x: box.x + 6, y: y, size: PanelStyle.labelSize, into: &commands)
      }
    } else {
      text(
        field.display(in: values), x: box.maxX - 2, y: y, size: PanelStyle.labelSize,
        weight: .medium, alignment: .trailing, into: &commands)
    }
  }

  private static func paintChips(_ chips: [PanelLayout.Chip], into commands: inout [DrawCommand]) {
    for chip in chips {
      commands.append(
        .fillRoundedRect(
          chip.rect, radius: 5, chip.isSelected ? PanelStyle.accent : PanelStyle.control))
      text(
        chip.title, x: chip.rect.x + chip.rect.width / 2,
        y: chip.rect.y + (chip.rect.height - Theme.lineHeight(PanelStyle.chipSize)) / 2,
        size: PanelStyle.chipSize, weight: chip.isSelected ? .semibold : .regular,
        color: chip.isSelected ? PanelStyle.onAccent : PanelStyle.text, alignment: .center,
        into: &commands)
    }
  }

  static func label(
    _ title: String, _ rect: Rect, centered: Bool = false, into commands: inout [DrawCommand]
  ) {
    let y =
      centered ? rect.y + (rect.height - Theme.lineHeight(PanelStyle.labelSize)) / 2 : rect.y + 1
    text(
      title, x: rect.x, y: y, size: PanelStyle.labelSize, color: PanelStyle.secondaryText,
      into: &commands)
  }

  static func text(
    _ string: String, x: Double, y: Double, size: Double, weight: FontWeight = .regular,
    color: Color = PanelStyle.text, alignment: TextAlignment = .leading,
    into commands: inout [DrawCommand]
  ) {
    commands.append(
      .text(
        TextRun(
          string, at: Point(x: x, y: y), size: size, weight: weight, color: color,
          alignment: alignment)))
  }
}
