import Foundation
import PhoneSimulation
import SandboxFormats
import SandboxPrimitives
import TestSupport
import Testing

@testable import SandboxApp
@testable import SandboxStage

/// The window's glue for "Fit to reference": the stage's order becomes a `ReferenceFitJob`,
/// polled frame by frame into the panel's progress, and its end lands on phone A.
enum ReferenceFitHostDriver {
  /// One 1/60 s frame of `stage` with `events`.
  @discardableResult
  static func frame(_ stage: inout Stage, _ events: [InputEvent] = []) -> StageFrame {
    let t = stage.phones[0].time
    return stage.frame(
      StageInput(
        events: events.map { TimedInputEvent(time: t + 0.008, event: $0) },
        eventsFrom: t, eventsTo: t + 1.0 / 60, realSeconds: 1.0 / 60, config: nil))
  }

  /// A stage whose phone A has `values` and plays `script`, with `video` as its reference.
  static func stage(values: ConfigValues, script: EventScript?, video: String) throws -> Stage {
    var setup = StageSetup(
      phones: [StageSetup.Phone(settings: try SandboxSettings(values: values), label: "A")],
      viewport: Size(width: 390, height: 844))
    setup.replay = script
    var stage = try Stage(setup)
    _ = stage.start()
    stage.setReference(
      ReferenceTrack(path: video, offset: 0, frameTimes: (0..<180).map { Double($0) / 60 }),
      source: nil)
    return stage
  }

  /// Ctrl+F on `stage`: the order it hands the host.
  static func order(_ stage: inout Stage) throws -> ReferenceFitOrder {
    let effects = frame(&stage, [.keyDown(.f, [.control])]).effects
    return try #require(
      effects.lazy.compactMap { if case .fitReference(let o) = $0 { o } else { nil } }.first)
  }

  /// Polls `host` once a frame, as the window does, until the job has ended; returns the
  /// fractions the panel showed.
  static func run(_ host: ReferenceFitHost, _ stage: inout Stage) -> [Double] {
    var shown: [Double] = []
    while let progress = host.poll() {
      _ = stage.referenceFitProgressed(progress)
      frame(&stage)
      if case .running(_, let fraction)? = stage.column.panel.referenceFit {
        shown.append(fraction)
      }
      Thread.sleep(forTimeInterval: 0.02)
    }
    return shown
  }
}

@Suite(
  "reference fit host", .tags(.slow), .enabled(if: SlowTests.enabled, SlowTests.reason))
struct ReferenceFitHostTests {
  @Test func theWindowsFitChangesPhoneAAndOneUndoRestoresIt() throws {
    // ReferenceFitJobTests' rendered flick: Android's fling at friction 0.03, phone A at MDC's
    // defaults under UIKit's.
    let rendered = try ReferenceFitJobTests.request()
    var stage = try ReferenceFitHostDriver.stage(
      values: rendered.values, script: rendered.script, video: rendered.videoPath)
    let before = stage.phones[0].settings.values
    let order = try ReferenceFitHostDriver.order(&stage)
    #expect(order.values == before)
    var request = ReferenceFitHost.request(for: order, file: nil)
    #expect(request.videoPath == rendered.videoPath)
    #expect(request.timeOffset == 0)
    #expect(request.script == rendered.script)
    #expect(request.vary == nil, "what `fit` varies by default")
    // As ReferenceFitJobTests: the header keys stay, so the test stays short.
    request.fixed = rendered.fixed
    request.starts = rendered.starts
    request.pointScale = rendered.pointScale
    let host = ReferenceFitHost()
    host.start(request)
    let shown = ReferenceFitHostDriver.run(host, &stage)
    #expect(!shown.isEmpty, "the panel showed the progress")
    #expect(zip(shown, shown.dropFirst()).allSatisfy { $0 <= $1 }, "\(shown)")
    #expect(stage.column.panel.referenceFit?.isRunning == false)
    let after = stage.phones[0].settings.values
    #expect(after["scroll.deceleration"] == .string("android"))
    if case .number(let friction)? = after["scroll.androidFriction"] {
      #expect(abs(friction / 0.03 - 1) < 0.06, "friction \(friction)")
    } else {
      Issue.record("no friction in \(after)")
    }
    #expect(stage.toast?.title == "Fitted to the reference")
    ReferenceFitHostDriver.frame(&stage, [.keyDown(.z, [.control])])
    #expect(stage.phones[0].settings.values == before, "one Ctrl+Z restores phone A")
  }
}

/// A reference that is no video: the job fails, the panel and a toast say why, nothing changes.
@Suite struct ReferenceFitHostFailureTests {
  @Test func aFileThatIsNoVideoFailsWithItsNameAndChangesNothing() throws {
    let dir = try ScratchDirectory.make("reference-fit-host")
    let path = dir.appendingPathComponent("notes.mp4").path
    try "not a video".write(toFile: path, atomically: true, encoding: .utf8)
    var stage = try ReferenceFitHostDriver.stage(
      values: SandboxSettings.defaults().values, script: nil, video: path)
    let before = stage.phones[0].settings.values
    let order = try ReferenceFitHostDriver.order(&stage)
    let request = ReferenceFitHost.request(for: order, file: nil)
    #expect(request.script == nil && request.timeOffset == 0)
    let host = ReferenceFitHost()
    host.start(request)
    _ = ReferenceFitHostDriver.run(host, &stage)
    #expect(stage.phones[0].settings.values == before)
    #expect(stage.toast?.title == "Fit to reference failed")
    #expect(stage.toast?.detail.contains("notes.mp4") == true, "\(stage.toast?.detail ?? "")")
    guard case .ready(let note?, true)? = stage.column.panel.referenceFit else {
      Issue.record("row \(String(describing: stage.column.panel.referenceFit))")
      return
    }
    #expect(note.hasPrefix("Fit failed: "), "\(note)")
  }
}
