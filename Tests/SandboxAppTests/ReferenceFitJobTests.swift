import Foundation
import MotionFit
import PhoneSimulation
import SandboxFormats
import SandboxPrimitives
import TestSupport
import Testing

@testable import SandboxApp
@testable import SandboxStage

/// "Fit to reference" off the frame loop: a rendered reference measured and fitted on a thread
/// of its own, its changes applied to phone A as one undoable action, and cancellation.
@Suite(
  "reference fit job", .tags(.slow), .enabled(if: SlowTests.enabled, SlowTests.reason))
struct ReferenceFitJobTests {
  /// A flick under `preset`, rendered at ×1 with `renderFlags` into a scratch folder named
  /// `scratch`, and the script and values a window would play it with.
  static func renderedFlick(preset: String, renderFlags: [String] = [], scratch: String)
    throws -> (video: String, script: EventScript, values: ConfigValues)
  {
    let dir = try ScratchDirectory.make(scratch)
    let scriptPath = dir.appendingPathComponent("flick.json").path
    try """
    {"version": 1, "preset": "\(preset)",
     "viewport": {"width": 390, "height": 844, "scale": 1}, "fps": 60, "duration": 3,
     "events": [{"t": 0.3, "type": "swipe", "x": 195, "fromY": 650, "toY": 450, "duration": 0.12}]}
    """.write(toFile: scriptPath, atomically: true, encoding: .utf8)
    let video = dir.appendingPathComponent("reference.mp4").path
    let render = try runSandbox(["render", scriptPath, "--out", video] + renderFlags)
    try #require(render.status == 0, "\(render.stderr)")
    let setup = try ConfigSources.locate()
    var script = try setup.loadScript(scriptPath)
    try setup.applyNamedDevice(TuningOptions(), to: &script, scriptFile: scriptPath)
    let values = try setup.values(TuningOptions(), script: script, scriptFile: scriptPath)
    return (video, script, values)
  }

  /// A flick rendered at ×1 under Android's fling with friction 0.03 (phone A runs UIKit's),
  /// and the request that fits phone A (MDC's defaults) to it.
  static func request() throws -> ReferenceFitRequest {
    let (video, script, values) = try renderedFlick(
      preset: "mdc-default",
      renderFlags: [
        "--set", "scroll.deceleration=android", "--set", "scroll.androidFriction=0.03",
      ],
      scratch: "reference-fit")
    // Only the deceleration is asked about: the header keys stay, so the test stays short.
    return ReferenceFitRequest(
      videoPath: video, values: values, script: script, pointScale: 1, physics: .auto,
      fixed: [
        "header.minimumHeight", "header.maximumHeight", "header.shiftDuration",
        "header.shiftBehavior",
      ], starts: 2)
  }

  @Test func theJobReachesOneAndItsChangesReduceTheResidualAndUndoAsOneStep() throws {
    let request = try Self.request()
    let job = ReferenceFitJob(request)
    #expect(job.progress == 0)
    job.start()
    job.wait()
    guard case .finished(let outcome) = job.status else {
      Issue.record("the job ended as \(job.status)")
      return
    }
    #expect(job.progress == 1)
    #expect(outcome.changes["scroll.deceleration"] == .string("android"), "\(outcome.changes)")
    if case .number(let friction)? = outcome.changes["scroll.androidFriction"] {
      #expect(abs(friction / 0.03 - 1) < 0.06, "friction \(friction)")
    } else {
      Issue.record("no friction among \(outcome.changes)")
    }
    #expect(outcome.rmsAfter < outcome.rmsBefore / 4, "\(outcome.rmsBefore) → \(outcome.rmsAfter)")
    #expect(outcome.rmsAfter < 2, "RMS after \(outcome.rmsAfter)")

    // Phone A takes the changes as one action; one Ctrl+Z gives its values back exactly.
    var stage = try Stage(
      StageSetup(
        phones: [
          StageSetup.Phone(settings: try SandboxSettings(values: request.values), label: "A")
        ], viewport: Size(width: 390, height: 844)))
    _ = stage.start()
    #expect(stage.applyParameterChanges(outcome.changes, reason: "fit to reference") == nil)
    #expect(stage.phones[0].settings.values == outcome.result.values)
    let t = stage.phones[0].time
    _ = stage.frame(
      StageInput(
        events: [TimedInputEvent(time: t + 0.008, event: .keyDown(.z, [.control]))],
        eventsFrom: t, eventsTo: t + 1.0 / 60, realSeconds: 1.0 / 60, config: nil))
    #expect(stage.phones[0].settings.values == request.values)
  }

  @Test func cancellingStopsTheJobWhileMeasuringAndWhileFitting() throws {
    let request = try Self.request()
    let early = ReferenceFitJob(request)
    early.cancel()
    early.start()
    early.wait()
    guard case .cancelled = early.status else {
      Issue.record("cancelled before measuring, the job ended as \(early.status)")
      return
    }
    #expect(early.progress < ReferenceFitJob.measureShare)

    let job = ReferenceFitJob(request)
    job.start()
    // Wait for the fit to begin (measuring a 3 s video takes a few seconds), then cancel.
    while !job.isDone, job.progress <= ReferenceFitJob.measureShare {
      Thread.sleep(forTimeInterval: 0.02)
    }
    job.cancel()
    job.wait()
    guard case .cancelled = job.status else {
      Issue.record("cancelled while fitting, the job ended as \(job.status)")
      return
    }
    #expect(job.progress < 1)
  }

  /// Under the iOS skin `measure` finds no header edge: it says so, and the window's fit leaves
  /// the header's keys alone instead of fitting a header of height 0.
  @Test func aReferenceWithoutAHeaderEdgeLeavesTheHeaderAlone() throws {
    var (video, script, values) = try Self.renderedFlick(
      preset: "ios-large-title", scratch: "reference-fit-flat")
    let measured = try runSandbox(["measure", video])
    #expect(measured.status == 0)
    #expect(
      measured.stderr.contains("headerBottom: no header edge found; its cells are empty"),
      "\(measured.stderr)")

    try values.set(key: "scroll.uikitDecelerationRate", value: .number(0.995))
    let request = ReferenceFitRequest(
      videoPath: video, values: values, script: script, pointScale: 1, physics: .named("uikit"),
      starts: 1)
    let job = ReferenceFitJob(request)
    job.start()
    job.wait()
    guard case .finished(let outcome) = job.status else {
      Issue.record("the job ended as \(job.status)")
      return
    }
    #expect(outcome.result.headerUnmeasured)
    #expect(outcome.changes["scroll.uikitDecelerationRate"] != nil, "\(outcome.changes)")
    let header = outcome.changes.keys.filter { !$0.hasPrefix("scroll.") }
    #expect(header.isEmpty, "\(outcome.changes)")
    #expect(outcome.result.best?.columns.map(\.column) == [.scrollOffset])
  }
}
