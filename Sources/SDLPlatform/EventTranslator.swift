import CSDL2
import SandboxPrimitives

/// Turns `SDL_Event`s into `InputEvent`s in canvas points.
///
/// Only the left mouse button acts as a pointer (a pressed mouse stands in for a finger); other
/// buttons are ignored. Mouse events that SDL synthesises from touches, and finger events it
/// synthesises from the mouse, are dropped so one contact never counts twice.
public struct EventTranslator: Sendable {
  /// The window → canvas mapping used for every coordinate.
  public var mapping: CanvasMapping

  /// `SDL_TOUCH_MOUSEID`, the `which` of mouse events synthesised from touches. The C macro is
  /// `((Uint32)-1)`, which Swift cannot import.
  public static let touchMouseID = UInt32.max
  /// `SDL_MOUSE_TOUCHID`, the `touchId` of finger events synthesised from the mouse.
  public static let mouseTouchID: SDL_TouchID = -1

  /// A translator for a window currently mapped by `mapping`.
  public init(mapping: CanvasMapping) {
    self.mapping = mapping
  }

  /// The input events for one SDL event (usually zero or one).
  public func translate(_ event: SDL_Event) -> [InputEvent] {
    var out: [InputEvent] = []
    translate(event, into: &out)
    return out
  }

  /// Appends the input events for one SDL event to `out`.
  public func translate(_ event: SDL_Event, into out: inout [InputEvent]) {
    var e = event
    switch e.type {
    case SDL_QUIT.rawValue:
      out.append(.quit)
    case SDL_MOUSEWHEEL.rawValue:
      let w = e.wheel
      if w.which == EventTranslator.touchMouseID { return }
      let flip: Double = w.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
      let dx = Double(w.preciseX) * flip
      let dy = Double(w.preciseY) * flip
      let precise = dx != dx.rounded() || dy != dy.rounded()
      let p = mapping.canvasPoint(windowX: Double(w.mouseX), windowY: Double(w.mouseY))
      out.append(.wheel(dx: dx, dy: dy, precise: precise, x: p.x, y: p.y))
    case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
      let b = e.button
      if b.which == EventTranslator.touchMouseID || b.button != UInt8(SDL_BUTTON_LEFT) { return }
      let p = mapping.canvasPoint(windowX: Double(b.x), windowY: Double(b.y))
      out.append(
        e.type == SDL_MOUSEBUTTONDOWN.rawValue
          ? .pointerDown(.mouse, x: p.x, y: p.y) : .pointerUp(.mouse, x: p.x, y: p.y))
    case SDL_MOUSEMOTION.rawValue:
      let m = e.motion
      if m.which == EventTranslator.touchMouseID { return }
      let p = mapping.canvasPoint(windowX: Double(m.x), windowY: Double(m.y))
      let leftMask = UInt32(1) << (UInt32(SDL_BUTTON_LEFT) - 1)
      out.append(
        m.state & leftMask != 0 ? .pointerMove(.mouse, x: p.x, y: p.y) : .hover(x: p.x, y: p.y))
    case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
      let f = e.tfinger
      if f.touchId == EventTranslator.mouseTouchID { return }
      let p = mapping.canvasPoint(normalizedX: Double(f.x), normalizedY: Double(f.y))
      let id = PointerID.finger(f.fingerId)
      switch e.type {
      case SDL_FINGERDOWN.rawValue: out.append(.pointerDown(id, x: p.x, y: p.y))
      case SDL_FINGERMOTION.rawValue: out.append(.pointerMove(id, x: p.x, y: p.y))
      default: out.append(.pointerUp(id, x: p.x, y: p.y))
      }
    case SDL_KEYDOWN.rawValue:
      let k = e.key.keysym
      if let key = KeyMap.key(k.sym) { out.append(.keyDown(key, KeyMap.modifiers(k.mod))) }
    case SDL_TEXTINPUT.rawValue:
      let text = withUnsafeBytes(of: &e.text.text) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if !text.isEmpty { out.append(.text(text)) }
    case SDL_WINDOWEVENT.rawValue:
      let w = e.window
      switch UInt32(w.event) {
      case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue:
        let size = mapping.points(windowWidth: Double(w.data1), windowHeight: Double(w.data2))
        out.append(.resize(width: size.width, height: size.height))
      case SDL_WINDOWEVENT_MINIMIZED.rawValue:
        out.append(.minimized(true))
      case SDL_WINDOWEVENT_RESTORED.rawValue:
        out.append(.minimized(false))
      default:
        break
      }
    default:
      break
    }
  }

  /// Drains SDL's event queue and translates everything in it.
  public func pollEvents() -> [InputEvent] {
    var out: [InputEvent] = []
    var event = SDL_Event()
    while SDL_PollEvent(&event) != 0 {
      translate(event, into: &out)
    }
    return out
  }
}
