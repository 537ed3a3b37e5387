import Foundation
import PhoneDrawing
import SandboxFormats
import SandboxPrimitives
import TestSupport
import Testing

@testable import SandboxStage

@Suite("Devices: the catalogue, script viewports and the status-bar default")
struct DeviceProfileTests {
  /// The issue's figures: name, points, scale, status bar.
  static let published: [(String, Double, Double, Double, Double)] = [
    ("iphone-se", 375, 667, 2, 20),
    ("iphone-13-mini", 375, 812, 3, 50),
    ("iphone-14", 390, 844, 3, 47),
    ("iphone-15-pro", 393, 852, 3, 54),
    ("iphone-15-pro-max", 430, 932, 3, 54),
    ("pixel-8", 412, 915, 2.625, 24),
    ("ipad-11", 834, 1194, 2, 24),
  ]

  @Test func theCatalogueHoldsExactlyThePublishedProfiles() throws {
    #expect(DeviceCatalog.all.map(\.name) == Self.published.map(\.0))
    for (name, width, height, ratio, bar) in Self.published {
      let p = try #require(DeviceCatalog.profile(named: name))
      #expect(p.width == width && p.height == height, "\(name)")
      #expect(p.pixelRatio == ratio && p.statusBarHeight == bar, "\(name)")
      #expect(p.topSafeArea >= p.statusBarHeight, "\(name)")
    }
    #expect(DeviceCatalog.standard.name == "iphone-15-pro")
    #expect(DeviceCatalog.standard.cutout == .island(width: 126, height: 37.33, top: 11))
    #expect(DeviceCatalog.profile(named: "iphone-se")?.statusBarStyle == .iosClassic)
    #expect(DeviceCatalog.profile(named: "pixel-8")?.statusBarStyle == .android)
  }

  @Test(arguments: [("phone", "iphone-14"), ("android", "pixel-8"), ("tablet", "ipad-11")])
  func oldNamesAreAliases(alias: String, name: String) {
    #expect(DeviceCatalog.profile(named: alias)?.name == name)
  }

  @Test func unknownNamesAreNil() {
    #expect(DeviceCatalog.profile(named: "nokia-3310") == nil)
    #expect(DeviceCatalog.profile(named: "") == nil)
  }

  @Test func aScriptNamesItsDevice() throws {
    let script = try EventScript.decode(
      #"{"version": 1, "viewport": {"device": "android"}, "events": []}"#, file: "s.json")
    #expect(
      script.viewport
        == Viewport(width: 412, height: 915, scale: 2, pixelRatio: 2.625, device: "pixel-8"))
    #expect(script.viewport.profile.name == "pixel-8")
    // The device's size is a default that width, height and pixelRatio override.
    let custom = try EventScript.decode(
      #"{"version": 1, "viewport": {"device": "iphone-se", "height": 600, "scale": 1}, "events": []}"#,
      file: "s.json")
    #expect(
      custom.viewport
        == Viewport(width: 375, height: 600, scale: 1, pixelRatio: 2, device: "iphone-se"))
    // And it survives a round trip through the encoder (recordings).
    #expect(try EventScript.decode(custom.encoded(), file: "r.json") == custom)
  }

  @Test func aScriptWithoutADeviceGetsTheDefaultOne() throws {
    let sized = try EventScript.decode(
      #"{"version": 1, "viewport": {"width": 390, "height": 844}, "events": []}"#, file: "s.json")
    #expect(sized.viewport.device == nil)
    #expect(sized.viewport.profile == DeviceCatalog.standard)
    let bare = try EventScript.decode(#"{"version": 1, "events": []}"#, file: "s.json")
    #expect(bare.viewport.width == 393 && bare.viewport.height == 852)
    #expect(bare.viewport.profile == DeviceCatalog.standard)
  }

  @Test func anUnknownDeviceIsOneProblem() {
    let problems = EventScript.validate(
      #"{"version": 1, "viewport": {"device": "nokia"}, "events": []}"#, file: "s.json")
    #expect(problems.count == 1)
  }

  @Test func anUnknownDeviceNamesThePathAndTheKnownNames() {
    #expect(throws: DataError.self) {
      _ = try EventScript.decode(
        #"{"version": 1, "viewport": {"device": "nokia"}, "events": []}"#, file: "s.json")
    }
    do {
      _ = try EventScript.decode(
        #"{"version": 1, "viewport": {"device": "nokia"}, "events": []}"#, file: "s.json")
    } catch {
      #expect(
        error.description
          == "s.json: viewport.device: expected a device name: iphone-se, iphone-13-mini, "
          + "iphone-14, iphone-15-pro, iphone-15-pro-max, pixel-8, ipad-11 (or phone, android, "
          + "tablet), found \"nokia\"")
    }
  }

  @Test func theDeviceIsTheLowestLayerOfTheStatusBarHeight() throws {
    let pixel = try #require(DeviceCatalog.profile(named: "pixel-8"))
    let key = Param.header.statusBarHeight
    // Registry default (MDC's 20) without a device, the device's bar with one…
    #expect(try ConfigValues.resolve()[key] == 20)
    #expect(try ConfigValues.resolve(device: pixel.configLayer)[key] == 24)
    #expect(try ConfigValues.resolve(device: DeviceCatalog.standard.configLayer)[key] == 54)
    // …under a preset that sets it, a config file and --set.
    let preset = Preset(
      name: "p", description: "",
      values: ConfigLayer(entries: [.init(key: key.name, value: .number(30))]))
    #expect(try ConfigValues.resolve(device: pixel.configLayer, preset: preset)[key] == 30)
    let config = ConfigLayer(entries: [.init(key: key.name, value: .number(33))])
    #expect(
      try ConfigValues.resolve(device: pixel.configLayer, preset: preset, config: config)[key]
        == 33)
    let set = ConfigLayer(
      entries: [.init(key: key.name, value: .number(40))], isSetterSequence: true)
    #expect(
      try ConfigValues.resolve(
        device: pixel.configLayer, preset: preset, config: config, overrides: set)[key] == 40)
    // The window's base layer turns the device frame on, under the same layers.
    let frame = Param.view.deviceFrame
    #expect(try ConfigValues.resolve(device: pixel.configLayer)[frame] == false)
    #expect(try ConfigValues.resolve(device: pixel.baseLayer(deviceFrame: true))[frame] == true)
  }

  /// A showcase-sized header (56 → 176 pt plus the device's bar) collapsed halfway on `device`.
  static func halfway(_ device: DeviceProfile) -> SceneState {
    var s = SceneState(viewport: Size(width: device.width, height: device.height))
    s.device = device
    let bar = device.statusBarHeight
    s.statusBarHeight = bar
    s.headerMinHeight = 56 + bar
    s.headerMaxHeight = 176 + bar
    s.headerHeight = 116 + bar
    s.scrollOffset = 60
    s.phase = "collapsing"
    s.phasePercentage = 0.5
    s.shiftBehaviorName = "enabledWithStatusBar"
    return s
  }

  /// Display-list hashes of every device collapsed halfway. Re-record (after checking the
  /// gallery PNGs by eye) with `RECORD_DEVICE_HASHES=1 swift test --filter DeviceProfileTests`.
  static let pinnedHashes: [String: UInt64] = [
    "iphone-se": 11_252_806_658_506_418_505,
    "iphone-13-mini": 15_617_622_205_180_229_699,
    "iphone-14": 11_561_996_542_898_822_099,
    "iphone-15-pro": 8_812_748_815_637_043_241,
    "iphone-15-pro-max": 16_607_837_378_732_335_605,
    "pixel-8": 12_021_678_781_843_993_497,
    "ipad-11": 16_905_543_171_337_240_160,
  ]

  @Test(arguments: DeviceCatalog.all.map(\.name))
  func eachDeviceCollapsedHalfwayIsPinned(name: String) throws {
    let device = try #require(DeviceCatalog.profile(named: name))
    let list = SceneBuilder.build(Self.halfway(device))
    if ProcessInfo.processInfo.environment["RECORD_DEVICE_HASHES"] != nil {
      print("    \"\(name)\": \(list.stableHash),")
    }
    #expect(list.stableHash == Self.pinnedHashes[name], "\(name): \(list.stableHash)")
    #expect(list.size == Size(width: device.width, height: device.height))
  }
}
