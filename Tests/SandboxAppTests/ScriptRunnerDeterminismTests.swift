import Foundation
import PhoneDrawing
import PhoneSimulation
import SandboxStage
import SandboxFormats
import SandboxPrimitives
import Testing

@testable import SandboxApp

/// The same script and options give the same frames on every run, and an A/B pair is exactly two
/// separate runs side by side.
@Suite struct ScriptRunnerDeterminismTests {
  static func runner(_ script: EventScript, _ settings: [SandboxSettings]) throws -> ScriptRunner {
    try ScriptRunner(script: script, settings: settings)
  }

  static func setup() throws -> ConfigSources {
    ConfigSources(assets: AssetLocator(root: assetsDirectory))
  }

  /// Every frame's composed display-list hash and trace row for a run.
  static func frames(
    _ script: EventScript, _ settings: [SandboxSettings]
  ) throws -> (hashes: [UInt64], rows: [[String]]) {
    var runner = try runner(script, settings)
    var hashes: [UInt64] = []
    var rows: [[String]] = Array(repeating: [], count: settings.count)
    let viewport = Size(width: script.viewport.width, height: script.viewport.height)
    while let frame = runner.nextFrame() {
      let states = runner.phones.map { sandbox -> SceneState in
        var state = sandbox.sceneState()
        state.showTouchIndicators = true
        return state
      }
      hashes.append(PhonesPainter.paint(states, viewport: viewport).stableHash)
      for (index, sandbox) in runner.phones.enumerated() {
        rows[index].append(sandbox.traceRow(frame: frame).csvLine)
      }
    }
    return (hashes, rows)
  }

  @Test func sameScriptGivesIdenticalDisplayListsEveryRun() throws {
    let setup = try Self.setup()
    let path = assetsDirectory.appendingPathComponent("Scripts/quick-return.json").path
    let script = try setup.loadScript(path)
    let settings = try setup.settings(TuningOptions(), script: script, scriptFile: path)
    let first = try Self.frames(script, [settings])
    let second = try Self.frames(script, [settings])
    #expect(first.hashes.count == Int((script.effectiveDuration * 60).rounded()))
    #expect(first.hashes == second.hashes)
    #expect(first.rows == second.rows)
    #expect(Set(first.hashes).count > first.hashes.count / 2, "the frames really change")
  }

  /// `render`'s own frames (the headless stage's composition with plots, onion skin and three
  /// phones) hash the same on every run.
  @Test func renderFramesAreIdenticalEveryRun() throws {
    let setup = try Self.setup()
    let path = assetsDirectory.appendingPathComponent("Scripts/over-extension.json").path
    let args = try ArgumentScanner.scan(
      [
        path, "--out", "x.mp4", "--plots", "--ghosts", "5", "--compare", "mdc-default",
        "--compare", "android-views",
      ], flags: Subcommand.render.flags, usage: "")
    let options = try RenderCommand.parse(args)
    let script = try setup.loadScript(path)
    let a = try setup.settings(options.tuning, script: script, scriptFile: path)
    let compared = try CompareTarget.resolveAll(
      args, reference: a, setup: setup, tuning: options.tuning, script: script, scriptFile: path)
    let phones =
      [StageSetup.Phone(settings: a, label: "A · showcase")]
      + compared.map { StageSetup.Phone(settings: $0.settings, label: $0.label) }
    func hashes() throws -> [UInt64] {
      var runner = try ScriptRunner(
        RenderCommand.stageSetup(script: script, phones: phones, options: options, sources: setup))
      var result: [UInt64] = []
      while let frame = runner.nextFrame() {
        if frame % 5 == 0 { result.append(runner.frameList().stableHash) }
      }
      return result
    }
    let first = try hashes()
    #expect(first == (try hashes()))
    #expect(Set(first).count > first.count / 2, "the frames really change")
  }

  @Test func abPhonesReactLikeTwoSeparateRuns() throws {
    let setup = try Self.setup()
    let path = assetsDirectory.appendingPathComponent("Scripts/shift-enabled.json").path
    let script = try setup.loadScript(path)
    let a = try setup.settings(TuningOptions(), script: script, scriptFile: path)
    var args = ScannedArguments()
    args.values["compare"] = ["android-like"]
    let compared = try CompareTarget.resolveAll(
      args, reference: a, setup: setup, tuning: TuningOptions(), script: script, scriptFile: path)
    let b = try #require(compared.first).settings
    #expect(compared.map(\.label) == ["B · android-like@pixel-8"], "on its preset's device")
    let pair = try Self.frames(script, [a, b])
    let aloneA = try Self.frames(script, [a])
    let aloneB = try Self.frames(script, [b])
    #expect(pair.rows[0] == aloneA.rows[0])
    #expect(pair.rows[1] == aloneB.rows[0])
    #expect(pair.rows[0] != pair.rows[1], "the two tunings really differ")
  }
}
