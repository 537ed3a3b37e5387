import Foundation
import PhoneDrawing
import PhoneSimulation
import SDLPlatform
import SandboxStage
import SandboxFormats
import SandboxPrimitives

/// `render SCRIPT --sweep KEY=A:B:STEP [--sweep KEY2=v1,v2,…] --out PATH`: a contact sheet, one
/// phone per swept value (or pair of values) running the same gesture, as a PNG (`--at TIME`,
/// else the last frame), a GIF or a video. The cells are simulated and composed in parallel on
/// every core; one canvas paints the sheet.
extension RenderCommand {
  static func runSweep(_ options: Options, arguments: [String]) throws(CommandFailure) {
    if options.arguments.values["compare"] != nil {
      throw CommandFailure(.usage, "--sweep makes its own phones; drop --compare")
    }
    var sweeps: [Sweep] = []
    let cells: [[ConfigLayer.Entry]]
    do {
      for argument in arguments { sweeps.append(try Sweep.parse(argument)) }
      cells = try Sweep.cells(sweeps)
    } catch {
      throw CommandFailure(.usage, error.description)
    }
    let setup = try ConfigSources.locate()
    var script = try setup.loadScript(options.scriptPath)
    if let device = options.device {
      script.viewport = device.viewport(scale: script.viewport.scale)
    }
    // A sheet of many phones is large: one pixel per point unless --scale asks for more.
    script.viewport.scale = options.scale ?? 1
    try setup.applyNamedDevice(options.tuning, to: &script, scriptFile: options.scriptPath)
    let base = try setup.settings(options.tuning, script: script, scriptFile: options.scriptPath)
    for sweep in sweeps {
      // The panel's own reason ("no effect under composeM3"), so the two never disagree.
      guard let reason = ParameterRelevance.inactiveReason(sweep.key, in: base.values) else {
        continue
      }
      throw CommandFailure(
        .usage,
        "--sweep \(sweep.key): the parameter does not act under these values (\(reason)), so "
          + "every cell would be the same")
    }
    var settings: [SandboxSettings] = []
    for (index, entries) in cells.enumerated() {
      var values = base.values
      do {
        try values.apply(ConfigLayer(entries: entries), source: "--sweep")
        settings.append(try SandboxSettings(values: values))
      } catch {
        throw CommandFailure(
          .usage, "--sweep: cell \(index + 1) (\(caption(entries))) is inconsistent: \(error)")
      }
    }
    var runners: [ScriptRunner] = []
    do {
      for cell in settings {
        // Each cell is a lone phone on the headless stage `render` draws, with its overlays.
        var phone = StageSetup.Phone(settings: cell)
        phone.explicitKeys = Set(SharedContent.keys)
        var stage = StageSetup.headless(script, phones: [phone])
        stage.overlays = PhoneScenes.Overlays(
          touches: options.touches, hud: options.hud, help: false)
        runners.append(try ScriptRunner(stage, fps: options.fps))
      }
    } catch {
      throw CommandFailure(.dataError, "\(options.scriptPath): \(error)")
    }
    try renderSheet(
      &runners, script: script, captions: cells.map { [caption($0)] },
      columns: ContactSheet.columns(forCounts: sweeps.map(\.values.count)), options: options)
  }

  /// What a cell's values read as: `minimumHeight 64 · deceleration android`.
  static func caption(_ entries: [ConfigLayer.Entry]) -> String {
    entries.map { entry in
      let name = entry.key.split(separator: ".").last.map(String.init) ?? entry.key
      return "\(name) \(entry.value)"
    }.joined(separator: " · ")
  }

  private static func renderSheet(
    _ runners: inout [ScriptRunner], script: EventScript, captions: [[String]], columns: Int,
    options: Options
  ) throws(CommandFailure) {
    // Every cell has the same screen; a swept bezel width makes the cells differ, so the
    // sheet's cells take the largest.
    let cellSize = Size(
      width: runners.map(\.stage.canvasSize.width).max() ?? 1,
      height: runners.map(\.stage.canvasSize.height).max() ?? 1)
    let sheet = ContactSheet(cellSize: cellSize, count: runners.count, columns: columns)
    let canvas: Canvas
    do {
      canvas = try SDLPlatform.offscreenCanvas(
        size: sheet.size, scale: script.viewport.scale, fontPath: options.fontPath)
    } catch {
      throw CommandFailure(.unavailable, "\(error)")
    }
    for index in runners.indices {
      try HeaderImageLoader.loadAll(runners[index].phones, into: canvas) { image, phone in
        runners[index].setHeaderImage(image, forPhone: phone)
      }
    }
    let grid = runners[0].grid
    var still: Int?
    if let text = options.arguments.value("at") {
      guard options.output == .png else {
        throw CommandFailure(
          .usage, "--at applies only to a .png output, found --out \(options.outPath)")
      }
      guard let time = Double(text), time.isFinite, time >= 0 else {
        throw CommandFailure(.usage, "--at: expected seconds ≥ 0, found '\(text)'")
      }
      still = Int((time * Double(grid.fps)).rounded())
      guard still! < grid.frameCount else {
        throw CommandFailure(.usage, "--at \(text): the script lasts \(grid.duration) s")
      }
    }
    let sink = try FrameSink(options: options, canvas: canvas, fps: grid.fps)
    let compose: @Sendable (ScriptRunner) -> DisplayList = { $0.frameList() }
    try writeFrames(grid: grid, still: still ?? options.frame, options: options, sink: sink) {
      (index: Int, draw: Bool) throws(CommandFailure) -> DisplayList? in
      let lists = advanceAll(&runners, through: index, compose: draw ? compose : nil)
      return draw ? sheet.compose(lists, captions: captions) : nil
    }
  }

  /// Runs every cell on to `frame` (each on its own core) and composes each cell's list (none
  /// without `compose`).
  private static func advanceAll(
    _ runners: inout [ScriptRunner], through frame: Int,
    compose: (@Sendable (ScriptRunner) -> DisplayList)?
  ) -> [DisplayList] {
    var lists = [DisplayList](
      repeating: DisplayList(size: Size(width: 1, height: 1)), count: runners.count)
    runners.withUnsafeMutableBufferPointer { cells in
      lists.withUnsafeMutableBufferPointer { results in
        nonisolated(unsafe) let cells = cells
        nonisolated(unsafe) let results = results
        // Each iteration touches only its own cell and result: no two threads share an element.
        DispatchQueue.concurrentPerform(iterations: cells.count) { index in
          while cells[index].nextFrameIndex <= frame, cells[index].nextFrame() != nil {}
          if let compose { results[index] = compose(cells[index]) }
        }
      }
    }
    return lists
  }
}
