import Foundation
import TestSupport
import Testing

/// The window saves F12, Ctrl+R, Ctrl+E and Ctrl+Shift+E files into one folder: `--output-dir`,
/// else `$HEADER_SANDBOX_OUTPUT_DIR`, else `~/HeaderSandbox` (created on the first save), never
/// the launch directory; a folder that cannot be written is reported, not fatal. Each test's
/// window is a process of its own with its own folders, so the replays (real time, mostly idle)
/// run side by side.
@Suite struct OutputDirectoryTests {
  /// Records a swipe (Ctrl+R … Ctrl+R), exports (Ctrl+E) and saves the plots (Ctrl+Shift+E).
  static let script = """
    {"version": 1, "events": [
      {"t": 0.1, "type": "key", "key": "Ctrl+R"},
      {"t": 0.2, "type": "swipe", "x": 195, "fromY": 650, "toY": 250, "duration": 0.15},
      {"t": 0.5, "type": "key", "key": "Ctrl+R"},
      {"t": 0.6, "type": "key", "key": "Ctrl+E"},
      {"t": 0.7, "type": "key", "key": "Ctrl+Shift+E"},
      {"t": 0.9, "type": "key", "key": "Ctrl+Q"}]}
    """

  static func saved(in folder: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasPrefix("header-sandbox-") }.sorted()
  }

  static func kinds(_ names: [String]) -> Set<String> {
    Set(
      names.map { (name: String) -> String in
        let suffix: Substring = name.split(separator: ".").last ?? ""
        return String(name.split(separator: "-")[2]) + "." + suffix
      })
  }

  static let expectedKinds: Set<String> = [
    "recording.json", "export.json", "export.swift", "plots.csv",
  ]

  @Test func outputDirFlagReceivesEverySaveAndTheLaunchDirectoryNone() async throws {
    let dir = try TemporaryDirectory()
    let script = try dir.write("keys.json", Self.script)
    let out = dir.path("out/nested")
    let result = try await runSandbox(
      ["--replay", script, "--software", "--output-dir", "out/nested"],
      environment: WindowSessionTests.environment(dir), currentDirectory: dir.url)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(Self.kinds(Self.saved(in: out)) == Self.expectedKinds, "\(result.stdout)")
    #expect(Self.saved(in: dir.url.path).isEmpty)
    #expect(result.stdout.contains("recording saved: \(out)/header-sandbox-recording-"))
  }

  @Test func theEnvironmentVariableIsTheSettingAndTheFlagWins() async throws {
    let dir = try TemporaryDirectory()
    let script = try dir.write("keys.json", Self.script)
    var env = WindowSessionTests.environment(dir)
    env["HEADER_SANDBOX_OUTPUT_DIR"] = dir.path("from-env")
    let result = try await runSandbox(
      ["--replay", script, "--software"], environment: env, currentDirectory: dir.url)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(Self.kinds(Self.saved(in: dir.path("from-env"))) == Self.expectedKinds)
    let flagged = try await runSandbox(
      ["--replay", script, "--software", "--output-dir", dir.path("from-flag")],
      environment: env, currentDirectory: dir.url)
    #expect(flagged.status == 0, "\(flagged.stderr)")
    #expect(Self.kinds(Self.saved(in: dir.path("from-flag"))) == Self.expectedKinds)
    #expect(Self.saved(in: dir.path("from-env")).count == Self.expectedKinds.count)
  }

  @Test func theDefaultIsHeaderSandboxInHomeCreatedOnFirstSave() async throws {
    let dir = try TemporaryDirectory()
    let script = try dir.write("keys.json", Self.script)
    let home = try WatchedHome()
    var env = WindowSessionTests.environment(dir)
    env["HOME"] = home.home
    let result = try await runSandbox(
      ["--replay", script, "--software"], environment: env, currentDirectory: dir.url)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(Self.kinds(Self.saved(in: home.home + "/HeaderSandbox")) == Self.expectedKinds)
    #expect(Self.saved(in: dir.url.path).isEmpty)
    // Nothing saved, nothing created.
    let quiet = try dir.write(
      "quit.json", #"{"version": 1, "events": [{"t": 0.2, "type": "key", "key": "Ctrl+Q"}]}"#)
    let empty = try WatchedHome()
    env["HOME"] = empty.home
    let quit = try await runSandbox(
      ["--replay", quiet, "--software"], environment: env, currentDirectory: dir.url)
    #expect(quit.status == 0, "\(quit.stderr)")
    #expect(try empty.writtenFiles().isEmpty)
  }

  @Test func anUnwritableFolderIsReportedWithItsPathAndTheSessionGoesOn() async throws {
    let dir = try TemporaryDirectory()
    let script = try dir.write("keys.json", Self.script)
    // A regular file where the folder should be: no folder can be created there, even as root.
    let blocker = try dir.write("blocker", "not a folder")
    let result = try await runSandbox(
      ["--replay", script, "--software", "--output-dir", blocker + "/shots"],
      environment: WindowSessionTests.environment(dir), currentDirectory: dir.url)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("recording not saved: \(blocker)/shots: cannot create"))
    #expect(result.stderr.contains("export not saved: \(blocker)/shots"))
    #expect(result.stderr.contains("plot history not saved: \(blocker)/shots"))
    #expect(Self.saved(in: dir.url.path).isEmpty)
  }
}
