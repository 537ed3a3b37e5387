import PhoneDrawing
import PhoneSimulation
import SandboxFormats
import SandboxPrimitives

/// Where every row, slider, chip and field of the panel sits, in canvas points.
///
/// The one layout function both the painter and the hit-testing read, so what is drawn and what
/// a click hits can never disagree. Rows come from `ParameterRegistry.all` grouped by section;
/// nothing here lists keys of its own except the spring keys a dialect replaces.
public struct PanelLayout: Sendable {
  /// One clickable chip: a segmented choice, a preset, a dialect or a button.
  public struct Chip: Sendable, Hashable {
    /// Text on the chip.
    public var title: String
    /// What choosing it means (the choice name, preset name or dialect raw value).
    public var value: String
    /// Whether it is the current one.
    public var isSelected: Bool
    /// Where it is.
    public var rect: Rect
  }

  /// What a laid-out item is.
  public enum Kind: Sendable, Hashable {
    /// The panel title line.
    case title
    /// The preset chips (and the "Save as preset" chip, value `PanelLayout.saveChipValue`).
    case presets
    /// A collapsible section header; the payload is the section key.
    case section(String)
    /// A number-like row with a slider and a value box.
    case slider(PanelField)
    /// An on/off row.
    case toggle(String)
    /// A row of segmented choices.
    case choice(String)
    /// A free-text row.
    case text(String)
    /// The spring dialect selector (one choice for every spring).
    case dialects
    /// The Bézier editor of a curve parameter: the unit square in `Item.track`, two handles.
    case curveEditor(String)
    /// A spring's step response with axes and its settling time.
    case springGraph(Param.SpringKeys)
    /// Copy-out chips (`TimingExport.Format` raw values) for a curve or a spring.
    case copyOut(CopySource)
    /// Read-only lines showing the spring in every dialect.
    case conversions([String])
    /// The status lines (a rejected entry), wrapped to the panel width.
    case status([String])
    /// Why the dimmed rows below it have no effect ("no effect under composeM3"), once for a run
    /// of rows with the same reason (`ParameterRelevance`).
    case inactiveReason(String)
    /// "Fit to reference" (`PanelModel.referenceFit`): its button or its progress bar and
    /// Cancel chip (the bar in `Item.track`), and its text wrapped to the panel's width.
    case referenceFit([String])
  }

  /// What a copy-out row writes as code.
  public enum CopySource: Sendable, Hashable {
    /// The Bézier of this curve parameter.
    case curve(String)
    /// The spring of these keys.
    case spring(Param.SpringKeys)
  }

  /// One laid-out row.
  public struct Item: Sendable, Hashable {
    /// What the row is.
    public var kind: Kind
    /// The whole row.
    public var rect: Rect
    /// Slider track (hit area is `trackHitRect`).
    public var track: Rect?
    /// The value box (click: typed entry).
    public var valueBox: Rect?
    /// Toggle switch.
    public var toggle: Rect?
    /// Chips, in order.
    public var chips: [Chip] = []
    /// Whether the row has no effect under the current values (`ParameterRelevance`).
    public var isDimmed = false

    /// Moves the row and everything in it down by `dy` points.
    mutating func move(by dy: Double) {
      func shifted(_ r: Rect) -> Rect {
        Rect(x: r.x, y: r.y + dy, width: r.width, height: r.height)
      }
      rect = shifted(rect)
      track = track.map(shifted)
      valueBox = valueBox.map(shifted)
      toggle = toggle.map(shifted)
      for index in chips.indices { chips[index].rect = shifted(chips[index].rect) }
    }

    /// The slider's hit area: the track grown to a comfortable height.
    public var trackHitRect: Rect? {
      track.map { Rect(x: $0.x - 4, y: $0.y - 9, width: $0.width + 8, height: $0.height + 18) }
    }
  }

  /// Distance between wrapped status lines, points.
  static let statusLinePitch = 15.0
  /// Height of an inactive-reason line above the dimmed rows it explains, points.
  static let reasonRowHeight = 16.0

  /// The value of the "Save as preset" chip in `.presets`.
  public static let saveChipValue = "\u{0}save"
  /// The value of the "Rename" chip, shown while a user preset is current.
  public static let renameChipValue = "\u{0}rename"
  /// The value of the "Delete" chip, shown while a user preset is current.
  public static let deleteChipValue = "\u{0}delete"

  /// Rows in drawing order, already moved by the model's scroll position.
  public var items: [Item]
  /// Height of everything, unscrolled, in points (for the scroll limit).
  public var contentHeight: Double
  /// The panel frame.
  public var frame: Rect

  /// Lays out the panel for `model` and `values` inside `frame`.
  public init(model: PanelModel, values: ConfigValues, presets: [String], frame: Rect) {
    self.frame = frame
    var items: [Item] = []
    let p = PanelStyle.padding
    let left = frame.x + p
    let width = max(40, frame.width - 2 * p)
    let top = frame.y + 8 - model.scrollY
    var y = top

    items.append(Item(kind: .title, rect: Rect(x: left, y: y, width: width, height: 24)))
    y += 26

    if !presets.isEmpty {
      // The active preset's chip says so when the values have left it.
      let modified =
        model.baseValues.map { base in
          ParameterRegistry.keys.contains { key in
            !key.hasPrefix("view.") && base[key] != values[key]
          }
        } ?? false
      var titles = presets.map { name in
        let active = name == model.currentPreset
        return (active && modified ? name + " · modified" : name, name, active)
      }
      titles.append(("Save as preset", PanelLayout.saveChipValue, false))
      if let current = model.currentPreset, model.userPresets.contains(current) {
        titles.append(("Rename", PanelLayout.renameChipValue, false))
        let confirming = model.pendingDelete == current
        titles.append(
          (
            confirming ? "Delete \(current)? Click again" : "Delete", PanelLayout.deleteChipValue,
            confirming
          ))
      }
      let (chips, height) = PanelLayout.flow(titles, left: left, top: y + 16, width: width)
      items.append(
        Item(
          kind: .presets, rect: Rect(x: left, y: y, width: width, height: 16 + height), chips: chips
        ))
      y += 16 + height + 8
    }
    if let fit = model.referenceFit {
      PanelLayout.appendReferenceFit(fit, left: left, width: width, y: &y, into: &items)
    }

    for section in ParameterRegistry.sections {
      let parameters = ParameterRegistry.all.filter { $0.section == section.key }
      if parameters.isEmpty { continue }
      let open = model.openSections.contains(section.key)
      items.append(
        Item(
          kind: .section(section.key),
          rect: Rect(x: frame.x, y: y, width: frame.width, height: PanelStyle.sectionHeight)))
      y += PanelStyle.sectionHeight + 4
      guard open else { continue }
      var shownReason: String?
      for parameter in parameters {
        let reason = ParameterRelevance.inactiveReason(parameter.key, in: values)
        if let reason, reason != shownReason {
          items.append(
            Item(
              kind: .inactiveReason(reason),
              rect: Rect(x: left, y: y, width: width, height: PanelLayout.reasonRowHeight)))
          y += PanelLayout.reasonRowHeight
        }
        shownReason = reason
        let first = items.count
        let spring = SpringDialect.spring(containing: parameter.key)
        if let spring, parameter.key == spring.names.first {
          PanelLayout.appendSpringRows(
            spring, model: model, values: values, left: left, width: width, y: &y, into: &items)
        }
        if spring == nil || model.dialect == .registry {
          PanelLayout.appendRow(
            parameter, values: values, left: left, width: width, y: &y, into: &items)
        }
        if let spring, spring == Param.header.shiftSpring, parameter.key == spring.names.last {
          PanelLayout.appendSpringGraph(
            spring, left: left, width: width, y: &y, into: &items)
        }
        if reason != nil {
          for index in first..<items.count { items[index].isDimmed = true }
        }
      }
      y += 4
    }
    if let status = model.status {
      let perLine = Int(width / (PanelStyle.chipSize * Theme.averageCharWidthFactor))
      let lines = TextWrap.lines(status, maxCharacters: max(1, perLine), maxLines: 4)
      let height = Double(lines.count) * PanelLayout.statusLinePitch
      // At the field it is about, pushing the rows below it down; else at the bottom.
      if let field = model.statusField,
        let index = items.firstIndex(where: { PanelLayout.field(of: $0.kind) == field })
      {
        let top = items[index].rect.maxY + 2
        for later in items.indices where later > index { items[later].move(by: height + 4) }
        items.insert(
          Item(kind: .status(lines), rect: Rect(x: left, y: top, width: width, height: height)),
          at: index + 1)
      } else {
        items.append(
          Item(kind: .status(lines), rect: Rect(x: left, y: y, width: width, height: height)))
      }
      y += height + 4
    }
    contentHeight = y - top + 8
    self.items = items
  }

  /// The field a row edits, if any.
  public static func field(of kind: Kind) -> PanelField? {
    switch kind {
    case .slider(let field): return field
    case .toggle(let key), .choice(let key), .text(let key), .curveEditor(let key):
      return .parameter(key)
    default: return nil
    }
  }

  /// The largest useful scroll position.
  public var maxScroll: Double { max(0, contentHeight - frame.height) }

  private static func appendRow(
    _ parameter: Parameter, values: ConfigValues, left: Double, width: Double, y: inout Double,
    into items: inout [Item]
  ) {
    switch parameter.kind {
    case .number, .integer:
      items.append(sliderItem(.parameter(parameter.key), left: left, width: width, y: y))
      y += PanelStyle.sliderRowHeight
    case .bool:
      let rect = Rect(x: left, y: y, width: width, height: PanelStyle.lineRowHeight)
      let size = PanelStyle.toggleSize
      let toggle = Rect(
        x: rect.maxX - size.width, y: y + (rect.height - size.height) / 2, width: size.width,
        height: size.height)
      items.append(Item(kind: .toggle(parameter.key), rect: rect, toggle: toggle))
      y += rect.height
    case .choice(let choices):
      let (chips, height) = flow(
        choices.map { ($0, $0, values[parameter.key] == .string($0)) }, left: left, top: y + 18,
        width: width)
      items.append(
        Item(
          kind: .choice(parameter.key),
          rect: Rect(x: left, y: y, width: width, height: 18 + height),
          chips: chips))
      y += 18 + height + 6
    case .text, .flags, .color, .optionalColor:
      let rect = Rect(x: left, y: y, width: width, height: PanelStyle.lineRowHeight)
      let box = Rect(
        x: rect.maxX - PanelStyle.valueWidth, y: y + 4, width: PanelStyle.valueWidth, height: 20)
      items.append(Item(kind: .text(parameter.key), rect: rect, valueBox: box))
      y += rect.height
    case .bezier:
      // The label and value on top, then a square-ish plot: x 0…1 across, y −0.25…1.25 up.
      let height = 18 + (width * PanelLayout.curveAspect).rounded()
      let plot = Rect(
        x: left + PanelLayout.curveInset, y: y + 18 + PanelLayout.curveInset,
        width: width - 2 * PanelLayout.curveInset, height: height - 18 - 2 * PanelLayout.curveInset)
      items.append(
        Item(
          kind: .curveEditor(parameter.key),
          rect: Rect(x: left, y: y, width: width, height: height),
          track: plot))
      y += height + 4
      appendCopyRow(.curve(parameter.key), left: left, width: width, y: &y, into: &items)
    }
  }

  /// Height of the curve editor's plot per point of width.
  static let curveAspect = 0.8
  /// Inset of the plot inside the editor (room for the axis numbers), points.
  static let curveInset = 14.0
  /// The curve editor's y range: room for overshooting handles below 0 and above 1.
  public static let curveValueRange: ClosedRange<Double> = -0.25...1.25

  /// The point of the editor's plot for curve coordinates (x, y).
  public static func curvePoint(x: Double, y: Double, in plot: Rect) -> Point {
    let span = curveValueRange.upperBound - curveValueRange.lowerBound
    return Point(
      x: plot.x + x * plot.width,
      y: plot.maxY - (y - curveValueRange.lowerBound) / span * plot.height)
  }

  /// The curve coordinates of `point` in the editor's plot (x clamped to 0…1, y to the range).
  public static func curveCoordinates(of point: Point, in plot: Rect) -> (x: Double, y: Double) {
    let span = curveValueRange.upperBound - curveValueRange.lowerBound
    let x = plot.width > 0 ? (point.x - plot.x) / plot.width : 0
    let y =
      plot.height > 0 ? curveValueRange.lowerBound + (plot.maxY - point.y) / plot.height * span : 0
    return (
      min(max(x, 0), 1),
      min(max(y, curveValueRange.lowerBound), curveValueRange.upperBound)
    )
  }

  /// Height of the spring graph, points.
  static let springGraphHeight = 120.0

  private static func appendSpringGraph(
    _ keys: Param.SpringKeys, left: Double, width: Double, y: inout Double,
    into items: inout [Item]
  ) {
    let rect = Rect(x: left, y: y, width: width, height: springGraphHeight)
    // Axes on the left and bottom, a caption line on top.
    let plot = Rect(x: left + 30, y: y + 18, width: width - 36, height: springGraphHeight - 36)
    items.append(Item(kind: .springGraph(keys), rect: rect, track: plot))
    y += springGraphHeight + 4
    appendCopyRow(.spring(keys), left: left, width: width, y: &y, into: &items)
  }

  private static func appendCopyRow(
    _ source: CopySource, left: Double, width: Double, y: inout Double, into items: inout [Item]
  ) {
    let formats = TimingExport.Format.allCases.filter {
      if case .spring = source { return $0 != .css }
      return true
    }
    let (chips, height) = flow(
      formats.map { ($0.title, $0.rawValue, false) }, left: left + 44, top: y, width: width - 44)
    items.append(
      Item(
        kind: .copyOut(source), rect: Rect(x: left, y: y, width: width, height: height),
        chips: chips))
    y += height + 8
  }

  private static func sliderItem(_ field: PanelField, left: Double, width: Double, y: Double)
    -> Item
  {
    let rect = Rect(x: left, y: y, width: width, height: PanelStyle.sliderRowHeight)
    let box = Rect(
      x: rect.maxX - PanelStyle.valueWidth, y: y + 1, width: PanelStyle.valueWidth, height: 18)
    let inset = PanelStyle.thumbRadius
    let track = Rect(
      x: left + inset, y: y + 26, width: width - 2 * inset, height: PanelStyle.trackHeight)
    return Item(kind: .slider(field), rect: rect, track: track, valueBox: box)
  }

  private static func appendSpringRows(
    _ keys: Param.SpringKeys, model: PanelModel, values: ConfigValues, left: Double,
    width: Double, y: inout Double, into items: inout [Item]
  ) {
    let titles = SpringDialect.allCases.map {
      ($0.chipTitle, $0.rawValue, $0 == model.dialect)
    }
    let (chips, height) = flow(titles, left: left, top: y + 18, width: width)
    items.append(
      Item(
        kind: .dialects, rect: Rect(x: left, y: y, width: width, height: 18 + height),
        chips: chips))
    y += 18 + height + 4
    let lines = conversionLines(values, keys)
    items.append(
      Item(
        kind: .conversions(lines),
        rect: Rect(x: left, y: y, width: width, height: Double(lines.count) * 15)))
    y += Double(lines.count) * 15 + 6
    for field in model.dialect.fields {
      items.append(sliderItem(.spring(field, of: keys), left: left, width: width, y: y))
      y += PanelStyle.sliderRowHeight
    }
  }

  /// The spring of `keys` (the edge spring unless said) in every dialect, as the panel shows it
  /// under the selector.
  public static func conversionLines(
    _ values: ConfigValues, _ keys: Param.SpringKeys = Param.scroll.bounce
  ) -> [String] {
    guard let spring = SpringConversion.spring(values, keys) else { return ["invalid spring"] }
    func v(_ field: SpringField) -> String {
      guard let value = SpringConversion.value(field, of: spring) else { return "none" }
      return PanelField.format(value, step: field.step)
    }
    return [
      "k \(v(.stiffness))  c \(v(.damping))  m \(v(.mass))  ζ "
        + PanelField.format(spring.dampingRatio, step: 0.01),
      "response \(v(.response)) s  duration \(v(.duration)) s  bounce \(v(.bounce))",
      "tension \(v(.tension))  friction \(v(.friction))  "
        + (SpringConversion.value(.bounciness, of: spring) == nil
          ? "pop: no equivalent" : "pop \(v(.bounciness)) / \(v(.speed))"),
    ]
  }

  /// Lays chips left to right, wrapping; returns them and the height they take.
  static func flow(
    _ titles: [(title: String, value: String, selected: Bool)], left: Double, top: Double,
    width: Double
  ) -> ([Chip], Double) {
    var chips: [Chip] = []
    var x = left
    var y = top
    for entry in titles {
      let w = min(width, PanelStyle.chipWidth(entry.title))
      if x > left && x + w > left + width {
        x = left
        y += PanelStyle.chipHeight + PanelStyle.chipGap
      }
      chips.append(
        Chip(
          title: entry.title, value: entry.value, isSelected: entry.selected,
          rect: Rect(x: x, y: y, width: w, height: PanelStyle.chipHeight)))
      x += w + PanelStyle.chipGap
    }
    let height = chips.isEmpty ? 0 : y - top + PanelStyle.chipHeight
    return (chips, height)
  }

  /// The item under `point` (only inside the frame), last drawn first.
  public func item(at point: Point) -> Item? {
    guard frame.contains(point) else { return nil }
    return items.last { $0.rect.contains(point) || ($0.trackHitRect?.contains(point) ?? false) }
  }

  /// The slider item for `field`, if laid out.
  public func slider(_ field: PanelField) -> Item? {
    items.first { $0.kind == .slider(field) }
  }
}
