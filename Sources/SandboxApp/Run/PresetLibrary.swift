import Foundation
import SandboxCore

/// The presets in `Assets/Presets/*.json`, loaded by name.
public struct PresetLibrary: Sendable {
  /// The directory holding the preset files.
  public let directory: URL

  /// A library reading `directory`.
  public init(directory: URL) { self.directory = directory }

  /// Every preset name (file name without `.json`): the startup preset first, then sorted.
  public var names: [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    let found = files.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }
      .map { String($0.dropLast(5)) }.sorted()
    let startup = found.filter { $0 == Preset.startupName }
    return startup + found.filter { $0 != Preset.startupName }
  }

  /// The file a preset name maps to.
  public func path(of name: String) -> String {
    directory.appendingPathComponent(name + ".json").path
  }

  /// Loads preset `name`. Unknown names fail with `unknownCode` (64 for `--preset`, 65 inside a
  /// script) naming `source` and listing the available names; a bad preset file is exit 65.
  public func load(
    _ name: String, source: String, unknownCode: ExitCode = .usage
  ) throws(CommandFailure) -> Preset {
    let available = names
    guard available.contains(name) else {
      throw CommandFailure(
        unknownCode,
        "\(source): expected a preset name (\(available.joined(separator: ", "))), "
          + "found \"\(name)\"")
    }
    let file = path(of: name)
    let text = try InputFile.readText(file)
    do {
      return try Preset.decode(text, name: name, file: file)
    } catch {
      throw CommandFailure(.dataError, error.description)
    }
  }
}
