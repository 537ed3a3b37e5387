import Foundation
import PhoneSimulation
import SandboxFormats
import SandboxStage
import TestSupport
import Testing

@testable import SandboxApp

/// A fresh directory for files a test writes, removed with the test process's scratch folder.
struct TemporaryDirectory {
  let url: URL

  init() throws {
    url = try ScratchDirectory.make("tests")
  }

  /// Writes `text` to `name` inside the directory and returns its path.
  @discardableResult
  func write(_ name: String, _ text: String) throws -> String {
    let file = url.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
    return file.path
  }

  /// The path of `name` inside the directory (not created).
  func path(_ name: String) -> String { url.appendingPathComponent(name).path }
}

/// The checkout's `Assets` directory.
let assetsDirectory = packageRoot().appendingPathComponent("Assets")

/// A flick up on the standard viewport at 0.5 s, then quiet until `duration`.
func flickScript(preset: String? = nil, config: String? = nil, duration: Double = 5) -> String {
  var fields = ["\"version\": 1", "\"fps\": 60", "\"duration\": \(duration)"]
  if let preset { fields.append("\"preset\": \"\(preset)\"") }
  if let config { fields.append("\"config\": \(config)") }
  fields.append(
    """
    "events": [{"t": 0.5, "type": "swipe", "x": 195, "fromY": 650, "toY": 250, "duration": 0.12}]
    """)
  return "{\n" + fields.joined(separator: ",\n") + "\n}\n"
}

@Suite struct ConfigSourcesTests {
  @Test func assetLocatorPrefersTheEnvironmentVariable() throws {
    let located = try AssetLocator.locate(
      environment: [AssetLocator.environmentVariable: assetsDirectory.path],
      executablePath: "/nonexistent/bin/header-sandbox", currentDirectory: "/")
    #expect(located.root.path == assetsDirectory.path)
  }

  @Test func assetLocatorRejectsAnEnvironmentVariableWithoutPresets() throws {
    let dir = try TemporaryDirectory()
    #expect {
      _ = try AssetLocator.locate(
        environment: [AssetLocator.environmentVariable: dir.url.path],
        executablePath: nil, currentDirectory: "/")
    } throws: { error in
      guard let failure = error as? CommandFailure else { return false }
      return failure.code == .unavailable
        && failure.message.contains(AssetLocator.environmentVariable)
    }
  }

  @Test func assetLocatorWalksUpFromTheExecutable() throws {
    let binary = packageRoot().appendingPathComponent(".build/debug/header-sandbox").path
    let located = try AssetLocator.locate(
      environment: [:], executablePath: binary, currentDirectory: "/")
    #expect(located.root.standardizedFileURL.path == assetsDirectory.standardizedFileURL.path)
  }

  @Test func assetLocatorFallsBackToTheCurrentDirectoryThenFailsWith69() throws {
    let dir = try TemporaryDirectory()
    try dir.write("Assets/Presets/only.json", "{}")
    let found = try AssetLocator.locate(
      environment: [:], executablePath: "/nonexistent/bin/x", currentDirectory: dir.url.path)
    #expect(found.presetsDirectory.path == dir.path("Assets/Presets"))
    let empty = try TemporaryDirectory()
    #expect {
      _ = try AssetLocator.locate(
        environment: [:], executablePath: "/nonexistent/bin/x", currentDirectory: empty.url.path)
    } throws: { error in
      guard let failure = error as? CommandFailure else { return false }
      return failure.code == .unavailable && failure.message.contains("Assets/Presets")
        && failure.message.contains(AssetLocator.environmentVariable)
    }
  }

  @Test func assetLocatorWalksPlainPathsUpToTheRoot() {
    #expect(AssetLocator.parentPath(of: "/a/b/header-sandbox") == "/a/b")
    #expect(AssetLocator.parentPath(of: "/a/b/") == "/a")
    #expect(AssetLocator.parentPath(of: "/a//b") == "/a")
    #expect(AssetLocator.parentPath(of: "/a") == "/")
    #expect(AssetLocator.parentPath(of: "/") == "/")
    #expect(AssetLocator.parentPath(of: "header-sandbox") == ".")
    #expect(AssetLocator.joined("/", "Assets") == "/Assets")
    #expect(AssetLocator.joined("/a/b", "Assets") == "/a/b/Assets")
    #expect(AssetLocator.executablePath()?.hasPrefix("/") == true)
  }

  @Test func presetNamesPutTheStartupPresetFirstThenSortTheRest() {
    let library = PresetLibrary(directory: assetsDirectory.appendingPathComponent("Presets"))
    #expect(library.names.first == Preset.startupName)
    #expect(Array(library.names.dropFirst()) == library.names.dropFirst().sorted())
    #expect(Set(library.names) == Set(Preset.shippedNames + Preset.aliases.map(\.name)))
  }

  @Test func oldPlatformNamesLoadThePlatformPresets() throws {
    let library = PresetLibrary(directory: assetsDirectory.appendingPathComponent("Presets"))
    for (alias, target) in Preset.aliases {
      let old = try library.load(alias, source: "test")
      #expect(old.name == alias)
      #expect(old.values == (try library.load(target, source: "test")).values, "\(alias)")
      #expect(old.description.contains(target))
    }
  }

  @Test func layersApplyPresetThenScriptConfigThenConfigFileThenSet() throws {
    let dir = try TemporaryDirectory()
    let config = try dir.write("c.json", #"{"header": {"maximumHeight": 150}}"#)
    let setup = ConfigSources(assets: AssetLocator(root: assetsDirectory))
    var script = EventScript(preset: "mdc-default")
    script.config = ConfigLayer(entries: [
      .init(key: "header.maximumHeight", value: .number(120)),
      .init(key: "header.minimumHeight", value: .number(60)),
    ])
    let options = TuningOptions(
      presetName: nil, configPath: config,
      overrides: ConfigLayer(entries: [.init(key: "header.minimumHeight", value: .number(70))]))
    let values = try setup.values(options, script: script, scriptFile: "s.json")
    #expect(values[Param.header.maximumHeight] == 150, "--config wins over the script")
    #expect(values[Param.header.minimumHeight] == 70, "--set wins over everything")
    #expect(values[Param.header.shiftBehavior] == .disabled, "from mdc-default")
    let flagged = try setup.values(
      TuningOptions(presetName: "showcase"), script: script, scriptFile: "s.json")
    #expect(flagged[Param.header.shiftBehavior] == .enabledWithStatusBar, "--preset wins")
  }

  @Test func compareReplacesThePresetOrTheConfigFileAndKeepsSet() throws {
    let setup = ConfigSources(assets: AssetLocator(root: assetsDirectory))
    let set = ConfigLayer(entries: [.init(key: "header.minimumHeight", value: .number(70))])
    let base = TuningOptions(presetName: "showcase", configPath: "a.json", overrides: set)
    let preset = try setup.comparisonOptions("uikit-like", base: base)
    #expect(preset.presetName == "uikit-like")
    #expect(preset.configPath == "a.json")
    #expect(preset.overrides == set)
    let config = try setup.comparisonOptions("other/b.json", base: base)
    #expect(config.presetName == "showcase")
    #expect(config.configPath == "other/b.json")
    #expect {
      _ = try setup.comparisonOptions("nope", base: base)
    } throws: { error in
      guard let failure = error as? CommandFailure else { return false }
      return failure.code == .usage && failure.message.contains("--compare")
        && failure.message.contains("mdc-default")
    }
  }

  @Test func scriptRunnerFeedsTwoSandboxesTheSameInputs() throws {
    let script = try EventScript.decode(flickScript(duration: 4), file: "flick.json")
    var a = ConfigValues()
    try a.set(key: "header.shiftBehavior", value: .string("enabledWithStatusBar"))
    var b = a
    try b.set(key: "header.shiftBehavior", value: .string("disabled"))
    var runner = try ScriptRunner(
      script: script, settings: [try SandboxSettings(values: a), try SandboxSettings(values: b)])
    #expect(runner.frameCount == 240)
    var frames: [Int] = []
    while let frame = runner.nextFrame() {
      frames.append(frame)
      #expect(runner.phones[0].scroll.offset == runner.phones[1].scroll.offset)
    }
    #expect(frames == Array(0..<240))
    #expect(runner.phones[0].time == runner.time(ofFrame: 239))
    #expect(runner.phones[0].engine.layout.top < 0, "A shifts off screen")
    #expect(runner.phones[1].engine.layout.top == 0, "B never shifts")
  }

  @Test func frameCountRoundsDurationTimesFPS() {
    #expect(FrameGrid.frameCount(duration: 2, fps: 30) == 60)
    #expect(FrameGrid.frameCount(duration: 1.01, fps: 60) == 61)
    #expect(FrameGrid.frameCount(duration: 0.001, fps: 60) == 1)
  }
}
