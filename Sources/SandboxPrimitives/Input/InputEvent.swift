/// Which pointer an event belongs to. A pressed left mouse button is treated as a touch.
public enum PointerID: Hashable, Sendable {
  case mouse
  case finger(Int64)
}

/// Keys the sandbox reacts to, named as the help overlay, the README and event scripts name them.
public enum Key: String, Hashable, Sendable, CaseIterable, Codable {
  case digit1 = "1"
  case digit2 = "2"
  case digit3 = "3"
  case digit4 = "4"
  case a = "A"
  case b = "B"
  case c = "C"
  case e = "E"
  case f = "F"
  case h = "H"
  case g = "G"
  case i = "I"
  case l = "L"
  case m = "M"
  case n = "N"
  case o = "O"
  case p = "P"
  case q = "Q"
  case r = "R"
  case s = "S"
  case t = "T"
  case v = "V"
  case z = "Z"
  case period = "."
  case comma = ","
  case leftBracket = "["
  case rightBracket = "]"
  case slash = "/"
  case backquote = "`"
  case up = "Up"
  case down = "Down"
  case left = "Left"
  case right = "Right"
  case pageUp = "PageUp"
  case pageDown = "PageDown"
  case home = "Home"
  case end = "End"
  case space = "Space"
  case tab = "Tab"
  case escape = "Escape"
  case enter = "Return"
  case backspace = "Backspace"
  case f1 = "F1"
  case f2 = "F2"
  case f3 = "F3"
  case f11 = "F11"
  case f12 = "F12"
}

/// Modifier keys held with a key press.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let shift = KeyModifiers(rawValue: 1)
  public static let control = KeyModifiers(rawValue: 2)
  public static let alt = KeyModifiers(rawValue: 4)
}

/// SDL-free input, in logical points of the window's canvas and seconds.
///
/// The platform layer translates SDL events into these; event scripts decode into them; the
/// sandbox core consumes only these.
public enum InputEvent: Hashable, Sendable {
  /// A finger touched, or the left mouse button went down, at (x, y).
  case pointerDown(PointerID, x: Double, y: Double)
  /// A pressed pointer moved to (x, y).
  case pointerMove(PointerID, x: Double, y: Double)
  /// A finger lifted, or the left mouse button went up, at (x, y).
  case pointerUp(PointerID, x: Double, y: Double)
  /// The mouse moved with no button pressed (hover, for the panel).
  case hover(x: Double, y: Double)
  /// A wheel step in wheel lines, SDL's signs: positive `dy` = rolled away from the user (toward
  /// the top of the content). `precise` marks fractional (high-resolution or trackpad) deltas.
  case wheel(dx: Double, dy: Double, precise: Bool, x: Double, y: Double)
  /// A key was pressed.
  case keyDown(Key, KeyModifiers)
  /// Text typed while a text field has focus.
  case text(String)
  /// The drawable canvas changed size, in points.
  case resize(width: Double, height: Double)
  /// The window was minimized (true) or restored (false).
  case minimized(Bool)
  /// The user asked to close the window.
  case quit
}

/// An input event with the simulation time (seconds) it belongs to.
public struct TimedInputEvent: Hashable, Sendable {
  public var time: Double
  public var event: InputEvent

  public init(time: Double, event: InputEvent) {
    self.time = time
    self.event = event
  }
}
