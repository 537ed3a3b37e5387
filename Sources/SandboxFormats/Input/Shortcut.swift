import SandboxPrimitives

/// A key with modifiers, named as the help overlay and event scripts write it: `H`, `1`,
/// `Ctrl+R`, `?`, `Space`, `Shift+Space`, `PageDown`, `F12`.
public struct Shortcut: Hashable, Sendable, CustomStringConvertible {
  /// The key pressed.
  public var key: Key
  /// Modifiers held with it.
  public var modifiers: KeyModifiers

  /// Creates a shortcut.
  public init(key: Key, modifiers: KeyModifiers = []) {
    self.key = key
    self.modifiers = modifiers
  }

  /// Parses a shortcut name; nil when a part is not a known key or modifier. Modifier and key
  /// names are case-insensitive; `?` means Shift+/ (the US layout the overlay documents).
  public init?(parsing name: String) {
    if name == "?" {
      self.init(key: .slash, modifiers: .shift)
      return
    }
    let parts = name.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
    guard let last = parts.last, !last.isEmpty else { return nil }
    var modifiers: KeyModifiers = []
    for part in parts.dropLast() {
      switch part.lowercased() {
      case "ctrl", "control": modifiers.insert(.control)
      case "shift": modifiers.insert(.shift)
      case "alt", "option": modifiers.insert(.alt)
      default: return nil
      }
    }
    if last == "?" {
      self.init(key: .slash, modifiers: modifiers.union(.shift))
      return
    }
    guard let key = Shortcut.key(named: last) else { return nil }
    self.init(key: key, modifiers: modifiers)
  }

  /// The canonical name (`Ctrl+Shift+R`, `?`), which `init(parsing:)` reads back.
  public var description: String {
    if key == .slash && modifiers == .shift { return "?" }
    var parts: [String] = []
    if modifiers.contains(.control) { parts.append("Ctrl") }
    if modifiers.contains(.alt) { parts.append("Alt") }
    if modifiers.contains(.shift) { parts.append("Shift") }
    parts.append(key.rawValue)
    return parts.joined(separator: "+")
  }

  /// The key-down event this shortcut stands for.
  public var inputEvent: InputEvent { .keyDown(key, modifiers) }

  private static func key(named name: String) -> Key? {
    if let exact = Key(rawValue: name) { return exact }
    let lowered = name.lowercased()
    switch lowered {
    case "enter": return .enter
    case "esc": return .escape
    default: return Key.allCases.first { $0.rawValue.lowercased() == lowered }
    }
  }
}
