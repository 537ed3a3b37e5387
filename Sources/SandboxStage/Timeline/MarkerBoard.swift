import SandboxFormats
import SandboxPrimitives

/// The review's markers in the window: notes at a time (phone A's seconds, the replay's script
/// seconds) for one phone or for all of them, as a session file keeps them, and the note being
/// typed.
///
/// M adds a marker and opens its note field; typed text goes into the field, Backspace takes
/// the last character back, Enter keeps the note and Escape drops what was typed: a marker M
/// just added is removed again (nothing happened), an edited one keeps its old note. A marker
/// kept with an empty note is a bookmark.
public struct MarkerBoard: Sendable, Equatable {
  /// The note field while a note is typed.
  public struct Field: Sendable, Equatable {
    /// The marker the note belongs to (an index into `list`).
    public var index: Int
    /// The note so far.
    public var text: String
    /// The note before editing; nil for a marker just added (Escape removes it).
    public var original: String?
  }

  /// What a key or typed text did to the field.
  public enum Outcome: Sendable, Equatable {
    case editing, kept, dropped
  }

  /// The longest note, in characters (a caption line under a phone holds about this much).
  public static let maximumLength = 200

  /// The markers in the order they were written or added (a saved session keeps the order).
  public internal(set) var list: [ReviewSession.Marker]
  /// The note field, nil when no note is typed.
  public internal(set) var field: Field?
  /// Pointers that went down on the panel's marker list (their moves and lifts are its too).
  var pointers: Set<PointerID> = []
  /// Whether M opened the panel for the field (it closes again with the field).
  var openedPanel = false

  /// A board holding `list`.
  public init(_ list: [ReviewSession.Marker] = []) {
    self.list = list
  }

  /// Adds a marker at `time` for `phone` (nil: all) and opens its note field.
  mutating func add(at time: Double, phone: Int?) {
    list.append(ReviewSession.Marker(t: time, phone: phone, text: ""))
    field = Field(index: list.count - 1, text: "", original: nil)
  }

  /// Opens the note field of marker `index` with its note.
  mutating func edit(_ index: Int) {
    field = Field(index: index, text: list[index].text, original: list[index].text)
  }

  /// Removes marker `index` (closing its field).
  mutating func delete(_ index: Int) {
    list.remove(at: index)
    field = nil
  }

  /// Hands typed text or a key to the field. Every key is the field's while it is open, so no
  /// shortcut fires while a note is typed.
  mutating func type(_ event: InputEvent) -> Outcome {
    guard var open = field else { return .editing }
    switch event {
    case .text(let typed):
      // A note is one line (the session format says so); tabs and line breaks become spaces.
      let line = String(typed.map { $0.isNewline || $0 == "\t" ? " " : $0 })
      open.text = String((open.text + line).prefix(Self.maximumLength))
      field = open
    case .keyDown(.backspace, _):
      if !open.text.isEmpty { open.text.removeLast() }
      field = open
    case .keyDown(.enter, _):
      list[open.index].text = open.text
      field = nil
      return .kept
    case .keyDown(.escape, _):
      if let original = open.original {
        list[open.index].text = original
      } else {
        list.remove(at: open.index)
      }
      field = nil
      return .dropped
    default:
      break
    }
    return .editing
  }

  /// Keeps what was typed so far (a click away from the field).
  mutating func keepTyped() {
    guard let open = field else { return }
    list[open.index].text = open.text
    field = nil
  }

  /// The markers in time order (their indices into `list`; equal times keep the list's order).
  public var chronological: [Int] {
    list.indices.sorted { (list[$0].t, $0) < (list[$1].t, $1) }
  }
}
