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
    /// The spring dialect selector.
    case dialects
    /// Read-only lines showing the spring in every dialect.
    case conversions([String])
    /// The status lines (a rejected entry), wrapped to the panel width.
    case status([String])
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

    /// The slider's hit area: the track grown to a comfortable height.
    public var trackHitRect: Rect? {
      track.map { Rect(x: $0.x - 4, y: $0.y - 9, width: $0.width + 8, height: $0.height + 18) }
    }
  }

  /// Distance between wrapped status lines, points.
  static let statusLinePitch = 15.0

  /// The value of the "Save as preset" chip in `.presets`.
  public static let saveChipValue = "\u{0}save"

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
      var titles = presets.map { ($0, $0, $0 == model.currentPreset) }
      titles.append(("Save as preset", PanelLayout.saveChipValue, false))
      let (chips, height) = PanelLayout.flow(titles, left: left, top: y + 16, width: width)
      items.append(
        Item(
          kind: .presets, rect: Rect(x: left, y: y, width: width, height: 16 + height), chips: chips
        ))
      y += 16 + height + 8
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
      var dialectShown = false
      for parameter in parameters {
        if SpringDialect.springKeys.contains(parameter.key) {
          if !dialectShown {
            dialectShown = true
            PanelLayout.appendSpringRows(
              model: model, values: values, left: left, width: width, y: &y, into: &items)
          }
          if model.dialect != .registry { continue }
        }
        PanelLayout.appendRow(
          parameter, values: values, left: left, width: width, y: &y, into: &items)
      }
      y += 4
    }
    if let status = model.status {
      let perLine = Int(width / (PanelStyle.chipSize * Theme.averageCharWidthFactor))
      let lines = TextWrap.lines(status, maxCharacters: max(1, perLine), maxLines: 4)
      let height = Double(lines.count) * PanelLayout.statusLinePitch
      items.append(
        Item(kind: .status(lines), rect: Rect(x: left, y: y, width: width, height: height)))
      y += height + 4
    }
    contentHeight = y - top + 8
    self.items = items
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
    case .text, .color:
      let rect = Rect(x: left, y: y, width: width, height: PanelStyle.lineRowHeight)
      let box = Rect(
        x: rect.maxX - PanelStyle.valueWidth, y: y + 4, width: PanelStyle.valueWidth, height: 20)
      items.append(Item(kind: .text(parameter.key), rect: rect, valueBox: box))
      y += rect.height
    }
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
    model: PanelModel, values: ConfigValues, left: Double, width: Double, y: inout Double,
    into items: inout [Item]
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
    let lines = conversionLines(values)
    items.append(
      Item(
        kind: .conversions(lines),
        rect: Rect(x: left, y: y, width: width, height: Double(lines.count) * 15)))
    y += Double(lines.count) * 15 + 6
    for field in model.dialect.fields {
      items.append(sliderItem(.spring(field), left: left, width: width, y: y))
      y += PanelStyle.sliderRowHeight
    }
  }

  /// The edge spring in every dialect, as the panel shows it under the selector.
  public static func conversionLines(_ values: ConfigValues) -> [String] {
    guard let spring = SpringConversion.spring(values) else { return ["invalid spring"] }
    func v(_ field: SpringField) -> String {
      guard let value = SpringConversion.value(field, of: spring) else { return "—" }
      return PanelField.format(value, step: field.step)
    }
    return [
      "k \(v(.stiffness))  c \(v(.damping))  m \(v(.mass))  ζ "
        + PanelField.format(spring.dampingRatio, step: 0.01),
      "response \(v(.response)) s  duration \(v(.duration)) s  bounce \(v(.bounce))",
      "tension \(v(.tension))  friction \(v(.friction))  pop \(v(.bounciness)) / \(v(.speed))",
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
