import Foundation
import MotionPhysics
import PhoneSimulation
import SandboxFormats
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
  /// Whether the whole buffer is selected (as it is when typed entry starts, and after Ctrl+A):
  /// typing replaces it, Backspace clears it.
  public private(set) var selectsAll = false
  /// The preset's values, against which rows and the preset chip show "modified".
  public var baseValues: ConfigValues?
  /// The field `status` is about; the message is shown under it. Nil: at the bottom.
  public private(set) var statusField: PanelField?
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
  /// The "Fit to reference" row the stage shows under the presets; nil: no row (headless).
  public var referenceFit: ReferenceFitRow?

  private var lastPress: Press?

  /// A slider drag in progress.
  public struct Drag: Sendable, Equatable {
    /// The pointer holding the thumb.
    public var pointer: PointerID
    /// The field being dragged.
    public var field: PanelField
    /// For a curve editor: which handle (0 = (x1, y1), 1 = (x2, y2)); nil for a slider.
    public var handle: Int? = nil
    /// The thumb's track fraction and the pointer x it was last moved from (fine drags move
    /// the thumb by a tenth of the pointer's travel).
    public var fraction = 0.0
    public var lastX = 0.0
  }

  /// How much of the pointer's travel a Shift-held (fine) slider drag applies.
  public static let fineDragFactor = 0.1

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
    presets: [String] = [], modifiers: KeyModifiers = []
  ) -> [PanelAction] {
    let layout = PanelLayout(model: self, values: values, presets: presets, frame: frame)
    switch event {
    case .pointerDown(let pointer, let x, let y):
      return pointerDown(pointer, Point(x: x, y: y), at: time, layout: layout, values: values)
    case .pointerMove(let pointer, let x, let y):
      guard let drag, drag.pointer == pointer else { return [] }
      if let handle = drag.handle, case .parameter(let key) = drag.field,
        let plot = layout.items.first(where: { $0.kind == .curveEditor(key) })?.track
      {
        return moveHandle(handle, of: key, to: Point(x: x, y: y), in: plot, values: values)
      }
      guard let item = layout.slider(drag.field) else { return [] }
      return slide(
        drag.field, item: item, x: x, fine: modifiers.contains(.shift), values: values)
    case .pointerUp(let pointer, _, _):
      if drag?.pointer == pointer { drag = nil }
      return []
    case .wheel(_, let dy, _, _, _):
      scrollY = min(max(scrollY - dy * PanelStyle.wheelStep, 0), layout.maxScroll)
      return []
    case .text(let text):
      guard focused != nil else { return [] }
      if selectsAll { buffer = "" }
      selectsAll = false
      buffer = String((buffer + text).prefix(Parameter.maximumTextLength))
      return []
    case .keyDown(let key, let held):
      guard focused != nil else { return [] }
      switch key {
      case .enter: return commit(values: values)
      case .escape: unfocus()
      case .backspace:
        if selectsAll { buffer = "" } else if !buffer.isEmpty { buffer.removeLast() }
        selectsAll = false
      case .a where held.contains(.control): selectsAll = !buffer.isEmpty
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
    selectsAll = false
  }

  /// Shows `message` under `field` (or at the bottom when nil) until the next accepted edit.
  public mutating func report(_ message: String, at field: PanelField?) {
    status = message
    statusField = field
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
    case .conversions, .status, .springGraph, .inactiveReason:
      break
    case .referenceFit:
      if let chip = item.chips.first(where: { $0.rect.contains(point) }) {
        switch chip.value {
        case PanelLayout.cancelFitChipValue: actions.append(.cancelReferenceFit)
        case PanelLayout.applyFitChipValue: actions.append(.applyFitAnyway)
        default: actions.append(.fitReference)
        }
      }
    case .curveEditor(let key):
      guard let plot = item.track, let handle = nearestHandle(of: key, to: point, in: plot, values)
      else { break }
      lastEditedKey = key
      drag = Drag(pointer: pointer, field: .parameter(key), handle: handle)
      actions += moveHandle(handle, of: key, to: point, in: plot, values: values)
    case .copyOut(let source):
      if let chip = item.chips.first(where: { $0.rect.contains(point) }),
        let format = TimingExport.Format(rawValue: chip.value),
        let text = PanelModel.copyText(format, source, values: values)
      {
        actions.append(.copy(text))
      }
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
      if case .spring(let springField, _) = field, field.number(in: values) == nil {
        // Pop cannot express every spring: say so, and leave the spring alone.
        report(
          "\(springField.label): this spring has no \(dialect.chipTitle) equivalent; "
            + "type a value to replace it", at: field)
        if let box = item.valueBox, box.contains(point) { focus(field, values: values) }
      } else if let box = item.valueBox, box.contains(point) {
        focus(field, values: values)
      } else if let hit = item.trackHitRect, hit.contains(point) {
        drag = Drag(pointer: pointer, field: field, lastX: point.x)
        actions += slide(field, item: item, x: point.x, fine: false, values: values)
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
    PanelLayout.field(of: item.kind)
  }

  private mutating func focus(_ field: PanelField, values: ConfigValues) {
    guard focused != field else { return }
    focused = field
    buffer = field.editText(in: values)
    // The old text is selected, so typing replaces it (356 then "4" gives 4, not 3564).
    selectsAll = !buffer.isEmpty
  }

  /// The actions for a thumb dragged to canvas x on `item`'s track: under the pointer, or with
  /// `fine` (Shift held) moved by a tenth of the pointer's travel since the last move.
  private mutating func slide(
    _ field: PanelField, item: PanelLayout.Item, x: Double, fine: Bool, values: ConfigValues
  ) -> [PanelAction] {
    guard let track = item.track, let (range, step) = field.sliderRange, track.width > 0 else {
      return []
    }
    var fraction = min(max((x - track.x) / track.width, 0), 1)
    if var drag {
      if fine {
        fraction = min(
          max(drag.fraction + (x - drag.lastX) / track.width * Self.fineDragFactor, 0), 1)
      }
      drag.fraction = fraction
      drag.lastX = x
      self.drag = drag
    }
    let scale = field.sliderScale
    let value = scale.rounded(scale.value(at: fraction, in: range), range: range, step: step)
    return assign(field, value, values: values)
  }

  /// The actions that give `field` the number `value` (already in the field's range).
  private mutating func assign(_ field: PanelField, _ value: Double, values: ConfigValues)
    -> [PanelAction]
  {
    status = nil
    statusField = nil
    switch field {
    case .parameter(let key):
      lastEditedKey = key
      guard values[key] != .number(value) else { return [] }
      return [.set(key: key, value: .number(value))]
    case .spring(let springField, let keys):
      lastEditedKey = keys.stiffness.name
      guard let current = SpringConversion.spring(values, keys),
        let next = SpringConversion.spring(setting: springField, to: value, from: current)
      else {
        report(
          "\(springField.label): \(PanelField.format(value, step: springField.step)) "
            + "is not a valid spring with the other \(dialect.chipTitle) values", at: field)
        return []
      }
      let mass = values[keys.mass]
      return SpringConversion.assignments(
        for: next, keepingMass: mass, dialect: dialect, keys: keys
      )
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
        report(
          "\(parameter.label): expected \(parameter.expectedPhrase), found \"\(text)\"", at: field)
        return []
      }
      if let expected = parameter.violation(of: value) {
        report("\(parameter.label): expected \(expected), found \(text)", at: field)
        return []
      }
      unfocus()
      status = nil
      statusField = nil
      lastEditedKey = key
      return values[key] == value ? [] : [.set(key: key, value: value)]
    case .spring(let springField, _):
      let range = springField.range
      guard let number = Double(text), number.isFinite, range.contains(number) else {
        report(
          "\(springField.label): expected a number in "
            + "\(PanelField.format(range.lowerBound, step: springField.step))…"
            + "\(PanelField.format(range.upperBound, step: springField.step)), found \"\(text)\"",
          at: field)
        return []
      }
      unfocus()
      return assign(field, number, values: values)
    }
  }

  // MARK: - Curves

  /// The handle of `key`'s curve within reach of `point` (the nearer of the two), if any.
  private func nearestHandle(of key: String, to point: Point, in plot: Rect, _ values: ConfigValues)
    -> Int?
  {
    guard case .numbers(let p)? = values[key], p.count == 4 else { return nil }
    let distances = [0, 1].map { index -> Double in
      let h = PanelLayout.curvePoint(x: p[2 * index], y: p[2 * index + 1], in: plot)
      return ((h.x - point.x) * (h.x - point.x) + (h.y - point.y) * (h.y - point.y)).squareRoot()
    }
    let best = distances[0] <= distances[1] ? 0 : 1
    return distances[best] <= PanelStyle.handleReach ? best : nil
  }

  /// The action that puts handle `handle` of `key`'s curve under `point` (two decimals, x kept
  /// in 0…1 so the curve stays a function of time).
  private mutating func moveHandle(
    _ handle: Int, of key: String, to point: Point, in plot: Rect, values: ConfigValues
  ) -> [PanelAction] {
    guard case .numbers(var p)? = values[key], p.count == 4 else { return [] }
    let (x, y) = PanelLayout.curveCoordinates(of: point, in: plot)
    p[2 * handle] = (x * 100).rounded() / 100
    p[2 * handle + 1] = (y * 100).rounded() / 100
    status = nil
    lastEditedKey = key
    let value = ParameterValue.numbers(p)
    return values[key] == value ? [] : [.set(key: key, value: value)]
  }

  /// The code a copy-out chip puts on the clipboard, from the current values.
  static func copyText(
    _ format: TimingExport.Format, _ source: PanelLayout.CopySource, values: ConfigValues
  ) -> String? {
    switch source {
    case .curve(let key):
      guard let value = values[key], let curve = CubicBezier(parameterValue: value) else {
        return nil
      }
      return TimingExport.text(format, curve: curve)
    case .spring(let keys):
      return SpringConversion.spring(values, keys).flatMap { TimingExport.text(format, spring: $0) }
    }
  }
}
