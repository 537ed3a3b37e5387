import PhoneDrawing
import PhoneSimulation
import Testing
import TuningPanel

@testable import SandboxStage

/// States on screen: the badge (window frames only), the window title and the first-launch hint.
@Suite struct SessionStatusTests {
  static func titles(_ frame: StageFrame) -> [String] {
    frame.effects.compactMap { if case .setTitle(let title) = $0 { title } else { nil } }
  }

  @Test func theBadgeShowsSlowMotionAndPauseInTheWindowOnly() throws {
    var stage = StageTests.stage()
    #expect(!StageTests.texts(StageTests.frame(&stage).list).contains { $0.contains("×") })
    StageTests.frame(&stage, [StageTests.key(.s)])
    let frame = StageTests.frame(&stage, [StageTests.key(.p)])
    #expect(StageTests.texts(frame.list).contains("0.25× · paused"))
    let screenshot = stage.compose(
      hud: HUDStatus(framesPerSecond: 60, frameMilliseconds: 1, renderer: ""), forScreenshot: true)
    #expect(!StageTests.texts(screenshot).contains { $0.contains("paused") })
  }

  /// A broken hot-reloaded config shows the error banner at the bottom of phone A; the badge
  /// ("watching FILE") sits above it, never over it.
  @Test func theHotReloadBadgeNeverCoversTheErrorBanner() throws {
    var setup = StageSetup(
      phones: [StageSetup.Phone(settings: SandboxSettings.defaults())],
      viewport: StageTests.viewport)
    setup.configPath = "/tmp/x/tweak.json"
    var stage = try Stage(setup)
    _ = stage.start()
    for lines in [1, 3] {
      let reason = Array(repeating: "unexpected end of the JSON text", count: lines * 2)
        .joined(separator: " and ")
      let frame = StageTests.frame(&stage, config: .unreadable(reason))
      let commands = try #require(frame.list).commands
      let banners = commands.compactMap {
        if case .fillRect(let rect, Theme.bannerBackground) = $0 { rect } else { nil }
      }
      let badges = commands.compactMap {
        if case .fillRoundedRect(let rect, _, SessionStatus.badgeBackground) = $0 {
          rect
        } else {
          nil
        }
      }
      let banner = try #require(banners.first, "no banner")
      let badge = try #require(badges.first, "no badge")
      #expect(StageTests.texts(frame.list).contains { $0.contains("watching tweak.json") })
      #expect(
        badge.maxY <= banner.minY && badge.minY >= stage.layout.arrangement.frame(0).minY,
        "badge \(badge) overlaps banner \(banner)")
    }
    // With the help open the card covers the phone; the badge would sit on its rows (it hid
    // "Ctrl+Shift+E"), so it waits until the help closes.
    let help = StageTests.frame(&stage, [StageTests.key(.slash, .shift)])
    let helpCommands = try #require(help.list).commands
    // The card: the first white rounded rect after the dimming layer.
    let dim = try #require(
      helpCommands.firstIndex {
        if case .fillRect(_, Theme.helpDim) = $0 { true } else { false }
      }, "no help overlay")
    let card = helpCommands[dim...].lazy.compactMap {
      if case .fillRoundedRect(let rect, _, Theme.helpCard) = $0 { rect } else { nil }
    }.first
    let helpCard = try #require(card, "no help card")
    for case .fillRoundedRect(let rect, _, SessionStatus.badgeBackground) in helpCommands {
      let overlaps =
        rect.minX < helpCard.maxX && helpCard.minX < rect.maxX && rect.minY < helpCard.maxY
        && helpCard.minY < rect.maxY
      #expect(!overlaps, "badge \(rect) over the help card \(helpCard)")
    }
    let closed = StageTests.frame(&stage, [StageTests.key(.slash, .shift)])
    #expect(StageTests.texts(closed.list).contains { $0.contains("watching tweak.json") })
  }

  @Test func theTitleFollowsThePresetAndTheStates() throws {
    var setup = StageSetup(
      phones: [StageSetup.Phone(settings: SandboxSettings.defaults())],
      viewport: StageTests.viewport)
    setup.presetName = "showcase"
    setup.configPath = "/tmp/x/tweak.json"
    var stage = try Stage(setup)
    let start = stage.start()
    #expect(
      start.contains {
        if case .setTitle("HeaderSandbox - showcase | watching tweak.json") = $0 {
          true
        } else {
          false
        }
      })
    let recording = StageTests.frame(&stage, [StageTests.key(.r, .control), StageTests.key(.s)])
    #expect(
      Self.titles(recording) == ["HeaderSandbox - showcase | REC | 0.25x | watching tweak.json"])
    #expect(Self.titles(StageTests.frame(&stage)).isEmpty, "no title effect while nothing changes")
    let stopped = StageTests.frame(&stage, [StageTests.key(.r, .control)])
    #expect(Self.titles(stopped) == ["HeaderSandbox - showcase | 0.25x | watching tweak.json"])
  }

  @Test func theFirstLaunchHintFadesAndIsRemembered() throws {
    var setup = StageSetup(
      phones: [StageSetup.Phone(settings: SandboxSettings.defaults())],
      viewport: StageTests.viewport)
    setup.showHint = true
    var stage = try Stage(setup)
    _ = stage.start()
    let first = StageTests.frame(&stage)
    #expect(StageTests.texts(first.list).contains(FirstLaunchHint.text))
    #expect(!first.mayWait, "the fade keeps frames coming")
    for _ in 0..<(60 * 6) { StageTests.frame(&stage) }
    #expect(stage.hint == nil)
    #expect(!StageTests.texts(StageTests.frame(&stage).list).contains(FirstLaunchHint.text))
    let saved = stage.finish().compactMap {
      if case .savePreferences(let preferences, _) = $0 { preferences } else { nil }
    }
    #expect(saved.first?.hintShown == true)
    let decoded = PanelPreferences(decoding: try #require(saved.first).encoded())
    #expect(decoded.hintShown)
    #expect(!PanelPreferences().hintShown)
  }

  /// A window nobody sees (the bench's idle window, tests) drops the hint, so it idles at once.
  @Test func aDismissedHintLetsTheFirstFrameIdle() throws {
    var setup = StageSetup(
      phones: [StageSetup.Phone(settings: SandboxSettings.defaults())],
      viewport: StageTests.viewport)
    setup.showHint = true
    var stage = try Stage(setup)
    stage.dismissHint()
    _ = stage.start()
    StageTests.frame(&stage)
    let second = StageTests.frame(&stage)
    #expect(!StageTests.texts(second.list).contains(FirstLaunchHint.text))
    #expect(second.mayWait, "nothing moves, so the host may wait for events")
  }
}
