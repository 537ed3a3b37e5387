import Foundation
import SandboxStage
import SandboxPrimitives
import Testing
import TuningPanel

@testable import SandboxApp

/// `render` plays its script on the window's `Stage` (headless), so its frames are composed by
/// the window's composition: the plots carry the preset's curve behind the tuned one, as the
/// window's do.
@Suite struct RenderStageTests {
  static func sources() -> ConfigSources {
    ConfigSources(assets: AssetLocator(root: assetsDirectory))
  }

  /// The plots' preset curve: the preview's ghost polyline, in the plots frame's own points.
  static func presetCurve(_ list: DisplayList, column: Rect) -> [Point]? {
    let ghost = PanelStyle.secondaryText.withOpacity(0.55)
    for command in list.commands {
      if case .polyline(let points, 2, let color) = command, color == ghost {
        return points.map { Point(x: $0.x - column.x, y: $0.y - column.y) }
      }
    }
    return nil
  }

  @Test func renderPlotsDrawThePresetCurveLikeTheWindow() throws {
    let path = assetsDirectory.appendingPathComponent("Scripts/shift-enabled.json").path
    let sources = Self.sources()
    let args = try ArgumentScanner.scan(
      [path, "--out", "frame.png", "--plots", "--set", "scroll.deceleration=android"],
      flags: Subcommand.render.flags, usage: "")
    let options = try RenderCommand.parse(args)
    let script = try sources.loadScript(path)
    let settings = try sources.settings(options.tuning, script: script, scriptFile: path)
    var runner = try ScriptRunner(
      RenderCommand.stageSetup(
        script: script, phones: [StageSetup.Phone(settings: settings)], options: options,
        sources: sources))
    for _ in 0..<10 { _ = runner.nextFrame() }
    let renderColumn = try #require(runner.stage.layout.plotsFrame)
    let rendered = try #require(
      Self.presetCurve(runner.frameList(), column: renderColumn),
      "the tuned fling differs from showcase's: its curve is drawn behind")

    // The window with the same phone and preset (and no device frame, so the plots have the
    // render's height), plots shown (F3).
    var setup = StageSetup(
      phones: [StageSetup.Phone(settings: settings)],
      viewport: Size(width: script.viewport.width, height: script.viewport.height))
    setup.presetName = "showcase"
    setup.presets = StageFiles.presets(library: sources.presets)
    setup.preferences.showPlots = true
    setup.deviceFrame = false
    var stage = try Stage(setup)
    _ = stage.start()
    let frame = stage.frame(StageInput(realSeconds: 1.0 / 60))
    let windowColumn = try #require(stage.layout.plotsFrame)
    let list = try #require(frame.list)
    let shown = try #require(Self.presetCurve(list, column: windowColumn))
    #expect(rendered == shown)
  }
}
