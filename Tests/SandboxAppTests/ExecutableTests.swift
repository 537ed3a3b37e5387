import Foundation
import SandboxStage
import SandboxFormats
import Testing

/// Runs the built `header-sandbox` binary as a user would and checks output and exit codes.
@Suite struct ExecutableTests {
  @Test func helpListsSubcommandsAndOptions() throws {
    let result = try runSandbox(["--help"])
    #expect(result.status == 0)
    for word in ["trace", "render", "check", "presets", "export", "bench", "--preset", "--set"] {
      #expect(result.stdout.contains(word), "help lacks \(word)")
    }
    // The parameter list comes from the registry, so it can never miss a key.
    for key in ParameterRegistry.keys {
      #expect(result.stdout.contains("  \(key) "), "help lacks \(key)")
    }
  }

  @Test func versionPrintsTheVersion() throws {
    let result = try runSandbox(["--version"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("header-sandbox 0."))
  }

  @Test func unknownFlagExits64WithUsage() throws {
    let result = try runSandbox(["--bogus"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("unknown flag '--bogus'"))
    #expect(result.stderr.contains("usage: header-sandbox"))
  }

  @Test func unknownCommandExits64() throws {
    let result = try runSandbox(["frobnicate"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("unknown command 'frobnicate'"))
  }

  @Test func flagMissingItsValueExits64() throws {
    let result = try runSandbox(["trace", "x.json", "--format"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("--format expects a value"))
  }

  @Test func subcommandHelpShowsItsFlags() throws {
    let result = try runSandbox(["render", "--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("--out PATH"))
    #expect(result.stdout.contains("--touches"))
  }
}

/// Missing pieces are reported in words with exit 69, never a crash or an SDL dump.
@Suite struct MissingPiecesTests {
  @Test func noDisplayExplainsXvfbAndTheHeadlessCommands() throws {
    let result = try runSandbox([])
    #expect(result.status == 69)
    #expect(result.stderr.contains("xvfb-run"))
    #expect(result.stderr.contains("trace"))
    #expect(result.stderr.split(separator: "\n").count == 1, "one paragraph")
  }

  /// A stale DISPLAY (the X server is gone): SDL would fall back to its offscreen driver and
  /// leave an invisible window running; the sandbox refuses and says which display it tried.
  @Test func staleDisplayIsRefusedNamingTheDisplay() throws {
    let dir = try TemporaryDirectory()
    let result = try runSandbox(
      [], environment: ["DISPLAY": ":4093", "WAYLAND_DISPLAY": "no-such-wayland-4093"],
      currentDirectory: dir.url)
    #expect(result.status == 69)
    #expect(result.stderr.contains("could not open DISPLAY=:4093"), "\(result.stderr)")
    #expect(result.stderr.contains("xvfb-run"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.url.path).isEmpty)
  }

  @Test func missingFontNamesThePackageToInstall() throws {
    let dir = try TemporaryDirectory()
    let script = try dir.write("flick.json", renderScript(duration: 0.3))
    let result = try runSandbox([
      "render", script, "--out", dir.path("x.png"), "--font", "/nonexistent/font.ttf",
    ])
    #expect(result.status == 69)
    #expect(result.stderr.contains("fonts-inter"))
    #expect(result.stderr.contains("/nonexistent/font.ttf"))
    #expect(!FileManager.default.fileExists(atPath: dir.path("x.png")))
  }
}
