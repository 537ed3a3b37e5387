import Foundation
import SandboxFormats
import Testing

@testable import SandboxStage

/// A preset saved from the panel stores only what the user changed, never the device's values.
@Suite struct SavedPresetTests {
  @Test func aSavedPresetLeavesOutTheDevicesStatusBarAndTheView() throws {
    let iphone = try #require(DeviceCatalog.profile(named: "iphone-15-pro"))
    var values = try ConfigValues.resolve(device: iphone.baseLayer(deviceFrame: true))
    #expect(values[Param.header.statusBarHeight] == 54)
    try values.set(key: "header.maximumHeight", value: .number(140))
    try values.set(key: "view.hud", value: .bool(true))
    let layer = Preset.savedLayer(values, device: iphone)
    #expect(layer.entries.map(\.key) == ["header.maximumHeight"])

    // On a Pixel the saved preset gives the Pixel's own 24-pt bar, not the iPhone's 54.
    let pixel = try #require(DeviceCatalog.profile(named: "pixel-8"))
    let preset = Preset(name: "mine", description: "", values: layer)
    let onPixel = try ConfigValues.resolve(device: pixel.configLayer, preset: preset)
    #expect(onPixel[Param.header.statusBarHeight] == 24)
    #expect(onPixel[Param.header.maximumHeight] == 140)
  }

  @Test func aStatusBarTheUserSetIsKept() throws {
    let iphone = try #require(DeviceCatalog.profile(named: "iphone-15-pro"))
    var values = try ConfigValues.resolve(device: iphone.baseLayer(deviceFrame: true))
    try values.set(key: "header.statusBarHeight", value: .number(30))
    let layer = Preset.savedLayer(values, device: iphone)
    #expect(layer.entries.map(\.key) == ["header.statusBarHeight"])
  }

  @Test func aLargeTitleSavedOnADynamicIslandPhoneOmitsItsSafeArea() throws {
    let iphone = try #require(DeviceCatalog.profile(named: "iphone-15-pro"))
    var values = try ConfigValues.resolve(
      device: iphone.baseLayer(deviceFrame: true, headerModel: .uikitLargeTitle))
    try values.set(key: "header.model", value: .string("uikitLargeTitle"))
    #expect(values[Param.header.statusBarHeight] == 59)
    let layer = Preset.savedLayer(values, device: iphone)
    #expect(layer.entries.map(\.key) == ["header.model"])
  }
}
