import Foundation
import Testing

@Suite struct ExportCommandTests {
  @Test func exportedJSONReproducesTheSameTrace() async throws {
    let dir = try TemporaryDirectory()
    let script = try dir.write("flick.json", flickScript(duration: 4))
    let flags = [
      "--preset", "uikit-like", "--set", "header.shiftBehavior=enabled",
      "--set", "header.maximumHeight=150",
    ]
    let exported = dir.path("exported.json")
    let export = try await runSandbox(["export", "--out", exported] + flags)
    #expect(export.status == 0, "\(export.stderr)")
    #expect(export.stdout.isEmpty)
    let original = try await runSandbox(["trace", script] + flags)
    // The script names no preset, so trace would start from showcase; the exported file is
    // complete and overrides every key, whatever the preset underneath.
    let replayed = try await runSandbox(["trace", script, "--config", exported])
    #expect(original.status == 0)
    #expect(replayed.status == 0, "\(replayed.stderr)")
    #expect(!original.stdout.isEmpty)
    #expect(original.stdout == replayed.stdout)
  }

  @Test func exportedJSONIsACompleteValidConfig() async throws {
    let dir = try TemporaryDirectory()
    let result = try await runSandbox(["export"])
    #expect(result.status == 0)
    let file = try dir.write("all.json", result.stdout)
    #expect(try await runSandbox(["check", file]).status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let header = try #require(object["header"] as? [String: Any])
    #expect(header["shiftBehavior"] as? String == "enabledWithStatusBar", "showcase by default")
    #expect((header["maximumHeight"] as? NSNumber)?.doubleValue == 176)
  }

  @Test func swiftSnippetForShowcase() async throws {
    let result = try await runSandbox(["export", "--format", "swift"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("headerView.shiftBehavior = .enabledWithStatusBar"))
    #expect(result.stdout.contains("headerView.maximumHeight = 176"))
    let hideable = try await runSandbox(
      ["export", "--format", "swift", "--set", "header.shiftBehavior=hideable"])
    #expect(hideable.stdout.contains("headerView.shiftBehavior = .hideable"))
  }

  @Test func existingFileNeedsForce() async throws {
    let dir = try TemporaryDirectory()
    let path = try dir.write("keep.json", "original")
    let refused = try await runSandbox(["export", "--out", path])
    #expect(refused.status == 74)
    #expect(refused.stderr.contains("--force"))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "original")
    let forced = try await runSandbox(["export", "--out", path, "--force"])
    #expect(forced.status == 0)
    #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("{"))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.url.path)
    #expect(leftovers == ["keep.json"], "no temporary file left behind")
  }

  @Test func unwritableOutputExits74() async throws {
    let result = try await runSandbox(["export", "--out", "/nonexistent-dir/x.json"])
    #expect(result.status == 74)
    #expect(result.stderr.contains("/nonexistent-dir/x.json"))
  }

  @Test func badFlagsExit64() async throws {
    #expect(try await runSandbox(["export", "--format", "xml"]).status == 64)
    #expect(try await runSandbox(["export", "--preset", "nope"]).status == 64)
    #expect(try await runSandbox(["export", "--set", "nope"]).status == 64)
    #expect(try await runSandbox(["export", "extra"]).status == 64)
  }
}
