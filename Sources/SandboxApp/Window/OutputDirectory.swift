import Foundation

/// The one folder the window saves into (F12 screenshots, Ctrl+R recordings, Ctrl+E exports,
/// Ctrl+Shift+E plot CSVs): `--output-dir DIR`, else `$HEADER_SANDBOX_OUTPUT_DIR`, else
/// `~/HeaderSandbox`. Relative paths are taken from the launch directory. The folder is created
/// on the first save, not at launch, so a session that saves nothing leaves no trace.
enum OutputDirectory {
  /// The environment variable that changes the default folder.
  static let variable = "HEADER_SANDBOX_OUTPUT_DIR"

  /// The folder, as an absolute path.
  static func resolve(
    flag: String?,
    environment: [String: String] = EnvironmentVariables.reading([variable, "HOME"]),
    launchDirectory: String = FileManager.default.currentDirectoryPath
  ) -> String {
    let chosen: String
    if let flag, !flag.isEmpty {
      chosen = flag
    } else if let set = environment[variable], !set.isEmpty {
      chosen = set
    } else {
      let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
      chosen = home + "/HeaderSandbox"
    }
    let expanded = (chosen as NSString).expandingTildeInPath
    let absolute = expanded.hasPrefix("/") ? expanded : launchDirectory + "/" + expanded
    return (absolute as NSString).standardizingPath
  }

  /// Creates `directory` (and its parents) if missing; a failure says which folder and why.
  static func prepare(_ directory: String) throws(CommandFailure) {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else {
        throw CommandFailure(.ioError, "\(directory): not a folder (a file has that name)")
      }
      guard FileManager.default.isWritableFile(atPath: directory) else {
        throw CommandFailure(.ioError, "\(directory): folder not writable (permission denied)")
      }
      return
    }
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
    } catch {
      let ns = error as NSError
      let reason =
        (ns.userInfo[NSUnderlyingErrorKey] as? Error)?.localizedDescription
        ?? ns.localizedDescription
      throw CommandFailure(.ioError, "\(directory): cannot create the folder (\(reason))")
    }
  }
}
