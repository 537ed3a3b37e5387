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
      guard hasPresets(configured) else {
        throw CommandFailure(
          .unavailable,
          "\(environmentVariable)=\(configured): expected a directory containing Presets/, "
            + "found none")
      }
      return AssetLocator(root: URL(fileURLWithPath: configured))
    }
    // Searched as plain paths: building each candidate as a `URL` (`appendingPathComponent`)
    // cost the window's start-up 0.36 ms on its first use (2026-12-07); one URL is made, for
    // the directory found.
    var tried: [String] = []
    if let executablePath {
      var directory = parentPath(of: executablePath)
      while true {
        let candidate = joined(directory, "Assets")
        if hasPresets(candidate) { return AssetLocator(root: URL(fileURLWithPath: candidate)) }
        let parent = parentPath(of: directory)
        if parent == directory { break }
        directory = parent
      }
      tried.append("the directories above \(executablePath)")
    }
    let local = joined(currentDirectory, "Assets")
    if hasPresets(local) { return AssetLocator(root: URL(fileURLWithPath: local)) }
    tried.append(local)
    throw CommandFailure(
      .unavailable,
      "cannot find the Assets directory (expected Assets/Presets in "
        + "\(tried.joined(separator: " or ")), found none); set \(environmentVariable) to it")
  }

  /// The executable's real path: `/proc/self/exe` resolved, else argv[0] made absolute.
  public static func executablePath() -> String? {
    // `readlink` itself: `FileManager.destinationOfSymbolicLink` cost 0.08 ms on first use.
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    if length > 0 {
      return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    guard let first = CommandLine.arguments.first, first.contains("/") else { return nil }
    return URL(fileURLWithPath: first).resolvingSymlinksInPath().path
  }

  /// Whether `directory/Presets` is a directory.
  private static func hasPresets(_ directory: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(
      atPath: joined(directory, "Presets"), isDirectory: &isDirectory) && isDirectory.boolValue
  }

  /// `path` without its last component (`/` stays `/`; a bare name's parent is `.`).
  static func parentPath(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "." }
    if slash == trimmed.startIndex { return "/" }
    var parent = trimmed[..<slash]
    while parent.count > 1, parent.hasSuffix("/") { parent = parent.dropLast() }
    return String(parent)
  }

  /// `directory/name`, with one slash between them.
  static func joined(_ directory: String, _ name: String) -> String {
    directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }
}
