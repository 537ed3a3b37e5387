import Foundation
import HeaderEngine
import SandboxStage
import SandboxFormats
import Testing

@testable import SandboxApp

/// Built-in platform presets take the status bar and the top safe area from the device.
@Suite struct PresetDeviceTests {
  static func height(preset: String, device: String) throws -> Double {
    let sources = ConfigSources(assets: AssetLocator(root: assetsDirectory))
    let profile = try #require(DeviceCatalog.profile(named: device))
    let settings = try sources.settings(TuningOptions(presetName: preset), device: profile)
    let model = try AnyHeaderModel(
      configuration: settings.header, options: settings.headerModel)
    return model.hMax
  }

  @Test func iosLargeTitleSitsBelowTheDevicesTopSafeArea() throws {
    #expect(try Self.height(preset: "ios-large-title", device: "iphone-se") == 20 + 96)
    #expect(try Self.height(preset: "ios-large-title", device: "iphone-15-pro") == 59 + 96)
    #expect(try Self.height(preset: "ios-large-title", device: "pixel-8") == 24 + 96)
  }

  @Test func otherPresetsKeepTheStatusBar() throws {
    // MDC and the Android bars sit under the status bar (54 pt), not the 59-pt safe area.
    #expect(try Self.height(preset: "showcase", device: "iphone-15-pro") == 54 + 176)
    #expect(try Self.height(preset: "android-views", device: "pixel-8") == 24 + 152)
    #expect(try Self.height(preset: "android-views", device: "iphone-se") == 20 + 152)
  }

  @Test func noShippedPlatformPresetBakesAStatusBar() throws {
    for name in ["android-views", "compose-m3", "flutter-sliver", "ios-large-title"] {
      let url = assetsDirectory.appendingPathComponent("Presets/\(name).json")
      let preset = try Preset.decode(
        try String(contentsOf: url, encoding: .utf8), name: name, file: url.lastPathComponent)
      #expect(!preset.values.entries.contains { $0.key == "header.statusBarHeight" }, "\(name)")
    }
  }
}
