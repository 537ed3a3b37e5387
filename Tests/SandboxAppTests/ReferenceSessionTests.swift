import Foundation
import SandboxStage
import SandboxFormats
import SandboxPrimitives
import TestSupport
import Testing
import TuningPanel

@testable import SandboxApp

/// A session's `reference`: which recording a window or a render opens, and Ctrl+S writing the
/// nudged offset back.
@Suite struct ReferenceSessionTests {
  private let setup = ConfigSources(assets: AssetLocator(root: assetsDirectory))

  private func loaded(_ reference: ReviewSession.Reference?) throws -> LoadedSession {
    var session = ReviewSession(
      script: .inline(EventScript(events: [])), phones: [.init(preset: "showcase")])
    session.reference = reference
    return try LoadedSession.resolve(session, file: "/reviews/r.json", setup: setup)
  }

  @Test func theSessionsRecordingOpensAtItsSavedOffsetUnlessTheFlagNamesAnother() throws {
    let session = try loaded(ReviewSession.Reference(path: "clips/real.mp4", offset: -0.25))
    let own = try #require(ReferenceRequest.resolve(flag: nil, session: session))
    #expect(own.file == "/reviews/clips/real.mp4")
    #expect(own.written == "clips/real.mp4")
    #expect(own.offset == -0.25)
    let flagged = try #require(ReferenceRequest.resolve(flag: "/x/other.mov", session: session))
    #expect(flagged.file == "/x/other.mov")
    #expect(flagged.offset == nil, "a new recording is lined up by its release")
    #expect(ReferenceRequest.resolve(flag: nil, session: try loaded(nil)) == nil)
  }

  @Test func ctrlSWritesTheNudgedOffsetBack() throws {
    let session = try loaded(ReviewSession.Reference(path: "clips/real.mp4", offset: 0))
    var stageSetup = try WindowCommand.stageSetup(session, setup: setup)
    stageSetup.preferences = PanelPreferences()
    var stage = try Stage(stageSetup)
    _ = stage.start()
    #expect(session.saving(stage.sessionSnapshot, to: "/reviews/r.json").reference?.offset == 0)
    let track = ReferenceTrack(
      path: "clips/real.mp4", offset: 0, frameTimes: (0..<60).map { Double($0) / 20 })
    stage.setReference(track, source: nil)
    let left = TimedInputEvent(time: 0, event: .keyDown(.left, []))
    _ = stage.frame(StageInput(events: [left], realSeconds: 0))
    let saved = session.saving(stage.sessionSnapshot, to: "/reviews/r.json")
    #expect(saved.reference == ReviewSession.Reference(path: "clips/real.mp4", offset: 0.05))
    let moved = session.saving(stage.sessionSnapshot, to: "/elsewhere/r.json")
    #expect(moved.reference?.path == "/reviews/clips/real.mp4", "still names the same file")
  }
}
