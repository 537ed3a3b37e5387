import Foundation
import SandboxFormats
import SandboxStage
import TestSupport
import Testing

@testable import SandboxApp

/// Presets travel: the user's presets are found by every name-taking door (`--preset`,
/// `--compare`, a script's `preset`, `presets`), and every file `check` accepts loads with
/// `--config`, and the other way round (issue 17, part 6).
@Suite struct UserPresetTests {
  /// A library over the shipped presets and a fresh user folder.
  static func library() throws -> (PresetLibrary, TemporaryDirectory) {
    let user = try TemporaryDirectory()
    let library = PresetLibrary(
      directory: assetsDirectory.appendingPathComponent("Presets"),
      userDirectory: user.url.appendingPathComponent("presets"))
    return (library, user)
  }

  static func preset(_ name: String, height: Double = 120) -> Preset {
    let layer = ConfigLayer(
      entries: [.init(key: Param.header.maximumHeight.name, value: .number(height))])
    return Preset(name: name, description: "Mine", values: layer)
  }

  @Test func aSavedPresetIsListedAsTheUsersAndLoadsByName() throws {
    let (library, user) = try Self.library()
    let path = try library.saveUserPreset(Self.preset("review-1"))
    #expect(path == user.path("presets/review-1.json"))
    #expect(library.names.last == "review-1")
    #expect(library.origin(of: "review-1") == .user)
    #expect(library.origin(of: "showcase") == .builtIn)
    let loaded = try library.load("review-1", source: "--preset")
    #expect(loaded.values.entries.map(\.key) == ["header.maximumHeight"])
    #expect(loaded.description == "Mine")
  }

  /// The library keeps what it decoded (a launch asks for its preset three times) only while
  /// the file is unchanged: a preset saved again, even to the same size, loads afresh.
  @Test func aPresetSavedAgainLoadsAfresh() throws {
    let (library, _) = try Self.library()
    try library.saveUserPreset(Self.preset("review-1", height: 120))
    #expect(
      try library.load("review-1", source: "--preset").values.entries.first?.value
        == .number(120))
    // Same length of file, other value: only the inode (a new file each save) and the time say
    // it changed.
    try library.saveUserPreset(Self.preset("review-1", height: 130))
    #expect(
      try library.load("review-1", source: "--preset").values.entries.first?.value
        == .number(130))
    #expect(
      try library.load("review-1", source: "--preset").values.entries.first?.value
        == .number(130))
  }

  @Test func everyDoorAcceptsAUserPreset() throws {
    let (library, user) = try Self.library()
    try library.saveUserPreset(Self.preset("review-1"))
    let setup = ConfigSources(
      assets: AssetLocator(root: assetsDirectory),
      userPresets: user.url.appendingPathComponent("presets"))
    var options = TuningOptions()
    options.presetName = "review-1"
    #expect(try setup.values(options)[Param.header.maximumHeight] == 120)
    let compared = try setup.comparisonOptions("review-1", base: TuningOptions())
    #expect(compared.presetName == "review-1")
    let scriptPath = try user.write("s.json", flickScript(preset: "review-1"))
    let script = try setup.loadScript(scriptPath)
    #expect(try setup.values(TuningOptions(), script: script)[Param.header.maximumHeight] == 120)
  }

  @Test func builtInNamesAreRefusedWithAMessageThatSaysSo() throws {
    let (library, _) = try Self.library()
    #expect {
      try library.saveUserPreset(Self.preset("showcase"))
    } throws: { error in
      let failure = error as? CommandFailure
      return failure?.code == .usage
        && failure?.message.contains("not a built-in preset") == true
        && failure?.message.contains("found \"showcase\"") == true
    }
    #expect(throws: CommandFailure.self) { try library.deleteUserPreset("mdc-default") }
    #expect(throws: CommandFailure.self) { try library.saveUserPreset(Self.preset("a b")) }
    #expect(throws: CommandFailure.self) { try library.saveUserPreset(Self.preset("")) }
  }

  @Test func renameAndDeleteMoveAndRemoveTheFile() throws {
    let (library, user) = try Self.library()
    try library.saveUserPreset(Self.preset("first"))
    try library.saveUserPreset(Self.preset("second"))
    #expect(throws: CommandFailure.self) { try library.renameUserPreset("first", to: "second") }
    #expect(throws: CommandFailure.self) { try library.renameUserPreset("first", to: "showcase") }
    try library.renameUserPreset("first", to: "third")
    #expect(library.userNames == ["second", "third"])
    #expect(FileManager.default.fileExists(atPath: user.path("presets/third.json")))
    try library.deleteUserPreset("second")
    #expect(library.userNames == ["third"])
    #expect(!FileManager.default.fileExists(atPath: user.path("presets/second.json")))
  }

  @Test func aUserFileNamedLikeABuiltInNeverShadowsIt() throws {
    let (library, user) = try Self.library()
    try user.write("presets/showcase.json", #"{"header": {"maximumHeight": 300}}"#)
    #expect(library.clashingUserNames == ["showcase"])
    #expect(library.names.filter { $0 == "showcase" }.count == 1)
    let loaded = try library.load("showcase", source: "--preset")
    #expect(loaded.values[Param.header.maximumHeight.name] == .number(176))
  }

  /// One loader: every shipped preset is a valid `--config`, and a config file with a
  /// description is a valid preset; `check` agrees with both.
  @Test func checkConfigAndPresetAcceptTheSameFiles() throws {
    let setup = ConfigSources(assets: AssetLocator(root: assetsDirectory), userPresets: nil)
    let (library, user) = try Self.library()
    for name in Preset.shippedNames {
      let path = setup.presets.path(of: name)
      #expect(CheckCommand.problems(in: path, knownPresets: nil).isEmpty, "\(name)")
      let layer = try setup.loadConfig(path)
      #expect(layer == (try setup.presets.load(name, source: "test")).values, "\(name)")
    }
    let saved = try library.saveUserPreset(Self.preset("travels"))
    #expect(CheckCommand.problems(in: saved, knownPresets: nil).isEmpty)
    #expect(try setup.loadConfig(saved)[Param.header.maximumHeight.name] == .number(120))
    let bad = try user.write("bad.json", #"{"description": "two\nlines", "header": {}}"#)
    let problems = CheckCommand.problems(in: bad, knownPresets: nil)
    #expect(problems.count == 1 && problems[0].contains("description: expected a single line"))
    #expect(throws: CommandFailure.self) { try setup.loadConfig(bad) }
  }

  @Test func presetsListsUserPresetsMarkedAndReportsClashes() throws {
    let home = try WatchedHome()
    try FileManager.default.createDirectory(
      atPath: home.config + "/header-sandbox/presets", withIntermediateDirectories: true)
    try Data(#"{"description": "Tuned in review."}"#.utf8).write(
      to: URL(fileURLWithPath: home.config + "/header-sandbox/presets/review-1.json"))
    let listed = try runSandbox(["presets"], environment: home.environment)
    #expect(listed.status == 0, "\(listed.stderr)")
    #expect(listed.stdout.contains("review-1 (user)"))
    #expect(listed.stdout.contains("Tuned in review."))

    let traced = try runSandbox(
      ["trace", "--preset", "review-1", assetsDirectory.path + "/Scripts/quick-return.json"],
      environment: home.environment)
    #expect(traced.status == 0, "\(traced.stderr)")

    try Data(#"{"header": {}}"#.utf8).write(
      to: URL(fileURLWithPath: home.config + "/header-sandbox/presets/showcase.json"))
    let clashing = try runSandbox(["presets"], environment: home.environment)
    #expect(clashing.status == 65)
    #expect(clashing.stderr.contains("presets/showcase.json: expected a user preset name"))
  }
}
