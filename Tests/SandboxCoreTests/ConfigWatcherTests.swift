import SandboxFormats
import Testing
import TuningPanel

@testable import SandboxStage

@Suite struct ConfigWatcherTests {
  @Test func aValidFileAppliesOverTheBaseWithOverridesWinning() throws {
    var watcher = ConfigWatcher(file: "tune.json")
    let overrides = ConfigLayer(entries: [.init(key: "header.minimumHeight", value: .number(60))])
    let outcome = watcher.reload(
      text: #"{"header": {"maximumHeight": 200, "minimumHeight": 40}}"#, base: ConfigValues(),
      overrides: overrides, current: ConfigValues())
    guard case .apply(let settings, let changed) = outcome else {
      Issue.record("expected apply, got \(outcome)")
      return
    }
    #expect(settings.header.maximumHeight == 200)
    #expect(settings.header.minimumHeight == 60)
    #expect(changed == ["header.minimumHeight", "header.maximumHeight"])
    #expect(watcher.banner == nil)
  }

  @Test func anInvalidFileKeepsTheValuesAndNamesFilePathAndReason() {
    var watcher = ConfigWatcher(file: "tune.json")
    let outcome = watcher.reload(
      text: #"{"header": {"maximumHeight": -5}}"#, base: ConfigValues(), current: ConfigValues())
    guard case .keep(let banner) = outcome else {
      Issue.record("expected keep, got \(outcome)")
      return
    }
    #expect(banner.contains("tune.json"))
    #expect(banner.contains("header.maximumHeight"))
    #expect(banner.contains("expected a number in 0…600, found -5"))
    #expect(banner.contains("keeping the last good values"))
    #expect(watcher.banner == banner)
    // Fixing the file clears the banner.
    _ = watcher.reload(text: "{}", base: ConfigValues(), current: ConfigValues())
    #expect(watcher.banner == nil)
  }

  @Test func syntaxErrorsAndUnknownKeysAreKeptOut() {
    var watcher = ConfigWatcher(file: "tune.json")
    guard
      case .keep(let syntax) = watcher.reload(
        text: "{\"header\": ", base: ConfigValues(), current: ConfigValues())
    else {
      Issue.record("expected keep")
      return
    }
    #expect(syntax.contains("tune.json:1:"))
    guard
      case .keep(let unknown) = watcher.reload(
        text: #"{"header": {"maxHeight": 100}}"#, base: ConfigValues(), current: ConfigValues())
    else {
      Issue.record("expected keep")
      return
    }
    #expect(unknown.contains("tune.json: header.maxHeight"))
    #expect(unknown.contains("did you mean header.maximumHeight"))
  }
}
