import Foundation
import SandboxStage
import SandboxFormats
import TestSupport
import Testing

@testable import SandboxApp

/// The hand-off reproduces what was tuned: an exported config of any shipped preset traces as
/// the preset does (on the preset's own device), `export --device` names the device it is for,
/// and Ctrl+E writes the phone's own platform code beside the JSON.
@Suite struct HandOffTests {
  /// A demo script of the repository: 5 s, a pull and a flick, on a viewport that names no
  /// device, and starting from `showcase`, which the exported file must override wherever it
  /// acts.
  static let script = assetsDirectory.appendingPathComponent("Scripts/over-extension.json").path

  /// Every preset the repository ships.
  static func shippedPresets() throws -> [String] {
    let folder = assetsDirectory.appendingPathComponent("Presets").path
    return try FileManager.default.contentsOfDirectory(atPath: folder)
      .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(".json".count)) }.sorted()
  }

  @Test func everyShippedPresetsExportTracesExactlyAsThePreset() async throws {
    let dir = try TemporaryDirectory()
    let presets = try Self.shippedPresets()
    #expect(presets.count >= 7, "\(presets)")
    for preset in presets {
      let exported = dir.path("\(preset).json")
      let export = try await runSandbox(["export", "--preset", preset, "--out", exported])
      #expect(export.status == 0, "\(preset): \(export.stderr)")
      let original = try await runSandbox(["trace", Self.script, "--preset", preset])
      let replayed = try await runSandbox(["trace", Self.script, "--config", exported])
      #expect(original.status == 0, "\(preset): \(original.stderr)")
      #expect(replayed.status == 0, "\(preset): \(replayed.stderr)")
      #expect(original.stdout.split(separator: "\n").count == 301, "\(preset): a row per frame")
      #expect(original.stdout == replayed.stdout, "\(preset): trace --config of its export")
    }
  }

  @Test func anExportNamesThePresetsDeviceAndLeavesItsStatusBarToTheDevice() async throws {
    let result = try await runSandbox(["export", "--format", "json", "--preset", "android-views"])
    #expect(result.status == 0, "\(result.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(object["device"] as? String == "pixel-8")
    let header = try #require(object["header"] as? [String: Any])
    #expect(header["statusBarHeight"] == nil, "the Pixel's own, not the iPhone's 54")
    // A preset that tunes the status bar keeps it: MDC's own 20 pt on an iPhone.
    let mdc = try await runSandbox(["export", "--preset", "mdc-default"])
    #expect(mdc.stdout.contains("\"device\": \"iphone-15-pro\""))
    #expect(mdc.stdout.contains("\"statusBarHeight\": 20"))
    // A preset that names no device gets none, so the file goes on any phone.
    let flutter = try await runSandbox(["export", "--preset", "flutter-sliver"])
    #expect(flutter.status == 0)
    #expect(!flutter.stdout.contains("\"device\""))
    #expect(!flutter.stdout.contains("statusBarHeight"))
  }

  @Test func exportDeviceNamesTheDeviceAndTracesAsTraceDevice() async throws {
    let dir = try TemporaryDirectory()
    let exported = dir.path("pixel.json")
    let export = try await runSandbox(
      ["export", "--device", "pixel-8", "--preset", "ios-large-title", "--out", exported])
    #expect(export.status == 0, "\(export.stderr)")
    let text = try String(contentsOfFile: exported, encoding: .utf8)
    #expect(text.hasPrefix("{\n  \"device\": \"pixel-8\",\n"), "\(text)")
    let original = try await runSandbox(
      ["trace", Self.script, "--preset", "ios-large-title", "--device", "pixel-8"])
    let replayed = try await runSandbox(["trace", Self.script, "--config", exported])
    #expect(original.status == 0 && replayed.status == 0, "\(replayed.stderr)")
    #expect(original.stdout == replayed.stdout)
    // --device wins over the preset's own device.
    let iphone = try await runSandbox(["export", "--device", "iphone-se", "--preset", "compose-m3"])
    #expect(iphone.stdout.contains("\"device\": \"iphone-se\""))
  }

  @Test func anUnknownExportDeviceIsAUsageErrorListingTheDevices() async throws {
    let result = try await runSandbox(["export", "--device", "nokia-3310"])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("--device: expected one of"), "\(result.stderr)")
    #expect(result.stderr.contains("pixel-8") && result.stderr.contains("iphone-15-pro"))
    #expect(result.stderr.contains("\"nokia-3310\""))
    #expect(try await runSandbox(["export", "--device"]).status == 64)
  }

  /// Ctrl+E's files for each platform's preset: the JSON naming the phone's device, and the
  /// phone's own dialect.
  @Test(arguments: [
    ("showcase", "swift", "headerViewController.headerView"),
    ("ios-large-title", "swift", "prefersLargeTitles = true"),
    ("android-views", "kt", "com.google.android.material.appbar.AppBarLayout"),
    ("compose-m3", "kt", "TopAppBarDefaults."),
    ("flutter-sliver", "dart", "SliverAppBar("),
  ])
  func ctrlEWritesThePhonesOwnDialect(preset: String, ending: String, code: String) throws {
    let setup = ConfigSources(assets: AssetLocator(root: assetsDirectory))
    let options = TuningOptions(presetName: preset)
    let device = try setup.namedDevice(options) ?? DeviceCatalog.standard
    let values = try setup.settings(options, device: device).values
    let dir = try TemporaryDirectory()
    let paths = try StageFiles.exportFiles(values, device: device, in: dir.path("out"))
    #expect(paths.count == 2)
    #expect(paths[0].hasSuffix(".json"))
    #expect(paths[1] == String(paths[0].dropLast("json".count)) + ending)
    let json = try String(contentsOfFile: paths[0], encoding: .utf8)
    #expect(json.contains("\"device\": \"\(device.name)\""))
    #expect(try String(contentsOfFile: paths[1], encoding: .utf8).contains(code))
  }

  /// The window's Ctrl+E on a Compose phone: Kotlin, not MDC Swift.
  @Test func theWindowsCtrlEOnAComposePhoneWritesKotlin() async throws {
    let dir = try TemporaryDirectory()
    let script = try dir.write(
      "keys.json",
      """
      {"version": 1, "events": [
        {"t": 0.2, "type": "key", "key": "Ctrl+E"},
        {"t": 0.4, "type": "key", "key": "Ctrl+Q"}]}
      """)
    let result = try await runSandbox(
      ["--replay", script, "--software", "--preset", "compose-m3", "--output-dir", "out"],
      environment: WindowSessionTests.environment(dir), currentDirectory: dir.url)
    #expect(result.status == 0, "\(result.stderr)")
    let saved = try FileManager.default.contentsOfDirectory(atPath: dir.path("out")).sorted()
    #expect(saved.count == 2, "\(saved)")
    #expect(saved.allSatisfy { $0.hasPrefix("header-sandbox-export-") })
    #expect(saved.map { $0.split(separator: ".").last ?? "" } == ["json", "kt"])
    #expect(result.stdout.contains(".kt"), "\(result.stdout)")
  }
}
