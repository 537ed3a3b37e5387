import Foundation

/// Finds the `Assets/` directory (presets, demo scripts, fonts) at run time.
///
/// Looked up in order: the `HEADER_SANDBOX_ASSETS` environment variable, the directories above
/// the executable's real path (so `.build/debug/header-sandbox` finds the checkout's `Assets/`),
/// then the current directory. A directory counts only if it holds `Presets/`.
public struct AssetLocator: Sendable {
  /// The environment variable that overrides the search.
  public static let environmentVariable = "HEADER_SANDBOX_ASSETS"

  /// The `Assets` directory.
  public let root: URL

  /// Uses `root` as the assets directory without checking it.
  public init(root: URL) { self.root = root }

  /// `Assets/Presets`.
  public var presetsDirectory: URL { root.appendingPathComponent("Presets") }

  /// `Assets/Scripts`.
  public var scriptsDirectory: URL { root.appendingPathComponent("Scripts") }

  /// Searches the usual places; exit 69 naming every place tried when none has `Presets/`.
  public static func locate(
    environment: [String: String] = EnvironmentVariables.reading([environmentVariable]),
    executablePath: String? = AssetLocator.executablePath(),
    currentDirectory: String = FileManager.default.currentDirectoryPath
  ) throws(CommandFailure) -> AssetLocator {
    if let configured = environment[environmentVariable], !configured.isEmpty {
      let url = URL(fileURLWithPath: configured)
      guard hasPresets(url) else {
        throw CommandFailure(
          .unavailable,
          "\(environmentVariable)=\(configured): expected a directory containing Presets/, "
            + "found none")
      }
      return AssetLocator(root: url)
    }
    var tried: [String] = []
    if let executablePath {
      var directory = URL(fileURLWithPath: executablePath).deletingLastPathComponent()
      while true {
        let candidate = directory.appendingPathComponent("Assets")
        if hasPresets(candidate) { return AssetLocator(root: candidate) }
        let parent = directory.deletingLastPathComponent()
        if parent.path == directory.path { break }
        directory = parent
      }
      tried.append("the directories above \(executablePath)")
    }
    let local = URL(fileURLWithPath: currentDirectory).appendingPathComponent("Assets")
    if hasPresets(local) { return AssetLocator(root: local) }
    tried.append(local.path)
    throw CommandFailure(
      .unavailable,
      "cannot find the Assets directory (expected Assets/Presets in "
        + "\(tried.joined(separator: " or ")), found none); set \(environmentVariable) to it")
  }

  /// The executable's real path: `/proc/self/exe` resolved, else argv[0] made absolute.
  public static func executablePath() -> String? {
    if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      return resolved
    }
    guard let first = CommandLine.arguments.first, first.contains("/") else { return nil }
    return URL(fileURLWithPath: first).resolvingSymlinksInPath().path
  }

  private static func hasPresets(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(
      atPath: url.appendingPathComponent("Presets").path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }
}
