import Foundation
import SandboxFormats
import SandboxPrimitives
import Testing
import TuningPanel

@testable import SandboxApp
@testable import SandboxStage

@Suite struct SessionFileTests {
  private let setup = ConfigSources(assets: AssetLocator(root: assetsDirectory))
  private var hideable: String {
    assetsDirectory.appendingPathComponent("Scripts/shift-hideable.json").path
  }

  private func session(playhead: Double?) -> ReviewSession {
    ReviewSession(
      script: .path(hideable),
      phones: [
        .init(preset: "showcase"),
        .init(
          preset: "mdc-default",
          set: ConfigLayer(entries: [.init(key: "header.minimumHeight", value: .number(60))])),
      ],
      loops: [.init(from: 0.5, to: 1)], playhead: playhead,
      markers: [.init(t: 0.8, phone: 1, text: "snap sooner")])
  }

  /// The frame a window opening `session` shows first: the stage cued to the playhead.
  private func openedFrameHash(_ session: ReviewSession) throws -> UInt64 {
    let loaded = try LoadedSession.resolve(session, file: "review.json", setup: setup)
    #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
    var stageSetup = try WindowCommand.stageSetup(loaded, setup: setup)
    stageSetup.preferences = PanelPreferences()
    var stage = try Stage(stageSetup)
    _ = stage.start()
    if let cue = WindowCommand.cue(session) { _ = stage.cue(toTime: cue.time, loop: cue.loop) }
    let list = try #require(stage.frame(StageInput(realSeconds: 0.5)).list)
    #expect(stage.phones.allSatisfy { $0.view.isPaused } == (session.playhead != nil))
    return list.stableHash
  }

  @Test func aSavedSessionReopensOnTheSameFrameAtItsPlayhead() throws {
    let original = session(playhead: 1.25)
    let reopened = try ReviewSession.decode(original.encoded(), file: "review.json")
    #expect(reopened == original)
    let first = try openedFrameHash(original)
    #expect(try openedFrameHash(reopened) == first)
    #expect(try openedFrameHash(session(playhead: 1.5)) != first, "the playhead matters")
  }

  @Test func theLoopRangeIsSetWhenItEndsByThePlayhead() throws {
    let loaded = try LoadedSession.resolve(session(playhead: 1.25), file: "r.json", setup: setup)
    var stage = try Stage(try WindowCommand.stageSetup(loaded, setup: setup))
    _ = stage.start()
    _ = stage.cue(toTime: 1.25, loop: (0.5, 1))
    let range = try #require(stage.timeline.loopRange)
    #expect(range == 30...60)
    #expect(stage.timeline.isScrubbed == false, "paused live: a hover must not fork the replay")
  }

  @Test func missingPresetsAndFilesAreWarningsAndTheRestIsKept() throws {
    let dir = try TemporaryDirectory()
    let text = """
      {"version": 1, "script": "gone.json",
       "phones": [{"preset": "showcase"}, {"preset": "nope", "config": "missing.json"},
                  {"preset": "mdc-default", "device": "pixel-8"}],
       "reference": {"path": "real.mp4", "offset": 0.5}, "playhead": 2}
      """
    let file = try dir.write("review.json", text)
    let loaded = try LoadedSession.load(file, setup: setup)
    #expect(loaded.script == nil)
    #expect(loaded.phones.count == 3)
    #expect(
      loaded.phones.map(\.label) == [
        "A · showcase", "B · showcase", "C · mdc-default@pixel-8",
      ])
    #expect(
      loaded.warnings == [
        "script gone.json not found, no gesture to replay",
        "phone B: preset \"nope\" not found",
        "phone B: config missing.json not found",
        "reference real.mp4 not found",
      ])
    let stage = try WindowCommand.stageSetup(loaded, setup: setup)
    #expect(stage.phones.map(\.device?.name) == [nil, nil, "pixel-8"])
    #expect(stage.phones[2].spec == "mdc-default@pixel-8")
    #expect(stage.viewport(ofPhone: 2) == Size(width: 412, height: 915))
    #expect(stage.banner?.hasPrefix("\(file): script gone.json not found") == true)
    #expect(stage.replay == nil)
  }

  @Test func pathsInASessionAreRelativeToItsFolder() throws {
    let dir = try TemporaryDirectory()
    try dir.write("configs/b.json", #"{"header": {"maximumHeight": 150}}"#)
    try dir.write("flick.json", flickScript())
    let file = try dir.write(
      "review.json",
      #"{"version": 1, "script": "flick.json", "phones": [{}, {"config": "configs/b.json"}]}"#)
    let loaded = try LoadedSession.load(file, setup: setup)
    #expect(loaded.warnings.isEmpty)
    #expect(loaded.script != nil)
    #expect(loaded.phones[1].settings.values["header.maximumHeight"] == .number(150))
    #expect(loaded.phones[1].label == "B · b")
  }

  @Test func checkOpenAndSessionFlagsGiveTheDocumentedExits() async throws {
    let dir = try TemporaryDirectory()
    let good = try dir.write(
      "good.json",
      #"{"version": 1, "script": {"version": 1, "events": []}, "phones": [{"preset": "showcase"}]}"#
    )
    let bad = try dir.write(
      "bad.json", #"{"version": 1, "script": "a.json", "phones": [{"preset": "nope"}]}"#)
    let checked = try await runSandbox(["check", good, bad])
    #expect(checked.status == 1)
    #expect(checked.stdout == "\(good): ok\n")
    #expect(checked.stderr.hasPrefix("\(bad):1:48: phones[0].preset: expected a known preset"))
    let broken = try dir.write("broken.json", #"{"version": 1, "phones": [], "script": 1}"#)
    let opened = try await runSandbox(["open", broken])
    #expect(opened.status == 65)
    #expect(opened.stderr.contains("\(broken):1:30: script: expected a script file"))
    #expect(try await runSandbox(["open", dir.path("none.json")]).status == 66)
    let clash = try await runSandbox(["--session", good, "--preset", "showcase"])
    #expect(clash.status == 64)
    #expect(clash.stderr.contains("drop --preset"))
    // Valid, but no display in the tests' environment.
    #expect(try await runSandbox(["open", good]).status == 69)
  }

  /// A stage opened on `loaded`, cued to `time` when given.
  private func openedStage(_ loaded: LoadedSession, cue time: Double?) throws -> Stage {
    var stageSetup = try WindowCommand.stageSetup(loaded, setup: setup)
    stageSetup.preferences = PanelPreferences()
    var stage = try Stage(stageSetup)
    _ = stage.start()
    if let time { _ = stage.cue(toTime: time) }
    return stage
  }

  @Test func ctrlSSavesWhatIsOnScreenAndTheFileReopensOnTheSameFrame() throws {
    let loaded = try LoadedSession.resolve(session(playhead: nil), file: "r.json", setup: setup)
    var stage = try openedStage(loaded, cue: 1.1)
    let saveKey = TimedInputEvent(time: 0, event: .keyDown(.s, [.control]))
    let effects = stage.frame(StageInput(events: [saveKey], realSeconds: 0)).effects
    guard
      case .saveSession(var snapshot, let asNew)? = effects.first(where: {
        if case .saveSession = $0 { true } else { false }
      })
    else {
      Issue.record("Ctrl+S made no saveSession effect: \(effects)")
      return
    }
    #expect(asNew == false)
    #expect(abs(snapshot.playhead - 1.1) < 1e-9)
    let shown = try #require(stage.frame(StageInput(realSeconds: 0)).list).stableHash
    let saved = loaded.saving(snapshot, to: "r.json")
    #expect(saved.playhead == snapshot.playhead)
    #expect(saved.phones[1].set.entries.map(\.key) == ["header.minimumHeight"])
    let reopened = try LoadedSession.resolve(
      try ReviewSession.decode(saved.encoded(), file: "r.json"), file: "r.json", setup: setup)
    let again = try openedStage(reopened, cue: saved.playhead)
    var copy = again
    #expect(try #require(copy.frame(StageInput(realSeconds: 0)).list).stableHash == shown)
    // A value changed in the window is saved over the phone's preset, and reopens.
    try snapshot.values[1].set(key: "header.maximumHeight", value: .number(180))
    let edited = loaded.saving(snapshot, to: "r.json")
    #expect(edited.phones[1].set["header.maximumHeight"] == .number(180))
    let resolved = try LoadedSession.resolve(edited, file: "r.json", setup: setup)
    #expect(resolved.phones[1].settings.values == snapshot.values[1])
  }

  @Test func savingElsewhereMakesRelativePathsAbsolute() {
    var original = session(playhead: 1)
    original.script = .path("flick.json")
    original.phones[1].config = "b.json"
    let moved = LoadedSession.relocated(original, from: "/a/review.json", to: "/b/copy.json")
    #expect(moved.script == .path("/a/flick.json"))
    #expect(moved.phones[1].config == "/a/b.json")
    #expect(LoadedSession.relocated(original, from: "/a/r.json", to: "/a/s.json") == original)
  }

  @Test func markersStandOnTheTimelineStrip() throws {
    func notches(_ session: ReviewSession) throws -> Int {
      let loaded = try LoadedSession.resolve(session, file: "r.json", setup: setup)
      var stage = try openedStage(loaded, cue: 0.5)
      let list = try #require(stage.frame(StageInput(realSeconds: 0)).list)
      return list.commands.filter {
        if case .fillRect(let rect, let color) = $0 {
          color == Color(r: 255, g: 214, b: 77) && rect.width == 4
        } else {
          false
        }
      }.count
    }
    var plain = session(playhead: nil)
    #expect(try notches(plain) == 1)
    plain.markers = []
    #expect(try notches(plain) == 0)
  }
}
