import Foundation
import PhoneSimulation
import SandboxStage
import SandboxFormats
import SandboxPrimitives
import TestSupport
import Testing
import TuningPanel

@testable import SandboxApp

/// Hot reload as the window runs it: the poller stats the real file, the watcher decides, the
/// sandbox applies. Only the window's frame loop is left out.
@Suite struct ConfigHotReloadTests {
  private func temporaryFile(_ text: String) throws -> String {
    let directory = try ScratchDirectory.make("reload")
    let path = directory.appendingPathComponent("tune.json").path
    try AtomicFile.write(text, to: path)
    return path
  }

  /// One poll as the window and `Stage.applyConfig` do it; returns the banner, if any.
  private func poll(
    _ poller: inout ConfigFilePoller, _ watcher: inout ConfigWatcher, _ sandbox: inout Sandbox
  ) throws -> String? {
    guard let change = poller.check() else { return watcher.banner }
    let outcome: ConfigWatcher.Outcome
    switch change {
    case .text(let text):
      outcome = watcher.reload(
        text: text, base: ConfigValues(), current: sandbox.settings.values)
    case .unreadable(let reason):
      outcome = watcher.unreadable(reason)
    }
    if case .apply(let settings, _) = outcome { try sandbox.apply(settings: settings) }
    return watcher.banner
  }

  @Test func writingANewConfigChangesTheRunningValuesAndAnInvalidOneKeepsThem() throws {
    let path = try temporaryFile(#"{"header": {"maximumHeight": 100}}"#)
    var sandbox = try Sandbox(
      settings: SandboxSettings(
        values: ConfigValues.resolve(
          config: ConfigFile.decode(InputFile.readText(path), file: path))),
      viewport: Size(width: 390, height: 844))
    var poller = ConfigFilePoller(path: path)
    var watcher = ConfigWatcher(file: path)
    #expect(poller.check() == nil)
    #expect(sandbox.engine.hMax == 120)

    // An editor's atomic save: a new file renamed over the path.
    try AtomicFile.write(
      #"{"header": {"maximumHeight": 180, "shiftBehavior": "hideable"}}"#, to: path)
    #expect(try poll(&poller, &watcher, &sandbox) == nil)
    #expect(sandbox.engine.hMax == 200)
    #expect(sandbox.settings.header.shiftBehavior.rawValue == "hideable")

    try AtomicFile.write(#"{"header": {"maximumHeight": "tall"}}"#, to: path)
    let banner = try #require(try poll(&poller, &watcher, &sandbox))
    #expect(banner.contains(path))
    #expect(banner.contains("header.maximumHeight"))
    #expect(banner.contains("expected a number in 0…600, found \"tall\""))
    #expect(sandbox.engine.hMax == 200)

    try FileManager.default.removeItem(atPath: path)
    let missing = try #require(try poll(&poller, &watcher, &sandbox))
    #expect(missing.contains("no such file"))
    #expect(sandbox.engine.hMax == 200)

    try AtomicFile.write(#"{"header": {"maximumHeight": 64}}"#, to: path)
    #expect(try poll(&poller, &watcher, &sandbox) == nil)
    #expect(sandbox.engine.hMax == 84)
    #expect(sandbox.settings.header.shiftBehavior.rawValue == "disabled")
  }

  @Test func pollingIsRateLimited() throws {
    let path = try temporaryFile("{}")
    var poller = ConfigFilePoller(path: path)
    #expect(poller.poll(now: 100) == nil)
    try AtomicFile.write(#"{"header": {"maximumHeight": 90}}"#, to: path)
    #expect(poller.poll(now: 100.1) == nil)
    #expect(poller.poll(now: 100.3) == .text(#"{"header": {"maximumHeight": 90}}"#))
  }

  @Test func preferencesLiveUnderXDGConfigHome() {
    #expect(
      PreferencesFile.settingsPath(environment: ["XDG_CONFIG_HOME": "/x/cfg", "HOME": "/h"])
        == "/x/cfg/header-sandbox/settings.json")
    #expect(
      PreferencesFile.settingsPath(environment: ["HOME": "/h"])
        == "/h/.config/header-sandbox/settings.json")
    #expect(
      PreferencesFile.userPresetsDirectory(environment: [
        "XDG_CONFIG_HOME": "relative", "HOME": "/h",
      ])
        == "/h/.config/header-sandbox/presets")
  }
}
