import Foundation
import SandboxStage
import SandboxFormats
import TestSupport
import Testing

/// The real window loop, on SDL's offscreen video driver (no display needed), driven by
/// `--replay` scripts whose `key` events press the shortcuts. Each window is a process of its
/// own with its own folders, so the tests run side by side.
@Suite struct WindowSessionTests {
  static func environment(_ dir: TemporaryDirectory) -> [String: String] {
    ["SDL_VIDEODRIVER": "offscreen", "XDG_CONFIG_HOME": dir.path("config")]
  }

  /// The window stays a thin backend: its own file is kept under 200 lines (frame logic belongs
  /// in the pure stage). Its `import` lines are not counted: each file names the modules it
  /// uses, and a list of them is no logic to hold in mind.
  @Test func theWindowBackendStaysSmall() throws {
    let path = packageRoot().appendingPathComponent("Sources/SandboxApp/Window/WindowSession.swift")
    let lines = try String(contentsOf: path, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false
    ).filter { !$0.hasPrefix("import ") }
    #expect(lines.count <= 200, "WindowSession.swift has \(lines.count) lines")
  }

  @Test func ctrlQInAReplayQuitsWithExitZero() async throws {
    let dir = try TemporaryDirectory()
    let script = try dir.write(
      "quit.json",
      """
      {"version": 1, "events": [
        {"t": 0.2, "type": "swipe", "x": 195, "fromY": 650, "toY": 250, "duration": 0.15},
        {"t": 0.6, "type": "key", "key": "Ctrl+Q"}]}
      """)
    let result = try await runSandbox(
      ["--replay", script, "--software"], environment: Self.environment(dir),
      currentDirectory: dir.url)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("replaying"))
    // A window nobody could see (offscreen driver) remembers nothing for the user's next one.
    #expect(!FileManager.default.fileExists(atPath: dir.path("config")))
  }

  /// `--replay` plays in the script's viewport, preset and config (as `render` does), and a
  /// recording made from there saves the active preset plus what was changed over it.
  @Test func replayUsesTheScriptsViewportAndRecordingSavesThePreset() async throws {
    let dir = try TemporaryDirectory()
    let script = try dir.write(
      "small.json",
      """
      {"version": 1, "preset": "uikit-like", "viewport": {"width": 320, "height": 568, "scale": 2},
       "events": [
        {"t": 0.1, "type": "key", "key": "Ctrl+R"},
        {"t": 0.2, "type": "swipe", "x": 160, "fromY": 450, "toY": 150, "duration": 0.15},
        {"t": 0.8, "type": "key", "key": "Ctrl+Q"}]}
      """)
    let result = try await runSandbox(
      [
        "--replay", script, "--software", "--set", "header.maximumHeight=170",
        "--output-dir", dir.url.path,
      ],
      environment: Self.environment(dir), currentDirectory: dir.url)
    #expect(result.status == 0, "\(result.stderr)")
    let saved = try FileManager.default.contentsOfDirectory(atPath: dir.url.path)
      .filter { $0.hasPrefix("header-sandbox-recording-") && $0.hasSuffix(".json") }
    let name = try #require(saved.first, "\(result.stdout)")
    let recorded = try EventScript.decode(
      try String(contentsOfFile: dir.path(name), encoding: .utf8), file: name)
    #expect(recorded.viewport.width == 320 && recorded.viewport.height == 568)
    #expect(recorded.preset == "uikit-like")
    #expect(recorded.config.entries.map(\.key) == ["header.maximumHeight"])
  }

  @Test func recordingIsSavedWhenTheProcessGetsSigterm() throws {
    let dir = try TemporaryDirectory()
    let script = try dir.write(
      "record.json",
      """
      {"version": 1, "duration": 60, "events": [
        {"t": 0.1, "type": "key", "key": "Ctrl+R"}]}
      """)
    let process = Process()
    process.executableURL = sandboxBinary()
    process.arguments = ["--replay", script, "--software", "--output-dir", dir.url.path]
    var env = ProcessInfo.processInfo.environment
    env.removeValue(forKey: "DISPLAY")
    for (key, value) in try WatchedHome().environment { env[key] = value }
    for (key, value) in Self.environment(dir) { env[key] = value }
    process.environment = env
    process.currentDirectoryURL = dir.url
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Wait until the replayed Ctrl+R has started the recording.
    let deadline = Date().addingTimeInterval(30)
    var errText = ""
    while Date() < deadline && !errText.contains("recording input") {
      Thread.sleep(forTimeInterval: 0.1)
      errText += String(decoding: err.fileHandleForReading.availableData, as: UTF8.self)
    }
    #expect(errText.contains("recording input"), "\(errText)")
    process.terminate()
    process.waitUntilExit()
    let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus == 130)
    let saved = try FileManager.default.contentsOfDirectory(atPath: dir.url.path)
      .filter { $0.hasPrefix("header-sandbox-recording-") && $0.hasSuffix(".json") }
    #expect(saved.count == 1, "\(stdout)")
    #expect(stdout.contains("recording saved: "))
    if let name = saved.first {
      let text = try String(contentsOfFile: dir.path(name), encoding: .utf8)
      let recorded = try EventScript.decode(text, file: name)
      // The window started from showcase with nothing changed: the recording says exactly that.
      #expect(recorded.preset == "showcase")
      #expect(recorded.config.entries.isEmpty, "\(recorded.config.entries)")
    }
  }
}
