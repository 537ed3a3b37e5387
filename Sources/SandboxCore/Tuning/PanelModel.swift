import Foundation
import SandboxPrimitives

/// The tuning panel's own state — open sections, scroll position, focused field and its typed
/// text, the spring dialect, an active slider drag — and the input handling that turns pointer,
/// wheel, key and text events into `PanelAction`s.
///
/// Immediate-mode in spirit (Dear ImGui): the values live elsewhere and are passed in every
/// call; the panel keeps only what the values cannot tell. Pure: times are arguments.
public struct PanelModel: Sendable, Equatable {
  /// Section keys whose rows are shown.
  public var openSections: Set<String> = ["header"]
  /// How the edge spring is shown and edited.
  public var dialect: SpringDialect = .registry
  /// How far the panel is scrolled, in points.
  public var scrollY: Double = 0
  /// The field being typed into, if any.
  public private(set) var focused: PanelField?
  /// The typed-entry text of `focused`.
  public private(set) var buffer = ""
  /// The slider being dragged and the pointer dragging it.
  public private(set) var drag: Drag?
  /// The preset shown as selected.
  public var currentPreset: String?
  /// The presets saved by the user (they can be renamed and deleted from the panel).
  public var userPresets: Set<String> = []
  /// The user preset whose Delete chip was clicked once and awaits the confirming click.
  public var pendingDelete: String?
  /// Which phones the panel edits, as its title shows it ("A", "B", "all"); nil for a lone
  /// phone (nothing to choose).
  public var target: String?
  /// The last rejected entry, shown at the bottom of the panel until the next accepted edit.
  public var status: String?
  /// The key most recently edited, which chooses the curve preview.
  public private(set) var lastEditedKey: String?

  private var lastPress: Press?

  /// A slider drag in progress.
  public struct Drag: Sendable, Equatable {
    /// The pointer holding the thumb.
    public var pointer: PointerID
    /// The field being dragged.
    public var field: PanelField
  }

  private struct Press: Sendable, Equatable {
    var time: Double
    var point: Point
    var kind: PanelLayout.Kind
  }

  /// A panel with only the header section open.
  public init() {}

  /// Whether key presses belong to the panel (a field is being typed into).
  public var capturesKeyboard: Bool { focused != nil }

  /// Whether a pointer went down on the panel and is still held there.
  public func holds(_ pointer: PointerID) -> Bool { drag?.pointer == pointer }

  /// Handles one input event at real time `time` (seconds; used only for double-clicks) for a
  /// panel drawn in `frame`; returns what the host should do.
  public mutating func handle(
    _ event: InputEvent, at time: Double, in frame: Rect, values: ConfigValues,
    presets: [String] = []
  ) -> [PanelAction] {
    let layout = PanelLayout(model: self, values: values, presets: presets, frame: frame)
    switch event {
    case .pointerDown(let pointer, let x, let y):
      return pointerDown(pointer, Point(x: x, y: y), at: time, layout: layout, values: values)
    case .pointerMove(let pointer, let x, _):
      guard let drag, drag.pointer == pointer, let item = layout.slider(drag.field) else {
        return []
      }
      return slide(drag.field, item: item, x: x, values: values)
    case .pointerUp(let pointer, _, _):
      if drag?.pointer == pointer { drag = nil }
      return []
    case .wheel(_, let dy, _, _, _):
      scrollY = min(max(scrollY - dy * PanelStyle.wheelStep, 0), layout.maxScroll)
      return []
    case .text(let text):
      guard focused != nil else { return [] }
      buffer = String((buffer + text).prefix(Parameter.maximumTextLength))
      return []
    case .keyDown(let key, _):
      guard focused != nil else { return [] }
      switch key {
      case .enter: return commit(values: values)
      case .escape: unfocus()
      case .backspace: if !buffer.isEmpty { buffer.removeLast() }
      default: break
      }
      return []
    case .hover, .resize, .minimized, .quit:
      return []
    }
  }

  /// Keeps the scroll position inside the content after the frame or the rows changed.
  public mutating func clampScroll(in frame: Rect, values: ConfigValues, presets: [String]) {
    let layout = PanelLayout(model: self, values: values, presets: presets, frame: frame)
    scrollY = min(max(scrollY, 0), layout.maxScroll)
  }

  /// Leaves typed entry without applying it.
  public mutating func unfocus() {
    focused = nil
    buffer = ""
  }

  /// Records that `key` changed (through the panel or a shortcut), for the preview choice.
  public mutating func noteEdited(_ key: String) { lastEditedKey = key }

  // MARK: - Pointer

  private mutating func pointerDown(
    _ pointer: PointerID, _ point: Point, at time: Double, layout: PanelLayout,
    values: ConfigValues
  ) -> [PanelAction] {
    var actions: [PanelAction] = []
    guard let item = layout.item(at: point) else {
      if focused != nil { actions += commit(values: values) }
      return actions
    }
    let isDouble =
      lastPress.map {
        time - $0.time <= PanelStyle.doubleClickInterval && $0.kind == item.kind
          && abs($0.point.x - point.x) <= PanelStyle.doubleClickDistance
          && abs($0.point.y - point.y) <= PanelStyle.doubleClickDistance
      } ?? false
    lastPress = isDouble ? nil : Press(time: time, point: point, kind: item.kind)

    // A press anywhere but the focused field ends typed entry, applying what was typed.
    if let focused, !(item.valueBox?.contains(point) ?? false && field(of: item) == focused) {
      actions += commit(values: values)
    }

    if isDouble, let field = field(of: item) {
      unfocus()
      drag = nil
      status = nil
      for key in field.keys { lastEditedKey = key }
      return actions + field.keys.map { PanelAction.reset(key: $0) }
    }

    switch item.kind {
    case .title:
      if target != nil { actions.append(.cycleTarget) }
    case .conversions, .status:
      break
    case .presets:
      if let chip = item.chips.first(where: { $0.rect.contains(point) }) {
        let current = currentPreset ?? ""
        if chip.value != PanelLayout.deleteChipValue { pendingDelete = nil }
        if chip.value == PanelLayout.saveChipValue {
          actions.append(.savePreset)
        } else if chip.value == PanelLayout.renameChipValue {
          actions.append(.renamePreset(current))
        } else if chip.value == PanelLayout.deleteChipValue {
          // Deleting is the one panel action that loses a file: it takes a second click.
          if pendingDelete == current {
            pendingDelete = nil
            actions.append(.deletePreset(current))
          } else {
            pendingDelete = current
          }
        } else {
          currentPreset = chip.value
          actions.append(.selectPreset(chip.value))
        }
      }
    case .section(let key):
      if openSections.contains(key) { openSections.remove(key) } else { openSections.insert(key) }
    case .dialects:
      if let chip = item.chips.first(where: { $0.rect.contains(point) }),
        let dialect = SpringDialect(rawValue: chip.value)
      {
        self.dialect = dialect
        if case .spring = focused { unfocus() }
      }
    case .slider(let field):
      if let box = item.valueBox, box.contains(point) {
        focus(field, values: values)
      } else if let hit = item.trackHitRect, hit.contains(point) {
        drag = Drag(pointer: pointer, field: field)
        actions += slide(field, item: item, x: point.x, values: values)
      }
    case .toggle(let key):
      if case .bool(let on) = values[key] {
        lastEditedKey = key
        actions.append(.set(key: key, value: .bool(!on)))
      }
    case .choice(let key):
      if let chip = item.chips.first(where: { $0.rect.contains(point) }) {
        lastEditedKey = key
        actions.append(.set(key: key, value: .string(chip.value)))
      }
    case .text(let key):
      if let box = item.valueBox, box.contains(point) { focus(.parameter(key), values: values) }
    }
    return actions
  }

  private func field(of item: PanelLayout.Item) -> PanelField? {
    switch item.kind {
    case .slider(let field): return field
    case .toggle(let key), .choice(let key), .text(let key): return .parameter(key)
    default: return nil
    }
  }

  private mutating func focus(_ field: PanelField, values: ConfigValues) {
    guard focused != field else { return }
    focused = field
    buffer = field.editText(in: values)
  }

  /// The actions for a thumb at canvas x on `item`'s track.
  private mutating func slide(
    _ field: PanelField, item: PanelLayout.Item, x: Double, values: ConfigValues
  ) -> [PanelAction] {
    guard let track = item.track, let (range, step) = field.sliderRange, track.width > 0 else {
      return []
    }
    let fraction = min(max((x - track.x) / track.width, 0), 1)
    let raw = range.lowerBound + fraction * (range.upperBound - range.lowerBound)
    let value = PanelField.quantize(raw, range: range, step: step)
    return assign(field, value, values: values)
  }

  /// The actions that give `field` the number `value` (already in the field's range).
  private mutating func assign(_ field: PanelField, _ value: Double, values: ConfigValues)
    -> [PanelAction]
  {
    status = nil
    switch field {
    case .parameter(let key):
      lastEditedKey = key
      guard values[key] != .number(value) else { return [] }
      return [.set(key: key, value: .number(value))]
    case .spring(let springField):
      lastEditedKey = Param.scroll.bounce.stiffness.name
      guard let current = SpringConversion.spring(values),
        let next = SpringConversion.spring(setting: springField, to: value, from: current)
      else {
        status =
          "\(springField.label): \(PanelField.format(value, step: springField.step)) "
          + "is not a valid spring with the other \(dialect.chipTitle) values"
        return []
      }
      let mass = values[Param.scroll.bounce.mass]
      return SpringConversion.assignments(for: next, keepingMass: mass, dialect: dialect)
        .filter { values[$0.key] != $0.value }
        .map { PanelAction.set(key: $0.key, value: $0.value) }
    }
  }

  /// Applies the typed text to the focused field; a bad entry keeps focus and sets `status`.
  private mutating func commit(values: ConfigValues) -> [PanelAction] {
    guard let field = focused else { return [] }
    let text = buffer.trimmingCharacters(in: .whitespaces)
    switch field {
    case .parameter(let key):
      guard let parameter = ParameterRegistry.parameter(key) else {
        unfocus()
        return []
      }
      guard let value = parameter.value(fromText: text) else {
        status = "\(parameter.label): expected \(parameter.expectedPhrase), found \"\(text)\""
        return []
      }
      if let expected = parameter.violation(of: value) {
        status = "\(parameter.label): expected \(expected), found \(text)"
        return []
      }
      unfocus()
      status = nil
      lastEditedKey = key
      return values[key] == value ? [] : [.set(key: key, value: value)]
    case .spring(let springField):
      let range = springField.range
      guard let number = Double(text), number.isFinite, range.contains(number) else {
        status =
          "\(springField.label): expected a number in "
          + "\(PanelField.format(range.lowerBound, step: springField.step))…"
          + "\(PanelField.format(range.upperBound, step: springField.step)), found \"\(text)\""
        return []
      }
      unfocus()
      return assign(field, number, values: values)
    }
  }
}
