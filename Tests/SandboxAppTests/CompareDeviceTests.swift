import Foundation
import PhoneDrawing
import SandboxStage
import SandboxFormats
import TestSupport
import Testing

@testable import SandboxApp

/// `--compare PRESET[@DEVICE]`: each compared phone on its own device, from `@DEVICE`, else
/// `--device`, else its preset's `device`, else A's.
@Suite struct CompareDeviceTests {
  static let script = assetsDirectory.appendingPathComponent("Scripts/platforms.json").path

  static func sources() -> ConfigSources {
    ConfigSources(assets: AssetLocator(root: assetsDirectory))
  }

  /// The compared phones `render` resolves for `flags` (after the script, as `render` reads
  /// them).
  static func compared(_ flags: [String]) throws -> [StageSetup.Phone] {
    let sources = Self.sources()
    let args = try ArgumentScanner.scan(
      [script, "--out", "x.png"] + flags, flags: Subcommand.render.flags, usage: "")
    let options = try RenderCommand.parse(args)
    var loaded = try sources.loadScript(script)
    try ArgumentRules.applyDevice(args, to: &loaded)
    let settings = try sources.settings(options.tuning, script: loaded, scriptFile: script)
    return try CompareTarget.resolveAll(
      args, reference: settings, setup: sources, tuning: options.tuning, script: loaded,
      scriptFile: script)
  }

  @Test func presetsNameTheirDevices() throws {
    let library = Self.sources().presets
    #expect(try library.load("android-views", source: "t").device == "pixel-8")
    #expect(try library.load("compose-m3", source: "t").device == "pixel-8")
    #expect(try library.load("ios-large-title", source: "t").device == "iphone-15-pro")
    #expect(try library.load("mdc-default", source: "t").device == "iphone-15-pro")
    #expect(try library.load("android-like", source: "t").device == "pixel-8", "an alias too")
  }

  @Test func eachComparedPhoneGetsItsDevice() throws {
    let phones = try Self.compared([
      "--compare", "android-views", "--compare", "ios-large-title", "--compare",
      "compose-m3@iphone-14", "--compare", "mdc-default@android",
    ])
    #expect(phones.map { $0.device?.name } == ["pixel-8", nil, "iphone-14", "pixel-8"])
    // The device's status bar is the lowest layer of each phone's own values.
    #expect(phones[0].settings.header.statusBarHeight == 24)
    #expect(phones[2].settings.header.statusBarHeight == 47)
    #expect(phones[3].settings.header.statusBarHeight == 20, "mdc-default sets MDC's 20 pt")
    #expect(phones.map(\.label)[0] == "B · android-views@pixel-8")
    #expect(phones.map(\.label)[1] == "C · ios-large-title")
  }

  @Test func theDeviceFlagOverridesAPresetsDevice() throws {
    let phones = try Self.compared([
      "--device", "iphone-14", "--compare", "android-views", "--compare", "compose-m3@pixel-8",
    ])
    #expect(phones.map { $0.device?.name } == [nil, "pixel-8"], "B shares A's iPhone 14")
    #expect(phones[0].settings.header.statusBarHeight == 47)
  }

  @Test func anUnknownDeviceAfterTheAtIsAUsageError() throws {
    #expect {
      _ = try Self.compared(["--compare", "android-views@pixel-9"])
    } throws: { error in
      guard let failure = error as? CommandFailure else { return false }
      return failure.code == .usage && failure.message.contains("--compare android-views@pixel-9")
        && failure.message.contains("pixel-8") && failure.message.contains("\"pixel-9\"")
    }
  }

  @Test func aPresetFileWithAnUnknownDeviceIsBadData() throws {
    #expect(throws: DataError.self) {
      _ = try Preset.decode(#"{"device": "nokia-3310"}"#, name: "x", file: "x.json")
    }
    let preset = try Preset.decode(#"{"device": "pixel-8"}"#, name: "x", file: "x.json")
    #expect(preset.device == "pixel-8")
    #expect(preset.encoded().contains(#""device": "pixel-8""#))
  }

  @Test func aRenderDrawsEachPhoneAtItsOwnSize() async throws {
    let directory = try ScratchDirectory.make("compare-devices")
    let out = directory.appendingPathComponent("three.png").path
    let result = try await runSandbox([
      "render", Self.script, "--out", out, "--frame", "0", "--compare",
      "android-views@pixel-8", "--compare", "ios-large-title",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let data = try Data(contentsOf: URL(fileURLWithPath: out))
    func word(_ at: Int) -> Int { data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    // The script's 390 × 844 at 2×: A 390, B a Pixel 8's 412 × 915, C shares A's screen.
    let width: Int = 2 * (390 + 16 + 412 + 16 + 390)
    let height = Int(2 * (915 + PhoneArrangement.captionBandHeight))
    #expect(word(16) == width)
    #expect(word(20) == height)
    let bad = try await runSandbox([
      "render", Self.script, "--out", out, "--force", "--compare", "compose-m3@nope",
    ])
    #expect(bad.status == 64)
    #expect(bad.stderr.contains("--compare compose-m3@nope"))
  }

  @Test func aScriptsCompareEntriesAreItsPhonesWhenNoFlagIsGiven() throws {
    var script = try Self.sources().loadScript(Self.script)
    script.compare = ["android-views@pixel-8", "ios-large-title@iphone-15-pro"]
    let text = script.encoded()
    let sources = Self.sources()
    let decoded = try EventScript.decode(
      text, file: "r.json", knownPresets: sources.presets.names)
    #expect(decoded.compare == script.compare)
    let args = try ArgumentScanner.scan(
      [Self.script, "--out", "x.png"], flags: Subcommand.render.flags, usage: "")
    let options = try RenderCommand.parse(args)
    let settings = try sources.settings(options.tuning, script: decoded, scriptFile: "r.json")
    let phones = try CompareTarget.resolveAll(
      args, reference: settings, setup: sources, tuning: options.tuning, script: decoded,
      scriptFile: "r.json")
    #expect(phones.map { $0.device?.name } == ["pixel-8", nil])
    #expect(phones.map(\.spec) == ["android-views@pixel-8", "ios-large-title@iphone-15-pro"])
    // A bad entry names its path.
    let bad = text.replacingOccurrences(of: "android-views@pixel-8", with: "android-views@p9")
    #expect {
      _ = try EventScript.decode(bad, file: "r.json", knownPresets: sources.presets.names)
    } throws: { error in
      "\(error)".contains("compare[0]") && "\(error)".contains("pixel-8")
    }
  }

  @Test func phoneAPlaysOnItsPresetsDeviceOnlyWhenItDiffers() throws {
    let sources = Self.sources()
    var script = try sources.loadScript(Self.script)
    #expect(script.viewport.device == nil && script.viewport.width == 390)
    var showcase = script
    try sources.applyNamedDevice(TuningOptions(), to: &showcase, scriptFile: Self.script)
    #expect(showcase == script, "showcase names the iPhone the script is drawn as: unchanged")
    var options = TuningOptions()
    options.presetName = "android-views"
    try sources.applyNamedDevice(options, to: &script, scriptFile: Self.script)
    #expect(script.viewport.device == "pixel-8")
    #expect(script.viewport.width == 412 && script.viewport.height == 915)
  }
}
