import SandboxFormats

/// The presets the tuning panel can switch to, loaded by the host at start (shipped ones and
/// those saved from the panel), so switching reads nothing at run time.
public struct StagePresets: Sendable {
  /// A preset as the host found it: its values, or why it could not be read (shown in the panel
  /// when chosen, as a broken file always was).
  public enum Entry: Sendable {
    case loaded(Preset)
    case failed(String)
    /// Listed, and being read by the host (the window reads all but the current preset after
    /// its first frame is on screen).
    case pending
  }

  /// Names in menu order: shipped presets first, then those saved from the panel.
  public private(set) var names: [String] = []
  /// The shipped presets: a recording names one of these and pins only the changes over it.
  public private(set) var shipped: Set<String> = []
  private var entries: [String: Entry] = [:]

  public init() {}

  /// Adds (or replaces) preset `name`; `shipped` marks one from `Assets/Presets`.
  public mutating func add(_ name: String, _ entry: Entry, shipped isShipped: Bool) {
    if !names.contains(name) { names.append(name) }
    if isShipped { shipped.insert(name) }
    entries[name] = entry
  }

  /// The presets saved by the user (not shipped), in menu order.
  public var userNames: [String] { names.filter { !shipped.contains($0) } }

  /// Drops preset `name` from the menu.
  public mutating func remove(_ name: String) {
    names.removeAll { $0 == name }
    shipped.remove(name)
    entries[name] = nil
  }

  /// Takes the entries `read` has for presets that are still pending here; the rest (presets
  /// loaded, saved or renamed meanwhile) stay as they are.
  public mutating func fill(from read: StagePresets) {
    for (name, entry) in entries {
      guard case .pending = entry else { continue }
      entries[name] = read.entries[name] ?? .failed("no longer there")
    }
  }

  /// Renames user preset `old` to `new`, keeping its place in the menu.
  public mutating func rename(_ old: String, to new: String) {
    guard let index = names.firstIndex(of: old), let entry = entries[old] else { return }
    names[index] = new
    entries[old] = nil
    if case .loaded(var preset) = entry {
      preset.name = new
      entries[new] = .loaded(preset)
    } else {
      entries[new] = entry
    }
  }

  /// Preset `name`, or why it cannot be used.
  public func preset(_ name: String) -> Result<Preset, StageProblem> {
    switch entries[name] {
    case .loaded(let preset)?: return .success(preset)
    case .failed(let reason)?: return .failure(StageProblem(reason))
    case .pending?: return .failure(StageProblem("still being read"))
    case nil: return .failure(StageProblem("not loaded in this session"))
    }
  }
}

/// A problem the stage shows or logs as text.
public struct StageProblem: Error, Sendable, CustomStringConvertible {
  public var description: String
  public init(_ description: String) { self.description = description }
}
