import Foundation
import SDLPlatform
import SandboxStage

/// `render.encodeOnlyS`, `render.totalS`, `render.ratio` and `memory.peakMB.render`: the real
/// `render` command (this binary, as a child) against ffmpeg alone encoding the same frames
/// from a raw file with the same arguments `FFmpegEncoder` passes.
enum RenderBench {
  /// A 5 s showcase script at 60 fps with flings both ways, a bounce and a shift.
  static func script(seconds: Double, scale: Double) -> String {
    // Event times are laid out for 5 s and scaled to shorter (quick) scripts.
    let k = seconds / 5
    func t(_ value: Double) -> String { String(value * k) }
    return """
      {"version": 1, "preset": "showcase", "fps": 60, "duration": \(seconds),
       "viewport": {"width": 390, "height": 844, "scale": \(scale)},
       "events": [
         {"t": \(t(0.1)), "type": "swipe", "x": 195, "fromY": 700, "toY": 250, "duration": 0.15},
         {"t": \(t(1.4)), "type": "swipe", "x": 195, "fromY": 700, "toY": 300, "duration": 0.2},
         {"t": \(t(2.8)), "type": "swipe", "x": 195, "fromY": 250, "toY": 700, "duration": 0.15},
         {"t": \(t(3.8)), "type": "swipe", "x": 195, "fromY": 250, "toY": 750, "duration": 0.12}
       ]}
      """
  }

  static func run(_ plan: BenchPlan, setup: ConfigSources, directory: String) throws(CommandFailure)
    -> [BenchFigure]
  {
    let scriptPath = directory + "/render-bench.json"
    do {
      try script(seconds: plan.renderSeconds, scale: plan.renderScale)
        .write(toFile: scriptPath, atomically: true, encoding: .utf8)
    } catch {
      throw CommandFailure(.ioError, "bench: cannot write \(scriptPath): \(error)")
    }
    let rawPath = directory + "/frames.bgra"
    let (width, height, frames) = try writeRawFrames(
      setup: setup, scriptPath: scriptPath, to: rawPath)
    defer { unlink(rawPath) }
    let ffmpeg = try FFmpegEncoder.locate()
    let encodeOut = directory + "/encode-only.mp4"
    var encodeArgs = FFmpegEncoder.arguments(
      format: .mp4, width: width, height: height, fps: 60, output: encodeOut,
      inputPixelFormat: .bgra)
    if let input = encodeArgs.firstIndex(of: "pipe:0") { encodeArgs[input] = rawPath }
    let renderOut = directory + "/render.mp4"
    let renderArgs = [
      BenchProcess.executablePath, "render", scriptPath, "--out", renderOut, "--force",
    ]

    let pairs = try BenchProcess.interleaved(
      runs: plan.processRuns,
      { () throws(CommandFailure) in try BenchProcess.checked([ffmpeg] + encodeArgs) },
      { () throws(CommandFailure) in try BenchProcess.checked(renderArgs, sampleOwnPeak: true) })
    let encode = pairs.map(\.first.seconds)
    let total = pairs.map(\.second.seconds)
    let peak = pairs.map { $0.second.ownPeakMB ?? $0.second.peakMB }
    let ffmpegPeak = pairs.map(\.first.peakMB)
    let size = "\(width)×\(height) px, \(frames) frames"
    let encodeFigure = BenchFigure(
      "render.encodeOnlyS", unit: "s", samples: encode,
      note:
        "ffmpeg libx264 (FFmpegEncoder's arguments) reading the raw BGRA frames (the canvas memory render sends) from a file, "
        + size)
    let totalFigure = BenchFigure(
      "render.totalS", unit: "s", samples: total,
      note: "`header-sandbox render` child process to MP4, \(size)")
    return [
      encodeFigure, totalFigure,
      BenchFigure.ratio("render.ratio", totalFigure, encodeFigure, target: .atMost(1.25)),
      BenchFigure(
        "memory.peakMB.render", unit: "MB", samples: peak,
        note: "VmHWM of the render process itself, sampled every 10 ms (its ffmpeg child not "
          + "included; ffmpeg alone peaks at \(Int(BenchStatistics.median(ffmpegPeak))) MB)"),
    ]
  }

  /// Draws every frame of the script exactly as `render` does and writes the RGBA bytes to
  /// `path`; returns the frame size in pixels and the frame count.
  private static func writeRawFrames(
    setup: ConfigSources, scriptPath: String, to path: String
  ) throws(CommandFailure) -> (Int, Int, Int) {
    let script = try setup.loadScript(scriptPath)
    let settings = try setup.settings(TuningOptions(), script: script, scriptFile: scriptPath)
    let options = RenderCommand.Options(
      scriptPath: scriptPath, outPath: path, output: .video(.mp4), fps: nil, frame: nil, from: 0,
      touches: false, hud: false, plots: false, ghosts: nil, force: true, fontPath: nil,
      arguments: ScannedArguments(),
      tuning: TuningOptions())
    var runner: ScriptRunner
    do {
      runner = try ScriptRunner(
        RenderCommand.stageSetup(
          script: script, phones: [StageSetup.Phone(settings: settings)], options: options,
          sources: setup))
    } catch {
      throw CommandFailure(.dataError, "bench: \(error)")
    }
    guard let file = FileHandle(forWritingAtPath: path) ?? create(path) else {
      throw CommandFailure(.ioError, "bench: cannot write \(path)")
    }
    defer { try? file.close() }
    var count = 0
    var width = 0
    var height = 0
    do {
      let canvas = try SDLPlatform.offscreenCanvas(
        size: runner.stage.canvasSize, scale: script.viewport.scale)
      while runner.nextFrame() != nil {
        try canvas.draw(runner.frameList())
        // The same bytes `render` hands ffmpeg: the canvas's own B, G, R, A memory.
        try canvas.withFrameBytes { raw in try file.write(contentsOf: raw) }
        let size = canvas.outputPixelSize
        (width, height) = (size.width, size.height)
        count += 1
      }
    } catch {
      throw CommandFailure(.software, "bench: producing the raw frames failed: \(error)")
    }
    return (width, height, count)
  }

  private static func create(_ path: String) -> FileHandle? {
    // A file that cannot be created cannot be opened either: the nil below reports both.
    _ = FileManager.default.createFile(atPath: path, contents: nil)
    return FileHandle(forWritingAtPath: path)
  }
}
