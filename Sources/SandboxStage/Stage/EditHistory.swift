import SandboxFormats

/// The value changes of a session that Ctrl+Z and Ctrl+Shift+Z step through: one entry per user
/// action (a slider drag step, a typed value, a reset, a preset switch), each holding every key
/// it changed with its value before and after, so coupled keys (the header heights, a spring's
/// three keys) come back together.
public struct EditHistory: Sendable {
  /// One key's change.
  public struct Change: Sendable, Hashable {
    public var key: String
    public var before: ParameterValue
    public var after: ParameterValue
  }

  /// How many actions are kept; the oldest are forgotten.
  public static let limit = 500

  /// Whether the next recorded change joins the newest action: the steps of one slider or
  /// handle drag are one action, undone at once.
  public var joinsNext = false
  public private(set) var undoable: [[Change]] = []
  public private(set) var redoable: [[Change]] = []

  public init() {}

  /// The keys that differ between `before` and `after`, in registry order.
  public static func changes(from before: ConfigValues, to after: ConfigValues) -> [Change] {
    ParameterRegistry.keys.compactMap { key in
      guard let old = before[key], let new = after[key], old != new else { return nil }
      return Change(key: key, before: old, after: new)
    }
  }

  /// Remembers one action (nothing when it changed nothing); a new action ends the redo chain.
  public mutating func record(_ changes: [Change]) {
    guard !changes.isEmpty else { return }
    redoable.removeAll()
    if joinsNext, var last = undoable.popLast() {
      for change in changes {
        if let index = last.firstIndex(where: { $0.key == change.key }) {
          last[index].after = change.after
        } else {
          last.append(change)
        }
      }
      // A drag that came back to where it started changed nothing.
      last.removeAll { $0.before == $0.after }
      if !last.isEmpty { undoable.append(last) }
      return
    }
    undoable.append(changes)
    if undoable.count > Self.limit { undoable.removeFirst(undoable.count - Self.limit) }
  }

  /// The action to undo (now redoable), or nil.
  public mutating func undo() -> [Change]? {
    guard let last = undoable.popLast() else { return nil }
    redoable.append(last)
    return last
  }

  /// The action to redo (now undoable again), or nil.
  public mutating func redo() -> [Change]? {
    guard let last = redoable.popLast() else { return nil }
    undoable.append(last)
    return last
  }
}
