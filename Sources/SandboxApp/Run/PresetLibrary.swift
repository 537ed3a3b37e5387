import Foundation
import SandboxFormats
import SandboxStage

/// Every preset a name can choose: the built-in ones in `Assets/Presets/*.json` and the user's,
/// saved from the panel into `$XDG_CONFIG_HOME/header-sandbox/presets/`. `--preset`,
/// `--compare`, a script's `preset` and the panel all resolve names here, and all read the files
/// with the one loader config files use.
///
/// A user preset may not take a built-in's name: saving or renaming to one is refused, and a file
/// that has one anyway is reported by `presets` and never shadows the built-in.
public struct PresetLibrary: Sendable {
  /// Where a preset comes from.
  public enum Origin: Sendable, Equatable {
    case builtIn
    case user
  }

  /// The directory holding the built-in preset files.
  public let directory: URL
  /// The directory holding the user's presets (nil: none, as in tests that want only built-ins).
  public let userDirectory: URL?
  /// What `load` decoded, shared by the library's copies.
  private let cache = PresetFileCache()

  /// A library reading built-ins from `directory` and user presets from `userDirectory`.
  public init(directory: URL, userDirectory: URL? = nil) {
    self.directory = directory
    self.userDirectory = userDirectory
  }

  /// What the two folders hold at one moment: each folder is read once per listing, so a
  /// command or the window that resolves many names reads them once, not once per question.
  public struct Listing: Sendable {
    /// The built-in names with the aliases of those that exist, the startup preset first.
    public var builtInNames: [String]
    /// The user's preset names that do not clash with a built-in, sorted.
    public var userNames: [String]
    /// User preset files named like a built-in: never loaded, reported by `presets`.
    public var clashingUserNames: [String]

    /// Every usable preset name: the built-ins, then the user's.
    public var names: [String] { builtInNames + userNames }

    /// Where `name` comes from, or nil when no preset has that name.
    public func origin(of name: String) -> Origin? {
      if builtInNames.contains(name) { return .builtIn }
      if userNames.contains(name) { return .user }
      return nil
    }
  }

  /// Reads both folders once.
  public func listing() -> Listing {
    let found = Self.jsonNames(in: directory)
    let aliases = Preset.aliases.filter { found.contains($0.target) }.map(\.name)
    let all = (found + aliases).sorted()
    let builtIn = all.filter { $0 == Preset.startupName } + all.filter { $0 != Preset.startupName }
    let builtInSet = Set(builtIn)
    let userFiles = userDirectory.map { Self.jsonNames(in: $0) } ?? []
    return Listing(
      builtInNames: builtIn, userNames: userFiles.filter { !builtInSet.contains($0) },
      clashingUserNames: userFiles.filter { builtInSet.contains($0) })
  }

  /// Every usable preset name: the startup preset first, the other built-ins sorted, then the
  /// user's sorted (those clashing with a built-in left out).
  public var names: [String] { listing().names }

  /// The built-in names with the aliases of those that exist, the startup preset first.
  public var builtInNames: [String] { listing().builtInNames }

  /// The user's preset names that do not clash with a built-in, sorted.
  public var userNames: [String] { listing().userNames }

  /// User preset files named like a built-in: never loaded, reported by `presets`.
  public var clashingUserNames: [String] { listing().clashingUserNames }

  /// Where `name` comes from, or nil when no preset has that name.
  public func origin(of name: String) -> Origin? { listing().origin(of: name) }

  /// The file a usable preset name maps to (a built-in wins over a clashing user file).
  public func path(of name: String, in listing: Listing? = nil) -> String {
    if (listing ?? self.listing()).origin(of: name) == .user, let userDirectory {
      return userDirectory.appendingPathComponent(name + ".json").path
    }
    let file = Preset.aliasTarget(of: name) ?? name
    return directory.appendingPathComponent(file + ".json").path
  }

  /// Loads preset `name`. Unknown names fail with `unknownCode` (64 for `--preset`, 65 inside a
  /// script) naming `source` and listing the available names; a bad preset file is exit 65.
  /// `listing` (default: the folders as they are now) lets a caller loading many presets read
  /// the folders once.
  public func load(
    _ name: String, source: String, unknownCode: ExitCode = .usage, in listing: Listing? = nil
  ) throws(CommandFailure) -> Preset {
    let listing = listing ?? self.listing()
    let origin = listing.origin(of: name)
    guard origin != nil else {
      throw CommandFailure(
        unknownCode,
        "\(source): expected a preset name (\(listing.names.joined(separator: ", "))), "
          + "found \"\(name)\"")
    }
    let file = path(of: name, in: listing)
    let stamp = FileStamp(path: file)
    if let known = cache.preset(name, path: file, stamp: stamp) { return known }
    let text = try InputFile.readText(file)
    do {
      var preset = try Preset.decode(text, name: name, file: file, positioned: true)
      if let target = Preset.aliasTarget(of: name), origin == .builtIn {
        preset.description = "Alias of \(target), kept for the old name."
      }
      cache.store(preset, name: name, path: file, stamp: stamp)
      return preset
    } catch {
      throw CommandFailure(.dataError, error.description)
    }
  }

  /// Writes `preset` as a user preset under its name, replacing a user preset of that name.
  /// Returns the file written. A name that is not a valid file name or that a built-in has is
  /// exit 64 (a usage error: the name was the user's choice).
  @discardableResult
  public func saveUserPreset(_ preset: Preset) throws(CommandFailure) -> String {
    try checkNewName(preset.name)
    let folder = try requireUserDirectory()
    let path = folder.appendingPathComponent(preset.name + ".json").path
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw CommandFailure(
        .ioError, "\(folder.path): cannot create the user presets folder (\(error))")
    }
    try AtomicFile.write(preset.encoded(), to: path)
    return path
  }

  /// Renames user preset `old` to `new` (a valid name no preset has yet); returns the new path.
  @discardableResult
  public func renameUserPreset(_ old: String, to new: String) throws(CommandFailure) -> String {
    let from = try existingUserFile(old, action: "rename")
    try checkNewName(new)
    guard !userFileNames.contains(new) else {
      throw CommandFailure(
        .usage, "preset name: expected a name no user preset has, found \"\(new)\" (taken)")
    }
    let to = try requireUserDirectory().appendingPathComponent(new + ".json").path
    do {
      try FileManager.default.moveItem(atPath: from, toPath: to)
    } catch {
      throw CommandFailure(.ioError, "\(from): cannot rename to \(to) (\(error))")
    }
    return to
  }

  /// Deletes user preset `name`; returns the path removed. Built-ins cannot be deleted.
  @discardableResult
  public func deleteUserPreset(_ name: String) throws(CommandFailure) -> String {
    let path = try existingUserFile(name, action: "delete")
    do {
      try FileManager.default.removeItem(atPath: path)
    } catch {
      throw CommandFailure(.ioError, "\(path): cannot delete (\(error))")
    }
    return path
  }

  /// Why `name` cannot name a new user preset, as exit 64, or nothing.
  public func checkNewName(_ name: String) throws(CommandFailure) {
    if let problem = PresetName.problem(with: name) {
      throw CommandFailure(
        .usage, "preset name: expected \(problem.expected), found \(problem.found)")
    }
    if builtInNames.contains(name) {
      throw CommandFailure(
        .usage,
        "preset name: expected a name that is not a built-in preset "
          + "(\(builtInNames.joined(separator: ", "))), found \"\(name)\"")
    }
  }

  private var userFileNames: [String] {
    userDirectory.map { Self.jsonNames(in: $0) } ?? []
  }

  private func requireUserDirectory() throws(CommandFailure) -> URL {
    guard let userDirectory else {
      throw CommandFailure(.unavailable, "user presets: no user presets folder is configured")
    }
    return userDirectory
  }

  private func existingUserFile(_ name: String, action: String) throws(CommandFailure) -> String {
    if builtInNames.contains(name) {
      throw CommandFailure(
        .usage, "\(action): expected a user preset, found the built-in preset \"\(name)\"")
    }
    guard userFileNames.contains(name), let userDirectory else {
      throw CommandFailure(
        .usage,
        "\(action): expected a user preset (\(userNames.joined(separator: ", "))), "
          + "found \"\(name)\"")
    }
    return userDirectory.appendingPathComponent(name + ".json").path
  }

  /// `*.json` file names in `directory` without the extension, hidden files skipped, sorted.
  private static func jsonNames(in directory: URL) -> [String] {
    // `readdir` itself: `FileManager.contentsOfDirectory` cost the window's start-up 0.3 ms
    // (2026-12-07). A missing or unreadable folder has no presets.
    guard let stream = opendir(directory.path) else { return [] }
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name.hasSuffix(".json") && !name.hasPrefix(".") { names.append(String(name.dropLast(5))) }
    }
    return names.sorted()
  }
}
