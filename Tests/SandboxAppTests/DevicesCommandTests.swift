import Foundation
import SandboxStage
import SandboxFormats
import TestSupport
import Testing

@testable import SandboxApp

@Suite struct DevicesCommandTests {
  @Test func listsEveryProfileWithItsFiguresAndAliases() async throws {
    let result = try await runSandbox(["devices"])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == DeviceCatalog.all.count + 2)
    #expect(lines.first?.hasPrefix("name ") == true)
    let pro = try #require(lines.first { $0.hasPrefix("iphone-15-pro *") })
    for cell in ["iPhone 15 Pro", "393×852", "×3", "54", "59", "55", "Dynamic Island 126×37.33"] {
      #expect(pro.contains(cell), "\(cell) in \(pro)")
    }
    let pixel = try #require(lines.first { $0.hasPrefix("pixel-8 ") })
    #expect(pixel.contains("412×915") && pixel.contains("×2.625") && pixel.hasSuffix("android"))
    #expect(lines.contains { $0.hasPrefix("iphone-14 ") && $0.hasSuffix("phone") })
  }

  @Test func devicesTakesNoArguments() async throws {
    let result = try await runSandbox(["devices", "extra"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("expected no arguments, found 'extra'"))
  }

  @Test(arguments: [["trace"], ["render", "--out", "x.png"], []])
  func anUnknownDeviceIsAUsageErrorListingTheKnownOnes(command: [String]) async throws {
    let script = assetsDirectory.appendingPathComponent("Scripts/shift-enabled.json").path
    let args = command.isEmpty ? ["--device", "nokia"] : command + [script, "--device", "nokia"]
    let result = try await runSandbox(args)
    #expect(result.status == 64, "\(result.stderr)")
    #expect(
      result.stderr.contains(
        "--device: expected one of iphone-se, iphone-13-mini, iphone-14, iphone-15-pro, "
          + "iphone-15-pro-max, pixel-8, ipad-11 (or phone, android, tablet), found \"nokia\""))
  }

  @Test func traceOnADeviceUsesItsStatusBarUnderThePresetAndSet() async throws {
    // Showcase sets no status bar: the device's shows in the expanded header (176 + bar).
    let script = assetsDirectory.appendingPathComponent("Scripts/shift-enabled.json").path
    func firstHeight(_ extra: [String]) async throws -> String {
      let result = try await runSandbox(["trace", script] + extra)
      #expect(result.status == 0, "\(result.stderr)")
      let row = result.stdout.split(separator: "\n")[1].split(separator: ",")
      return String(row[4])
    }
    #expect(try await firstHeight([]) == "230.000000")
    #expect(try await firstHeight(["--device", "iphone-se"]) == "196.000000")
    #expect(try await firstHeight(["--device", "tablet"]) == "200.000000")
    // A preset that sets the bar (mdc-default: 56 + 20) wins over the device…
    #expect(
      try await firstHeight(["--device", "iphone-15-pro", "--preset", "mdc-default"]) == "76.000000"
    )
    // …and --set wins over both.
    #expect(
      try await firstHeight(["--device", "iphone-15-pro", "--set", "header.statusBarHeight=10"])
        == "186.000000")
  }

  @Test func runSetupPutsTheDeviceUnderEveryOtherLayer() throws {
    let setup = ConfigSources(assets: AssetLocator(root: assetsDirectory))
    let key = Param.header.statusBarHeight
    let pixel = try #require(DeviceCatalog.profile(named: "pixel-8"))
    #expect(try setup.values(TuningOptions())[key] == 54)
    #expect(try setup.values(TuningOptions(), device: pixel)[key] == 24)
    #expect(try setup.values(TuningOptions(presetName: "mdc-default"), device: pixel)[key] == 20)
    let script = try EventScript.decode(
      #"{"version": 1, "viewport": {"device": "iphone-se"}, "events": []}"#, file: "s.json")
    // A script's device wins over the window's default.
    #expect(try setup.values(TuningOptions(), script: script, device: pixel)[key] == 20)
    let layers = try setup.layers(TuningOptions(), script: script, scriptFile: "s.json")
    #expect(
      layers.map(\.source) == ["device iphone-se", "preset showcase", "s.json: config", "--set"])
  }
}
