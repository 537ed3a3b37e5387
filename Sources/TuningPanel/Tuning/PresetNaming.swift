import SandboxFormats
import SandboxPrimitives

/// The name field the panel opens for "Save as preset" and "Rename": typed text with the old
/// text selected (typing replaces it), Backspace, Ctrl+A, Enter to confirm and Escape to cancel,
/// and the reason a name is refused shown under the field.
public struct PresetNaming: Sendable, Equatable {
  /// What confirming does.
  public enum Purpose: Sendable, Equatable {
    /// Save the current values as a new user preset.
    case save
    /// Rename the user preset with this name.
    case rename(String)
  }

  /// What a key or typed text did.
  public enum Outcome: Sendable, Equatable {
    /// Still typing.
    case editing
    /// Escape: close the field, change nothing.
    case cancelled
    /// Enter with an acceptable name.
    case confirmed(String)
  }

  public var purpose: Purpose
  /// The text in the field.
  public var text: String
  /// Whether the whole text is selected (the next typed text replaces it).
  public var selectedAll: Bool
  /// Why the last Enter was refused, shown at the field; nil when none.
  public var problem: String?

  /// A field for `purpose` starting with `text`, selected.
  public init(purpose: Purpose, text: String) {
    self.purpose = purpose
    self.text = text
    selectedAll = !text.isEmpty
  }

  /// Handles typed text and keys. `builtIn` and `userNames` are the names a new name must not
  /// take (a user name may be taken again only when saving over the preset being edited,
  /// `current`).
  public mutating func handle(
    _ event: InputEvent, builtIn: Set<String>, userNames: Set<String>, current: String?
  ) -> Outcome {
    switch event {
    case .text(let typed):
      let clean = PresetName.sanitized(typed)
      if selectedAll { text = "" }
      selectedAll = false
      text = String((text + clean).prefix(PresetName.maximumLength))
      problem = nil
    case .keyDown(let key, let modifiers):
      switch key {
      case .escape:
        return .cancelled
      case .backspace:
        if selectedAll { text = "" } else if !text.isEmpty { text.removeLast() }
        selectedAll = false
        problem = nil
      case .enter:
        if let refusal = refusal(of: text, builtIn: builtIn, userNames: userNames, current: current)
        {
          problem = refusal
          return .editing
        }
        return .confirmed(text)
      case .a where modifiers.contains(.control):
        selectedAll = !text.isEmpty
      default:
        break
      }
    default:
      break
    }
    return .editing
  }

  /// Why `name` cannot be used for this purpose, or nil.
  func refusal(
    of name: String, builtIn: Set<String>, userNames: Set<String>, current: String?
  ) -> String? {
    if let problem = PresetName.problem(with: name) {
      return "expected \(problem.expected), found \(problem.found)"
    }
    if builtIn.contains(name) { return "\"\(name)\" is a built-in preset: choose another name" }
    switch purpose {
    case .save:
      if userNames.contains(name) && name != current {
        return "\"\(name)\" is taken: rename or delete that preset first"
      }
    case .rename(let old):
      if userNames.contains(name) && name != old { return "\"\(name)\" is taken" }
    }
    return nil
  }
}
